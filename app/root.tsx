import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { siteFrameOf } from "~/utils/site-frame.server";
import { COLLEGE_LOGIN_FLAG, loginRedirectUrl, loginSchool, schoolFromPath } from "~/domain/access";
import { siteSchoolOfPath } from "~/domain/sites";
import { collegeLoginSchool, foreignSchoolRedirect } from "~/domain/access.server";
import { schoolDisplayName } from "~/domain/school-name";
import { getEnv } from "~/env.server";
import { catalogueHref, localeOf } from "~/i18n/locale.server";
import { getOptionalUser, getSchoolInfo, loginHostLinks, type SchoolInfo } from "~/services/account.server";
import { createApi, orNull } from "~/services/http.server";
import { formWasRefused } from "~/utils/request-scope.server";
import { hasSessionCookie, readSchoolCookie, schoolCookieHeader } from "~/utils/cookies.server";
import { schoolShare } from "~/utils/share.server";
import { takeToast } from "~/utils/toast.server";

const CONTACT_EMAIL = "support@learning-portal.example";

export async function loader({ request }: LoaderFunctionArgs) {
  const env = getEnv();
  // The root never sends anyone to log in (the guards do): an expired session shows the page logged out.
  const api = createApi(request, { redirectWhenLoggedOut: false });
  const { pathname } = new URL(request.url);
  const locale = localeOf(request);
  const loggedIn = hasSessionCookie(request);
  const pathSchool = schoolFromPath(pathname);
  // The school-less pages of a public site (/center/hzvtc/culture) belong to the site's school.
  const urlSchool = pathSchool ?? siteSchoolOfPath(pathname);
  const cookieSchool = readSchoolCookie(request);

  // The user of every page's header is read here, the 404 and error pages included. A guard of the same request
  // (the learner area, the player) that asks too shares this one call: a request's reads are asked once
  // (utils/request-scope.server.ts), so the login service hears one question per page.
  const knownSchool = urlSchool ?? cookieSchool;
  const [user, toast, knownSchoolInfo] = await Promise.all([
    loggedIn ? orNull(getOptionalUser(api)) : null,
    takeToast(request),
    knownSchool ? orNull(getSchoolInfo(api, knownSchool)) : null,
  ]);

  const elsewhere = user ? foreignSchoolRedirect(pathname, user.school_code) : null;
  if (elsewhere) throw redirect(elsewhere);
  const requestUrl = new URL(request.url);
  const college = user ? collegeLoginSchool(pathname, requestUrl.searchParams, user.school_code) : null;
  if (college) {
    requestUrl.searchParams.set(COLLEGE_LOGIN_FLAG, "1");
    throw redirect(loginRedirectUrl(env.loginServicePublicUrl, college, requestUrl.href));
  }

  const schoolCode = knownSchool ?? user?.school_code ?? null;
  const schoolInfo: SchoolInfo | null =
    knownSchoolInfo ?? (schoolCode && !knownSchool ? await orNull(getSchoolInfo(api, schoolCode)) : null);

  const school =
    schoolCode && schoolInfo
      ? {
          code: schoolCode,
          name: schoolDisplayName(schoolInfo, locale),
          logo: schoolInfo.school_logo ?? null,
        }
      : null;
  const headers = new Headers();
  if (toast.clear) headers.append("Set-Cookie", toast.clear);
  if (loggedIn && pathSchool && pathSchool !== cookieSchool)
    headers.append("Set-Cookie", schoolCookieHeader(pathSchool));

  return data(
    {
      locale,
      // The catalogue itself is a hashed file the document preloads (decision 022), never loader data.
      catalogue: catalogueHref(locale),
      toast: toast.toast,
      user,
      school,
      // A public page's sharing card (its meta: share-meta.ts); a learner's own pages do not read it.
      share: schoolShare(request, school),
      // The login link comes back to the page in view: the browser adds `from` (useLoginUrl), so that the
      // root's data stays the same across the navigations that skip this loader (shouldRevalidate).
      login: {
        service: env.loginServicePublicUrl,
        school: loginSchool(pathname, user?.school_code, cookieSchool),
        origin: new URL(request.url).origin,
      },
      loginHost: loginHostLinks(env.loginServicePublicUrl),
      contactEmail: CONTACT_EMAIL,
      year: new Date().getFullYear(),
      // The answering screens' copies on the device (decision 052): false when the operator withdrew them.
      offlineCopies: env.offlineCopies,
      // The frame content of the public site in view, when its frame travels here (sites.ts).
      siteFrame: siteFrameOf(pathname),
      // The action of this very request (a post without JavaScript) refused its form: titles say so first.
      formRefused: formWasRefused(),
    },
    { headers },
  );
}

// The page's frame in the browser (document, header, footer, toast, error page, title, revalidation) lives in the
// page kit (components/root-frame.tsx), so that it travels in the framework's file instead of a file of its own.
export { RootApp as default, RootErrorBoundary as ErrorBoundary } from "~/components/root-frame";
export {
  rootLinks as links,
  rootMeta as meta,
  rootShouldRevalidate as shouldRevalidate,
} from "~/components/root-frame";
