import { describe, expect, it } from "vitest";

import {
  answeringState,
  CARD_STATE_KEY,
  cardCounts,
  cardEntries,
  currentQuestion,
  firstQuestion,
  flagOf,
  isFlagged,
  neighbours,
  reviewState,
} from "~/domain/answer-card";

const card = [
  { que_id: "1", num: 1, type: 1, is_right: "1", is_sign: "2" },
  { que_id: "2", num: 2, type: 4, is_right: "", is_score: "0", is_sign: "1" },
  { que_id: "9", num: 3, type: 5, is_right: "" },
  { que_id: "3", num: 3, type: 2, parent_id: "9", is_right: "2" },
  { que_id: "4", num: 0, type: 3, is_right: "0" },
];

describe("the answer card's buttons", () => {
  it("skip the combination itself and number by num, else by position", () => {
    expect(cardEntries(card).map((item) => [item.que_id, item.number])).toEqual([
      ["1", 1],
      ["2", 2],
      ["3", 3],
      ["4", 4],
    ]);
  });

  it("answering: answered once there is a result or a pending score", () => {
    expect(cardEntries(card).map(answeringState)).toEqual(["answered", "answered", "answered", "unanswered"]);
    expect(answeringState({ que_id: "x" })).toBe("unanswered");
  });

  it("review: right, wrong, pending, unanswered ('0' and '' are unanswered, anything else wrong)", () => {
    expect(cardEntries(card).map(reviewState)).toEqual(["right", "pending", "wrong", "unanswered"]);
    expect(reviewState({ que_id: "x", is_right: "3" })).toBe("wrong");
    expect(reviewState({ que_id: "x", is_right: "" })).toBe("unanswered");
  });

  it("review: an answer not right that got some points is partial credit, a third state (decision 043)", () => {
    // A self-score of 7 of 10: the upstream keeps is_right '2' (the figures' rule), the card says partial.
    expect(reviewState({ que_id: "x", is_right: "2", is_score: "1", score: 7 })).toBe("partial");
    expect(reviewState({ que_id: "x", is_right: "2", is_score: "1", score: 0 })).toBe("wrong");
    expect(reviewState({ que_id: "x", is_right: "1", is_score: "1", score: 10 })).toBe("right");
    expect(reviewState({ que_id: "x", is_right: "2", is_score: "1", score: null })).toBe("wrong");
    // Pending stays pending, whatever the score says.
    expect(reviewState({ que_id: "x", is_right: "2", is_score: "0", score: 3 })).toBe("pending");
  });

  it("names every state with a catalogue key", () => {
    expect(CARD_STATE_KEY.pending).toBe("question.card.pending");
    expect(Object.keys(CARD_STATE_KEY).sort()).toEqual([
      "answered",
      "partial",
      "pending",
      "right",
      "unanswered",
      "wrong",
    ]);
  });

  it("flags by is_sign '1'", () => {
    expect(cardEntries(card).map(isFlagged)).toEqual([false, true, false, false]);
  });
});

describe("counts and moves", () => {
  it("counts answered and unanswered for the incomplete-submit dialog", () => {
    expect(cardCounts(card)).toEqual({ total: 4, answered: 3, unanswered: 1 });
    expect(cardCounts([])).toEqual({ total: 0, answered: 0, unanswered: 0 });
  });

  it("finds the first and the current question", () => {
    expect(firstQuestion(card)).toBe("1");
    expect(firstQuestion([])).toBeNull();
    expect(currentQuestion(card, "3")).toBe("3");
    expect(currentQuestion(card, "9")).toBe("1");
    expect(currentQuestion(card, null)).toBe("1");
  });

  it("gives previous and next, null at the ends", () => {
    expect(neighbours(card, "1")).toEqual({ index: 0, total: 4, previous: null, next: "2" });
    expect(neighbours(card, "3")).toEqual({ index: 2, total: 4, previous: "2", next: "4" });
    expect(neighbours(card, "4")).toMatchObject({ previous: "3", next: null });
    expect(neighbours(card, "nope")).toMatchObject({ index: -1, previous: null, next: null });
  });
});

describe("flagOf: a saved answer's is_sign", () => {
  it("takes the learner's user_log first", () => {
    expect(flagOf({ is_sign: "2", user_log: { is_sign: "1" } }, { is_sign: "2" })).toBe("1");
    expect(flagOf({ is_sign: "1", user_log: { is_sign: "2" } }, { is_sign: "1" })).toBe("2");
  });

  it("falls back to the question's, then the card item's", () => {
    expect(flagOf({ is_sign: "1", user_log: null }, { is_sign: "2" })).toBe("1");
    expect(flagOf({ is_sign: "", user_log: { is_sign: "" } }, { is_sign: "1" })).toBe("1");
    expect(flagOf(null, { is_sign: "1" })).toBe("1");
  });

  it("is '2' when nothing says flagged", () => {
    expect(flagOf(null)).toBe("2");
    expect(flagOf({ is_sign: "", user_log: { is_sign: "" } })).toBe("2");
    expect(flagOf({ is_sign: "0" })).toBe("2");
  });
});
