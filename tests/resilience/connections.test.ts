import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPortalServer, type PortalServer } from "../../server/portal-app";
import { startUpstream } from "../../upstream/server";
import { rawRequest } from "./raw-request";

// The portal's own server, over real sockets (docs/decisions/045): one request never harms another on its
// connection — a body the portal answers without reading is drained, or its connection closed cleanly with
// `Connection: close`; the body's rate timer ends with its request — and the address is the configured one,
// whatever the request line says. Needs the build (npm run build).

/** The body's rate floor with a short grace, so that a timer that outlives its request shows within a second. */
const RATE = { graceMs: 150, minBytesPerSecond: 1024, checkEveryMs: 25 };
const PROXY = "127.0.0.1";

let portal: PortalServer;
let stopUpstream: () => Promise<void>;
const lines: Record<string, unknown>[] = [];
/** While true, the upstream services take calls and never answer. */
let hang = false;
let held = 0;
let gate: Server;

/** A pass-through to the reference upstream that holds every call while `hang` is set. */
function startGate(target: string): Promise<number> {
  gate = createServer((req, res) => {
    if (hang) {
      held += 1;
      return;
    }
    const forward = httpRequest(
      `${target}${req.url ?? "/"}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    gate.listen(0, "127.0.0.1", () => resolve((gate.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  const upstream = await startUpstream({ port: 0 });
  stopUpstream = upstream.close;
  const url = `http://127.0.0.1:${await startGate(`http://127.0.0.1:${upstream.port}`)}`;
  Object.assign(process.env, {
    LOGIN_SERVICE_URL: url,
    LEARNING_SERVICE_URL: url,
    MEDIA_SERVICE_URL: url,
    LOGIN_SERVICE_PUBLIC_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: "3000",
    PAGE_DEADLINE_MS: "3000",
  });
  const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
  const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
  portal = await startPortalServer(build, {
    port: 0,
    hostname: "127.0.0.1",
    trustedProxies: PROXY,
    bodyRate: RATE,
    handler: {
      logLevel: "info",
      logDestination: {
        write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await portal?.close();
  gate?.closeAllConnections();
  gate?.close();
  await stopUpstream?.();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request through `agent` (keep-alive, one socket), its whole answer read. */
const send = (agent: Agent, path: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(portal.port, path, { ...options, agent });

/** Writes raw bytes on a new connection and gives everything the server sent until it closed it (or `ms`). */
function raw(text: string, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(portal.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString());
    });
    socket.on("error", reject);
    socket.write(text);
  });
}

const JSON_POST = {
  method: "POST",
  headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
  body: '{"locale":"en"}',
};

describe("a body the portal answers without reading", () => {
  it("leaves the connection usable: the next request on it is answered, long after the body's grace", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(agent, "/center/locale", JSON_POST);
    expect(refused.status).toBe(415);
    expect(refused.headers.connection).not.toBe("close");
    // Several times the grace, and past the 500 ms after which Node's adapter used to close such a connection.
    let closedAt = -1;
    const sentAt = Date.now();
    refused.socket.once("close", () => (closedAt = Date.now() - sentAt));
    await wait(900);
    expect(closedAt).toBe(-1);
    expect(refused.socket.destroyed).toBe(false);
    const next = await send(agent, "/center/healthz");
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
    agent.destroy();
  });

  it("answers a large unread body with Connection: close, its answer whole", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = `locale=en&from=${"a".repeat(2_000_000)}`;
    const refused = await send(agent, "/center/locale", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body,
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe("close");
    expect(Buffer.byteLength(refused.body)).toBe(Number(refused.headers["content-length"]));
    // The next request goes on a new connection and is answered.
    const next = await send(agent, "/center/healthz");
    expect([next.status, next.reused]).toEqual([200, false]);
    agent.destroy();
  });

  it("still cuts a body that drips below the floor, while it is being sent", async () => {
    const received = await raw(
      "POST /center/locale HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: same-origin\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nlocale=",
    );
    // Closed by the server well before the 3 s the client would wait, with no answer.
    expect(received).toBe("");
  });
});

describe("the address is the configured one", () => {
  it("takes no host from an absolute-form request line: a post from that host is cross-site", async () => {
    const post = (target: string) =>
      raw(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${portal.port}\r\nOrigin: http://evil.example\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\nConnection: close\r\n\r\nlocale=en",
      );
    expect(await post("http://evil.example/center/locale")).toMatch(/^HTTP\/1\.1 403 /);
    expect(await post("/center/locale")).toMatch(/^HTTP\/1\.1 403 /);
  });

  it("believes a trusted proxy's host, port and scheme (a recipe on https://portal.example:8443)", async () => {
    const agent = new Agent({ keepAlive: false });
    const post = (proto: string) =>
      send(agent, "/center/locale", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://portal.example:8443",
          "x-forwarded-host": "portal.example:8443",
          "x-forwarded-proto": proto,
        },
        body: "locale=en&from=/center/100001/hzvtc",
      });
    const answered = await post("https");
    expect(answered.status).toBe(302);
    expect(answered.headers.location).toMatch(/^(https:\/\/portal\.example:8443)?\/center\/100001\/hzvtc$/);
    // The same post said to come over http is from another origin than the page's.
    expect((await post("http")).status).toBe(403);
    agent.destroy();
  });
});

describe("the metrics", () => {
  it("count the upload bodies being read", async () => {
    const agent = new Agent({ keepAlive: false });
    const metrics = await send(agent, "/center/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.body).toMatch(/^portal_upload_bodies_in_flight 0$/m);
    agent.destroy();
  });
});

describe("requests no page takes", () => {
  it("answers TRACE with 405; a method, a request line or a host Node or a page cannot take with a 4xx or nothing", async () => {
    expect(await raw("TRACE /center/locale HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 /);
    for (const line of [
      "TRACK /center/locale HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "GET /center/healthz HTTP/1.0\r\n\r\n",
    ])
      expect(await raw(line), line).toMatch(/^HTTP\/1\.1 4\d\d /);
    // Node itself closes a CONNECT it has no tunnel for.
    expect(await raw("CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")).not.toMatch(
      /^HTTP\/1\.1 5/,
    );
  });
});

describe("addresses the file system cannot take", () => {
  it("answers a NUL byte or a segment over 255 bytes with a 4xx, never a 5xx", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const path of [
      "/center/100001/%00",
      "/center/%00",
      "/%00",
      `/center/100001/${"a".repeat(300)}`,
      `/center/${"b".repeat(300)}`,
      `/${"c".repeat(300)}`,
    ]) {
      const answer = await send(agent, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    agent.destroy();
  });
});

describe("a request the browser abandons", () => {
  it("is logged as 499 with its cause, not as a server error", async () => {
    lines.length = 0;
    // A page whose upstream calls are in flight when the browser goes away.
    hang = true;
    held = 0;
    const socket = connect(portal.port, "127.0.0.1");
    socket.write("GET /center/100028/hzvtc HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    for (let tries = 0; tries < 250 && held === 0; tries += 1) await wait(20);
    expect(held).toBeGreaterThan(0);
    socket.destroy();
    for (
      let tries = 0;
      tries < 250 && !lines.some((line) => line.path === "/center/100028/hzvtc");
      tries += 1
    )
      await wait(20);
    hang = false;
    const line = lines.find((entry) => entry.path === "/center/100028/hzvtc");
    expect(line).toMatchObject({ level: "info", status: 499 });
    expect(String(line?.cause)).toMatch(/^client closed request/);
  });
});
