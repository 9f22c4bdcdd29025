import { describe, expect, it } from "vitest";

import { mayBeUnchanged, UNCHANGED_FIELD } from "~/domain/answer-unchanged";
import { refusedWhy } from "~/domain/refused-answers";
import { parseAnswerForm } from "~/features/question/answer-form.server";

// A question form's post that says the answer shown is unchanged (decision 042, "A move carries the move"), and why
// a refused answer is listed as not saved (decision 042, "Time").

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const QUESTION = {
  que_id: "801",
  que_type: "1",
  options: "11,12",
  is_sign: "2",
  attachment: "[]",
  answer: "11",
};

describe("a post that says its answer is unchanged", () => {
  it("is allowed for the intents that re-save the answer shown (practice's check too), never for a file's", () => {
    for (const intent of ["go:802", "save", "", "flag", "submit", "finish", "check"])
      expect(mayBeUnchanged(intent)).toBe(true);
    for (const intent of ["upload", "delete-file:9", "again", "confirm-delete-file", "go"])
      expect(mayBeUnchanged(intent)).toBe(intent === "go");
  });

  it("is read on practice's check: a check of an untouched question checks the server's answer", () => {
    const parsed = parseAnswerForm(
      formOf({ ...QUESTION, intent: "check", [UNCHANGED_FIELD]: "1" }),
      "practice",
    );
    expect(parsed.ok && parsed.value).toMatchObject({ intent: "check", unchanged: true });
  });

  it("is read only as '1', on an intent that allows it; the answer's own fields stay as sent", () => {
    const read = (fields: Record<string, string>) => {
      const parsed = parseAnswerForm(formOf({ ...QUESTION, ...fields }), "assessment");
      if (!parsed.ok) throw new Error("a valid form");
      return parsed.value;
    };
    expect(read({ intent: "go:802", [UNCHANGED_FIELD]: "1" })).toMatchObject({
      unchanged: true,
      answer: "11",
    });
    expect(read({ intent: "go:802", [UNCHANGED_FIELD]: "yes" }).unchanged).toBe(false);
    expect(read({ intent: "go:802" }).unchanged).toBe(false);
    expect(read({ intent: "upload", [UNCHANGED_FIELD]: "1" }).unchanged).toBe(false);
  });
});

describe("why a refused answer was not saved", () => {
  const ENDS = 1_800_000_000; // the deadline, Unix seconds

  it("says the time was over only once the deadline has passed; else the attempt had ended another way", () => {
    expect(refusedWhy("over", ENDS, ENDS * 1000 + 130_000)).toBe("time");
    expect(refusedWhy("over", ENDS, ENDS * 1000)).toBe("time");
    // Handed in on another device ten minutes before the deadline: never "the time was over at" a time to come.
    expect(refusedWhy("over", ENDS, ENDS * 1000 - 600_000)).toBe("ended");
    expect(refusedWhy("over", null, ENDS * 1000)).toBe("ended");
    expect(refusedWhy("refused", ENDS, ENDS * 1000 + 1)).toBe("refused");
  });
});
