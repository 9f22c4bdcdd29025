import { createHash } from "node:crypto";

import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse } from "cookie";
import Negotiator from "negotiator";

import { catalogueAssetPath } from "~/domain/paths";

import { createTranslator, provideCatalogue, type CompiledMessages, type Translate } from "./i18n";
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
for (const locale of LOCALES) provideCatalogue(locale, COMPILED[locale]);

/**
 * Each catalogue as the browser fetches it (decision 022): the JSON text, made once per process, and the path
 * that names it by a hash of that text, so a browser keeps it for good and a change of wording is a new path.
 */
type CatalogueAsset = { json: string; hash: string; path: string };
const ASSETS = Object.fromEntries(
  LOCALES.map((locale) => {
    const json = JSON.stringify(COMPILED[locale]);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    return [locale, { json, hash, path: catalogueAssetPath(locale, hash) }];
  }),
) as Record<Locale, CatalogueAsset>;

/** The path of a locale's catalogue, for the document's preload link. */
export function catalogueHref(locale: Locale): string {
  return ASSETS[locale].path;
}

/** The catalogue a path names (`zh-CN.<hash>.json`), or null for an unknown locale or an older hash. */
export function catalogueJsonOf(file: string): string | null {
  const match = /^(.+)\.([0-9a-f]{12})\.json$/.exec(file);
  if (!match || !isLocale(match[1])) return null;
  const asset = ASSETS[match[1]];
  return asset.hash === match[2] ? asset.json : null;
}

/** The locale chosen in the footer (a cookie), else the browser's Accept-Language, else zh-CN. */
export function localeOf(request: Request): Locale {
  const chosen = parse(request.headers.get("cookie") ?? "")[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const negotiated = new Negotiator({
    headers: { "accept-language": request.headers.get("accept-language") ?? undefined },
  }).language([...LOCALES]);
  return isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
}

export function messagesFor(locale: Locale): CompiledMessages {
  return COMPILED[locale];
}

/**
 * Each locale's translator, made once per process: a translator holds no state of a request, and making one builds
 * its plural rules and number format (three Intl objects, tens of µs), which every page's title paid (decision 034).
 */
const TRANSLATORS = Object.fromEntries(
  LOCALES.map((locale) => [locale, createTranslator(locale, COMPILED[locale])]),
) as Record<Locale, Translate>;

/** The translator for the request's locale: what an action needs for its toasts and form errors. */
export function translatorFor(request: Request): Translate {
  return TRANSLATORS[localeOf(request)];
}
