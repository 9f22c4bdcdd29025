import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULTS, standaloneConfig } from "../../deploy/nginx-config";
import { startPortalServer, type PortalServer } from "../../server/portal-app";
import { startUpstream } from "../../upstream/server";

// The production recipe as a school runs it (deploy/nginx-config.ts, docs/decisions/019, 045): Debian's nginx on a
// port other than 80, in front of two portal servers on loopback that trust it, and the reference upstream.
// Posts the portal answers without reading their body, beside page loads of other visitors: every page load is
// answered whole. Needs nginx (`apt-get install -y nginx`; .ci/run installs it) and the build.

/** The body's rate floor with a short grace: a rate timer that outlived its request would cut within the test. */
const RATE = { graceMs: 300, minBytesPerSecond: 1024, checkEveryMs: 50 };

function nginxBinary(): string {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  throw new Error(
    "nginx is not installed: `apt-get install -y nginx` (Debian's package; .ci/run installs it)",
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let nginx: ChildProcess | undefined;
let prefix = "";
let origin = "";
const portals: PortalServer[] = [];
let stopUpstream: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const binary = nginxBinary();
  const upstream = await startUpstream({ port: 0 });
  stopUpstream = upstream.close;
  const url = `http://127.0.0.1:${upstream.port}`;
  Object.assign(process.env, {
    LOGIN_SERVICE_URL: url,
    LEARNING_SERVICE_URL: url,
    MEDIA_SERVICE_URL: url,
    LOGIN_SERVICE_PUBLIC_URL: upstream.url,
    // A busy shared machine runs the upstream, the portals, nginx and the load here: no call of theirs may time out.
    UPSTREAM_TIMEOUT_MS: "20000",
    PAGE_DEADLINE_MS: "20000",
  });
  const build = (await import(
    /* @vite-ignore */ fileURLToPath(new URL("../../build/index.js", import.meta.url))
  )) as ServerBuild;
  for (let index = 0; index < 2; index += 1) {
    portals.push(
      await startPortalServer(build, {
        port: 0,
        hostname: "127.0.0.1",
        trustedProxies: "127.0.0.1,::1",
        bodyRate: RATE,
      }),
    );
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  prefix = mkdtempSync(`${tmpdir()}/portal-recipe-nginx-`);
  for (const dir of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"])
    mkdirSync(`${prefix}/${dir}`, { recursive: true });
  writeFileSync(
    `${prefix}/nginx.conf`,
    standaloneConfig({
      ...DEFAULTS,
      listen: `127.0.0.1:${port}`,
      portalPorts: portals.map((portal) => portal.port),
      publicDir: fileURLToPath(new URL("../../public", import.meta.url)),
      cacheDir: `${prefix}/cache`,
      prefix,
      // Started as root, nginx would hand its workers to `nobody`, who may not read the checkout.
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
    }),
  );
  nginx = spawn(binary, ["-p", prefix, "-c", `${prefix}/nginx.conf`], { stdio: "ignore" });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      if ((await fetch(`${origin}/center/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nginx did not start");
}, 60_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all(portals.map((portal) => portal.close()));
  await stopUpstream?.();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

/** `complete`: the whole message came (a chunked answer cut short is not). */
type Answer = { status: number; length: number; declared: number | null; text: string; complete: boolean };

/** One request to nginx; any failure to answer is an answer with status 0. */
function send(
  agent: Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const url = new URL(path, origin);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? "GET",
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const declared = res.headers["content-length"];
          resolve({
            status: res.statusCode ?? 0,
            length: body.byteLength,
            declared: declared === undefined ? null : Number(declared),
            text: body.toString(),
            complete: res.complete,
          });
        });
        res.on("error", () => resolve({ status: 0, length: 0, declared: null, text: "", complete: false }));
      },
    );
    req.on("error", (error) =>
      resolve({ status: 0, length: 0, declared: null, text: String(error), complete: false }),
    );
    req.end(options.body);
  });
}

describe("the recipe: nginx in front of two portal processes", () => {
  it("answers every page load whole while posts it answers unread come beside them", async () => {
    const pages = new Agent({ keepAlive: true, maxSockets: 8 });
    const posters = new Agent({ keepAlive: true, maxSockets: 4 });
    // A cookie: past the micro-cache, every page load reaches a portal process.
    const page = () => send(pages, "/center/100044/custom/clnyy", { headers: { cookie: "visitor=1" } });
    const unread = [
      // A JSON post to the language switch (415), needing no session.
      ...Array.from({ length: 16 }, () =>
        send(posters, "/center/locale", {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: '{"locale":"en"}',
        }),
      ),
      // 2 MB forms (413), read by nobody.
      ...Array.from({ length: 20 }, () =>
        send(posters, "/center/locale", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
          body: `locale=en&from=${"a".repeat(2_000_000)}`,
        }),
      ),
    ];
    // Other visitors' own posts, which the portal reads (the language switch: 302), between the page loads: nginx
    // sends a post once (a page load it may try again on another connection).
    const post = () =>
      send(pages, "/center/locale", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: "visitor=1" },
        body: "locale=zh-CN&from=/center/100028/hzvtc",
      });
    const loads: Answer[] = [];
    const posts: Answer[] = [];
    let until = Infinity;
    const loaders = Array.from({ length: 8 }, async (_, index) => {
      // At least a few of each, however busy the machine.
      while (Date.now() < until || loads.length < 12 || posts.length < 4) {
        if (index < 2) posts.push(await post());
        else loads.push(await page());
      }
    });
    const refused = await Promise.all(unread);
    // Past the rate floor's grace and the 500 ms after which Node's adapter used to close such connections.
    until = Date.now() + 1500;
    await Promise.all(loaders);
    pages.destroy();
    posters.destroy();

    const failed = loads.filter(
      (answer) =>
        answer.status !== 200 ||
        !answer.complete ||
        (answer.declared !== null && answer.declared !== answer.length) ||
        !answer.text.includes("</html>"),
    );
    expect(loads.length).toBeGreaterThanOrEqual(12);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(
      posts.filter((answer) => answer.status !== 302).map((answer) => `post ${answer.status} ${answer.text}`),
    ).toEqual([]);
    expect(failed.map((answer) => `${answer.status} ${answer.length} ${answer.text.slice(0, 80)}`)).toEqual(
      [],
    );
    // The posts themselves are refused, each with its own status.
    expect(refused.map((answer) => answer.status)).toEqual([
      ...Array<number>(16).fill(415),
      ...Array<number>(20).fill(413),
    ]);
  }, 60_000);

  it("on a port other than 80: a form's post is the portal's own, a login comes back to the same port", async () => {
    const agent = new Agent({ keepAlive: false });
    const post = await send(agent, "/center/locale", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: "locale=en&from=/center/100028/hzvtc",
    });
    expect(post.status).toBe(302);
    const login = await new Promise<string>((resolve, reject) => {
      httpRequest(`${origin}/center/100001/user/myClass`, { agent }, (res) => {
        res.resume();
        resolve(res.headers.location ?? "");
      })
        .on("error", reject)
        .end();
    });
    expect(new URL(login).searchParams.get("from")).toBe(`${origin}/center/100001/user/myClass`);
    agent.destroy();
  });
});
