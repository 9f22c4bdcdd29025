import { describe, expect, it } from "vitest";

import { chooseCourseType, readCourseType } from "~/domain/catalogue-query";
import { detailTabQuery, readDetailTab } from "~/domain/course-detail-tabs";
import { formatSize, materialExtent, materialKind } from "~/domain/material-format";

import {
  canDeleteReview,
  cutIntro,
  reviewContentProblem,
  postedReviewLevel,
  reviewLevel,
} from "~/domain/review-rules";
import { courseDetailPath } from "~/domain/paths";

describe("review rules (learner-area §5, §9)", () => {
  it("wants 5 to 50 characters, counted after trimming and by code point", () => {
    expect(reviewContentProblem("abcd")).toBe("tooShort");
    expect(reviewContentProblem("  abcd   ")).toBe("tooShort");
    expect(reviewContentProblem("abcde")).toBeNull();
    expect(reviewContentProblem("很好的课程")).toBeNull();
    expect(reviewContentProblem("😀😀😀😀")).toBe("tooShort");
    expect(reviewContentProblem("x".repeat(50))).toBeNull();
    expect(reviewContentProblem("x".repeat(51))).toBe("tooLong");
  });

  it("reads levels 1 to 5 and defaults to 5", () => {
    expect(reviewLevel("3")).toBe(3);
    expect(reviewLevel(1)).toBe(1);
    expect(reviewLevel("0")).toBe(5);
    expect(reviewLevel("6")).toBe(5);
    expect(reviewLevel("2.5")).toBe(5);
    expect(reviewLevel(undefined)).toBe(5);
    // A posted level is read strictly: none, or no such level, is not a review (the form says so).
    expect(postedReviewLevel("3")).toBe(3);
    expect(postedReviewLevel(5)).toBe(5);
    for (const bad of [undefined, null, "", "0", "6", "2.5", " ", "5abc", 4.5])
      expect(postedReviewLevel(bad)).toBeNull();
  });

  it("lets only the author delete, compared by user id", () => {
    expect(canDeleteReview({ user_id: "1" }, "1")).toBe(true);
    expect(canDeleteReview({ user_id: "7" }, "1")).toBe(false);
    expect(canDeleteReview({ user_id: "1" }, null)).toBe(false);
    expect(canDeleteReview({ user_id: null }, null)).toBe(false);
  });

  it("cuts a teacher intro at 50 characters", () => {
    expect(cutIntro("short")).toEqual({ short: "short", cut: false });
    expect(cutIntro("x".repeat(50)).cut).toBe(false);
    const long = cutIntro("好".repeat(51));
    expect(long.cut).toBe(true);
    expect(long.short).toBe(`${"好".repeat(50)}…`);
  });
});

describe("material formats", () => {
  it("labels the three material types", () => {
    expect([1, 2, 3, null].map(materialKind)).toEqual(["video", "slides", "document", "document"]);
  });

  it("shows sizes in KB below a MB and in MB above", () => {
    expect(formatSize(512)).toBe("0.5 KB");
    expect(formatSize(524288)).toBe("512 KB");
    expect(formatSize(1048576)).toBe("1 MB");
    expect(formatSize(1572864)).toBe("1.5 MB");
  });

  it("gives a video its duration as hh:mm:ss and other materials their size", () => {
    expect(materialExtent({ type: 1, duration: 3725, size: 10 })).toBe("01:02:05");
    expect(materialExtent({ type: 2, duration: 0, size: 2097152 })).toBe("2 MB");
    expect(materialExtent({ type: 3, duration: null, size: null })).toBeNull();
  });
});

describe("catalogue query", () => {
  it("reads the type 1 or 2, anything else is all", () => {
    expect(readCourseType(new URLSearchParams("type=1"))).toBe(1);
    expect(readCourseType(new URLSearchParams("type=2"))).toBe(2);
    expect(readCourseType(new URLSearchParams("type=3"))).toBeNull();
    expect(readCourseType(new URLSearchParams(""))).toBeNull();
  });

  it("keeps the categories and drops the page when the type changes", () => {
    const params = new URLSearchParams("oneCateId=3&categoryLevel=1&page=4&type=1");
    expect(chooseCourseType(params, 2).toString()).toBe("oneCateId=3&categoryLevel=1&type=2");
    expect(chooseCourseType(params, null).toString()).toBe("oneCateId=3&categoryLevel=1");
  });

  it("links a course under the known school, else under /school/", () => {
    expect(courseDetailPath("100001", "42")).toBe("/center/100001/class/42");
    expect(courseDetailPath(null, "42", "tab=reviews")).toBe("/center/school/class/42?tab=reviews");
  });
});

describe("course detail tabs", () => {
  it("defaults to the directory and keeps the other parameters", () => {
    expect(readDetailTab(new URLSearchParams("tab=reviews"))).toBe("reviews");
    expect(readDetailTab(new URLSearchParams("tab=nope"))).toBe("directory");
    const params = new URLSearchParams("cmid=7&tab=reviews&page=2&confirm=delete-3");
    expect(detailTabQuery(params, "intro")).toBe("cmid=7&tab=intro");
    expect(detailTabQuery(params, "directory")).toBe("cmid=7");
    expect(detailTabQuery(params, "reviews")).toBe("cmid=7&tab=reviews&page=2");
  });
});
