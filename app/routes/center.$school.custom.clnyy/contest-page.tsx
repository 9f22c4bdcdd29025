import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicHeader } from "~/components/public-site/public-header";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { SectionNav } from "~/components/public-site/section-nav";
import { CONTEST_SCHOOL, CONTEST_SECTIONS, CONTEST_SIDE_NAV_FIXED_AT, contestPath } from "~/domain/contest";
import { myClassPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";

import { Slotted, SLOT, type Page } from "./section-frame";
import { ContestSections } from "./contest-sections";
import { RegistrationLink } from "./registration-link";

/**
 * The contest page's frame (public-sites §2.6, §4.1): the public sites' header (Login, or the user menu whose
 * logout stays here), the page, and a footer with the organisers. A user of another school may switch accounts.
 */
function ContestLayout({
  children,
  organiser,
  lang,
}: {
  children: ReactNode;
  organiser?: string;
  /** The content's language where it is not the page's (the organiser's name). */
  lang?: Page["lang"];
}) {
  const t = useT();
  const site = usePublicSite(CONTEST_SCHOOL, t("contest.siteName"));
  return (
    <PublicSiteShell
      className="contest"
      header={
        <PublicHeader
          site={site}
          home={contestPath()}
          nav={[
            { label: t("contest.nav.home"), to: contestPath(), current: true },
            {
              label: t("contest.nav.learningCentre"),
              to: myClassPath(CONTEST_SCHOOL),
              current: false,
              newTab: true,
            },
          ]}
        />
      }
      footer={
        <div className="contest-footer">
          {organiser ? (
            <p>
              <Slotted
                text={t("contest.footer.organiser", { organiser: SLOT })}
                values={[organiser]}
                lang={lang}
              />
            </p>
          ) : null}
          <p>{t("footer.copyright", { year: site.year })}</p>
        </div>
      }
    >
      {children}
    </PublicSiteShell>
  );
}

/** A failure on the contest page (404, upstream down) in its frame. */
export function ContestErrorBoundary() {
  const t = useT();
  return (
    <ContestLayout>
      <GeneralErrorBoundary home={{ to: contestPath(), label: t("contest.nav.home") }} />
    </ContestLayout>
  );
}

export function ContestPage({ page }: { page: Page }) {
  const t = useT();
  const content = page.content;
  const { banner } = content;
  return (
    <ContestLayout organiser={content.organiser} lang={page.lang}>
      <div className="contest-banner">
        {/* The alt is the content's words: read in their language (decision 051). */}
        <img src={banner.src} alt={banner.alt} lang={page.lang} width={1920} height={480} />
        <div className="contest-banner__text">
          <h1 lang={page.lang}>{content.name}</h1>
          <p lang={page.lang}>{banner.slogan}</p>
          <RegistrationLink url={content.registrationUrl} />
        </div>
      </div>
      <div className="contest-body">
        <SectionNav
          label={t("contest.navLabel")}
          sections={CONTEST_SECTIONS.map((id) => ({ id, label: t(`contest.section.${id}`) }))}
          fixedAfter={CONTEST_SIDE_NAV_FIXED_AT}
        />
        <div className="contest-main">
          <ContestSections page={page} />
        </div>
      </div>
    </ContestLayout>
  );
}
