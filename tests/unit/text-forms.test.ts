import { describe, expect, it } from "vitest";

import { parseMyNoteForm } from "~/forms/note-forms.server";
import { parsePlayerForm } from "~/forms/player-forms.server";
import { parseReviewForm } from "~/forms/review-form.server";
import { charCount } from "~/domain/text-length";

// The course page, the player and the notes screen take the same text by the same rule (app/domain), counted
// in characters (code points): a text one form accepts, the other accepts too.

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("a review on the course page and in the player", () => {
  const review = (content: string) => ({
    coursePage: parseReviewForm(form({ intent: "review", level: "5", content })),
    player: parsePlayerForm(form({ intent: "rate", level: "5", content })).submission,
  });

  it("takes 30 emoji (30 characters, 60 UTF-16 units) on both sides", () => {
    const content = "😀".repeat(30);
    expect(charCount(content)).toBe(30);
    const { coursePage, player } = review(content);
    expect(coursePage.status).toBe("success");
    expect(player?.status).toBe("success");
  });

  it("refuses 51 emoji and 4 on both sides, each with its own catalogue key", () => {
    const long = review("😀".repeat(51));
    expect(long.coursePage.reply().error).toEqual({ content: ["courseDetail.tooLong"] });
    expect(long.player?.reply().error).toEqual({ content: ["player.reviewTooLong"] });
    const short = review("😀".repeat(4));
    expect(short.coursePage.reply().error).toEqual({ content: ["courseDetail.tooShort"] });
    expect(short.player?.reply().error).toEqual({ content: ["player.reviewTooShort"] });
  });

  it("reads the stars by the one levels rule: 1 to 5, anything else the default 5", () => {
    for (const [level, read] of [
      ["3", 3],
      ["9", 5],
      ["", 5],
    ] as const) {
      const coursePage = parseReviewForm(form({ intent: "review", level, content: "Clear lectures" }));
      const player = parsePlayerForm(form({ intent: "rate", level, content: "Clear lectures" })).submission;
      expect(coursePage.status === "success" && coursePage.value.level).toBe(read);
      expect(player?.status === "success" && player.value.intent === "rate" && player.value.level).toBe(read);
    }
  });
});

describe("a note on the notes screen and in the player", () => {
  it("takes 1000 emoji and refuses 1001 on both sides", () => {
    for (const [content, ok] of [
      ["😀".repeat(1000), true],
      ["😀".repeat(1001), false],
    ] as const) {
      const screen = parseMyNoteForm(form({ intent: "edit", id: "5", content }));
      const player = parsePlayerForm(form({ intent: "edit", id: "5", content })).submission;
      expect(screen.status === "success").toBe(ok);
      expect(player?.status === "success").toBe(ok);
    }
  });
});
