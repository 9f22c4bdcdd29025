// The root route's browser half (app/root.tsx keeps the loader and re-exports these): the document, the
// learning centre's header and footer around the page, the toast, the root's error page, its title and when its
// data is loaded again. Every page shows it, so it is a member of the page kit (decision 035): in the framework's
// file it costs less than in the root's file of its own.
import type { LinksFunction } from "@remix-run/node";
import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
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
import { useEffect, type ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isPublicSiteHandle } from "~/components/public-site/public-site-handle";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastMessage } from "~/components/ui/toast";
import { rootScopeOf } from "~/domain/root-scope";
import { I18nProvider } from "~/i18n/i18n";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { useNonce } from "~/utils/nonce";
import { errorTitleKey, rootTitle, screenTitle } from "~/utils/page-title";
import { hasPendingToast, useRootData } from "~/utils/root-data";

import type { loader as rootLoader } from "~/root";
import stylesHref from "~/styles/app.css";

export const rootLinks: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/center/favicon.svg", type: "image/svg+xml" },
];

/** The school's title (public-sites §2.9); a page that failed says so first (a screen's own meta names it). */
export const rootMeta: MetaFunction = ({ matches, error }) => [
  { title: error ? screenTitle(matches, errorTitleKey(error)) : rootTitle(matches) },
];

/**
 * The root's data changes with the part of the path it reads (school, public or not, site frame: rootScopeOf),
 * a post (which may change the user, the school or leave a toast), and a toast a redirect left (the flash cookie);
 * the login link's `from` is the browser's (useLoginUrl). Any other navigation keeps it, so the root's upstream
 * calls are not made again. Login, logout and the language switch load a new document.
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = ({
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

export function RootApp() {
  const data = useLoaderData<typeof rootLoader>();
  const location = useLocation();
  // A public site (hzvtc, party, contest, study trip) brings its own header, footer and <main>.
  const publicSite = useMatches().some((match) => isPublicSiteHandle(match.handle));
  // The question screens kept on the device that are not the signed-in learner's, or are over, go once the page
  // has loaded, on every page (decision 052): the sweep's code loads then, never with the page.
  const { user, offlineCopies } = data;
  const learner = user ? `${user.school_code ?? ""}:${user.id ?? user.username ?? ""}` : null;
  useEffect(() => {
    if ("caches" in window)
      void import("~/features/question/offline-sweep.client").then((code) =>
        code.sweepCopies(learner, offlineCopies),
      );
  }, [learner, offlineCopies]);
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

export function RootErrorBoundary() {
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
