import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startPortalServer, type PortalServer } from "../../server/portal-app";
import { startUpstream } from "../../upstream/server";
import { upstreamSession } from "./helpers";
import { rawRequest } from "./raw-request";

// The outside test's smaller findings on the server (docs/decisions/050), over real sockets against the built
// portal (npm run build) and the reference upstream: a resource route asked with a method it does not take is a
// real 405 with `Allow`; a post that says nothing of where it came from needs a Referer of the portal's own; a
// page names as its address only the configured host or one a trusted proxy forwarded, never a client's `Host`;
// the school's error page is a 404 no cache keeps. PORTAL_PUBLIC_URL is unset here, as in a plain production start.

let portal: PortalServer;
let upstreamUrl = "";
let stopUpstream: () => Promise<void>;
let own = "";

beforeAll(async () => {
  const upstream = await startUpstream({ port: 0 });
  stopUpstream = upstream.close;
  const url = `http://127.0.0.1:${upstream.port}`;
  upstreamUrl = url;
  vi.stubEnv("PORTAL_PUBLIC_URL", "");
  Object.assign(process.env, {
    LOGIN_SERVICE_URL: url,
    LEARNING_SERVICE_URL: url,
    MEDIA_SERVICE_URL: url,
    LOGIN_SERVICE_PUBLIC_URL: upstream.url,
    UPSTREAM_TIMEOUT_MS: "3000",
    PAGE_DEADLINE_MS: "3000",
  });
  delete process.env.PORTAL_PUBLIC_URL;
  const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
  const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
  // The tests' connections come from loopback, as nginx's do: a trusted proxy.
  portal = await startPortalServer(build, { port: 0, hostname: "127.0.0.1", trustedProxies: "127.0.0.1" });
  own = `http://127.0.0.1:${portal.port}`;
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await stopUpstream?.();
  vi.unstubAllEnvs();
});

const send = (path: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(portal.port, path, options);

describe("a method a resource route does not take", () => {
  it.each([
    ["POST", "/center/poster/hzvtc-banner", "GET, HEAD"],
    ["POST", "/center/i18n/zh-CN.json", "GET, HEAD"],
    ["DELETE", "/center/100001/user/answerFiles/download", "GET, HEAD, POST"],
    ["OPTIONS", "/center/100001/user/answerFiles/download", "GET, HEAD, POST"],
    ["PUT", "/center/100001/user/myCertificate/1/view", "GET, HEAD"],
  ])("%s %s is a 405 with Allow: %s, and nothing of the server's inside", async (method, path, allow) => {
    const answer = await send(path, { method, headers: { origin: own } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.body).not.toMatch(/Unexpected Server Error|Error:|at /);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("a resource route's refusal (a malformed school) is its 4xx and a short text, never the framework's error", async () => {
    const cookie = await upstreamSession(upstreamUrl, "learner");
    for (const method of ["GET", "POST"]) {
      const answer = await send("/center/abc/user/myAssess/assessAnswer/autosave", {
        method,
        headers: { origin: own, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "que_id=1" : undefined,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).not.toMatch(/Unexpected Server Error|Error:|at /);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("a post to a page without an action is its 405 page, with Allow", async () => {
    const answer = await send("/center/100028/hzvtc", {
      method: "POST",
      headers: { origin: own, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });
});

describe("a post that says nothing of where it came from", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const locale = "locale=en&from=%2Fcenter%2F100001%2FError";

  it("is refused without a Referer of the portal's own (an old browser on another site's form)", async () => {
    expect((await send("/center/locale", { method: "POST", headers: form, body: locale })).status).toBe(403);
    const elsewhere = { ...form, referer: "http://evil.example/form.html" };
    expect((await send("/center/locale", { method: "POST", headers: elsewhere, body: locale })).status).toBe(
      403,
    );
  });

  it("is taken with the Referer of one of the portal's pages (an old browser on the portal's own form)", async () => {
    const mine = { ...form, referer: `${own}/center/100001/Error` };
    const answer = await send("/center/locale", { method: "POST", headers: mine, body: locale });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/center/100001/Error");
  });
});

describe("the address a page names as its own", () => {
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

  it("never follows a client's Host header", async () => {
    const answer = await send("/center/100004/custom/party", { headers: { host: "evil.example" } });
    expect(answer.status).toBe(200);
    const head = answer.body.slice(0, answer.body.indexOf("</head>"));
    expect(head).not.toContain("evil.example");
    expect(canonical(head)).toBeNull();
    expect(head).not.toContain('property="og:url"');
  });

  it("follows the host a trusted proxy forwarded", async () => {
    const answer = await send("/center/100004/custom/party", {
      headers: { host: "127.0.0.1", "x-forwarded-host": "learn.example.edu", "x-forwarded-proto": "https" },
    });
    expect(canonical(answer.body)).toBe("https://learn.example.edu/center/100004/custom/party");
    expect(answer.body).toContain(
      'property="og:url" content="https://learn.example.edu/center/100004/custom/party"',
    );
  });
});

describe("the school's error page", () => {
  it("is a 404 that no cache keeps", async () => {
    const answer = await send("/center/100001/Error");
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).not.toMatch(/public/);
  });
});
