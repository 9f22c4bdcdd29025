import { Form, useLocation } from "@remix-run/react";

import { useI18n } from "~/i18n/i18n";
import { LOCALES } from "~/i18n/locales";
import type { RootData } from "~/utils/root-data";

import { SchoolBrand } from "./school-brand";

export function SiteFooter({ root }: { root: RootData }) {
  const { t, locale } = useI18n();
  const location = useLocation();
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
        <Form method="post" action="/center/locale" className="language-switch" reloadDocument>
          <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
          <label htmlFor="language-select">{t("footer.language")}</label>
          <select id="language-select" name="locale" defaultValue={locale}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--small">
            {t("footer.switchLanguage")}
          </button>
        </Form>
      </div>
    </footer>
  );
}
