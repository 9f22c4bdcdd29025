import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { isSchoolCode, loginRedirectUrl, loginSchool } from "~/domain/access";
import { foreignSchoolRedirect } from "~/domain/access.server";
import { CROSS_SITE_STATUS_TEXT, isCrossSiteWrite } from "~/domain/cross-site";
import {
  BODY_REFUSAL_STATUS,
  BODY_REFUSAL_STATUS_TEXT,
  bodyRefusal,
  type BodyRefusal,
} from "~/domain/request-body";
import { getEnv } from "~/env.server";
import { translatorFor } from "~/i18n/locale.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";

import { getCurrentUser, isKnownSchool, type User } from "~/services/account.server";
import { createApi, failedWith, type Api } from "~/services/http.server";

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

/**
 * The school of a `/center/{school}/…` page: a numeric code (docs/design.md §2) of a school the login service knows,
 * else the page is unknown (public-sites §2), whatever page of it is asked for (docs/decisions/027). Asked by the
 * school layout (center.$school.tsx) and by the sites' layout routes for their school-coded pages (decision 040).
 * The school's info is the one the root asks for too: one call per request.
 */
export async function requireSchoolOfPage(request: Request, school: string | undefined): Promise<string> {
  if (!isSchoolCode(school)) throw data(null, { status: 404 });
  await requireKnownSchool(createApi(request, { redirectWhenLoggedOut: false }), school);
  return school;
}

/**
 * A public site's layout route's loader (routes/_hzvtc.tsx, routes/_party.tsx; decision 040): its school-coded
 * pages ask what every `/center/{school}/…` page asks; its school-less pages ask nothing.
 */
export async function siteLayoutLoader({ request, params }: LoaderFunctionArgs): Promise<null> {
  if (params.school !== undefined) await requireSchoolOfPage(request, params.school);
  return null;
}

/** The origins a post may come from: the one the browser reaches (PORTAL_PUBLIC_URL) and the Host seen here. */
export function ownOrigins(request: Request): string[] {
  const configured = getEnv().portalPublicOrigin;
  const seen = new URL(request.url).origin;
  return configured && configured !== seen ? [configured, seen] : [seen];
}

/**
 * The 403 for a state-changing request that did not come from the portal's own pages (docs/decisions/014), or
 * null. A short text in the reader's language; a page route's error boundary shows it as a page.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const seen = {
    method: request.method,
    origin: request.headers.get("origin"),
    fetchSite: request.headers.get("sec-fetch-site"),
    referer: request.headers.get("referer"),
  };
  if (!isCrossSiteWrite(seen, ownOrigins(request))) return null;
  return new Response(translatorFor(request)("errors.crossSiteText"), {
    status: 403,
    statusText: CROSS_SITE_STATUS_TEXT,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const BODY_REFUSAL_TEXT = {
  method: "errors.methodText",
  type: "errors.bodyTypeText",
  size: "errors.bodyTooLargeText",
  unreadable: "errors.badRequestText",
} as const;

/**
 * The answer to a body an action does not take (docs/decisions/028): 405 (with `Allow`), 415, 413 or 400, a
 * short text in the reader's language, never stored. A page route's error boundary shows it as a page.
 */
export function bodyRefusalResponse(request: Request, refusal: BodyRefusal): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  if (refusal === "method") headers.set("Allow", "GET, HEAD, POST");
  return new Response(translatorFor(request)(BODY_REFUSAL_TEXT[refusal]), {
    status: BODY_REFUSAL_STATUS[refusal],
    statusText: BODY_REFUSAL_STATUS_TEXT[refusal],
    headers,
  });
}

/**
 * Before an action reads anything: the method and the kind of body (`bodyRefusal`, from the headers only), then
 * a form that cannot be read (a broken multipart body, a body cut short) makes `request.formData()` throw the
 * 400 instead of an error. Every action goes through here (its wrapper), so none answers bad input with a 500.
 */
function guardActionBody(request: Request): void {
  const refusal = bodyRefusal({
    method: request.method,
    contentType: request.headers.get("content-type"),
    contentLength: request.headers.get("content-length"),
  });
  if (refusal) throw bodyRefusalResponse(request, refusal);
  const read = request.formData.bind(request);
  Object.defineProperty(request, "formData", {
    configurable: true,
    value: async () => {
      try {
        return await read();
      } catch (error) {
        // The browser went away: nothing to answer.
        if (request.signal.aborted) throw error;
        throw bodyRefusalResponse(request, "unreadable");
      }
    },
  });
}

/**
 * The one way to write the action of a protected page (public-sites §6), as
 * `export const action = (args: ActionFunctionArgs) => protectedAction(args, async (args, user) => …)`:
 * before anything else (before the body is read) a post from another site is refused (403), a method or body the
 * action does not take is refused (405, 415, 413; an unreadable form 400: docs/decisions/028), then the page's own
 * guard runs: no session logs in, a user of another school goes to their school. The handler gets the user.
 * (An arrow, not a call at the module's top: the browser build drops the action, and with it this server module.)
 */
export async function protectedAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs, user: User) => Promise<T> | T,
): Promise<T> {
  const refused = crossSiteRefusal(args.request);
  if (refused) throw refused;
  guardActionBody(args.request);
  const user = await requireUser(args.request, createApi(args.request));
  return handler(args, user);
}

/**
 * The one way to write the action of a public page or of a portal-wide resource (locale, logout, a review on a
 * public site), as `export const action = (args: ActionFunctionArgs) => publicAction(args, async (args) => …)`:
 * a post from another site is refused (403) before anything else, then a method or body the action does not take
 * (405, 415, 413, 400: docs/decisions/028); who may post is the handler's.
 */
export async function publicAction<T>(
  args: ActionFunctionArgs,
  handler: (args: ActionFunctionArgs) => Promise<T> | T,
): Promise<T> {
  const refused = crossSiteRefusal(args.request);
  if (refused) throw refused;
  guardActionBody(args.request);
  return handler(args);
}
