import { requestDeadline } from "~/utils/request-scope.server";

import type { Caller } from "./http-request.server";
import { requestHeaders } from "./http-request.server";
import { logFailure } from "./http-log.server";
import { isTimeout, unavailable } from "./http-failure.server";

// Time-outs of the fetch wrapper (http.server.ts): a call ends by its own limit and by the request's deadline,
// shared by all the request's calls (docs/decisions/024); the calls in flight follow the browser; a file's body
// that stalls is cut. The wrapper never retries: a call that may have been carried out is marked `uncertain`.

/**
 * How long the next call may take: the per-call limit, or less when the request's deadline is nearer. Read at each
 * call: the request's deadline may start again (restartDeadline, after a form's files). Outside a request of the
 * server (a loader called by a test), and with `each call`, each call has its own limit only (decision 045).
 */
export function timeLeftOf(limitMs: number, deadline: "request" | "each call"): () => number {
  const endsAt = () =>
    deadline === "each call" ? Number.POSITIVE_INFINITY : (requestDeadline() ?? Number.POSITIVE_INFINITY);
  return () => Math.min(limitMs, endsAt() - Date.now());
}

/**
 * The calls in flight follow the browser: when it goes away, each is aborted with its reason. One listener on the
 * request's signal for all of them (a listener per call would pass Node's limit of 10 on a home page).
 */
export function browserFollower(request: Request): (stop: AbortController) => void {
  const following = new Set<AbortController>();
  function browserGone(): void {
    for (const stop of following) stop.abort(request.signal.reason);
    following.clear();
  }
  return (stop) => {
    if (request.signal.aborted) {
      stop.abort(request.signal.reason);
      return;
    }
    if (following.size === 0) request.signal.addEventListener("abort", browserGone, { once: true });
    following.add(stop);
  };
}

export type Sent = {
  response: Response;
  /** Stops the time-out: after the body for JSON, after the first bytes for a file. */
  settle: () => void;
  /** Rejects when the time-out fires: a body that never ends must not hold the page forever. */
  expired: Promise<never>;
  /** Times the call out now (a file's body that stalled). */
  abort: () => void;
};

/**
 * Fetches with the browser's cookie. The time-out runs until `settle()` is called: after the body for JSON,
 * after the first bytes for a file (a large download may take longer than any one call; its body then has an
 * idle limit instead, see `idleLimited`).
 */
export async function send(
  caller: Caller,
  url: URL,
  init: { method: "GET" | "POST"; body?: URLSearchParams | FormData; accept: string; range?: string | null },
  where: string,
): Promise<Sent> {
  const headers = requestHeaders(caller, init);
  const left = caller.timeLeft();
  if (left <= 0)
    throw unavailable(
      caller,
      new DOMException("the page's deadline has passed", "TimeoutError"),
      true,
      where,
    );
  // One signal per call, aborted by the browser going away or by the time-out (docs/decisions/034: it replaces
  // a second controller and `AbortSignal.any`, which cost a signal, listeners and weak references per call).
  const stop = new AbortController();
  let timedOut = false;
  let expire: (reason: unknown) => void = () => undefined;
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
  caller.followBrowser(stop);
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
    throw unavailable(caller, error, timedOut, where);
  }
}

/**
 * `step` within the call's time-out (`expired`): a time-out cancels the answer's body and is the failure of an
 * unavailable service; the time-out stops either way.
 */
export function withinTimeOut<T>(caller: Caller, sent: Sent, step: Promise<T>, where: string): Promise<T> {
  return Promise.race([step, sent.expired])
    .catch((error: unknown) => {
      if (isTimeout(error)) {
        void sent.response.body?.cancel().catch(() => undefined);
        throw unavailable(caller, error, true, where);
      }
      throw error;
    })
    .finally(sent.settle);
}

/**
 * The rest of a file's body, chunk by chunk as the browser asks for it: a chunk the upstream does not send within
 * `idleMs` cuts the transfer (the browser sees a failed download, the upstream connection is closed).
 */
export function idleLimited(
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
          logFailure(undefined, where, `stalled: no data for ${idleMs} ms, transfer cut`, null);
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
