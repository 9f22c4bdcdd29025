import { useT } from "~/i18n/i18n";
import type { RootData } from "~/utils/root-data";

import { LanguageSwitch } from "./language-switch";
import { SchoolBrand } from "./school-brand";

export function SiteFooter({ root }: { root: RootData }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <SchoolBrand school={root.school} className="site-footer__brand" />
        <p>{t("footer.licence")}</p>
        <p>{t("footer.copyright", { year: root.year })}</p>
        <p>
          {t("footer.contact")}
          <a href={`mailto:${root.contactEmail}`}>{root.contactEmail}</a>
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
