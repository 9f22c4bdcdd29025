import { redirect } from "@remix-run/node";
import { z } from "zod";

import { loginRedirectUrl, loginSchool } from "~/domain/access";
import { isPublicPath } from "~/domain/access.server";
import { getEnv, type Env } from "~/env.server";
import { readSchoolCookie } from "~/utils/cookies.server";

import {
  forgetReads,
  noteUpstreamRefused,
  noteUpstreamUnavailable,
  requestDeadline,
  requestTrace,
  sharedRead,
} from "~/utils/request-scope.server";
import { callStarted, callTemplate, noteFailure, type CallOutcome } from "~/utils/request-trace.server";
import { learnerMessage, NOT_LOGGED_IN, SUCCESS, UpstreamFailure } from "./upstream-failure";

export {
  failedWith,
  onNotPermitted,
  orNull,
  settle,
  UpstreamFailure,
  type Outcome,
} from "./upstream-failure";

/** A connection that broke once the request was on its way: the upstream may have carried it out. */
const BROKEN_AFTER_SENDING = /ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|socket hang up/i;

/** HTTP statuses that, without an envelope, are a refusal of the request rather than a failure of the service. */
const REFUSED_HTTP = new Set([400, 403, 404, 405, 409, 410, 413, 414, 422]);

/** The code of a fetch error's cause (`fetch failed` wraps the socket's error), or its text. */
function causeOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return `${cause?.code ?? ""} ${cause?.message ?? ""} ${String(error)}`;
}

/** How a call that threw ended, for the operator's metrics: a failure's reason, or the browser going away. */
function outcomeOf(error: unknown, request: Request): CallOutcome {
  if (error instanceof UpstreamFailure) return error.reason === "code" ? "refused" : error.reason;
  // The login redirect of a 2001.
  if (error instanceof Response) return "refused";
  return request.signal.aborted ? "aborted" : "unreachable";
}

/** A call's path as the caller gave it, relative to the service's base URL, with its leading slash. */
const callPath = (path: string) => `/${path.replace(/^\//, "")}`;

/** `GET learning/api/course/16` → `GET learning/api/course/:id`: a failure cause for the log, without ids. */
function templateOf(where: string): string {
  const [method = "", path = ""] = where.split(" ");
  return callTemplate(method, path);
}

/** The three upstream services of docs/design.md §1. */
export type Service = "login" | "learning" | "media";

const EnvelopeSchema = z.object({
  // Real services answer the code as a string or a number; both mean the same.
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
  data: z.unknown(),
});

type Query = Record<string, string | number | boolean | null | undefined>;
type Body = Record<string, string | number | boolean | null | undefined>;

type CallOptions<S extends z.ZodType> = { schema: S; query?: Query };
type PostOptions<S extends z.ZodType> = CallOptions<S> & {
  body?: Body;
  /** Sent as POST with a `_method` field (learner-area §7). */
  method?: "post" | "put" | "delete";
};

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
  download(
    service: Service,
    path: string,
    options?: { query?: Query; body?: Body; range?: string | null },
  ): Promise<Response>;
};

type UploadOptions<S extends z.ZodType> = CallOptions<S> & {
  fields: Body;
  /** File parts: field name → the bytes and the file name sent with them. */
  files: Record<string, { data: Blob; name: string }>;
};

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

function baseUrl(env: Env, service: Service): string {
  if (service === "login") return env.loginServiceUrl;
  if (service === "learning") return env.learningServiceUrl;
  return env.mediaServiceUrl;
}

