import "~/components/page-kit";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data, redirect } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isPublicSiteHandle } from "~/components/public-site/public-site-handle";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastMessage } from "~/components/ui/toast";
import { siteFrameOf } from "~/screens/public-site/site-frame.server";
import {
  COLLEGE_LOGIN_FLAG,
  loginRedirectUrl,
  loginSchool,
  schoolFromPath,
  siteSchoolOfPath,
  userComesFromGuard,
} from "~/domain/access";
import { collegeLoginSchool, foreignSchoolRedirect } from "~/domain/access.server";
import { rootScopeOf } from "~/domain/root-scope";
import { schoolDisplayName } from "~/domain/school-name";
import { getEnv } from "~/env.server";
import { I18nProvider } from "~/i18n/i18n";
import { catalogueHref, localeOf } from "~/i18n/locale.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { getOptionalUser, getSchoolInfo, loginHostLinks, type SchoolInfo } from "~/services/account.server";
import { createApi, orNull } from "~/services/http.server";
import { formWasRefused } from "~/utils/request-scope.server";
import { hasSessionCookie, readSchoolCookie, schoolCookieHeader } from "~/utils/cookies.server";
import { useNonce } from "~/utils/nonce";
import { errorTitleKey, rootTitle, screenTitle } from "~/utils/page-title";
import { hasPendingToast, useRootData } from "~/utils/root-data";
import { schoolShare } from "~/utils/share.server";
import { takeToast } from "~/utils/toast.server";

import stylesHref from "./styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/center/favicon.svg", type: "image/svg+xml" },
];

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

  // Protected pages get their user from their own guard (the user layout, the player); asking here too would
  // call the login service twice for one page. Every other page asks here, the 404 page of an unknown path and
  // the error pages included, so that their header shows the learner who is logged in.
  const wantsUser = loggedIn && !userComesFromGuard(pathname);
  const knownSchool = urlSchool ?? cookieSchool;
  const [user, toast, knownSchoolInfo] = await Promise.all([
    wantsUser ? orNull(getOptionalUser(api)) : null,
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
      // A public page's sharing card (its meta: share-meta.ts); a learner's own pages have none.
      share: userComesFromGuard(pathname) ? null : schoolShare(request, school),
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
      // The frame content of the public site in view, when its frame travels here (sites.ts).
      siteFrame: siteFrameOf(pathname),
      // The action of this very request (a post without JavaScript) refused its form: titles say so first.
      formRefused: formWasRefused(),
    },
    { headers },
  );
}

/** The school's title (public-sites §2.9); a page that failed says so first (a screen's own meta names it). */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => [
  { title: error ? screenTitle(matches, errorTitleKey(error)) : rootTitle(matches) },
];

/**
 * The root's data changes with the part of the path it reads (school, public or not, site frame: rootScopeOf),
 * a post (which may change the user, the school or leave a toast), and a toast a redirect left (the flash cookie);
 * the login link's `from` is the browser's (useLoginUrl). Any other navigation keeps it, so the root's upstream
 * calls are not made again. Login, logout and the language switch load a new document.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  if (hasPendingToast()) return true;
  if (rootScopeOf(currentUrl.pathname) !== rootScopeOf(nextUrl.pathname)) return true;
  // The same address again (a link to the page in view, useRevalidator): the learner asked for fresh data.
  const same = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  return same && defaultShouldRevalidate;
};

function Document({ children, lang, catalogue }: { children: ReactNode; lang: string; catalogue?: string }) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The page's catalogue, fetched by entry.client before hydration (decision 022). */}
        {catalogue ? (
          <link rel="preload" href={catalogue} as="fetch" crossOrigin="anonymous" data-catalogue="" />
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  // A public site (hzvtc, party, contest, study trip) brings its own header, footer and <main>.
  const publicSite = useMatches().some((match) => isPublicSiteHandle(match.handle));
  return (
    <Document lang={data.locale} catalogue={data.catalogue}>
      <I18nProvider locale={data.locale}>
        {publicSite ? (
          <Outlet />
        ) : (
          <>
            <SiteHeader root={data} />
            <main id="main" className="site-main" tabIndex={-1}>
              <Outlet />
            </main>
            <SiteFooter root={data} />
          </>
        )}
        {data.toast ? <ToastMessage key={location.key} toast={data.toast} /> : null}
      </I18nProvider>
    </Document>
  );
}

export function ErrorBoundary() {
  const data = useRootData();
  const page = <GeneralErrorBoundary />;
  if (!data) return <Document lang={DEFAULT_LOCALE}>{page}</Document>;
  return (
    <Document lang={data.locale} catalogue={data.catalogue}>
      <I18nProvider locale={data.locale}>
        <SiteHeader root={data} />
        <main id="main" className="site-main" tabIndex={-1}>
          {page}
        </main>
        <SiteFooter root={data} />
      </I18nProvider>
    </Document>
  );
}
