import { isPublicPath } from "~/domain/access";
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

/** Rendered for a user, setting a cookie, or not a public page: never stored by a shared cache. */
function isPersonal(request: Request, headers: Headers): boolean {
  return (
    hasSessionCookie(request) || headers.has("Set-Cookie") || !isPublicPath(new URL(request.url).pathname)
  );
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

/**
 * A page rendered for a user, or one that sets a cookie, is never stored by a shared cache; an anonymous
 * public page may be (DESIGN.md §8). A route's own Cache-Control stands unless it would make a user's page public.
 * A failure (any status but 200, or `upstreamFailed`: one of the page's upstream calls could not be answered) is
 * never stored at all (docs/decisions/024).
 */
export function applyCacheHeaders(
  request: Request,
  headers: Headers,
  status: number,
  upstreamFailed = false,
): void {
  const personal = isPersonal(request, headers);
  const own = headers.get("Cache-Control");
  const failed = upstreamFailed || (status !== 200 && status !== 206);
  // The upstream could not answer: the client may come back soon.
  if (status === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  if (personal) {
    if (!own || /public|s-maxage/.test(own) || (failed && status !== 304)) {
      headers.set("Cache-Control", "private, no-store");
    }
    return;
  }
  // A failure (an unknown page, an upstream that is down) is never stored: the next visitor asks again.
  if (failed) headers.set("Cache-Control", "no-store");
  else if (!own) headers.set("Cache-Control", PUBLIC_CACHE);
  headers.append("Vary", "Cookie, Accept-Language");
}

/**
 * The `headers` of a public page whose loader may have degraded (a block's upstream call failed): the loader
 * says `no-store` then, and that must reach the response instead of the public default.
 */
export function cacheControlOf({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value } : {};
}

/** The loader's headers when some of its upstream calls failed: that page is never stored. */
export function degradedHeaders(failed: boolean): HeadersInit | undefined {
  return failed ? { "Cache-Control": "private, no-store" } : undefined;
}