function toParams(values: Query | Body | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

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
  const cookie = request.headers.get("cookie");
  const pageUrl = new URL(request.url);
  const redirectWhenLoggedOut = options.redirectWhenLoggedOut ?? !isPublicPath(pageUrl.pathname);
  // A page answers within one time-out: every call ends by the request's deadline, whichever round it is in.
  // Outside a request of the server (a loader called by a test) each call has its own limit only.
  // Read at each call: the request's deadline may start again (restartDeadline, after a form's files).
  const endsAt = () =>
    options.deadline === "each call"
      ? Number.POSITIVE_INFINITY
      : (requestDeadline() ?? Number.POSITIVE_INFINITY);
  const timeLeft = () => Math.min(env.upstreamTimeoutMs, endsAt() - Date.now());
  // The request's id and call counter, kept by the server for its log line, metrics and Server-Timing.
  const trace = requestTrace();

  // The calls in flight follow the browser: when it goes away, each is aborted with its reason. One listener on
  // the request's signal for all of them (a listener per call would pass Node's limit of 10 on a home page).
  const following = new Set<AbortController>();
  function followBrowser(stop: AbortController): void {
    if (request.signal.aborted) {
      stop.abort(request.signal.reason);
      return;
    }
    if (following.size === 0) request.signal.addEventListener("abort", browserGone, { once: true });
    following.add(stop);
  }
  function browserGone(): void {
    for (const stop of following) stop.abort(request.signal.reason);
    following.clear();
  }

  function urlFor(service: Service, path: string, query: Query | undefined): URL {
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

  /**
   * Fetches with the browser's cookie. The time-out runs until `settle()` is called: after the body for JSON,
   * after the first bytes for a file (a large download may take longer than any one call; its body then has an
   * idle limit instead, see `download`).
   */
  async function send(
    url: URL,
    init: {
      method: "GET" | "POST";
      body?: URLSearchParams | FormData;
      accept: string;
      range?: string | null;
    },
    where: string,
  ): Promise<{ response: Response; settle: () => void; expired: Promise<never>; abort: () => void }> {
    // A plain record: fetch reads it into its own headers (a Headers object here would be built, then copied).
    const headers: Record<string, string> = { accept: init.accept };
    if (cookie) headers.cookie = cookie;
    // One id finds both halves of a request: the portal's log line and the upstream's (docs/operations.md).
    if (trace) headers["x-request-id"] = trace.requestId;
    if (init.range) headers.range = init.range;
    // A FormData body sets its own multipart content type (with the boundary).
    if (init.body instanceof URLSearchParams) {
      headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
    }
    const left = timeLeft();
    if (left <= 0)
      throw unavailable(new DOMException("the page's deadline has passed", "TimeoutError"), true, where);
    // One signal per call, aborted by the browser going away or by the time-out (docs/decisions/034: it replaces
    // a second controller and `AbortSignal.any`, which cost a signal, listeners and weak references per call).
    const stop = new AbortController();
    let timedOut = false;
    let expire: (reason: unknown) => void = () => undefined;
    // Rejects when the time-out fires: a body that never ends must not hold the page forever.
    const expired = new Promise<never>((_, reject) => {
      expire = reject;
    });
    expired.catch(() => undefined);
    const abort = () => {
      if (timedOut) return;
      timedOut = true;
      const reason = new DOMException("upstream time-out", "TimeoutError");
      expire(reason);
      stop.abort(reason);
    };
    followBrowser(stop);
    const timer = setTimeout(abort, left);
    const settle = () => clearTimeout(timer);
    try {
      const response = await fetch(url, {
        method: init.method,
        headers,
        body: init.body,
        redirect: "manual",
        signal: stop.signal,
      });
      return { response, settle, expired, abort };
    } catch (error) {
      settle();
      throw unavailable(error, timedOut, where);
    }
  }

  function unavailable(error: unknown, timedOut: boolean, where: string): unknown {
    // The browser went away: nothing to answer, let Remix drop the request.
    if (request.signal.aborted) return error;
    noteUpstreamUnavailable();
    noteFailure(trace, `upstream ${timedOut ? "timeout" : "unreachable"}: ${templateOf(where)}`);
    console.error(`[upstream] ${where} ${timedOut ? "timed out" : "unreachable"}:`, String(error));
    return new UpstreamFailure(timedOut ? "timeout" : "unreachable", "upstream service unavailable", null, {
      // Refused or unknown host: nothing was sent. Anything else (a reset, a closed socket) may come after it was.
      uncertain: timedOut || BROKEN_AFTER_SENDING.test(causeOf(error)),
    });
  }

  async function readEnvelope(response: Response, where: string) {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw unavailable(error, error instanceof DOMException && error.name === "TimeoutError", where);
    }
    try {
      return EnvelopeSchema.parse(JSON.parse(text));
    } catch {
      // A 4xx without an envelope is the service refusing what was asked (an id its router does not take, a
      // path it does not know): the refusal its status names, not an outage (docs/decisions/028).
      if (REFUSED_HTTP.has(response.status)) {
        console.warn(`[upstream] ${where} answered HTTP ${response.status} without an envelope (refused)`);
        noteUpstreamRefused();
        throw new UpstreamFailure("code", "", `1${response.status}`, { httpStatus: response.status });
      }
      console.error(`[upstream] ${where} answered HTTP ${response.status} without an envelope`);
      noteUpstreamUnavailable();
      noteFailure(
        trace,
        `upstream answered HTTP ${response.status} without an envelope: ${templateOf(where)}`,
      );
      throw new UpstreamFailure(response.ok ? "invalid" : "unreachable", "upstream service answered garbage");
    }
  }

  /**
   * The guard's answer to a failure code: 2001 on a protected page logs in, anything else is a failure. Only a
   * message meant for learners is kept (docs/decisions/024); the rest is logged and never reaches a page.
   */
  function failureFor(
    envelope: z.output<typeof EnvelopeSchema>,
    httpStatus: number,
    where: string,
  ): Response {
    if (envelope.code === NOT_LOGGED_IN && redirectWhenLoggedOut) {
      const school = loginSchool(pageUrl.pathname, null, readSchoolCookie(request));
      return redirect(loginRedirectUrl(env.loginServicePublicUrl, school, pageUrl.href));
    }
    noteUpstreamRefused();
    const said = envelope.message ?? "";
    if (said && learnerMessage(envelope.code, said, httpStatus) === null) {
      console.warn(
        `[upstream] ${where} HTTP ${httpStatus} code ${envelope.code} (not shown):`,
        said.slice(0, 500),
      );
    }
    return new UpstreamFailure("code", said, envelope.code, { httpStatus });
  }

  async function call<S extends z.ZodType>(
    service: Service,
    method: "GET" | "POST",
    path: string,
    schema: S,
    query: Query | undefined,
    body: URLSearchParams | FormData | undefined,
  ): Promise<z.output<S>> {
    const url = urlFor(service, path, query);
    const where = `${method} ${service}${url.pathname}`;
    const receive = async () => {
      // Timed here, inside the shared read: a read two loaders ask for is one call. Named by the path the
      // caller asked for (a service's base URL may add a prefix of its own).
      const ended = trace ? callStarted(trace, service, method, callPath(path)) : undefined;
      try {
        const { response, settle, expired } = await send(
          url,
          { method, body, accept: "application/json" },
          where,
        );
        const envelope = await Promise.race([readEnvelope(response, where), expired])
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === "TimeoutError") {
              void response.body?.cancel().catch(() => undefined);
              throw unavailable(error, true, where);
            }
            throw error;
          })
          .finally(settle);
        ended?.(envelope.code === SUCCESS ? "ok" : "refused");
        return { envelope, status: response.status };
      } catch (error) {
        ended?.(outcomeOf(error, request));
        throw error;
      }
    };
    // A read asked again by another loader of the same request shares the first answer (the envelope: each
    // caller still applies its own failure rule and schema); a write forgets every read, before and after.
    let answer: Awaited<ReturnType<typeof receive>>;
    if (method === "GET") {
      answer = await sharedRead(`GET ${url.href} ${cookie ?? ""}`, receive);
    } else {
      forgetReads();
      answer = await receive().finally(forgetReads);
    }
    const { envelope, status } = answer;
    if (envelope.code !== SUCCESS) throw failureFor(envelope, status, where);

    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      console.error(`[upstream] ${where} data does not match the contract:`, z.prettifyError(data.error));
      noteUpstreamUnavailable();
      noteFailure(trace, `upstream data does not match the contract: ${templateOf(where)}`);
      throw new UpstreamFailure("invalid", "upstream service answered an unexpected shape");
    }
    return data.data;
  }

  /**
   * A file by GET, or by POST when a body is given (the file preview of learner-area §7). The call's time-out
   * (the request's deadline) runs until the first bytes of the file, an error body included; after that each
   * chunk must come within one time-out, or the transfer is cut (a stalled body never holds a download open).
   */
  async function download(
    service: Service,
    path: string,
    options: { query?: Query; body?: Body; range?: string | null } = {},
  ): Promise<Response> {
    const url = urlFor(service, path, options.query);
    const method = options.body ? "POST" : "GET";
    const where = `${method} ${service}${url.pathname}`;
    // Timed until the first bytes of the file (or the failure): the rest is the browser's download.
    const ended = trace ? callStarted(trace, service, method, callPath(path)) : undefined;
    try {
      return await downloadFrom(url, method, where, options, ended);
    } catch (error) {
      ended?.(outcomeOf(error, request));
      throw error;
    }
  }

  async function downloadFrom(
    url: URL,
    method: "GET" | "POST",
    where: string,
    options: { body?: Body; range?: string | null },
    ended: ((outcome: CallOutcome) => void) | undefined,
  ): Promise<Response> {
    const { response, settle, expired, abort } = await send(
      url,
      {
        method,
        body: options.body ? toParams(options.body) : undefined,
        accept: "*/*",
        range: options.range,
      },
      where,
    );
    const timedOut = (error: unknown): never => {
      if (error instanceof DOMException && error.name === "TimeoutError") {
        void response.body?.cancel().catch(() => undefined);
        throw unavailable(error, true, where);
      }
      throw error;
    };
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      const envelope = await Promise.race([readEnvelope(response, where), expired])
        .catch(timedOut)
        .finally(settle);
      throw envelope.code === SUCCESS
        ? new UpstreamFailure("invalid", "expected a file")
        : failureFor(envelope, response.status, where);
    }
    if (!response.ok || !response.body) {
      settle();
      void response.body?.cancel().catch(() => undefined);
      console.error(`[upstream] ${where} answered HTTP ${response.status} instead of a file`);
      if (response.status >= 500)
        noteFailure(trace, `upstream HTTP ${response.status}: ${templateOf(where)}`);
      // A 404 keeps its number as the code, so a screen can say 'resource does not exist' (learner-area §8).
      const missing = response.status === 404 ? "404" : null;
      throw new UpstreamFailure(
        response.status >= 500 ? "unreachable" : "invalid",
        "file not available",
        missing,
      );
    }
    const reader = response.body.getReader();
    // The first bytes within the call's time-out: until then the screen can still show its failure.
    const first = await Promise.race([reader.read(), expired]).catch(timedOut).finally(settle);
    const headers = new Headers();
    for (const name of FILE_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    // A part of the file for a Range request stays a 206 (with its Content-Range).
    const status = response.status === 206 ? 206 : 200;
    ended?.("ok");
    return new Response(idleLimited(reader, first, env.upstreamTimeoutMs, abort, where), { status, headers });
  }

  return {
    get: (service, path, { schema, query }) => call(service, "GET", path, schema, query, undefined),
    post: (service, path, { schema, query, body, method = "post" }) => {
      const form = toParams(body);
      if (method !== "post") form.set("_method", method);
      return call(service, "POST", path, schema, query, form);
    },
    upload: (service, path, { schema, query, fields, files }) => {
      const form = new FormData();
      for (const [key, value] of toParams(fields)) form.set(key, value);
      for (const [key, file] of Object.entries(files)) form.set(key, file.data, file.name);
      return call(service, "POST", path, schema, query, form);
    },
    download,
  };
}

/**
 * The rest of a file's body, chunk by chunk as the browser asks for it: a chunk the upstream does not send within
 * `idleMs` cuts the transfer (the browser sees a failed download, the upstream connection is closed).
 */
function idleLimited(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: ReadableStreamReadResult<Uint8Array>,
  idleMs: number,
  abort: () => void,
  where: string,
): ReadableStream<Uint8Array> {
  let pending: ReadableStreamReadResult<Uint8Array> | null = first;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next = pending;
      pending = null;
      if (!next) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const idle = new Promise<"idle">((resolve) => {
          timer = setTimeout(() => resolve("idle"), idleMs);
        });
        const read = await Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
        if (read === "idle") {
          console.error(`[upstream] ${where} stalled: no data for ${idleMs} ms, transfer cut`);
          abort();
          void reader.cancel().catch(() => undefined);
          controller.error(new DOMException("upstream body stalled", "TimeoutError"));
          return;
        }
        next = read;
      }
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
