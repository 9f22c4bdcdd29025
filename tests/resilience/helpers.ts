import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

import { takeConsoleErrors } from "../console-guard";

import { createPortalHandler } from "../../server/portal-handler";
import { startUpstream } from "../../upstream/server";

import { startFaultProxy, type FaultProxy } from "./fault-proxy";

/** One upstream call's limit and the page's deadline in this suite: short, so a test waits seconds at most. */
export const CALL_MS = 3000;
export const PAGE_MS = 1500;
/** A page must have answered by then: the deadline plus a generous allowance for rendering on a busy machine. */
export const BOUND_MS = PAGE_MS + 3000;

export const PORTAL = "http://localhost:3000";

/** Logs a demo account in on the reference upstream (its password is its name): the `api_token=…` cookie pair. */
export async function upstreamSession(upstream: string, username: string): Promise<string> {
  const response = await fetch(`${upstream}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: username }),
  });
  const pair = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("api_token="))
    ?.split(";")[0];
  if (!pair) throw new Error(`no session for ${username}`);
  return pair;
}

export type Harness = {
  proxy: FaultProxy;
  /** The reference upstream's own address (no faults), for finding demo ids. */
  upstream: string;
  handle(request: Request): Promise<Response>;
  cookie(username: string): Promise<string>;
};

/**
 * The built portal (npm run build first) through its own handler, with the three upstream services behind a
 * fault-injecting proxy in front of the reference upstream (seeded demo data).
 */
export function useFaultyUpstream(): Harness {
  let stopUpstream: (() => Promise<void>) | undefined;
  const cookies = new Map<string, string>();
  const harness: Harness = {
    proxy: undefined as unknown as FaultProxy,
    upstream: "",
    handle: () => Promise.reject(new Error("not started")),
    async cookie(username) {
      const known = cookies.get(username);
      if (known) return known;
      const pair = await upstreamSession(harness.upstream, username);
      cookies.set(username, pair);
      return pair;
    },
  };

  beforeAll(async () => {
    const started = await startUpstream({ port: 0 });
    stopUpstream = started.close;
    harness.upstream = `http://127.0.0.1:${started.port}`;
    harness.proxy = await startFaultProxy(harness.upstream);
    // Read by the build's configuration when it loads (below), so set first.
    Object.assign(process.env, {
      LOGIN_SERVICE_URL: harness.proxy.url,
      LEARNING_SERVICE_URL: harness.proxy.url,
      MEDIA_SERVICE_URL: harness.proxy.url,
      LOGIN_SERVICE_PUBLIC_URL: started.url,
      UPSTREAM_TIMEOUT_MS: String(CALL_MS),
      PAGE_DEADLINE_MS: String(PAGE_MS),
    });
    const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
    const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
    const portal = createPortalHandler(build);
    harness.handle = (request) => portal(request);
  }, 60_000);
  afterEach(async () => {
    // The portal logs each upstream failure it met: expected here, and nothing else.
    for (const line of takeConsoleErrors()) expect(line).toMatch(/^\[upstream\]/);
    await harness.proxy.reset();
  });
  afterAll(async () => {
    await harness.proxy.close();
    await stopUpstream?.();
  });
  return harness;
}

/** What a browser gets for a page, and how long the portal took to answer (headers and the whole body). */
export async function load(
  harness: Harness,
  path: string,
  init: { cookie?: string; method?: string; form?: Record<string, string> } = {},
): Promise<{ response: Response; text: string; ms: number }> {
  const headers = new Headers({ host: "localhost:3000", "accept-language": "zh-CN", accept: "text/html" });
  if (init.cookie) headers.set("cookie", init.cookie);
  const method = init.method ?? (init.form ? "POST" : "GET");
  // A post from one of the portal's pages, as a browser sends it (decision 050).
  if (method !== "GET" && method !== "HEAD") headers.set("origin", PORTAL);
  const started = performance.now();
  const response = await harness.handle(
    new Request(`${PORTAL}${path}`, {
      method,
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
    }),
  );
  const text = await response.text();
  return { response, text, ms: performance.now() - started };
}

/** Reads a body to its end, or says it hung (gave nothing more for `ms`) or broke. */
export async function readBody(response: Response, ms: number): Promise<"ended" | "broke" | "hung"> {
  const reader = response.body?.getReader();
  if (!reader) return "ended";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<"hung">((resolve) => {
    timer = setTimeout(() => resolve("hung"), ms);
  });
  const read = (async (): Promise<"ended" | "broke"> => {
    try {
      for (;;) {
        const { done } = await reader.read();
        if (done) return "ended";
      }
    } catch {
      return "broke";
    }
  })();
  const outcome = await Promise.race([read, hung]);
  clearTimeout(timer);
  if (outcome === "hung") void reader.cancel().catch(() => undefined);
  return outcome;
}

/** The page as shown, without its scripts (which carry the whole message catalogue). */
export function visible(html: string): string {
  return html.split("<script")[0] ?? "";
}

/** Words that must never reach a learner: a stack, a path on a server, a database error, our internal wording. */
export const INTERNAL = /SQLSTATE|\/var\/www|\.php|node_modules|\n\s+at |TypeError|upstream service|ECONNRE/;
