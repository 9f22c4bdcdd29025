import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { createMessageFormatter } from "~/i18n/format-message";
import { messagesFor } from "~/i18n/locale.server";
import { LOCALES } from "~/i18n/locales";

// The catalogue's reader (decision 023) says exactly what Lingui's runtime says, for every message of both
// languages and counts that take every plural branch, and for the ICU shapes the catalogue may grow into.

const SAMPLES: Record<string, string | number>[] = [
  {},
  ...[0, 1, 2, 5, 21, 1234, 1.5].map((n) => ({
    count: n,
    minutes: n,
    total: n,
    n,
    page: n,
    done: n,
    left: n,
  })),
];

function placeholdersOf(message: unknown): string[] {
  if (!Array.isArray(message)) return [];
  return message.flatMap((token) =>
    Array.isArray(token)
      ? [token[0] as string, ...Object.values((token[2] ?? {}) as object).flatMap(placeholdersOf)]
      : [],
  );
}

describe("createMessageFormatter", () => {
  for (const locale of LOCALES) {
    it(`says what Lingui says for every ${locale} message`, () => {
      const messages = messagesFor(locale);
      const ours = createMessageFormatter(locale, messages);
      const lingui = setupI18n({ locale, messages: { [locale]: messages } });
      let compared = 0;
      for (const [key, message] of Object.entries(messages)) {
        const names = placeholdersOf(message);
        for (const sample of SAMPLES) {
          const values = Object.fromEntries(
            names.map((name) => [name, sample[name] ?? sample.n ?? `«${name}»`]),
          );
          const withText = Object.keys(sample).length
            ? values
            : Object.fromEntries(names.map((n) => [n, `«${n}»`]));
          expect(ours(key, withText), key).toBe(lingui._(key, withText));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("reads the ICU shapes the catalogue may grow into as Lingui does", () => {
    const sources = {
      exact: "{count, plural, =0 {none} one {# item} other {# items}} left",
      ordinal: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
      select: "{kind, select, video {a video} other {a page}} of {course}",
      literal: "Item #1 of {count}",
      missing: "Hi {name}!",
    };
    const messages = Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, compileMessage(v)]));
    const ours = createMessageFormatter("en", messages);
    const lingui = setupI18n({ locale: "en", messages: { en: messages } });
    const samples: Record<string, string | number>[] = [
      {},
      { count: 0, n: 2, kind: "video", course: "C" },
      { count: 1, n: 3, kind: "x" },
    ];
    for (const values of samples) {
      for (const key of [...Object.keys(sources), "not.a.key"]) {
        expect(ours(key, values), key).toBe(lingui._(key, values));
      }
    }
  });
});
