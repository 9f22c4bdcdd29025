import type { z } from "zod";

import { isPublicPath } from "~/domain/access.server";
import { getEnv, type Env } from "~/env.server";
import { forgetReads, requestTrace, sharedRead } from "~/utils/request-scope.server";
import { callStarted } from "~/utils/request-trace.server";

import { dataOf, failureFor, notAFile, readEnvelope } from "./http-failure.server";
import { outcomeOf } from "./http-log.server";
import {
  callPath,
  fileHeaders,
  toParams,
  upstreamUrl,
  type Body,
  type Caller,
  type Query,
  type Service,
} from "./http-request.server";
import { browserFollower, idleLimited, send, timeLeftOf, withinTimeOut } from "./http-timeout.server";
import { SUCCESS, UpstreamFailure } from "./upstream-failure";

export {
  failedWith,
  onNotPermitted,
  orNull,
  settle,
  UpstreamFailure,
  type Outcome,
} from "./upstream-failure";
export type { Service } from "./http-request.server";

// The one fetch wrapper, by concern: the address and headers of a call (http-request.server.ts), its time-outs
// and the browser going away (http-timeout.server.ts), what an answer or its lack becomes (http-failure.server.ts,
// upstream-failure.ts), what the operator is told (http-log.server.ts). Here: the calls themselves.

type CallOptions<S extends z.ZodType> = { schema: S; query?: Query };
type PostOptions<S extends z.ZodType> = CallOptions<S> & {
  body?: Body;
  /** Sent as POST with a `_method` field (learner-area §7). */
  method?: "post" | "put" | "delete";
};
type UploadOptions<S extends z.ZodType> = CallOptions<S> & {
  fields: Body;
  /** File parts: field name → the bytes and the file name sent with them. */
  files: Record<string, { data: Blob; name: string }>;
};
type DownloadOptions = { query?: Query; body?: Body; range?: string | null };

export type Api = {
  get<S extends z.ZodType>(service: Service, path: string, options: CallOptions<S>): Promise<z.output<S>>;
  post<S extends z.ZodType>(service: Service, path: string, options: PostOptions<S>): Promise<z.output<S>>;
  /** A multipart POST (file parts beside text fields), e.g. an upload chunk; the same envelope handling. */
  upload<S extends z.ZodType>(
    service: Service,
    path: string,
    options: UploadOptions<S>,
  ): Promise<z.output<S>>;
  /**
   * A file (not an envelope) to stream on to the browser; an envelope in its place is the failure it names.
   * `range` is the browser's Range header, passed on so media can seek (the answer is then 206 with its range).
   */
  download(service: Service, path: string, options?: DownloadOptions): Promise<Response>;
};

/**
 * The one way the portal calls an upstream service (docs/design.md §4). Built per request: it forwards only the
 * browser's cookie header, follows the request's abort signal plus a time-out (the request's deadline, shared by
 * all its calls: docs/decisions/024), unwraps `{code, message, data}`,
 * validates `data` with the caller's schema, and turns the error codes into the guard's answers:
 * 2001 on a protected page redirects to the login service, anything else becomes an UpstreamFailure.
 * Every call carries the request's id as `X-Request-Id` and is counted in the request's trace (decision 030).
 */
export function createApi(
  request: Request,
  options: {
    env?: Env;
    redirectWhenLoggedOut?: boolean;
    /**
     * `each call`: every call has its own time-out only, not the request's deadline. For the files of a form posted
     * without JavaScript, sent on after its body was read, which on a slow line takes minutes (decision 045).
     */
    deadline?: "request" | "each call";
  } = {},
): Api {
  const env = options.env ?? getEnv();
  const caller: Caller = {
    request,
    env,
    cookie: request.headers.get("cookie"),
    trace: requestTrace(),
    redirectWhenLoggedOut: options.redirectWhenLoggedOut ?? !isPublicPath(new URL(request.url).pathname),
    // A page answers within one time-out: every call ends by the request's deadline, whichever round it is in.
    timeLeft: timeLeftOf(env.upstreamTimeoutMs, options.deadline ?? "request"),
    followBrowser: browserFollower(request),
  };
  return {
    get: (service, path, { schema, query }) => call(caller, service, "GET", path, schema, query, undefined),
    post: (service, path, { schema, query, body, method = "post" }) => {
      const form = toParams(body);
      if (method !== "post") form.set("_method", method);
      return call(caller, service, "POST", path, schema, query, form);
    },
    upload: (service, path, { schema, query, fields, files }) => {
      const form = new FormData();
      for (const [key, value] of toParams(fields)) form.set(key, value);
      for (const [key, file] of Object.entries(files)) form.set(key, file.data, file.name);
      return call(caller, service, "POST", path, schema, query, form);
    },
    download: (service, path, options) => download(caller, service, path, options),
  };
}

