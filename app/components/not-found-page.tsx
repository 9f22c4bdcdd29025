import { Link } from "@remix-run/react";

import { homePathOf } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { useRootData } from "~/utils/root-data";

/** Where a status page sends the reader: the learning centre, or a public site's own home. */
export type StatusHome = { to: string; label: string };

/** learner-area §2 Page not found: the text and a button to the learning centre of the school in view. */
export function NotFoundPage({ home }: { home?: StatusHome } = {}) {
  const t = useT();
  const school = useRootData()?.school?.code;
  return (
    <div className="status-page">
      <h1>{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFound")}</p>
      <p className="status-page__actions">
        <Link className="button button--primary" to={home?.to ?? homePathOf(school)}>
          {home?.label ?? t("common.backToCentre")}
        </Link>
      </p>
    </div>
  );
}
