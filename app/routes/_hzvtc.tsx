import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import "~/components/hzvtc/hzvtc-kit";
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FrameState, FramedMatch } from "~/components/public-site/frame-state";
import { PublicHeader } from "~/components/public-site/public-header";
import { publicSiteHandle } from "~/components/public-site/public-site-handle";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { hzvtcHomePath, hzvtcSectionPath, HZVTC_SEARCH_PATH, HZVTC_SCHOOL } from "~/domain/hzvtc-site";
import { SECTION_KEYS, type SectionKey } from "~/domain/hzvtc-keys";
import { HZVTC_CONTENT } from "~/domain/hzvtc-site-content";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import { siteLayoutLoader } from "~/guard/guard.server";
import { errorTitleKey } from "~/utils/page-title";
import { libraryTitle } from "~/utils/site-titles";

// The college site (public-sites §2.2, §2.3): the layout route of its pages, the school-coded home
// (/center/{school}/hzvtc) and the school-less ones (/center/hzvtc/…). It holds what they share — the frame, the
// handle, the failure page in the frame and its title — and each page keeps its loader, its content, its title and
// what its frame shows of it (`handle = frameOf(…)`; decision 040).

export const handle = publicSiteHandle;

// A school-coded page asks what every `/center/{school}/…` page asks (center.$school.tsx does for the others).
export const loader = siteLayoutLoader;

/** A failure's title is the library's (the pages give their own). */
export const meta: MetaFunction = ({ matches, error }) => [
  { title: libraryTitle(matches, errorTitleKey(error)) },
];

export default function HzvtcSite() {
  // What the frame shows of the page in view, as its handle says (frame-state.ts).
  const page = useMatches().at(-1) as FramedMatch<SectionKey | "home">;
  const state = page?.handle?.frame?.(page.data);
  return (
    <HzvtcFrame {...(state ?? { current: null })}>
      <Outlet />
    </HzvtcFrame>
  );
}

/** A failure on a college page (404, upstream down) in the college's frame, leading back to its home. */
export function ErrorBoundary() {
  const t = useT();
  return (
    <HzvtcFrame current={null}>
      <GeneralErrorBoundary home={{ to: hzvtcHomePath(), label: t("hzvtc.backHome") }} />
    </HzvtcFrame>
  );
}

/**
 * The college site's frame (public-sites §2.2, §4.1). A user of another school is shown as a visitor (the spec
 * clears their stored user here) whose way in is to switch accounts: log out, then log in to the college
 * (decision 008). The login service would send a logged-in browser straight back, so a plain Login link loops.
 * The navigation marks a section (a detail marks its course's), the home, or nothing; the search page shows the
 * header's search as active with its keyword (§2.2).
 */
function HzvtcFrame({
  current,
  search,
  children,
}: FrameState<SectionKey | "home"> & { children: ReactNode }) {
  const t = useT();
  const lang = useContentLang();
  const site = usePublicSite(HZVTC_SCHOOL, t("hzvtc.siteName"));
  const nav = [
    { label: t("hzvtc.nav.home"), to: hzvtcHomePath(), current: current === "home" },
    ...SECTION_KEYS.map((key) => ({
      label: t(`hzvtc.section.${key}`),
      to: hzvtcSectionPath(key),
      current: current === key,
    })),
  ];
  return (
    <PublicSiteShell
      className="hzvtc"
      header={
        <PublicHeader
          site={site}
          home={hzvtcHomePath()}
          schoolHomeUrl={HZVTC_CONTENT.schoolHomeUrl}
          search={{
            action: HZVTC_SEARCH_PATH,
            name: "keywords",
            value: search?.keywords ?? "",
            active: Boolean(search),
            label: t("hzvtc.searchLabel"),
          }}
          nav={nav}
        />
      }
      footer={
        <>
          <p className="public-footer__name">{site.name}</p>
          <p>
            {/* The address is the tenant's content, in its own language (decision 036). */}
            {t("hzvtc.footer.address")}
            <span lang={lang(HZVTC_CONTENT.address)}>{HZVTC_CONTENT.address}</span>
          </p>
          <p>{t("footer.copyright", { year: site.year })}</p>
        </>
      }
    >
      {children}
    </PublicSiteShell>
  );
}
