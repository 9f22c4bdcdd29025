import { describe, expect, it } from "vitest";

import {
  canStartPractice,
  chapterNumber,
  isExpiredSet,
  parsePracticeQuery,
  practiceScreen,
} from "~/domain/practice-rules";
import { practiceScreenUrl } from "~/domain/question-paths";

describe("practice start rule (learner-area §4)", () => {
  it("lets only status 1 start a chapter", () => {
    expect(canStartPractice(1)).toBe(true);
    expect(canStartPractice(2)).toBe(false);
    expect(canStartPractice(0)).toBe(false);
    expect(canStartPractice(null)).toBe(false);
  });

  it("marks only status 2 as expired", () => {
    expect(isExpiredSet(2)).toBe(true);
    expect(isExpiredSet(1)).toBe(false);
    expect(isExpiredSet(null)).toBe(false);
  });
});

describe("chapter numbering", () => {
  it("counts from 1", () => {
    expect([0, 1, 9].map(chapterNumber)).toEqual([1, 2, 10]);
  });
});

describe("where a started practice goes", () => {
  it("reviews a submitted card and answers any other", () => {
    expect(practiceScreen("1")).toBe("AgainPractice");
    expect(practiceScreen("0")).toBe("NowPractice");
    expect(practiceScreen("2")).toBe("NowPractice");
    expect(practiceScreen("")).toBe("NowPractice");
  });

  it("carries chapter_id, name and exe_id, encoded", () => {
    const url = new URL(
      practiceScreenUrl("100001", "1", { chapterId: "12", name: "Ratios & rates", exeId: "7" }),
      "http://x",
    );
    expect(url.pathname).toBe("/center/100001/user/myPractice/AgainPractice");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chapter_id: "12",
      name: "Ratios & rates",
      exe_id: "7",
    });
    expect(practiceScreenUrl("100001", "0", { chapterId: "1", name: "a", exeId: "2" })).toBe(
      "/center/100001/user/myPractice/NowPractice?chapter_id=1&name=a&exe_id=2",
    );
  });
});

describe("the practice screens' query", () => {
  const read = (query: string) => parsePracticeQuery(new URLSearchParams(query));

  it("reads chapter, name, set and the question shown", () => {
    expect(read("chapter_id=12&name=Ratios+%26+rates&exe_id=7&que_id=301")).toEqual({
      chapterId: "12",
      name: "Ratios & rates",
      exeId: "7",
      queId: "301",
    });
    expect(read("chapter_id=12&exe_id=7")).toEqual({ chapterId: "12", name: "", exeId: "7", queId: null });
  });

  it("needs a chapter and a set; a que_id that is not an id is none", () => {
    expect(read("exe_id=7")).toBeNull();
    expect(read("chapter_id=../1&exe_id=7")).toBeNull();
    expect(read("chapter_id=1&exe_id=7&que_id=a%20b")?.queId).toBeNull();
  });

  it("keeps que_id in a screen's URL when given", () => {
    expect(practiceScreenUrl("100001", "0", { chapterId: "1", name: "a", exeId: "2" }, "9")).toBe(
      "/center/100001/user/myPractice/NowPractice?chapter_id=1&name=a&exe_id=2&que_id=9",
    );
  });
});
