import type { Context, MiddlewareHandler } from "hono";

// Cross-site request forgery on the reference upstream (docs/decisions/014 and 028): the same
// rule as the portal's (app/domain/cross-site.ts): a browser says where a request comes from in
// `Sec-Fetch-Site` and, on a cross-origin request, in `Origin`. The portal calls the API server to server
// (neither header) and the upstream's own pages are `same-origin`; anything a page of another site (or of
// another port: `same-site`) makes the learner's browser send is refused here, before any route runs:
// - every state-changing request (any method but GET, HEAD, OPTIONS), on any path;
// - every GET of the API, where some calls have side effects (the exam card opens an attempt, the practice card
//   with is_again=1 clears answers, /api/course/log/add writes a record), even on a top-level navigation;
//   except /api/redirect, the login page the portal sends the browser to.
// Fetch metadata when present, `Origin` when present: an older browser without fetch metadata still sends
// `Origin` on a cross-origin post, and one that is not the upstream's own is refused (`null` included).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const NAVIGABLE_API = new Set(["/api/redirect"]);

export type SeenRequest = {
  method: string;
  path: string;
  fetchSite: string | null;
  origin: string | null;
};

export function refusesOtherSites(
  { method, path, fetchSite, origin }: SeenRequest,
  ownOrigins: readonly string[],
): boolean {
  const guarded =
    !SAFE_METHODS.has(method.toUpperCase()) || (path.startsWith("/api/") && !NAVIGABLE_API.has(path));
  if (!guarded) return false;
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  return origin !== null && !ownOrigins.includes(origin);
}

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The guard, for an upstream reached at `publicUrl` (and at the address each request names). A refused form post
 * (a person's browser on a page) gets `formRefusal`, the page that says so in their language; a call gets JSON.
 */
export function fetchMetadataGuard(
  publicUrl: string,
  formRefusal?: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const configured = new URL(publicUrl).origin;
  return async (c, next) => {
    const seen: SeenRequest = {
      method: c.req.method,
      path: c.req.path,
      fetchSite: c.req.header("sec-fetch-site") ?? null,
      origin: c.req.header("origin") ?? null,
    };
    if (!refusesOtherSites(seen, [configured, new URL(c.req.url).origin])) return next();
    if (formRefusal && FORM_BODY.test(c.req.header("content-type") ?? "")) {
      const page = await formRefusal(c);
      page.headers.set("Cache-Control", "no-store");
      page.headers.set("Vary", "Sec-Fetch-Site, Origin");
      return page;
    }
    return c.json({ code: "1403", message: "Cross-site request refused", data: null }, 403, {
      "Cache-Control": "no-store",
      Vary: "Sec-Fetch-Site, Origin",
    });
  };
}
