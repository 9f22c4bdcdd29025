import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { foreignSchoolRedirect, loginRedirectUrl, loginSchool } from "~/domain/access";
import { CROSS_SITE_STATUS_TEXT, isCrossSiteWrite } from "~/domain/cross-site";
import { getEnv } from "~/env.server";
import { translatorFor } from "~/i18n/locale.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";

import { getCurrentUser, isKnownSchool, type User } from "./account.server";
import { createApi, failedWith, type Api } from "./http.server";

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

/** A school the login service does not know has no pages: the 404 page (public-sites §2, decision 027). */
export async function requireKnownSchool(api: Api, school: string): Promise<void> {
  if (!(await isKnownSchool(api, school))) throw data(null, { status: 404 });
}

/** The origins a post may come from: the one the browser reaches (PORTAL_PUBLIC_URL) and the Host seen here. */
export function ownOrigins(request: Request): string[] {
  const configured = getEnv().portalPublicOrigin;
  const seen = new URL(request.url).origin;
  return configured && configured !== seen ? [configured, seen] : [seen];
}

/**
 * The 403 for a state-changing request that did not come from the portal's own pages (docs/decisions/010), or
 * null. A short text in the reader's language; a page route's error boundary shows it as a page.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const seen = {
    method: request.method,
    origin: request.headers.get("origin"),
    fetchSite: request.headers.get("sec-fetch-site"),
  };
  if (!isCrossSiteWrite(seen, ownOrigins(request))) return null;
  return new Response(translatorFor(request)("errors.crossSiteText"), {
    status: 403,
    statusText: CROSS_SITE_STATUS_TEXT,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * The one way to write the action of a protected page (public-sites §6), as
 * `export const action = (args: ActionFunctionArgs) => protectedAction(args, async (args, user) => …)`:
 * before anything else (before the body is read) a post from another site is refused (403), then the page's own
 * guard runs: no session logs in, a user of another school goes to their school. The handler gets the user.
 * (An arrow, not a call at the module's top: the browser build drops the action, and with it this server module.)
 */
export async function protectedAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs, user: User) => Promise<T> | T,
): Promise<T> {
  const refused = crossSiteRefusal(args.request);
  if (refused) throw refused;
  const user = await requireUser(args.request, createApi(args.request));
  return handler(args, user);
}

/**
 * The one way to write the action of a public page or of a portal-wide resource (locale, logout, a review on a
 * public site), as `export const action = (args: ActionFunctionArgs) => publicAction(args, async (args) => …)`:
 * a post from another site is refused (403) before anything else; who may post is the handler's.
 */
export async function publicAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs) => Promise<T> | T,
): Promise<T> {
  const refused = crossSiteRefusal(args.request);
  if (refused) throw refused;
  return handler(args);
}
