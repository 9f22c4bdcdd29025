import type { Env } from "~/env.server";
import type { RequestTrace } from "~/utils/request-trace.server";

// Request building for the fetch wrapper (http.server.ts): which service, which address, which headers.

/** The three upstream services of docs/design.md §1. */
export type Service = "login" | "learning" | "media";

export type Query = Record<string, string | number | boolean | null | undefined>;
export type Body = Record<string, string | number | boolean | null | undefined>;

/** What every call of one `createApi` shares: the browser's request and what the wrapper derived from it. */
export type Caller = {
  request: Request;
  env: Env;
  /** The browser's cookie header, the only one forwarded. */
  cookie: string | null;
  /** The request's id and call counter, kept by the server for its log line, metrics and Server-Timing. */
  trace: RequestTrace | undefined;
  /** A 2001 answers the login redirect (a protected page) rather than a failure. */
  redirectWhenLoggedOut: boolean;
  /** How long the next call may take: the per-call limit, or less when the request's deadline is nearer. */
  timeLeft: () => number;
  /** Aborts the given call when the browser goes away (http-timeout.server.ts `browserFollower`). */
  followBrowser: (stop: AbortController) => void;
};

function baseUrl(env: Env, service: Service): string {
  if (service === "login") return env.loginServiceUrl;
  if (service === "learning") return env.learningServiceUrl;
  return env.mediaServiceUrl;
}

export function toParams(values: Query | Body | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

export function upstreamUrl(env: Env, service: Service, path: string, query: Query | undefined): URL {
  const url = new URL(path.replace(/^\//, ""), `${baseUrl(env, service)}/`);
  const params = toParams(query);
  // The query in one step (each `searchParams.set` writes the whole address again); a path that brings a query
  // of its own has the caller's parameters set over it, one by one.
  const search = params.toString();
  if (search === "") return url;
  if (url.search === "") url.search = search;
  else for (const [key, value] of params) url.searchParams.set(key, value);
  return url;
}

/** A call's path as the caller gave it, relative to the service's base URL, with its leading slash. */
export const callPath = (path: string) => `/${path.replace(/^\//, "")}`;

/** The headers of a call: the browser's cookie, the request's id, the Range asked for, the body's type. */
export function requestHeaders(
  caller: Caller,
  init: { accept: string; range?: string | null; body?: URLSearchParams | FormData },
): Record<string, string> {
  // A plain record: fetch reads it into its own headers (a Headers object here would be built, then copied).
  const headers: Record<string, string> = { accept: init.accept };
  if (caller.cookie) headers.cookie = caller.cookie;
  // One id finds both halves of a request: the portal's log line and the upstream's (docs/operations.md).
  if (caller.trace) headers["x-request-id"] = caller.trace.requestId;
  if (init.range) headers.range = init.range;
  // A FormData body sets its own multipart content type (with the boundary).
  if (init.body instanceof URLSearchParams) {
    headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  }
  return headers;
}

/** Headers of a file answer worth passing on to the browser. */
const FILE_HEADERS = [
  "content-type",
  "content-length",
  "content-disposition",
  "last-modified",
  "etag",
  "accept-ranges",
  "content-range",
];

/** The headers of a file answer that go on to the browser. */
export function fileHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const name of FILE_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