async function call<S extends z.ZodType>(
  caller: Caller,
  service: Service,
  method: "GET" | "POST",
  path: string,
  schema: S,
  query: Query | undefined,
  body: URLSearchParams | FormData | undefined,
): Promise<z.output<S>> {
  const url = upstreamUrl(caller.env, service, path, query);
  const where = `${method} ${service}${url.pathname}`;
  const receive = async () => {
    // Timed here, inside the shared read: a read two loaders ask for is one call. Named by the path the
    // caller asked for (a service's base URL may add a prefix of its own).
    const ended = caller.trace ? callStarted(caller.trace, service, method, callPath(path)) : undefined;
    try {
      const sent = await send(caller, url, { method, body, accept: "application/json" }, where);
      const envelope = await withinTimeOut(caller, sent, readEnvelope(caller, sent.response, where), where);
      ended?.(envelope.code === SUCCESS ? "ok" : "refused");
      return { envelope, status: sent.response.status };
    } catch (error) {
      ended?.(outcomeOf(error, caller.request));
      throw error;
    }
  };
  // A read asked again by another loader of the same request shares the first answer (the envelope: each
  // caller still applies its own failure rule and schema); a write forgets every read, before and after.
  let answer: Awaited<ReturnType<typeof receive>>;
  if (method === "GET") {
    answer = await sharedRead(`GET ${url.href} ${caller.cookie ?? ""}`, receive);
  } else {
    forgetReads();
    answer = await receive().finally(forgetReads);
  }
  const { envelope, status } = answer;
  if (envelope.code !== SUCCESS) throw failureFor(caller, envelope, status, where);
  return dataOf(caller, envelope, schema, where);
}

/**
 * A file by GET, or by POST when a body is given (the file preview of learner-area §7). The call's time-out
 * (the request's deadline) runs until the first bytes of the file, an error body included; after that each
 * chunk must come within one time-out, or the transfer is cut (a stalled body never holds a download open).
 */
async function download(
  caller: Caller,
  service: Service,
  path: string,
  options: DownloadOptions = {},
): Promise<Response> {
  const url = upstreamUrl(caller.env, service, path, options.query);
  const method = options.body ? "POST" : "GET";
  const where = `${method} ${service}${url.pathname}`;
  // Timed until the first bytes of the file (or the failure): the rest is the browser's download.
  const ended = caller.trace ? callStarted(caller.trace, service, method, callPath(path)) : undefined;
  try {
    const body = options.body ? toParams(options.body) : undefined;
    const sent = await send(caller, url, { method, body, accept: "*/*", range: options.range }, where);
    const { response } = sent;
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      const envelope = await withinTimeOut(caller, sent, readEnvelope(caller, response, where), where);
      throw envelope.code === SUCCESS
        ? new UpstreamFailure("invalid", "expected a file")
        : failureFor(caller, envelope, response.status, where);
    }
    if (!response.ok || !response.body) {
      sent.settle();
      void response.body?.cancel().catch(() => undefined);
      throw notAFile(caller, response, where);
    }
    const reader = response.body.getReader();
    // The first bytes within the call's time-out: until then the screen can still show its failure.
    const first = await withinTimeOut(caller, sent, reader.read(), where);
    // A part of the file for a Range request stays a 206 (with its Content-Range).
    const status = response.status === 206 ? 206 : 200;
    ended?.("ok");
    const rest = idleLimited(reader, first, caller.env.upstreamTimeoutMs, sent.abort, where);
    return new Response(rest, { status, headers: fileHeaders(response) });
  } catch (error) {
    ended?.(outcomeOf(error, caller.request));
    throw error;
  }
}
