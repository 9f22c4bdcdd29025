import { contentLang } from "~/domain/content-language";
import { useI18n } from "~/i18n/i18n";

/**
 * The one way a component marks content that may be in another language than the page
 * (decision 036): `const lang = useContentLang()`, then `<h3 lang={lang(course.name)}>` on the element that holds the text
 * alone (app/domain/content-language.ts says which).
 */
export function useContentLang(): (text: string | null | undefined) => string | undefined {
  const { locale } = useI18n();
  return (text) => (text ? contentLang(text, locale) : undefined);
}
