import i18next from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";

import type { Locale } from "./locales";
import type { Messages } from "./messages/zh-CN";

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T];

/** Every key of the catalogue, e.g. "errors.notFound". */
export type MessageKey = Paths<Messages>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator over one locale's catalogue; the browser gets only that catalogue, from the root loader. */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    // React escapes what it renders; escaping here as well would show &amp; on the page.
    interpolation: { escapeValue: false },
  });
  return (key, values) => instance.t(key, values ?? {});
}

const I18nContext = createContext<{ locale: Locale; t: Translate } | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  const { locale, messages, children } = props;
  const value = useMemo(() => ({ locale, t: createTranslator(locale, messages) }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): { locale: Locale; t: Translate } {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider above it");
  return value;
}

/** For the last-resort error page, which may render without the root's data. */
export function useOptionalI18n(): { locale: Locale; t: Translate } | null {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useI18n().t;
}
