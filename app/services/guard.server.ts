import { data, redirect } from "@remix-run/node";

import { foreignSchoolRedirect, loginRedirectUrl, loginSchool } from "~/domain/access";
import { getEnv } from "~/env.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";

import { getCurrentUser, type User } from "./account.server";
import { failedWith, type Api } from "./http.server";

/** Where to send an anonymous browser so that it logs in and comes back to this page. */
export function loginUrlFor(request: Request, userSchool?: string | null): string {
  const url = new URL(request.url);
  const school = loginSchool(url.pathname, userSchool, readSchoolCookie(request));
  return loginRedirectUrl(getEnv().loginServicePublicUrl, school, url.href);
}

/**
 * The user of a protected page (public-sites §4.2, §6): no session cookie or a 2001 answer sends the browser
 * to the login service and back; a user of another school goes to their own school's my courses.
 */
export async function requireUser(request: Request, api: Api): Promise<User> {
  if (!hasSessionCookie(request)) throw redirect(loginUrlFor(request));
  let user: User;
  try {
    user = await getCurrentUser(api);
  } catch (error) {
    // On a public page the fetch wrapper leaves 2001 to the caller; a page that needs a user still logs in.
    if (failedWith(error, "notLoggedIn")) throw redirect(loginUrlFor(request));
    throw error;
  }
  const elsewhere = foreignSchoolRedirect(new URL(request.url).pathname, user.school_code);
  if (elsewhere) throw redirect(elsewhere);
  return user;
}

/**
 * A state-changing request must come from the portal's own pages: the browser's fetch metadata
 * (`Sec-Fetch-Site`) or, from an older browser, its `Origin` must be this site. A request with neither is not
 * from a browser page (a server-to-server call, a test) and goes on to the session check like any other.
 */
export function requireSameOrigin(request: Request): void {
  const site = request.headers.get("sec-fetch-site");
  if (site) {
    if (site === "same-origin" || site === "none") return;
    throw data(null, { status: 403, statusText: "Cross-site request refused" });
  }
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) {
    throw data(null, { status: 403, statusText: "Cross-site request refused" });
  }
}
