// The route guards of public-sites-and-session.md §4.2 and §6 that use the public sites' server rules
// (sites.server.ts), as pure functions: which paths are public, and what a logged-in user of another school meets.
// A server module: the portal's guards, the fetch wrapper, the cache rule and the root loader ask it.

import { COLLEGE_LOGIN_FLAG, isSchoolCode, schoolFromPath, stripBase } from "./access";
import { myClassPath } from "./paths";
import { siteSchool } from "./school-rules";
import { keepsOtherSchoolUser, ownerLoginSiteOfPath, sitePublicMarkers } from "./sites.server";

/**
 * The public sites' words (sites.server.ts: hzvtc, custom, sxyxlx) and the tenant's 404 page: the site table is
 * fixed, so they are derived once (every upstream client of every request asks isPublicPath: decision 034).
 */
const PUBLIC_MARKERS = [...sitePublicMarkers(), "Page404"];
const PUBLIC_SEGMENTS = ["Page404", "Error", "class", "notfound"];

/**
 * A page is public when its path contains hzvtc, custom or Page404 (sxyxlx always), or one of the segments
 * /Page404, /Error, /class, /notfound. Every other page needs the session cookie (public-sites §4.2, §6).
 */
export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_MARKERS.some((marker) => pathname.includes(marker))) return true;
  const segments = stripBase(pathname).split("/");
  return segments.some((segment) => PUBLIC_SEGMENTS.includes(segment));
}

/**
 * A logged-in user whose school differs from the URL's goes to their own school's my courses,
 * except on hzvtc and custom pages. Returns the path to go to, or null to stay.
 */
export function foreignSchoolRedirect(
  pathname: string,
  userSchool: string | null | undefined,
): string | null {
  const urlSchool = schoolFromPath(pathname);
  if (!urlSchool || !isSchoolCode(userSchool) || urlSchool === userSchool) return null;
  // The public sites keep them (sites.server.ts: hzvtc and custom pages).
  if (keepsOtherSchoolUser(pathname)) return null;
  return myClassPath(userSchool);
}

/**
 * The school whose login a logged-in user of another school is sent to on the college site, or null to stay
 * (public-sites §4.1: "the stored user info is cleared. The page redirects to login for the college school
 * when the school differs"; decision 027). A visitor is never sent anywhere. A page the login came back to
 * (`college_login` in its query) stays: a login service that sends a logged-in browser straight back, where
 * the reference one shows its form, cannot make a loop; the page then shows the user as a visitor.
 */
export function collegeLoginSchool(
  pathname: string,
  search: URLSearchParams,
  userSchool: string | null | undefined,
): string | null {
  const site = ownerLoginSiteOfPath(pathname);
  const college = site ? siteSchool(site) : null;
  if (!college || !isSchoolCode(userSchool) || userSchool === college) return null;
  return search.has(COLLEGE_LOGIN_FLAG) ? null : college;
}
