import { createCookie, type Cookie } from "@remix-run/node";
import { parse, serialize } from "cookie";

import { isSchoolCode } from "~/domain/access";
import { getEnv } from "~/env.server";

// The specification keeps schoolCode, the user info and the school name in the browser's local storage
// (learner-area §3). A server-rendered portal has no such storage: the school code is this cookie, the user
// and the school name are fetched from the upstream on every request (docs/decisions/001).
const SCHOOL_COOKIE = "schoolCode";
const ONE_YEAR = 60 * 60 * 24 * 365;

function cookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get("cookie") ?? "");
}

/** The upstream's session cookie marks a logged-in browser; the portal never reads its value. */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(cookies(request)[getEnv().sessionCookieName]);
}

export function readSchoolCookie(request: Request): string | null {
  const value = cookies(request)[SCHOOL_COOKIE];
  return isSchoolCode(value) ? value : null;
}

export function schoolCookieHeader(school: string): string {
  return serialize(SCHOOL_COOKIE, school, { path: "/", sameSite: "lax", httpOnly: true, maxAge: ONE_YEAR });
}

export function plainCookieHeader(name: string, value: string, maxAge = ONE_YEAR): string {
  return serialize(name, value, { path: "/", sameSite: "lax", httpOnly: true, maxAge });
}

/** Forgets the session cookie in this browser (after logout; the upstream ends the session itself). */
export function clearSessionCookieHeader(): string {
  return serialize(getEnv().sessionCookieName, "", { path: "/", maxAge: 0 });
}

/**
 * The last college detail opened (decision 027: §2.3's reload flag reads it). A plain value, not a secret: a
 * forged one only reopens another public page.
 */
const HZVTC_DETAIL_COOKIE = "hzvtc_detail";

export function readHzvtcDetailCookie(request: Request): string | undefined {
  return cookies(request)[HZVTC_DETAIL_COOKIE];
}

export function hzvtcDetailCookieHeader(value: string): string {
  return serialize(HZVTC_DETAIL_COOKIE, value, {
    path: "/center/hzvtc",
    sameSite: "lax",
    httpOnly: true,
    maxAge: ONE_YEAR,
  });
}

/**
 * A signed cookie that carries something of a post to the page after its redirect, for one minute: a toast, a
 * refused edit. Signed with COOKIE_SECRET, required in production; never with a value written in the repository
 * (docs/decisions/015).
 */
export function carryOverCookie(name: string, { httpOnly }: { httpOnly: boolean }): Cookie {
  return createCookie(name, {
    path: "/",
    httpOnly,
    sameSite: "lax",
    maxAge: 60,
    secrets: [getEnv().cookieSecret],
  });
}
