import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicHeader } from "~/components/public-site/public-header";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import {
  hzvtcHomePath,
  hzvtcSectionPath,
  HZVTC_SEARCH_PATH,
  HZVTC_SCHOOL,
  SECTION_KEYS,
  type SectionKey,
} from "~/domain/resource-site";
import { HZVTC_CONTENT } from "~/domain/resource-site-content";
import { useT } from "~/i18n/i18n";
import { useContentLang } from "~/hooks/use-content-lang";

// The college's tiles travel with its layout: four of its five pages show them, and as a module imported by
// those four only they were a small script of their own on each (the JS budget, decision 011; decision 036).
export { HzvtcTile, HzvtcTiles } from "./hzvtc-tiles";

type Props = {
  /** The navigation entry to mark as current: a section (a detail marks its course's), the home, or none. */
  current: SectionKey | "home" | null;
  /** The search page shows the header's search as active with its keyword (§2.2). */
  search?: { keywords: string };
  children: ReactNode;
};

/**
 * The college site's frame (public-sites §2.2, §4.1). A user of another school is shown as a visitor (the spec
 * clears their stored user here) whose way in is to switch accounts: log out, then log in to the college
 * (decision 008). The login service would send a logged-in browser straight back, so a plain Login link loops.
 */
export function HzvtcLayout({ current, search, children }: Props) {
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

/** A failure on a college page (404, upstream down) in the college's frame, leading back to its home. */
export function HzvtcErrorBoundary() {
  const t = useT();
  return (
    <HzvtcLayout current={null}>
      <GeneralErrorBoundary home={{ to: hzvtcHomePath(), label: t("hzvtc.backHome") }} />
    </HzvtcLayout>
  );
}
