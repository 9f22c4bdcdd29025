import type { Locale } from "~/i18n/locales";

// Content in another language than the page carries `lang` (decision 036, WCAG 3.1.2), so that a screen reader
// reads it with the right voice. The portal's own words follow the page (the catalogue); what the upstream and
// the sites' tables hold (course names, introductions, reviews, the sites' texts) is in the language it was
// written in, which the data does not say: Chinese script is the sign (the schools' content is Chinese).

/**
 * The `lang` a text of content needs on a page in `locale`: "zh-CN" for a text with Chinese characters on a
 * page in another language, else undefined (the page's own). Kept this small: every page's script carries it.
 */
export function contentLang(text: string, locale: Locale): "zh-CN" | undefined {
  return locale !== "zh-CN" && /[\u3400-\u9fff]/.test(text) ? "zh-CN" : undefined;
}
