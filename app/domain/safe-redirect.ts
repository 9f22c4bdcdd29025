import { BASE_PATH } from "./paths";

/**
 * Returns `target` as an absolute URL when it stays on one of the allowed origins, else null.
 * Relative paths resolve against the first origin; protocol-relative and backslash tricks resolve
 * to their real origin and are refused when it is foreign.
 */
export function sameOriginUrl(
  target: string | null | undefined,
  allowedOrigins: readonly string[],
): string | null {
  const base = allowedOrigins[0];
  if (!target || !base) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return allowedOrigins.includes(url.origin) ? url.toString() : null;
}

/** True for the portal's own paths: `/center` and everything under `/center/`. */
function underBasePath(pathname: string): boolean {
  return pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`);
}

/**
 * The one parser of a return address (`from`, `back`…) for redirects inside the portal: `target` is resolved
 * against `origin` the way a browser would (WHATWG URL: dot segments, `%2e`, backslashes, tabs and newlines
 * all settled), and only a same-origin result under the portal's base path is kept, as path + query + hash.
 * The answer is checked once more as a browser would read it in a Location header (never `//host` or
 * `/\host`), so no value can lead off the portal (docs/decisions/014).
 */
export function safeLocalPath(target: string | null | undefined, origin: string, fallback: string): string {
  if (!target) return fallback;
  let own: string;
  let url: URL;
  try {
    own = new URL(origin).origin;
    url = new URL(target, own);
  } catch {
    return fallback;
  }
  if (url.origin !== own || !underBasePath(url.pathname)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  // Read back as a browser reads a Location: it must land on the very same URL.
  return new URL(path, own).href === url.href ? path : fallback;
}
