// Route guards of public-sites-and-session.md §4.2 and §6, and learner-area.md §6, as pure functions.

import { BASE_PATH, myClassPath } from "./paths";
import {
  keepsOtherSchoolUser,
  ownerLoginSiteOfPath,
  schoolOfSchoolLessPath,
  siteOwner,
  sitePublicMarkers,
} from "./sites";

const SCHOOL_CODE = /^\d+$/;

/** The school code is the second segment of the path (public-sites §6), after the /center base. */
export function schoolFromPath(pathname: string): string | null {
  const segments = stripBase(pathname).split("/").filter(Boolean);
  const first = segments[0];
  return first && SCHOOL_CODE.test(first) ? first : null;
}

export function isSchoolCode(value: string | null | undefined): value is string {
  return typeof value === "string" && SCHOOL_CODE.test(value);
}

function stripBase(pathname: string): string {
  return pathname.startsWith(`${BASE_PATH}/`) || pathname === BASE_PATH
    ? pathname.slice(BASE_PATH.length)
    : pathname;
}

/** The public sites' words (sites.ts: hzvtc, custom, sxyxlx) and the tenant's 404 page. */
const publicMarkers = () => [...sitePublicMarkers(), "Page404"];
const PUBLIC_SEGMENTS = ["Page404", "Error", "class", "notfound"];

/**
 * A page is public when its path contains hzvtc, custom or Page404 (sxyxlx always), or one of the segments
 * /Page404, /Error, /class, /notfound. Every other page needs the session cookie (public-sites §4.2, §6).
 */
export function isPublicPath(pathname: string): boolean {
  if (publicMarkers().some((marker) => pathname.includes(marker))) return true;
  const segments = stripBase(pathname).split("/");
  return segments.some((segment) => PUBLIC_SEGMENTS.includes(segment));
}

/**
 * The pages whose own guard asks the login service for the user and hands it to the header: the portal entry
 * (/center/), the learning centre (/{school}/user/...) and the player (/{school}/video/{course}/{material}).
 * Every other page, the 404 and error pages among them, gets its user from the root.
 */
export function userComesFromGuard(pathname: string): boolean {
  const segments = stripBase(pathname).split("/").filter(Boolean);
  if (segments.length === 0) return true;
  const [school, area] = segments;
  if (!isSchoolCode(school)) return false;
  return area === "user" || (area === "video" && segments.length === 4);
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
  // The public sites keep them (sites.ts: hzvtc and custom pages).
  if (keepsOtherSchoolUser(pathname)) return null;
  return myClassPath(userSchool);
}

/** The query flag of a page the college's login came back to (see collegeLoginSchool). */
export const COLLEGE_LOGIN_FLAG = "college_login";

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
  const college = site ? siteOwner(site) : null;
  if (!college || !isSchoolCode(userSchool) || userSchool === college) return null;
  return search.has(COLLEGE_LOGIN_FLAG) ? null : college;
}

/**
 * The school a public site's school-less paths belong to (/center/hzvtc/culture is the college's, §2.2): its
 * name and logo head the page, and its login page is the one a visitor is sent to (§4.1).
 */
export const siteSchoolOfPath = schoolOfSchoolLessPath;

/** The school whose login page to show: from the URL, else the user, else the schoolCode cookie. */
export function loginSchool(
  pathname: string,
  userSchool?: string | null,
  cookieSchool?: string | null,
): string | null {
  return (
    schoolFromPath(pathname) ??
    siteSchoolOfPath(pathname) ??
    (isSchoolCode(userSchool) ? userSchool : null) ??
    (isSchoolCode(cookieSchool) ? cookieSchool : null)
  );
}

/** The login service's redirect endpoint, which shows the login page and comes back to `from`. */
export function loginRedirectUrl(loginPublicUrl: string, school: string | null, from: string): string {
  const url = new URL("/api/redirect", `${loginPublicUrl}/`);
  if (school) url.searchParams.set("school_code", school);
  url.searchParams.set("from", from);
  return url.toString();
}

/** The paths under /{school}/user/ that only redirect to my courses (public-sites §2.8). */
const REDIRECTING_USER_PATHS = new Set([
  "center",
  "userMessage",
  "userMessage/modifyPhone",
  "userMessage/bindPhone",
  "userMessage/modifyEmail",
  "updatePassword",
]);

export function redirectsToMyClass(userSubPath: string): boolean {
  return REDIRECTING_USER_PATHS.has(userSubPath.replace(/\/+$/, ""));
}
