import { AsyncLocalStorage } from "node:async_hooks";

import type { RequestTrace } from "./request-trace.server";

/**
 * What the portal keeps for one browser request (docs/decisions/024), across its action and all its loaders:
 *
 * - one deadline: every upstream call of the request, in every loader and every round, ends by it, so a page
 *   answers within one time-out whatever the upstream does;
 * - whether an upstream call could not be answered (down, too slow, garbage): such a page is never stored by a
 *   cache and its status says so (entry.server); and whether one was refused (a failure code): the page shows a
 *   fallback, so it is never stored either (the one cache rule, utils/headers.server.ts);
 * - whether its action answered a form with errors (app/forms/parse-form.server.ts): without JavaScript the loaders
 *   of the same document request then title the page as refused ('Error: …', decision 036). The one way: a page's
 *   `meta` sees its loaders' data but not its action's, and the root loader sees neither (decision 048);
 * - the answers of its upstream reads (GET), so that the loaders of one page, which run at once, ask each thing
 *   once: the root and the catalogue both show the user, and the login service is asked once (docs/decisions/
 *   019). Any write of the request (an action's POST: logout, a note…) forgets them all, so nothing read before a
 *   write is shown after it. The map dies with the request: the next request (after a login, a logout or a
 *   language switch, each a new document) asks again.
 *
 * - its trace (request-trace.server.ts): the request id sent upstream, and every upstream call counted for the
 *   operator's log line, metrics and Server-Timing (decision 030).
 *
 * The server runs each request inside `withRequestScope` (`handlePortalRequest` in entry.server); outside it (a
 * loader called by a route test) each `createApi` has its own deadline and nothing is recorded.
 */
type Scope = {
  endsAt: number;
  timeoutMs: number;
  upstreamUnavailable: boolean;
  upstreamRefused: boolean;
  formRefused: boolean;
  reads: Map<string, Promise<unknown>>;
  trace: RequestTrace | undefined;
  /** What runs once the request has its answer (afterRequest). */
  after: (() => unknown)[];
};

const scopes = new AsyncLocalStorage<Scope>();

/**
 * What a request notes of itself, each false until noted (the list above). Each is the one way its fact reaches
 * who needs it: what the calls did reaches the status and the cache rule, which no loader's data does, and a
 * refused form reaches the titles (decision 048).
 */
type Flag = "upstreamUnavailable" | "upstreamRefused" | "formRefused";

/** Notes it for the current request; outside a request nothing is recorded. */
function note(flag: Flag): void {
  const scope = scopes.getStore();
  if (scope) scope[flag] = true;
}

/** Whether the current request noted it; false outside a request. */
function noted(flag: Flag): boolean {
  return scopes.getStore()?.[flag] ?? false;
}

export function withRequestScope<T>(timeoutMs: number, run: () => T, trace?: RequestTrace): T {
  const scope: Scope = {
    endsAt: Date.now() + timeoutMs,
    timeoutMs,
    upstreamUnavailable: false,
    upstreamRefused: false,
    formRefused: false,
    reads: new Map(),
    trace,
    after: [],
  };
  const result = scopes.run(scope, run);
  if (!(result instanceof Promise)) {
    runAfter(scope);
    return result;
  }
  return result.finally(() => runAfter(scope)) as T;
}

/** The request's after-tasks, outside its scope (its deadline is no longer theirs), none awaited. */
function runAfter(scope: Scope): void {
  for (const task of scope.after.splice(0)) {
    void Promise.resolve()
      .then(task)
      .catch(() => undefined);
  }
}

/**
 * Runs `task` once the current request has its answer, whether the handler returned or threw (the browser gone
 * included): a form's files not stored with an answer are taken back upstream (decision 050). False outside a
 * request of the server (a route test), where nothing runs.
 */
export function afterRequest(task: () => unknown): boolean {
  const scope = scopes.getStore();
  if (!scope) return false;
  scope.after.push(task);
  return true;
}

/** The current request's trace (its id, its upstream calls), or undefined outside a request of the server. */
export function requestTrace(): RequestTrace | undefined {
  return scopes.getStore()?.trace;
}

/**
 * The answer of one upstream read for this request: the first caller's `read` runs, every later caller with the
 * same key (method, URL and cookie) gets the same promise, settled or not. Outside a request it just reads.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = scopes.getStore()?.reads;
  if (!reads) return read();
  const known = reads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = read();
  reads.set(key, answer);
  return answer;
}

/** Forgets this request's reads: a write may change what they said (the fetch wrapper calls it on every POST). */
export function forgetReads(): void {
  scopes.getStore()?.reads.clear();
}

/**
 * Gives the current request a whole deadline again from now: after reading a form with files and sending them on,
 * which on a slow line take minutes and are not the page's time (docs/decisions/045).
 */
export function restartDeadline(): void {
  const scope = scopes.getStore();
  if (scope) scope.endsAt = Date.now() + scope.timeoutMs;
}

/** When the current request's upstream calls must have ended (ms since the epoch), or null outside a request. */
export function requestDeadline(): number | null {
  return scopes.getStore()?.endsAt ?? null;
}

/** Records that an upstream call of this request could not be answered (the fetch wrapper calls it). */
export function noteUpstreamUnavailable(): void {
  note("upstreamUnavailable");
}

/** Records that an upstream call of this request answered a failure code (the fetch wrapper calls it). */
export function noteUpstreamRefused(): void {
  note("upstreamRefused");
}

/**
 * What this request's upstream calls did: a page whose data could not all be loaded answers 503 (entry.server), and
 * the one cache rule reads both (applyCacheHeaders). Nothing outside a request.
 */
export function upstreamOutcome(): { unavailable: boolean; refused: boolean } {
  return { unavailable: noted("upstreamUnavailable"), refused: noted("upstreamRefused") };
}

/** Records that this request's action answered a form with errors (the form helper calls it). */
export function noteFormRefused(): void {
  note("formRefused");
}

/**
 * True when this request's action answered a form with errors: without JavaScript the page is rendered in the
 * same request, and its title then says so first (the root loader reads it; app/utils/page-title.ts).
 */
export function formWasRefused(): boolean {
  return noted("formRefused");
}
