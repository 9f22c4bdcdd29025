/**
 * What one request did upstream and where its time went, for the operator (decision 030, docs/operations.md): the
 * server (server/portal-handler.ts) makes one per request and reads it for the request's log line, its metrics
 * and its Server-Timing header; the request scope hands it to the fetch wrapper, which counts every call in it.
 *
 * Pure bookkeeping, no I/O: the server and the build each load their own copy of this module, and both only
 * create and fill plain objects.
 */

/**
 * How an upstream call ended: answered (`ok`, or `refused` with a failure code), failed (`timeout`,
 * `unreachable`, `invalid`: garbage or not the file asked for), or given up because the browser went away.
 */
export type CallOutcome = "ok" | "refused" | "timeout" | "unreachable" | "invalid" | "aborted";

export type UpstreamCall = {
  service: string;
  /** Method and path template, never an id: `GET /api/course/course/:id`. */
  call: string;
  ms: number;
  outcome: CallOutcome;
};

export type RequestTrace = {
  readonly requestId: string;
  /** Upstream calls made (a read shared by two loaders of the request is one call). */
  calls: number;
  /** Their times added up, and the slowest one. */
  totalMs: number;
  slowestMs: number;
  /** The time during which at least one call was open: what the calls cost the page's answer. */
  upstreamMs: number;
  /** Calls sent together share a round; a call that had to wait for an answer opens the next (decision 019). */
  rounds: number;
  /** The school the request is for (path, site or the school cookie), or null. */
  school: string | null;
  /** The first cause of a failure: an upstream call that failed, a render error. Never a message from upstream. */
  failure: string | null;
  /** From the loaders' end to the page's first bytes (HTML answers only). */
  renderMs: number | null;
  /** Told of every call as it ends (the server's metrics). */
  onCall?: (call: UpstreamCall) => void;
  /** Book-keeping for rounds and upstreamMs. */
  open: number;
  openSince: number;
  roundAnswered: boolean;
};

export function newTrace(requestId: string, onCall?: (call: UpstreamCall) => void): RequestTrace {
  return {
    requestId,
    calls: 0,
    totalMs: 0,
    slowestMs: 0,
    upstreamMs: 0,
    rounds: 0,
    school: null,
    failure: null,
    renderMs: null,
    onCall,
    open: 0,
    openSince: 0,
    roundAnswered: false,
  };
}

/**
 * A call path as a template: a segment that is not a word (digits, an encoded id, a hash) becomes `:id`, so a
 * metric's label set stays small and names no learner's data. `/api/course/course/16/play` →
 * `/api/course/course/:id/play`; `/api/my/stat/report1` stays.
 */
export function callTemplate(method: string, path: string): string {
  const template = path
    .split("/")
    .map((segment) => (segment === "" || /^[A-Za-z_]+\d?$/.test(segment) ? segment : ":id"))
    .join("/");
  return `${method} ${template}`;
}

/** Records that a call starts now; the function returned records its end. */
export function callStarted(
  trace: RequestTrace,
  service: string,
  method: string,
  path: string,
): (outcome: CallOutcome) => void {
  const start = performance.now();
  if (trace.rounds === 0 || trace.roundAnswered) {
    trace.rounds += 1;
    trace.roundAnswered = false;
  }
  const round = trace.rounds;
  if (trace.open === 0) trace.openSince = start;
  trace.open += 1;
  let ended = false;
  return (outcome) => {
    if (ended) return;
    ended = true;
    const end = performance.now();
    const ms = end - start;
    trace.calls += 1;
    trace.totalMs += ms;
    trace.slowestMs = Math.max(trace.slowestMs, ms);
    if (round === trace.rounds) trace.roundAnswered = true;
    trace.open -= 1;
    if (trace.open === 0) trace.upstreamMs += end - trace.openSince;
    trace.onCall?.({ service, call: callTemplate(method, path), ms, outcome });
  };
}

/** Keeps the first failure cause of the request. */
export function noteFailure(trace: RequestTrace | undefined, cause: string): void {
  if (trace && trace.failure === null) trace.failure = cause;
}

const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * The Server-Timing header of an HTML answer: the upstream calls (time, count and rounds), the render, and the
 * whole answer (browsers show each in the network panel's Timing tab).
 */
export function serverTiming(trace: RequestTrace, totalMs: number): string {
  const rounds = `${trace.calls} call${trace.calls === 1 ? "" : "s"} in ${trace.rounds} round${trace.rounds === 1 ? "" : "s"}`;
  const parts = [`upstream;dur=${ms(trace.upstreamMs)};desc="${rounds}"`];
  if (trace.renderMs !== null) parts.push(`render;dur=${ms(trace.renderMs)}`);
  parts.push(`total;dur=${ms(totalMs)}`);
  return parts.join(", ");
}
