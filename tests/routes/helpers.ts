import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { delay, http } from "msw";
import { beforeAll, beforeEach, expect } from "vitest";

import { takeToast } from "~/utils/toast.server";

import { VALID_TOKEN } from "../mocks/login-service";
import { server } from "../mocks/server";
import { createPortalHandler } from "../../server/portal-handler";
import { roundsOf, type Call } from "../../scripts/bench/rounds";

export const PORTAL = "http://localhost:3000";
export const LEARNING = "http://learning.test";
/** What a browser's post from one of the portal's pages says of where it came from (decision 050). */
export const SAME_ORIGIN = { origin: PORTAL, host: new URL(PORTAL).host } as const;

export function pageRequest(
  path: string,
  init: {
    cookie?: string;
    loggedIn?: boolean;
    method?: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(init.headers);
  const cookies = [init.loggedIn ? `api_token=${VALID_TOKEN}` : "", init.cookie ?? ""].filter(Boolean);
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  let body: URLSearchParams | undefined;
  if (init.form) {
    body = new URLSearchParams(init.form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  const method = init.method ?? (body ? "POST" : "GET");
  // As every current browser sends a post: with the page's origin (decision 050 refuses a post with no sign of
  // where it came from) and the host it was sent to (which Remix compares it with).
  if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) {
    for (const [name, value] of Object.entries(SAME_ORIGIN)) headers.set(name, value);
  }
  return new Request(`${PORTAL}${path}`, { method, headers, body });
}

/** Runs a loader or action that is expected to throw or return a redirect, and gives back the Response. */
export async function redirectOf(run: () => unknown): Promise<Response> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
  }
  expect(outcome).toHaveRedirect();
  return outcome as Response;
}

export function locationOf(response: Response): URL {
  return new URL(response.headers.get("location") ?? "", PORTAL);
}

/**
 * The login service's address that logs a browser in (on the login page of `school`, when one is known) and
 * brings it back to the portal's `path`.
 */
export function loginRedirect(path: string, school: string | null = "100001"): string {
  const query = new URLSearchParams(school === null ? {} : { school_code: school });
  query.set("from", `${PORTAL}${path}`);
  return `https://login.example.edu/api/redirect?${query}`;
}

export const params = (values: Record<string, string>) => values;

/** The toast a Response's Set-Cookie carries to the next page (null without one). */
export async function toastOf(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const cookie = ((response as Response).headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return (await takeToast(new Request(PORTAL, { headers: { cookie } }))).toast;
}

/**
 * The learning-service requests of each test, as URLs in the order they started: a file calls this once at
 * its top (a beforeEach empties the list and replaces msw's listeners with its own).
 */
export function recordLearningRequests(): URL[] {
  const requests: URL[] = [];
  beforeEach(() => {
    requests.length = 0;
    server.events.removeAllListeners();
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.origin === LEARNING) requests.push(url);
    });
  });
  return requests;
}

/**
 * The built server (build/index.js: entry.server, root, boundaries) as a request handler, for tests of whole
 * documents; call it in a file or a describe block after useMockUpstream(). It needs `npm run build` first.
 */
export function useBuiltServer(): (request: Request) => Promise<Response> {
  let handle: ((request: Request) => Promise<Response>) | undefined;
  beforeAll(async () => {
    const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
    const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
    handle = createPortalHandler(build);
  });
  return (request) => {
    if (!handle) throw new Error("useBuiltServer: the build is not loaded yet (call it outside the tests)");
    return handle(request);
  };
}

/**
 * Records the upstream calls made from now on, every answer delayed by `delayMs` (as the bench does with 200 ms),
 * and groups them into rounds with the bench's counter: `rounds()` gives each round's calls as "service/path?query".
 * Calls sent together share a round; a call that waited for an answer opens the next one.
 */
export function recordUpstreamRounds(delayMs = 40): { calls: () => string[]; rounds: () => string[][] } {
  const done: Call[] = [];
  // Timed in the handler that delays every answer, first in line (a handler added later answers before it and is
  // not counted): when the call reached it and when its answer went on. msw's events are not used: their request
  // ids come from Math.random, which tests stub, and `response:mocked` may come after the loader has returned.
  server.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const start = performance.now();
      await delay(delayMs);
      done.push({ path: `${url.host}${url.pathname}${url.search}`, start, end: performance.now() });
    }),
  );
  return {
    calls: () => [...done].sort((a, b) => a.start - b.start).map((call) => call.path),
    rounds: () => roundsOf(done).map((round) => round.map((call) => call.path)),
  };
}
