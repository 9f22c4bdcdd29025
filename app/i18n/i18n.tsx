import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

import { createMessageFormatter, type CompiledMessages } from "./format-message";
import type { Locale } from "./locales";
import type { Messages } from "./messages/zh-CN";

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T];

/** Every key of the catalogue, e.g. "errors.notFound". */
export type MessageKey = Paths<Messages>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
export type { CompiledMessages };

/**
 * A translator over one locale's catalogue, compiled from ICU MessageFormat on the server by Lingui
 * (locale.server.ts): the browser gets only that catalogue, as a hashed JSON file, and its small reader
 * (format-message.ts), not a message parser.
 */
export function createTranslator(locale: Locale, messages: CompiledMessages): Translate {
  return createMessageFormatter(locale, messages);
}

// The catalogues this process or this browser holds (decision 022): the server provides both at start-up
// (locale.server.ts), the browser the one its document names, fetched before hydration (entry.client.tsx).
// The catalogue never travels in loader data.
const translators = new Map<Locale, Translate>();

export function provideCatalogue(locale: Locale, messages: CompiledMessages): void {
  translators.set(locale, createTranslator(locale, messages));
}

/** The translator of a locale whose catalogue is here, else null. */
export function translatorOf(locale: Locale): Translate | null {
  return translators.get(locale) ?? null;
}

const I18nContext = createContext<{ locale: Locale; t: Translate } | null>(null);

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const held = translatorOf(locale);
  // Only a browser whose locale changed without a new document (the switch always loads one) lacks the
  // catalogue: it loads the page again, which fetches it; until then it speaks the catalogue it has.
  useEffect(() => {
    if (!held) window.location.reload();
  }, [held]);
  const value = useMemo(
    () => ({ locale, t: held ?? translators.values().next().value ?? ((key: string) => key) }),
    [locale, held],
  );
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
