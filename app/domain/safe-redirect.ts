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

/** The path-and-query part of a same-origin target, for redirects inside the portal. */
export function safeLocalPath(target: string | null | undefined, origin: string, fallback: string): string {
  const url = sameOriginUrl(target, [origin]);
  if (!url) return fallback;
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}
