// Cross-site request forgery (docs/decisions/014): a state-changing request is the portal's own only when the
// browser says so. Pure rule; the check itself is `refuseCrossSite` in app/guard/guard.server.ts.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The reason text of the 403 (the status line); the page's words come from the catalogue. */
export const CROSS_SITE_STATUS_TEXT = "Cross-site request refused";

export type RequestOrigin = {
  method: string;
  /** The `Origin` header, or null. */
  origin: string | null;
  /** The `Sec-Fetch-Site` header, or null. */
  fetchSite: string | null;
  /** The `Referer` header, or null (read only when the browser sent neither of the two above). */
  referer?: string | null;
};

/**
 * True when a state-changing request (any method but GET, HEAD, OPTIONS) did not come from the portal's own
 * pages: `Sec-Fetch-Site` other than `same-origin` / `none` (another site, or a same-site page on another
 * port or host), or an `Origin` that is none of `ownOrigins` (`null` included). A request with neither header
 * (an old browser: Firefox before 70 sent no `Origin` on a form's post, and no fetch metadata) is the portal's own
 * only when its `Referer` is one of the portal's pages; without one it is refused (docs/decisions/050).
 */
export function isCrossSiteWrite(
  { method, origin, fetchSite, referer = null }: RequestOrigin,
  ownOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (origin !== null) return !ownOrigins.includes(origin);
  if (fetchSite !== null) return false;
  return !ownOrigins.includes(originOf(referer));
}

/** The origin of a `Referer` ('' when there is none or it is no URL). */
function originOf(referer: string | null): string {
  if (!referer) return "";
  try {
    return new URL(referer).origin;
  } catch {
    return "";
  }
}
