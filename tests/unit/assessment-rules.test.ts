import { describe, expect, it } from "vitest";

import {
  afterFinishUrl,
  assessmentStatusKey,
  canStartAssessment,
  isSingleAttempt,
  parseAssessTab,
  parseAttemptQuery,
  parseSubmitConfirm,
  validityOf,
} from "~/domain/assessment-rules";
import { parseId } from "~/domain/ids";
import { endPageUrl, myAssessUrl, resultReviewUrl } from "~/domain/learner-paths";
import { assessAnswerUrl } from "~/domain/question-paths";

describe("assessment list rules (learner-area §4)", () => {
  it("labels the statuses 1–4 and nothing else", () => {
    expect([1, 2, 3, 4, 5, null].map(assessmentStatusKey)).toEqual([
      "notStarted",
      "inProgress",
      "completed",
      "expired",
      null,
      null,
    ]);
  });

  it("offers start only when can_start is 1 and the status is not 4", () => {
    expect(canStartAssessment({ can_start: 1, status: 1 })).toBe(true);
    expect(canStartAssessment({ can_start: 1, status: 2 })).toBe(true);
    expect(canStartAssessment({ can_start: 1, status: 3 })).toBe(true);
    expect(canStartAssessment({ can_start: 1, status: 4 })).toBe(false);
    expect(canStartAssessment({ can_start: 0, status: 1 })).toBe(false);
    expect(canStartAssessment({ can_start: null, status: 1 })).toBe(false);
  });

  it("reads limit_type 1 as a single attempt", () => {
    expect(isSingleAttempt(1)).toBe(true);
    expect(isSingleAttempt(2)).toBe(false);
    expect(isSingleAttempt(null)).toBe(false);
  });

  it("says the window, the last day, the first day, or always open", () => {
    const none = { start_time: "", end_time: "", expire_date: "" };
    expect(validityOf({ ...none, start_time: "2026-01-01", end_time: "2026-12-31" })).toEqual({
      kind: "window",
      from: "2026-01-01",
      to: "2026-12-31",
    });
    expect(validityOf({ ...none, expire_date: "2026-12-31" })).toEqual({ kind: "until", to: "2026-12-31" });
    expect(validityOf({ ...none, start_time: "2026-01-01" })).toEqual({ kind: "from", from: "2026-01-01" });
    expect(validityOf(none)).toEqual({ kind: "open" });
  });

  it("reads the tab and ids from the query defensively", () => {
    expect([null, "0", "1", "2", "x"].map(parseAssessTab)).toEqual([0, 0, 1, 0, 0]);
    expect(parseId("42")).toBe("42");
    expect(parseId("../etc")).toBeNull();
    expect(parseId("")).toBeNull();
  });
});

describe("assessment URLs", () => {
  const attempt = { examId: "7", classId: "3", name: "Unit test & quiz", recordId: "99" };

  it("builds the list, answering, review and end URLs", () => {
    expect(myAssessUrl("100001")).toBe("/center/100001/user/myAssess?tabs=0");
    expect(myAssessUrl("100001", { tabs: 1, page: 2 })).toBe("/center/100001/user/myAssess?tabs=1&page=2");
    expect(assessAnswerUrl("100001", { ...attempt, showResult: 1, queId: "5" })).toBe(
      "/center/100001/user/myAssess/assessAnswer?ass_id=7&class_id=3&assessName=Unit+test+%26+quiz&record_id=99&show_result=1&que_id=5",
    );
    expect(resultReviewUrl("100001", { ...attempt, duration: 65, isAssess: 0 })).toBe(
      "/center/100001/user/myAssess/againAssess?ass_id=7&assessName=Unit+test+%26+quiz&record_id=99&class_id=3&tabs=1&duration=65&is_assess=0",
    );
    expect(endPageUrl("100001", 65.4)).toBe("/center/100001/user/myAssess/endAssess?time=65");
  });

  it("sends a finished attempt to the review with show_result 1, else to the end page", () => {
    expect(afterFinishUrl("100001", attempt, { showResult: 1, useDuration: 30 })).toContain("/againAssess?");
    // The end page names the attempt, so that it can show a receipt from the server's record (decision 043).
    expect(afterFinishUrl("100001", attempt, { showResult: 0, useDuration: 30 })).toBe(
      "/center/100001/user/myAssess/endAssess?time=30&ass_id=7&class_id=3&record_id=99",
    );
    expect(afterFinishUrl("100001", attempt, { showResult: null, useDuration: null })).toBe(
      "/center/100001/user/myAssess/endAssess?time=0&ass_id=7&class_id=3&record_id=99",
    );
  });
});

describe("the answering screen's query", () => {
  it("reads the attempt and refuses malformed ids", () => {
    const query = new URLSearchParams(
      "ass_id=7&class_id=3&assessName=Quiz&record_id=99&show_result=1&que_id=5&confirm=submit",
    );
    expect(parseAttemptQuery(query)).toEqual({
      examId: "7",
      classId: "3",
      recordId: "99",
      name: "Quiz",
      showResult: 1,
      queId: "5",
    });
    expect(parseAttemptQuery(new URLSearchParams("ass_id=7&record_id=99"))).toMatchObject({
      classId: "",
      showResult: null,
      queId: null,
    });
    expect(parseAttemptQuery(new URLSearchParams("ass_id=7"))).toBeNull();
    expect(parseAttemptQuery(new URLSearchParams("ass_id=7&record_id=9/9"))).toBeNull();
    expect(parseAttemptQuery(new URLSearchParams("ass_id=7&record_id=9&class_id=<x>"))).toBeNull();
  });

  it("knows the two confirm dialogs", () => {
    expect(["submit", "incomplete", "delete", null].map(parseSubmitConfirm)).toEqual([
      "submit",
      "incomplete",
      null,
      null,
    ]);
  });
});
