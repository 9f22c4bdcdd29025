import { isPublicPath } from "~/domain/access";
import { getEnv } from "~/env.server";

import { hasSessionCookie } from "./cookies.server";

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Security headers for every portal response; the CSP allows only scripts carrying this request's nonce. */
export function applySecurityHeaders(headers: Headers, nonce: string | null): void {
  const env = getEnv();
  const login = originOf(env.loginServicePublicUrl);
  const csp = [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${login}`,
    `media-src 'self' blob: https: ${login}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Logout and login forms end on the login service: form-action covers the redirect after a post.
    `form-action 'self' ${login}`,
    "frame-ancestors 'self'",
  ].join("; ");
  headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
}

/**
 * A page rendered for a user, or one that sets a cookie, is never stored by a shared cache; an anonymous
 * public page may be (DESIGN.md §8). A route's own Cache-Control stands unless it would make a user's page public.
 */
export function applyCacheHeaders(request: Request, headers: Headers, status: number): void {
  const personal =
    hasSessionCookie(request) || headers.has("Set-Cookie") || !isPublicPath(new URL(request.url).pathname);
  const own = headers.get("Cache-Control");
  if (personal) {
    if (!own || /public|s-maxage/.test(own)) headers.set("Cache-Control", "private, no-store");
    return;
  }
  if (!own) {
    headers.set(
      "Cache-Control",
      status === 200
        ? "public, max-age=60, stale-while-revalidate=300"
        : "public, max-age=0, must-revalidate",
    );
  }
  headers.append("Vary", "Cookie, Accept-Language");
}
