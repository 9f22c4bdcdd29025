import { Form, useLocation } from "@remix-run/react";

import { LOCALE_PATH } from "~/domain/paths";
import { useI18n } from "~/i18n/i18n";
import { LOCALES } from "~/i18n/locales";

/** The footer's language choice: a plain form post, so it works without JavaScript. */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const location = useLocation();
  return (
    <Form method="post" action={LOCALE_PATH} className="language-switch" reloadDocument>
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
  );
}
