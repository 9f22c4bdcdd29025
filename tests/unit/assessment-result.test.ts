import { describe, expect, it } from "vitest";

import {
  durationWording,
  isPendingScore,
  parseResultQuery,
  parseScore,
  scoreProblem,
  parseSeconds,
  resultHeader,
  scoreMax,
  SHORT_ANSWER,
  splitDuration,
  subjectiveScoring,
} from "~/domain/assessment-result";
import { QUESTION_TYPE } from "~/domain/answer-encoding";
import { resultUrl } from "~/domain/question-paths";

const item = (is_right: string, is_score = "") => ({ is_right, is_score });

describe("the result review's query (learner-area §2)", () => {
  it("reads the spec's fields and the current question", () => {
    const query = parseResultQuery(
      new URLSearchParams(
        "ass_id=7&assessName=Unit%201&record_id=42&class_id=3&tabs=1&duration=95&is_assess=0&que_id=701",
      ),
    );
    expect(query).toEqual({
      examId: "7",
      recordId: "42",
      classId: "3",
      name: "Unit 1",
      tabs: "1",
      duration: 95,
      isAssess: 0,
      queId: "701",
      ended: null,
    });
  });

  it("reads how the attempt was handed in after its finish, nothing else (decision 043)", () => {
    const ended = (value: string) => parseResultQuery(new URLSearchParams({ ended: value })).ended;
    expect(ended("learner")).toBe("learner");
    expect(ended("time")).toBe("time");
    expect(ended("TIME")).toBeNull();
    expect(ended("<script>")).toBeNull();
  });

  it("treats unusable values as missing", () => {
    const query = parseResultQuery(
      new URLSearchParams("ass_id=../x&record_id=&duration=-5&is_assess=2&que_id=a b&tabs=9"),
    );
    expect(query).toMatchObject({
      examId: null,
      recordId: null,
      classId: "",
      name: "",
      tabs: "1",
      duration: null,
      isAssess: null,
      queId: null,
    });
  });

  it("builds the review URL of one question", () => {
    const search = new URLSearchParams("ass_id=7&record_id=42&que_id=1");
    expect(resultUrl("100001", search, "9")).toBe(
      "/center/100001/user/myAssess/againAssess?ass_id=7&record_id=42&que_id=9",
    );
    expect(resultUrl("100001", search, null)).toBe(
      "/center/100001/user/myAssess/againAssess?ass_id=7&record_id=42",
    );
  });
});

describe("seconds in the query (the end page's time)", () => {
  it("accepts whole seconds only", () => {
    expect(parseSeconds("0")).toBe(0);
    expect(parseSeconds("3725")).toBe(3725);
    for (const bad of [null, "", "-1", "1.5", "abc", "1e3", "9999999999"])
      expect(parseSeconds(bad)).toBeNull();
  });
});

describe("the score header", () => {
  const card = {
    items: [item("1", "1"), item("2", "1"), item("", "0"), item("0")],
    total_score: 30,
    total_user_score: 12.5,
    duration: 125,
    is_assess: 0,
  };

  it("counts what waits for a score and says the total is not final", () => {
    expect(resultHeader(card)).toEqual({
      userScore: 12.5,
      totalScore: 30,
      duration: 125,
      pending: 1,
      assessed: false,
    });
  });

  it("is final once nothing is pending", () => {
    const scored = { ...card, items: [item("1", "1")], is_assess: 1 };
    expect(resultHeader(scored)).toMatchObject({ pending: 0, assessed: true });
  });

  it("takes the query's duration and is_assess only when the card has none", () => {
    const bare = { items: [], total_score: null, total_user_score: null, duration: null, is_assess: null };
    expect(resultHeader(bare, { duration: 60, isAssess: 0 })).toEqual({
      userScore: 0,
      totalScore: 0,
      duration: 60,
      pending: 0,
      assessed: false,
    });
    expect(resultHeader(card, { duration: 60, isAssess: 1 }).duration).toBe(125);
  });

  it("rounds float noise away", () => {
    const noisy = { ...card, total_user_score: 0.1 + 0.2 };
    expect(resultHeader(noisy).userScore).toBe(0.3);
  });

  it("knows a pending item by is_score '0' only", () => {
    expect(isPendingScore(item("", "0"))).toBe(true);
    expect(isPendingScore(item("2", "1"))).toBe(false);
    expect(isPendingScore(item("0"))).toBe(false);
  });
});

