import { compileMessage } from "@lingui/message-utils/compileMessage";
import Negotiator from "negotiator";

import { readCookie } from "~/utils/cookies.server";

import { createTranslator, type CompiledMessages, type Translate } from "./i18n";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";
import { en } from "./messages/en";
import { zhCN, type Messages } from "./messages/zh-CN";

export const LOCALE_COOKIE = "locale";

const SOURCES: Record<Locale, Messages> = { "zh-CN": zhCN, en };

/** Nested catalogue → flat keys ("errors.notFound") with ICU MessageFormat compiled once per process. */
function compile(messages: object, prefix = "", into: CompiledMessages = {}): CompiledMessages {
  for (const [key, value] of Object.entries(messages)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into[id] = compileMessage(value);
    else compile(value as object, id, into);
  }
  return into;
}

const COMPILED: Record<Locale, CompiledMessages> = {
  "zh-CN": compile(SOURCES["zh-CN"]),
  en: compile(SOURCES.en),
};

/** The locale chosen in the footer (a cookie), else the browser's Accept-Language, else zh-CN. */
export function localeOf(request: Request): Locale {
  const chosen = readCookie(request, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const negotiated = new Negotiator({
    headers: { "accept-language": request.headers.get("accept-language") ?? undefined },
  }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
}

export function messagesFor(locale: Locale): CompiledMessages {
  return COMPILED[locale];
}

/** The translator for the request's locale: what an action needs for its toasts and form errors. */
export function translatorFor(request: Request): Translate {
  const locale = localeOf(request);
  return createTranslator(locale, messagesFor(locale));
}
