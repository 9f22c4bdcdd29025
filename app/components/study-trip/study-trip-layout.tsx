import { useParams } from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicHeader } from "~/components/public-site/public-header";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { myClassPath } from "~/domain/paths";
import { studyTripPath } from "~/domain/study-trip";
import { useT } from "~/i18n/i18n";

/**
 * The study-trip page's frame (public-sites §2.7, decision 008): the school's name, the page and my courses in
 * the menu, Login for a visitor or the user menu. Only the school's own users reach the page (the loader sends
 * anyone else to their own my courses), so there is no switch-account case here.
 */
export function StudyTripLayout({ school, children }: { school: string; children: ReactNode }) {
  const t = useT();
  const site = usePublicSite(school, t("studyTrip.siteName"));
  const nav = [
    { label: t("studyTrip.nav.home"), to: studyTripPath(school), current: true },
    { label: t("studyTrip.nav.myCourses"), to: myClassPath(school), current: false },
  ];
  return (
    <PublicSiteShell
      className="study-trip"
      header={<PublicHeader site={site} home={studyTripPath(school)} nav={nav} />}
      footer={
        <>
          <p className="public-footer__name">{site.name}</p>
          <p>{t("footer.copyright", { year: site.year })}</p>
        </>
      }
    >
      {children}
    </PublicSiteShell>
  );
}

/** A failure of the page (another school's 404, an upstream down) in the page's frame, leading back to it. */
export function StudyTripErrorBoundary() {
  const t = useT();
  const school = useParams().school ?? "";
  return (
    <StudyTripLayout school={school}>
      <GeneralErrorBoundary home={{ to: studyTripPath(school), label: t("studyTrip.nav.home") }} />
    </StudyTripLayout>
  );
}
