import { describe, expect, it } from "vitest";

import { NOTE_CUT_SCREEN, NOTE_MAX_LENGTH, noteContentProblem, notePosition } from "~/domain/note-rules";
import { charCount, cutText } from "~/domain/text-length";

describe("noteContentProblem (learner-area §5: 5 to 1000 characters)", () => {
  it("asks for at least 5 characters", () => {
    expect(noteContentProblem("")).toBe("tooShort");
    expect(noteContentProblem("abcd")).toBe("tooShort");
    expect(noteContentProblem("abcde")).toBeNull();
    expect(noteContentProblem("五个汉字好")).toBeNull();
  });

  it("does not count the spaces around the text towards the minimum", () => {
    expect(noteContentProblem("     ")).toBe("tooShort");
    expect(noteContentProblem("  abcd \n")).toBe("tooShort");
  });

  it("allows 1000 characters and no more, counting an emoji as one", () => {
    expect(noteContentProblem("a".repeat(NOTE_MAX_LENGTH))).toBeNull();
    expect(noteContentProblem("a".repeat(NOTE_MAX_LENGTH + 1))).toBe("tooLong");
    expect(noteContentProblem("😀".repeat(NOTE_MAX_LENGTH))).toBeNull();
  });
});

describe("charCount (the one count of notes and reviews)", () => {
  it("counts code points, as cutText does", () => {
    expect(charCount("笔记😀")).toBe(3);
    expect(charCount("")).toBe(0);
  });
});

describe("cutText and notePosition as the notes screen uses them", () => {
  it("cuts at 1000 characters with an ellipsis", () => {
    const long = "x".repeat(NOTE_CUT_SCREEN + 5);
    expect(cutText(long, NOTE_CUT_SCREEN)).toEqual({ text: `${"x".repeat(NOTE_CUT_SCREEN)}…`, cut: true });
    expect(cutText("short", NOTE_CUT_SCREEN)).toEqual({ text: "short", cut: false });
  });

  it("is a time for a video note and a page otherwise", () => {
    expect(notePosition(1, 75)).toEqual({ kind: "time", seconds: 75 });
    expect(notePosition(2, 3)).toEqual({ kind: "page", page: 3 });
    expect(notePosition(null, 3)).toEqual({ kind: "page", page: 3 });
  });
});
