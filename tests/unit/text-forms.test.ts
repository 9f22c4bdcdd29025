import { describe, expect, it } from "vitest";

import { MyNoteFormSchema } from "~/forms/note-forms.server";
import { parseFormData } from "~/forms/parse-form.server";
import { parsePlayerForm } from "~/forms/player-forms.server";
import { PublicReviewFormSchema, ReviewFormSchema } from "~/forms/review-form.server";
import { charCount } from "~/domain/text-length";
import { createTranslator, type MessageKey } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/locale.server";

// The course page, the player and the notes screen take the same text by the same rule (app/domain), counted
// in characters (code points): a text one form accepts, the other accepts too.

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("a review on the course page and in the player", () => {
  const review = (content: string) => ({
    coursePage: parseFormData(form({ intent: "review", level: "5", content }), ReviewFormSchema),
    player: parsePlayerForm(form({ intent: "rate", level: "5", content })).form,
  });

  it("takes 30 emoji (30 characters, 60 UTF-16 units) on both sides", () => {
    const content = "😀".repeat(30);
    expect(charCount(content)).toBe(30);
    const { coursePage, player } = review(content);
    expect(coursePage.ok).toBe(true);
    expect(player?.ok).toBe(true);
  });

  it("refuses 51 emoji and 4 on both sides, with the learner area's one wording of each rule", () => {
    const long = review("😀".repeat(51));
    expect(long.coursePage.reply().error).toEqual({ content: ["courseDetail.tooLong"] });
    expect(long.player?.reply().error).toEqual({ content: ["courseDetail.tooLong"] });
    const short = review("😀".repeat(4));
    expect(short.coursePage.reply().error).toEqual({ content: ["validation.tooShort"] });
    expect(short.player?.reply().error).toEqual({ content: ["validation.tooShort"] });
  });

  it("reads the stars 1 to 5", () => {
    for (const level of ["1", "3", "5"]) {
      const coursePage = parseFormData(
        form({ intent: "review", level, content: "Clear lectures" }),
        ReviewFormSchema,
      );
      const player = parsePlayerForm(form({ intent: "rate", level, content: "Clear lectures" })).form;
      expect(coursePage.ok && coursePage.value.level).toBe(Number(level));
      expect(player?.ok && player.value.intent === "rate" && player.value.level).toBe(Number(level));
    }
  });

  it("refuses a review without a level (or with no such level) with a message, never a silent 5", () => {
    for (const level of [null, "", "0", "9", "2.5", "five"]) {
      const values: Record<string, string> = { content: "Clear lectures" };
      if (level !== null) values.level = level;
      const coursePage = parseFormData(form({ intent: "review", ...values }), ReviewFormSchema);
      const player = parsePlayerForm(form({ intent: "rate", ...values })).form;
      expect(coursePage.reply().error, `level ${level}`).toEqual({ level: ["validation.levelRequired"] });
      expect(player?.reply().error, `level ${level}`).toEqual({ level: ["validation.levelRequired"] });
    }
  });
});

describe("the 5-character rule speaks each spec's wording, one catalogue entry each (decision 020: one wording per rule)", () => {
  const zh = createTranslator("zh-CN", messagesFor("zh-CN"));
  const short = (parsed: { reply: () => { error?: Record<string, string[] | null> | null } } | null) =>
    zh((parsed?.reply().error?.content?.[0] ?? "") as MessageKey);

  it("learner-area §5 on the notes screen, the player's notes and rate dialog and the course page", () => {
    expect(short(parseFormData(form({ intent: "edit", id: "5", content: "abcd" }), MyNoteFormSchema))).toBe(
      "请输入至少5个字符",
    );
    const playerNote = parsePlayerForm(
      form({ intent: "note", content: "abcd", position: "0", cm_id: "1", chapter_id: "2", type: "1" }),
    );
    expect(short(playerNote.form)).toBe("请输入至少5个字符");
    expect(short(parsePlayerForm(form({ intent: "rate", level: "5", content: "abcd" })).form)).toBe(
      "请输入至少5个字符",
    );
    expect(
      short(parseFormData(form({ intent: "review", level: "5", content: "abcd" }), ReviewFormSchema)),
    ).toBe("请输入至少5个字符");
  });

  it("public-sites §5 on the public sites' course details", () => {
    expect(
      short(parseFormData(form({ intent: "review", level: "5", content: "abcd" }), PublicReviewFormSchema)),
    ).toBe("至少输入5个字");
  });
});

describe("a note on the notes screen and in the player", () => {
  it("takes 1000 emoji and refuses 1001 on both sides", () => {
    for (const [content, ok] of [
      ["😀".repeat(1000), true],
      ["😀".repeat(1001), false],
    ] as const) {
      const screen = parseFormData(form({ intent: "edit", id: "5", content }), MyNoteFormSchema);
      const player = parsePlayerForm(form({ intent: "edit", id: "5", content })).form;
      expect(screen.ok).toBe(ok);
      expect(player?.ok).toBe(ok);
    }
  });
});
