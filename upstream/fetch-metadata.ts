import type { MiddlewareHandler } from "hono";

// Cross-site request forgery on the reference upstream (issue 13 §2; docs/decisions/010): a browser says where a
// request comes from in `Sec-Fetch-Site`. The portal calls the API server to server (no such header) and the
// upstream's own pages are `same-origin`; anything a page of another site (or of another port: `same-site`)
// makes the learner's browser send is refused here, before any route runs:
// - every state-changing request (any method but GET, HEAD, OPTIONS), on any path;
// - every GET of the API, where some calls have side effects (the exam card opens an attempt, the practice card
//   with is_again=1 clears answers, /api/course/log/add writes a record), even on a top-level navigation;
//   except /api/redirect, the login page the portal sends the browser to.
// Older browsers without fetch metadata are not covered here; the session cookie is SameSite=Lax.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const NAVIGABLE_API = new Set(["/api/redirect"]);

export function refusesOtherSites(method: string, path: string, fetchSite: string | null): boolean {
  if (fetchSite === null || fetchSite === "same-origin" || fetchSite === "none") return false;
  if (!SAFE_METHODS.has(method.toUpperCase())) return true;
  return path.startsWith("/api/") && !NAVIGABLE_API.has(path);
}

export const fetchMetadataGuard: MiddlewareHandler = async (c, next) => {
  if (!refusesOtherSites(c.req.method, c.req.path, c.req.header("sec-fetch-site") ?? null)) return next();
  return c.json({ code: "1403", message: "Cross-site request refused", data: null }, 403, {
    "Cache-Control": "no-store",
    Vary: "Sec-Fetch-Site",
  });
};
