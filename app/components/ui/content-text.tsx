import { useContentLang } from "~/hooks/use-content-lang";

/** The value placeholder of a catalogue text that holds content: `t(key, { name: CONTENT_SLOT })`. */
export const CONTENT_SLOT = "\u0000";

/**
 * A catalogue text with a piece of content in it ('Category: 党员标准'): the portal's words in the page's
 * language, the content in an element of its own with its language (decision 036). `text` is the
 * translated text with `CONTENT_SLOT` where the content goes.
 */
export function ContentIn({ text, value }: { text: string; value: string }) {
  const lang = useContentLang();
  const [before, after] = text.split(CONTENT_SLOT);
  return (
    <>
      {before}
      <span lang={lang(value)}>{value}</span>
      {after}
    </>
  );
}
