// Route guards of public-sites-and-session.md §4.2 and §6, and learner-area.md §6, as pure functions: what of a
// path the pages' script needs too (its school, the login redirect). The guards that use the sites' server rules
// (public paths, other schools' users) are in access.server.ts.

import { BASE_PATH } from "./paths";
import { siteSchoolOfPath } from "./sites";

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

/** The path below the /center base. */
export function stripBase(pathname: string): string {
  return pathname.startsWith(`${BASE_PATH}/`) || pathname === BASE_PATH
    ? pathname.slice(BASE_PATH.length)
    : pathname;
}

/** The query flag of a page the college's login came back to (see collegeLoginSchool). */
export const COLLEGE_LOGIN_FLAG = "college_login";

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