describe("which label a question gets (learner-area §4 scoring)", () => {
  const shortAnswer = (is_score: string, score: number | null = null) => ({
    type: 4,
    score: 10,
    user_log: { score, is_score },
  });

  it("gives the learner the score form when the assessment is self-scored", () => {
    expect(subjectiveScoring({ is_subjective: 1 }, shortAnswer("0"))).toEqual({
      kind: "self",
      score: null,
      max: 10,
    });
    expect(subjectiveScoring({ is_subjective: 1 }, shortAnswer("1", 7.5))).toEqual({
      kind: "self",
      score: 7.5,
      max: 10,
    });
  });

  it("shows the teacher's score, or pending, otherwise", () => {
    expect(subjectiveScoring({ is_subjective: 0 }, shortAnswer("0"))).toEqual({
      kind: "teacher",
      score: null,
    });
    expect(subjectiveScoring({ is_subjective: null }, shortAnswer("1", 4))).toEqual({
      kind: "teacher",
      score: 4,
    });
  });

  it("has nothing for objective or unanswered questions", () => {
    expect(subjectiveScoring({ is_subjective: 1 }, { type: 1, score: 5, user_log: null })).toBeNull();
    expect(
      subjectiveScoring({ is_subjective: 1 }, { type: 2, score: 5, user_log: { score: 5, is_score: "1" } }),
    ).toBeNull();
    expect(subjectiveScoring({ is_subjective: 1 }, { type: 4, score: 5, user_log: null })).toBeNull();
  });
});

describe("the score input (learner-area §5)", () => {
  it("accepts a number from 0 up to the question's score, decimals too", () => {
    expect(parseScore("0", 10)).toBe(0);
    expect(parseScore("10", 10)).toBe(10);
    expect(parseScore(" 7.5 ", 10)).toBe(7.5);
    expect(parseScore("3.25", 10)).toBe(3.25);
  });

  it("refuses anything else", () => {
    for (const bad of ["", " ", "11", "10.01", "-1", "abc", "1e1", "3,5", "3.125", "+3", "0x5", "Infinity"]) {
      expect(parseScore(bad, 10), bad).toBeNull();
    }
  });

  it("names why a score is refused: the step for a finer score in range, else the range (decision 051)", () => {
    expect(scoreProblem("3.125", 10)).toBe("precision");
    expect(scoreProblem("0.001", 10)).toBe("precision");
    expect(scoreProblem("10.001", 10)).toBe("range");
    expect(scoreProblem("11", 10)).toBe("range");
    expect(scoreProblem("abc", 10)).toBe("range");
    expect(scoreProblem("7.25", 10)).toBeNull();
  });

  it("takes the question's own score as the maximum, 0 when it has none", () => {
    expect(scoreMax(10)).toBe(10);
    expect(scoreMax(null)).toBe(0);
    expect(scoreMax(-3)).toBe(0);
    expect(parseScore("1", scoreMax(null))).toBeNull();
  });
});

describe("time used", () => {
  it("splits seconds into hours, minutes and seconds", () => {
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(splitDuration(59.9)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(-4)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it("shows only the units that matter", () => {
    expect(durationWording(splitDuration(45))).toBe("s");
    expect(durationWording(splitDuration(185))).toBe("ms");
    expect(durationWording(splitDuration(3607))).toBe("hms");
  });
});

describe("the subjective question type", () => {
  it("is the answer encoding's short answer (written as its number so the module does not import the encoding)", () => {
    expect(SHORT_ANSWER).toBe(QUESTION_TYPE.short);
  });
});
