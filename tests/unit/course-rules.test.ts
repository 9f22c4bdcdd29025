import { describe, expect, it } from "vitest";

import {
  canEnterCourse,
  courseBadge,
  entryBlock,
  noteCourseTakenDown,
  recordTakenDown,
  validityOf,
} from "~/domain/course-rules";
import { playerPath } from "~/domain/paths";

describe("course states (learner-area §2, §4)", () => {
  it("remaining_day 0 is expired and blocks entry; status 3 blocks entry", () => {
    expect(canEnterCourse({ remaining_day: 0, status: 1 })).toBe(false);
    expect(canEnterCourse({ remaining_day: 5, status: 3 })).toBe(false);
    expect(canEnterCourse({ remaining_day: 5, status: 2 })).toBe(true);
    expect(canEnterCourse({ remaining_day: null, status: 1 })).toBe(true);
  });

  it("shows status_name for completed and disabled only", () => {
    expect(courseBadge({ status: 2 })).toBe("completed");
    expect(courseBadge({ status: 3 })).toBe("disabled");
    expect(courseBadge({ status: 1 })).toBeNull();
  });

  it("shows validity in days, or an expiry date, never for type 1", () => {
    expect(validityOf({ type: 2, remaining_day: 12, end_date: "2027-01-01" })).toEqual({
      kind: "days",
      days: 12,
    });
    expect(validityOf({ type: 2, remaining_day: null, end_date: "2027-01-01" })).toEqual({
      kind: "until",
      date: "2027-01-01",
    });
    expect(validityOf({ type: 2, remaining_day: 0 })).toEqual({ kind: "expired" });
    expect(validityOf({ type: 1, remaining_day: 0, end_date: "2027-01-01" })).toEqual({ kind: "none" });
    expect(validityOf({ type: 2 })).toEqual({ kind: "none" });
  });
});

describe("opening a course from a record or a note (learner-area §4)", () => {
  it("says expired first, then taken down, else lets the learner in", () => {
    expect(entryBlock({ remaining_day: 0 }, true)).toBe("expired");
    expect(entryBlock({ remaining_day: 3 }, true)).toBe("takenDown");
    expect(entryBlock({ remaining_day: 3 }, false)).toBeNull();
  });

  it("reads taken down as course_status 2 on a record and as not 1 on a note", () => {
    expect(recordTakenDown(2)).toBe(true);
    expect(recordTakenDown(1)).toBe(false);
    expect(recordTakenDown(null)).toBe(false);
    expect(noteCourseTakenDown(1)).toBe(false);
    expect(noteCourseTakenDown(2)).toBe(true);
    expect(noteCourseTakenDown(null)).toBe(true);
  });

  it("opens the player at a material, or at 0 to resume", () => {
    expect(playerPath("100001", "42")).toBe("/center/100001/video/42/0");
    expect(playerPath("100001", "42", "7")).toBe("/center/100001/video/42/7");
  });

  it("names the material's chapter when the link knows it, never for videoId 0", () => {
    expect(playerPath("100001", "42", "7", "70")).toBe("/center/100001/video/42/7?chapter=70");
    expect(playerPath("100001", "42", "7", null)).toBe("/center/100001/video/42/7");
    expect(playerPath("100001", "42", 0, "70")).toBe("/center/100001/video/42/0");
  });
});
