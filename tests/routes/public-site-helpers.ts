import { expect } from "vitest";

import { upstreamOutcome, withRequestScope } from "~/utils/request-scope.server";
import { applyCacheHeaders, PUBLIC_CACHE } from "~/utils/headers.server";

import { COLLEGE_TOKEN, PARTY_TOKEN } from "../mocks/login-service";
import { server } from "../mocks/server";
import { pageRequest, recordUpstreamRounds } from "./helpers";

// Helpers of the public sites' route tests (public-sites §2.2-§2.5): the college (hzvtc) and the party site.

/** The cookie of a logged-in learner of the college (school 100028). */
export const COLLEGE_SESSION = `api_token=${COLLEGE_TOKEN}`;
/** The cookie of a logged-in learner of the party site (school 100004). */
export const PARTY_SESSION = `api_token=${PARTY_TOKEN}`;

/** The `init` of a loader's `data(value, init)`. */
type LoaderInit = { headers?: HeadersInit } | null | undefined;

/** The headers a loader's `data(value, init)` carries (none but a cookie: caching is the portal's one rule). */
export const loaderHeaders = (init: LoaderInit) => new Headers(init?.headers);

/**
 * Runs a public page's loader as the portal's server does, inside one request scope (which records what its
 * upstream calls did), and gives back its result with the headers the portal's one cache rule
 * (`applyCacheHeaders`) sends for that page rendered with status 200 for `request` (a visitor or a session).
 */
export async function served<T>(
  request: Request,
  run: () => Promise<T>,
): Promise<{ result: T; headers: Headers }> {
  return withRequestScope(8000, async () => {
    const result = await run();
    const headers = loaderHeaders((result as { init?: LoaderInit } | null)?.init);
    applyCacheHeaders(request, headers, 200, upstreamOutcome());
    return { result, headers };
  });
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
  const record = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url));
  };
  server.events.on("request:start", record);
  return {
    calls,
    // Only its own listener: the round counter's may still be waiting for an answer's event.
    stop: () => server.events.removeListener("request:start", record),
  };
}

/** The query of a call as an object, for `toEqual`. */
export const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

/** The resource-site course-list calls among `calls`. */
export const courseLists = (calls: URL[]) => calls.filter((url) => url.pathname === "/api/sz/school/course");
export const categoryLists = (calls: URL[]) =>
  calls.filter((url) => url.pathname === "/api/sz/school/course/category");

/**
 * The rounds of the upstream calls made from now on that `counts` picks, as URLs: the bench's counter
 * (`recordUpstreamRounds`, every answer delayed), so calls sent together share a round and a call that waited for
 * an answer opens the next one. `sizes()` is each round's number of calls: `[n]` when all n went at once.
 * Call it before `recordCalls()` (it replaces msw's listeners).
 */
export function upstreamRounds(counts: (url: URL) => boolean = () => true) {
  const upstream = recordUpstreamRounds();
  const rounds = () =>
    upstream
      .rounds()
      .map((round) => round.map((call) => new URL(`http://${call}`)).filter(counts))
      .filter((round) => round.length > 0);
  return { rounds, sizes: () => rounds().map((round) => round.length) };
}

/** What a route threw or returned when it is not a Response: Remix's `data(value, init)`. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    return error;
  }
}
