import { isPublicPath } from "~/domain/access.server";
import { getEnv } from "~/env.server";

import { hasSessionCookie } from "./cookies.server";

/** The policy's parts around the script nonce, per login service address (one per process: env is read once). */
let policy: { login: string; before: string; after: string } | null = null;

function policyParts(): { before: string; after: string } {
  const login = getEnv().loginServicePublicUrl;
  if (policy?.login !== login) {
    const origin = new URL(login).origin;
    const after = [
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https: ${origin}`,
      `media-src 'self' blob: https: ${origin}`,
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      // Logout and login forms end on the login service: form-action covers the redirect after a post.
      `form-action 'self' ${origin}`,
      "frame-ancestors 'self'",
    ].join("; ");
    policy = { login, before: "default-src 'self'; ", after: `; ${after}` };
  }
  return policy;
}

/**
 * Security headers for every portal response; the CSP allows only scripts carrying this request's nonce. A
 * response that already has its own CSP (the certificate's `sandbox`) keeps it; the other headers are the same.
 * The policy is built once per process, only the nonce changes per request (docs/decisions/034).
 */
export function applySecurityHeaders(headers: Headers, nonce: string | null, keepOwnCsp = false): void {
  if (!keepOwnCsp || !headers.has("Content-Security-Policy")) {
    const { before, after } = policyParts();
    const scripts = nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'";
    headers.set("Content-Security-Policy", `${before}${scripts}${after}`);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
}

/** What a 503 page asks a client (and a crawler) to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

export const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** A public page asked without a session: the same for every visitor. */
function isForVisitors(request: Request): boolean {
  return !hasSessionCookie(request) && isPublicPath(new URL(request.url).pathname);
}

/** Rendered for a user, setting a cookie, or not a public page: never stored by a shared cache. */
function isPersonal(request: Request, headers: Headers): boolean {
  return !isForVisitors(request) || headers.has("Set-Cookie");
}

/** How long a shared cache or a browser keeps a permanent redirect of a public path (a day, not forever). */
export const PERMANENT_REDIRECT_CACHE = "public, max-age=86400";

/**
 * A redirect that says nothing of caching gets a rule: a permanent one (301, 308) of a public path, for a visitor
 * and without a cookie, is kept for a day — the same for everyone, and bounded, so that a browser does not keep
 * it for ever (heuristic freshness) when the path is later given a page; any other redirect is never stored.
 */
export function applyRedirectCacheHeaders(request: Request, headers: Headers, status: number): void {
  if (status < 300 || status >= 400 || status === 304 || headers.has("Cache-Control")) return;
  const permanent = status === 301 || status === 308;
  const personal = isPersonal(request, headers);
  headers.set(
    "Cache-Control",
    permanent && !personal ? PERMANENT_REDIRECT_CACHE : personal ? "private, no-store" : "no-store",
  );
}

/** What a request's upstream calls did (request-scope.server.ts `upstreamOutcome`). */
export type UpstreamOutcome = { unavailable: boolean; refused: boolean };

const ALL_ANSWERED: UpstreamOutcome = { unavailable: false, refused: false };

/**
 * The portal's one cache rule for pages and their data (docs/design.md §8; decisions 008, 013, 024), decided from what
 * the request did, never by a route (entry.server calls it for every document and data answer):
 *
 * | the request                                                                 | Cache-Control                  |
 * | --------------------------------------------------------------------------- | ------------------------------ |
 * | rendered with a session, setting a cookie, or not a public path             | `private, no-store`            |
 * | a visitor's public page that failed (any status but 200 and 206)           | `no-store`                     |
 * | a visitor's public page some of whose upstream calls failed (a fallback)    | `private, no-store`            |
 * | a visitor's public page, every call answered                                | `PUBLIC_CACHE`, Vary by cookie |
 *
 * A route's own Cache-Control (a resource's, an exam answer's `no-store`) stands unless it would make a user's
 * page public or hide a failure; a 503 says when to come back.
 */
export function applyCacheHeaders(
  request: Request,
  headers: Headers,
  status: number,
  upstream: UpstreamOutcome = ALL_ANSWERED,
): void {
  const personal = isPersonal(request, headers);
  const own = headers.get("Cache-Control");
  const failedStatus = status !== 200 && status !== 206;
  const failed = failedStatus || upstream.unavailable;
  // The upstream could not answer: the client may come back soon.
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (personal) {
    if (!own || /public|s-maxage/.test(own) || (failed && status !== 304)) {
      headers.set("Cache-Control", "private, no-store");
    }
    return;
  }
  // A failure (an unknown page, an upstream that is down) is never stored: the next visitor asks again.
  if (failedStatus) headers.set("Cache-Control", "no-store");
  // A page showing a fallback where an upstream call failed is never stored either.
  else if (upstream.unavailable || upstream.refused) headers.set("Cache-Control", "private, no-store");
  else if (!own) headers.set("Cache-Control", PUBLIC_CACHE);
  headers.append("Vary", "Cookie, Accept-Language");
}

/**
 * Search engines (decision 036): a page rendered for a person (a session, a protected path) or a failure is
 * `noindex`; a public page rendered for a visitor is left to be indexed, even when it sets a cookie that is not
 * a session (the college's detail remembers the last course) and so is not stored by a shared cache.
 */
export function applyRobotsHeader(
  request: Request,
  headers: Headers,
  status: number,
  upstream: UpstreamOutcome = ALL_ANSWERED,
): void {
  if (!isForVisitors(request) || status !== 200 || upstream.unavailable)
    headers.set("X-Robots-Tag", "noindex");
}

/**
 * Every answer as it leaves the portal's handler (entry.server `handlePortalRequest`), pages already decided above:
 * a redirect gets its rule (applyRedirectCacheHeaders), and any answer made while an upstream was unavailable (a
 * resource route's failure, a redirect away from it) is never stored.
 */
export function applyAnswerCacheHeaders(
  request: Request,
  headers: Headers,
  status: number,
  upstream: UpstreamOutcome,
): void {
  applyRedirectCacheHeaders(request, headers, status);
  if (upstream.unavailable && !/no-store/.test(headers.get("Cache-Control") ?? "")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

/**
 * A resource route's answer (a message catalogue, a generated cover): the body with its own headers, never sniffed
 * for another type; none is a 404 that nobody stores.
 */
export function resourceAnswer(body: string | null, headers: Record<string, string>): Response {
  if (body === null)
    return new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(body, { headers: { ...headers, "X-Content-Type-Options": "nosniff" } });
}
