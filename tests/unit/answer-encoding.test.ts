import { describe, expect, it } from "vitest";

import {
  decodeAnswer,
  encodeAnswer,
  isAnswerable,
  isAnswered,
  optionLetter,
  stateFromValues,
} from "~/domain/answer-encoding";

const options = [{ id: "12" }, { id: "13" }, { id: "14" }];
const values = (answer: string[] = [], blank: string[] = []) => ({ answer, blank });

describe("option letters (learner-area §5)", () => {
  it("start at A and go on past Z", () => {
    expect([0, 1, 2, 25].map(optionLetter)).toEqual(["A", "B", "C", "Z"]);
    expect(optionLetter(26)).toBe("AA");
    expect(optionLetter(27)).toBe("AB");
  });
});

describe("encoding an answer (contract table)", () => {
  it("single choice: the chosen option's id, unknown ids dropped", () => {
    expect(encodeAnswer({ type: 1, items: options }, values(["13"]), "practice")).toBe("13");
    expect(encodeAnswer({ type: 1, items: options }, values(["99", "14"]), "practice")).toBe("14");
    expect(encodeAnswer({ type: 1, items: options }, values([]), "practice")).toBe("");
  });

  it("multiple choice: comma-joined in option order, whatever order the values came in", () => {
    expect(encodeAnswer({ type: 2, items: options }, values(["14", "12"]), "practice")).toBe("12,14");
    expect(encodeAnswer({ type: 2, items: options }, values(["14", "14", "x"]), "practice")).toBe("14");
    expect(encodeAnswer({ type: 2, items: options }, values([]), "assessment")).toBe("");
  });

  it("true/false: '1' or '2' only", () => {
    expect(encodeAnswer({ type: 3, items: [] }, values(["1"]), "practice")).toBe("1");
    expect(encodeAnswer({ type: 3, items: [] }, values(["2"]), "practice")).toBe("2");
    expect(encodeAnswer({ type: 3, items: [] }, values(["3"]), "practice")).toBe("");
  });

  it("short answer: kept as typed; whitespace only is empty in practice, kept in an assessment (mode 1)", () => {
    expect(encodeAnswer({ type: 4, items: [] }, values(["  a list\n"]), "practice")).toBe("  a list\n");
    expect(encodeAnswer({ type: 4, items: [] }, values([" \n "]), "practice")).toBe("");
    expect(encodeAnswer({ type: 4, items: [] }, values([" \n "]), "assessment")).toBe(" \n ");
    expect(encodeAnswer({ type: 4, items: [] }, values([]), "assessment")).toBe("");
  });

  it("fill-in-blank: a JSON array with one string per blank, empty when every blank is", () => {
    const blanks = [{ id: "1" }, { id: "2" }];
    expect(encodeAnswer({ type: 6, items: blanks }, values([], ["Paris", "1789"]), "practice")).toBe(
      '["Paris","1789"]',
    );
    expect(encodeAnswer({ type: 6, items: blanks }, values([], ["Paris"]), "practice")).toBe('["Paris",""]');
    expect(encodeAnswer({ type: 6, items: blanks }, values([], [" ", ""]), "assessment")).toBe("");
  });

  it("a combination and unknown types have no answer", () => {
    expect(encodeAnswer({ type: 5, items: [] }, values(["x"]), "practice")).toBe("");
    expect(isAnswerable(5)).toBe(false);
    expect(isAnswerable(0)).toBe(false);
    expect([1, 2, 3, 4, 6].every(isAnswerable)).toBe(true);
  });
});

describe("decoding a stored answer", () => {
  it("choices become the checked option ids", () => {
    expect(decodeAnswer({ type: 2, items: options }, "14,12").checked).toEqual(["12", "14"]);
    expect(decodeAnswer({ type: 1, items: options }, "13").checked).toEqual(["13"]);
    expect(decodeAnswer({ type: 1, items: options }, "99").checked).toEqual([]);
    expect(decodeAnswer({ type: 3, items: [] }, "2").checked).toEqual(["2"]);
  });

  it("text and blanks come back as they were; a broken blank answer is empty", () => {
    expect(decodeAnswer({ type: 4, items: [] }, "  x ").text).toBe("  x ");
    const blanks = [{ id: "1" }, { id: "2" }];
    expect(decodeAnswer({ type: 6, items: blanks }, '["a"]').blanks).toEqual(["a", ""]);
    expect(decodeAnswer({ type: 6, items: blanks }, "not json").blanks).toEqual(["", ""]);
    expect(decodeAnswer({ type: 6, items: blanks }, null).blanks).toEqual(["", ""]);
  });

  it("round-trips every type", () => {
    const cases = [
      { type: 1, items: options, answer: "13" },
      { type: 2, items: options, answer: "12,14" },
      { type: 3, items: [], answer: "1" },
      { type: 4, items: [], answer: "text" },
    ];
    for (const { type, items, answer } of cases) {
      const state = decodeAnswer({ type, items }, answer);
      const sent = type === 4 ? [state.text] : state.checked;
      expect(encodeAnswer({ type, items }, values(sent), "practice")).toBe(answer);
    }
  });

  it("the values a failed post sent become the form's state again", () => {
    expect(stateFromValues(values(["a"], ["b"]))).toEqual({ checked: ["a"], text: "a", blanks: ["b"] });
  });
});

describe("answered or not", () => {
  it("whitespace-only short answers count only in an assessment", () => {
    expect(isAnswered(4, "  ", "practice")).toBe(false);
    expect(isAnswered(4, "  ", "assessment")).toBe(true);
    expect(isAnswered(4, "", "assessment")).toBe(false);
  });

  it("blanks count once one has text; choices when not empty", () => {
    expect(isAnswered(6, '["", " "]', "practice")).toBe(false);
    expect(isAnswered(6, '["", "x"]', "practice")).toBe(true);
    expect(isAnswered(1, "12", "practice")).toBe(true);
    expect(isAnswered(2, "", "practice")).toBe(false);
    expect(isAnswered(5, "12", "practice")).toBe(false);
  });
});
