import { http } from "msw";
import { expect } from "vitest";

import { applyCacheHeaders, PUBLIC_CACHE } from "~/utils/headers.server";

import { COLLEGE_TOKEN, PARTY_TOKEN } from "../mocks/login-service";
import { server } from "../mocks/server";
import { pageRequest } from "./helpers";

// Helpers of the public sites' route tests (public-sites §2.2-§2.5): the college (hzvtc) and the party site.

/** The cookie of a logged-in learner of the college (school 100028). */
export const COLLEGE_SESSION = `api_token=${COLLEGE_TOKEN}`;
/** The cookie of a logged-in learner of the party site (school 100004). */
export const PARTY_SESSION = `api_token=${PARTY_TOKEN}`;

/** A public route's `headers` export (`cacheControlOf`). */
type RouteHeaders = (args: { loaderHeaders: Headers }) => HeadersInit;
/** The `init` of a loader's `data(value, init)`. */
type LoaderInit = { headers?: HeadersInit } | null | undefined;

/** The headers a public route gives its document for the loader's `init`. */
export const routeHeaders = (headers: RouteHeaders, init: LoaderInit) =>
  new Headers(headers({ loaderHeaders: new Headers(init?.headers) }));

/** The route's headers after the portal's cache rule for `request` (anonymous or with a session), as sent. */
export function sentHeaders(headers: RouteHeaders, init: LoaderInit, request: Request, status = 200) {
  const sent = routeHeaders(headers, init);
  applyCacheHeaders(request, sent, status);
  return sent;
}

const cacheControl = (of: Headers | Response) =>
  (of instanceof Response ? of.headers : of).get("cache-control");

/** A shared cache may keep the page (an anonymous visitor's, nothing failed). */
export function expectPublicCache(of: Headers | Response) {
  expect(cacheControl(of)).toBe(PUBLIC_CACHE);
}

/** Never stored by a shared cache: a page for a session, or one whose upstream calls partly failed. */
export function expectPrivateCache(of: Headers | Response) {
  expect(cacheControl(of)).toBe("private, no-store");
}

/** Never stored at all: a failure answered to an anonymous visitor. */
export function expectNoStore(of: Headers | Response) {
  expect(cacheControl(of)).toBe("no-store");
}

type RequestInit = { cookie?: string; loggedIn?: boolean; headers?: Record<string, string> };
type RouteArgs = { request: Request; params: Record<string, string>; context: Record<string, never> };

/**
 * `load(query)` and `post(query, form)` for a public page at `path` (a school-less page: no params), as the
 * browser asks them with that query and cookie.
 */
export function publicPageCallers<L, A>(
  path: string,
  route: { loader: (args: RouteArgs) => L; action: (args: RouteArgs) => A },
) {
  return {
    load: (query: string, init: RequestInit = {}) =>
      route.loader({ request: pageRequest(`${path}${query}`, init), params: {}, context: {} }),
    post: (query: string, form: Record<string, string>, init: RequestInit = {}) =>
      route.action({ request: pageRequest(`${path}${query}`, { ...init, form }), params: {}, context: {} }),
  };
}

/** A review action's `data(reply, {status})` value: conform's reply. */
export type ReviewReply = {
  data: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  init: { status: number };
};

/** Records the upstream calls made until `stop()`. */
export function recordCalls() {
  const calls: URL[] = [];
  server.events.on("request:start", ({ request }) => {
    calls.push(new URL(request.url));
  });
  return {
    calls,
    stop: () => server.events.removeAllListeners(),
  };
}

/** The query of a call as an object, for `toEqual`. */
export const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

/** The resource-site course-list calls among `calls`. */
export const courseLists = (calls: URL[]) => calls.filter((url) => url.pathname === "/api/sz/school/course");
export const categoryLists = (calls: URL[]) =>
  calls.filter((url) => url.pathname === "/api/sz/school/course/category");

/**
 * Proves that `expected` upstream calls are made in one round: every answer waits until all of them have
 * started. Calls made one after the other never get there; each then waits 200 ms in vain (less than the
 * tests' 300 ms upstream time-out) and goes on, and `waitedInVain` tells.
 */
export function gateUpstream(expected: number, counts: (url: URL) => boolean = () => true) {
  const state = { started: [] as URL[], waitedInVain: false };
  let open: () => void = () => undefined;
  const allStarted = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.all(/^http:\/\/(login|learning|media)\.test\//, async ({ request }) => {
      const url = new URL(request.url);
      if (!counts(url)) return undefined;
      state.started.push(url);
      if (state.started.length === expected) open();
      const reached = await Promise.race([
        allStarted.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200)),
      ]);
      if (!reached) state.waitedInVain = true;
      // Nothing answered here: the call goes on to the contract-checking mocks.
      return undefined;
    }),
  );
  return state;
}

/** What a route threw or returned when it is not a Response: Remix's `data(value, init)`. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return error;
  }
}
