import "~/components/page-kit";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
import { partyFrameOf } from "~/screens/public-site/party-frame.server";
import { foreignSchoolRedirect, schoolFromPath, siteSchoolOfPath, userComesFromGuard } from "~/domain/access";
import { getEnv } from "~/env.server";
import { createTranslator, I18nProvider, type CompiledMessages } from "~/i18n/i18n";
import { localeOf, messagesFor } from "~/i18n/locale.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { getOptionalUser, getSchoolInfo, loginHostLinks, type SchoolInfo } from "~/services/account.server";
import { loginUrlFor } from "~/services/guard.server";
import { createApi, orNull } from "~/services/http.server";
import { hasSessionCookie, readSchoolCookie, schoolCookieHeader } from "~/utils/cookies.server";
import { useNonce } from "~/utils/nonce";
import { useRootData } from "~/utils/root-data";
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

  const schoolCode = knownSchool ?? user?.school_code ?? null;
  const schoolInfo: SchoolInfo | null =
    knownSchoolInfo ?? (schoolCode && !knownSchool ? await orNull(getSchoolInfo(api, schoolCode)) : null);

  const headers = new Headers();
  if (toast.clear) headers.append("Set-Cookie", toast.clear);
  if (loggedIn && pathSchool && pathSchool !== cookieSchool)
    headers.append("Set-Cookie", schoolCookieHeader(pathSchool));

  return data(
    {
      locale,
      messages: messagesFor(locale),
      toast: toast.toast,
      user,
      school:
        schoolCode && schoolInfo
          ? { code: schoolCode, name: schoolInfo.school_name, logo: schoolInfo.school_logo ?? null }
          : null,
      loginUrl: loginUrlFor(request, user?.school_code),
      loginHost: loginHostLinks(env.loginServicePublicUrl),
      contactEmail: CONTACT_EMAIL,
      year: new Date().getFullYear(),
      partyFrame: partyFrameOf(pathname),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Online Learning Platform" }];
  const t = createTranslator(data.locale, catalogue(data));
  return [{ title: data.school ? t("title.withSchool", { school: data.school.name }) : t("title.default") }];
};

/** The loader's JSON typing cannot express Lingui's compiled-message tuples; the value is exactly what was sent. */
function catalogue(data: { messages: unknown }): CompiledMessages {
  return data.messages as CompiledMessages;
}

function Document({ children, lang }: { children: ReactNode; lang: string }) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
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
    <Document lang={data.locale}>
      <I18nProvider locale={data.locale} messages={catalogue(data)}>
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
    <Document lang={data.locale}>
      <I18nProvider locale={data.locale} messages={catalogue(data)}>
        <SiteHeader root={data} />
        <main id="main" className="site-main" tabIndex={-1}>
          {page}
        </main>
        <SiteFooter root={data} />
      </I18nProvider>
    </Document>
  );
}
