import { describe, expect, it } from "vitest";

import {
  hasCourses,
  hasStudyTime,
  splitClassNames,
  studyTimeShares,
  totalStudySeconds,
} from "~/domain/study-stats";

describe("class names in the top card", () => {
  it("shows the first one and counts the rest", () => {
    expect(splitClassNames(["A", "B", "C", "D"])).toEqual({
      shown: ["A"],
      hidden: 3,
      all: ["A", "B", "C", "D"],
    });
    expect(splitClassNames(["A", "B", "C"], 2)).toEqual({
      shown: ["A", "B"],
      hidden: 1,
      all: ["A", "B", "C"],
    });
    expect(splitClassNames(["A"])).toEqual({ shown: ["A"], hidden: 0, all: ["A"] });
    expect(splitClassNames([" ", "B "])).toEqual({ shown: ["B"], hidden: 0, all: ["B"] });
    expect(splitClassNames([])).toEqual({ shown: [], hidden: 0, all: [] });
  });
});

describe("study time", () => {
  const items = [
    { category_name: "A", visit_time: 300 },
    { category_name: "B", visit_time: 0 },
    { category_name: "C", visit_time: 100 },
  ];

  it("uses the report's total, else the sum", () => {
    expect(totalStudySeconds(1000, items)).toBe(1000);
    expect(totalStudySeconds(0, items)).toBe(400);
  });

  it("draws the categories with time and their shares", () => {
    expect(studyTimeShares(items)).toEqual([
      { name: "A", seconds: 300, percent: 75 },
      { name: "C", seconds: 100, percent: 25 },
    ]);
    expect(studyTimeShares([...items, { category_name: "D", visit_time: 500 }])[1]?.percent).toBe(11.1);
  });

  it("is empty when no category has time", () => {
    expect(hasStudyTime(items)).toBe(true);
    expect(hasStudyTime([{ visit_time: 0 }])).toBe(false);
    expect(hasStudyTime([])).toBe(false);
  });
});

describe("courses", () => {
  it("is empty when no category has a course", () => {
    expect(hasCourses([{ leran_course_count: 0 }, { leran_course_count: 2 }])).toBe(true);
    expect(hasCourses([{ leran_course_count: 0 }])).toBe(false);
    expect(hasCourses([])).toBe(false);
  });
});
