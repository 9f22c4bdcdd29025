import { describe, expect, it } from "vitest";

import { createTranslator } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/locale.server";
import { LOCALES } from "~/i18n/locales";
import { en } from "~/i18n/messages/en";

/** Every message of a nested catalogue, by its dotted key. */
function flatten(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );
}

describe("the catalogues", () => {
  it("have the same keys in every locale", () => {
    const keys = LOCALES.map((locale) => Object.keys(messagesFor(locale)).sort());
    for (const other of keys.slice(1)) expect(other).toEqual(keys[0]);
  });

  it("interpolate values", () => {
    const t = createTranslator("en", messagesFor("en"));
    expect(t("title.withSchool", { school: "Demo School" })).toBe("Demo School - Online Learning Platform");
    expect(t("footer.copyright", { year: 2026 })).toBe(
      "© 2026 Online Learning Platform. All rights reserved.",
    );
    const zh = createTranslator("zh-CN", messagesFor("zh-CN"));
    expect(zh("errors.notFound")).toBe("您访问的页面不存在");
  });

  it("leave no message uncompiled or empty", () => {
    for (const locale of LOCALES) {
      const t = createTranslator(locale, messagesFor(locale));
      for (const key of Object.keys(messagesFor(locale))) {
        const text = t(key as Parameters<typeof t>[0], {
          school: "S",
          name: "N",
          year: 2026,
          n: 1,
          count: 2,
          names: "A",
          total: "00:00:01",
        });
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("count things in English in the right number: 1 star, 2 stars", () => {
    // A number followed by a plural noun, outside an ICU plural, reads "1 stars"; {section} is a name, not a count.
    const counted = flatten(en).filter(([, text]) =>
      [...text.matchAll(/\{(\w+)\} [a-z]+s\b/g)].some(([, name]) => name !== "section"),
    );
    expect(counted.map(([key]) => key)).toEqual([]);
    const t = createTranslator("en", messagesFor("en"));
    expect(t("player.stars", { count: 1 })).toBe("1 star");
    expect(t("player.stars", { count: 4 })).toBe("4 stars");
    expect(t("courseDetail.levelOption", { level: 1 })).toBe("1 star");
    expect(t("catalogue.resultCount", { total: 1 })).toBe("1 course");
    expect(t("assess.leftSeconds", { seconds: 1 })).toBe("1 second left");
  });
});
