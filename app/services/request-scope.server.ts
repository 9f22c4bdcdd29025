import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the portal keeps for one browser request (docs/decisions/024), across its action and all its loaders:
 *
 * - one deadline: every upstream call of the request, in every loader and every round, ends by it, so a page
 *   answers within one time-out whatever the upstream does;
 * - whether an upstream call could not be answered (down, too slow, garbage): such a page is never stored by a
 *   cache and its status says so (entry.server);
 * - whether the action refused its form and answers with it: a loader of the same document request then shows the
 *   page with what was sent, never a redirect away from it that would lose it (issue 13 §14).
 *
 * The server runs each request inside `withRequestScope` (`handlePortalRequest` in entry.server); outside it (a
 * loader called by a route test) each `createApi` has its own deadline and nothing is recorded.
 */
type Scope = { endsAt: number; upstreamUnavailable: boolean; formRefused: boolean };

const scopes = new AsyncLocalStorage<Scope>();

export function withRequestScope<T>(timeoutMs: number, run: () => T): T {
  return scopes.run({ endsAt: Date.now() + timeoutMs, upstreamUnavailable: false, formRefused: false }, run);
}

/** When the current request's upstream calls must have ended (ms since the epoch), or null outside a request. */
export function requestDeadline(): number | null {
  return scopes.getStore()?.endsAt ?? null;
}

/** Records that an upstream call of this request could not be answered (the fetch wrapper calls it). */
export function noteUpstreamUnavailable(): void {
  const scope = scopes.getStore();
  if (scope) scope.upstreamUnavailable = true;
}

/** True when an upstream call of the current request was down, too slow or answered garbage. */
export function upstreamWasUnavailable(): boolean {
  return scopes.getStore()?.upstreamUnavailable ?? false;
}

/** Records that this request's action refused its form and answers with what was sent (the question forms). */
export function noteFormRefused(): void {
  const scope = scopes.getStore();
  if (scope) scope.formRefused = true;
}

/**
 * True when this request's action refused its form: without JavaScript the loaders run in the same request, and
 * a page whose data failed must then still render (with the refused form) instead of redirecting away.
 */
export function formWasRefused(): boolean {
  return scopes.getStore()?.formRefused ?? false;
}
