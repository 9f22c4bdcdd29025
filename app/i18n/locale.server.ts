import Negotiator from "negotiator";

import { readCookie } from "~/utils/cookies.server";

import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";
import { en } from "./messages/en";
import { zhCN, type Messages } from "./messages/zh-CN";

export const LOCALE_COOKIE = "locale";

const CATALOGUES: Record<Locale, Messages> = { "zh-CN": zhCN, en };

/** The locale chosen in the footer (a cookie), else the browser's Accept-Language, else zh-CN. */
export function localeOf(request: Request): Locale {
  const chosen = readCookie(request, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const negotiated = new Negotiator({
    headers: { "accept-language": request.headers.get("accept-language") ?? undefined },
  }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
}

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
