import { describe, expect, it } from "vitest";

import { UNCHANGED_FIELD } from "~/domain/answer-unchanged";
import { flagOf, flagOnly, isFlagOnly, keptFields, withFlag } from "~/domain/kept-flag";

// The flag as the answers' machinery keeps it on the device (app/domain/kept-flag.ts, decision 042).

const FORM: [string, string][] = [
  ["que_id", "801"],
  ["que_type", "1"],
  ["options", "11,12"],
  ["is_sign", "2"],
  ["attachment", "[]"],
  ["answer", "11"],
];

describe("the flag kept on the device", () => {
  it("a flag post keeps the flag it asks for: the one shown, turned over, as a value", () => {
    expect(flagOf(keptFields(FORM, "flag", undefined))).toBe("1");
    expect(flagOf(keptFields(withFlag(FORM, "1"), "flag", undefined))).toBe("2");
    // The kept flag does not turn the post over twice: it is the form's flag that is turned over.
    expect(flagOf(keptFields(FORM, "flag", withFlag(FORM, "1")))).toBe("1");
  });

  it("any other keep carries the flag kept for the question, which the form does not show yet", () => {
    const typed = withFlag([...FORM.slice(0, -1), ["answer", "12"]], "2");
    expect(keptFields(typed, "", withFlag(FORM, "1"))).toEqual(withFlag(typed, "1"));
    expect(keptFields(typed, "go:802", flagOnly(withFlag(FORM, "1")))).toEqual(withFlag(typed, "1"));
    // Nothing kept: the form's own flag.
    expect(keptFields(typed, "", undefined)).toEqual(typed);
  });

  it("a flag kept alone says its answer is unchanged; an answer kept after it does not", () => {
    const alone = flagOnly(keptFields(FORM, "flag", undefined));
    expect(isFlagOnly(alone)).toBe(true);
    expect(alone.filter(([name]) => name === UNCHANGED_FIELD)).toEqual([[UNCHANGED_FIELD, "1"]]);
    expect(isFlagOnly(keptFields(alone, "", alone))).toBe(false);
    expect(isFlagOnly(FORM)).toBe(false);
    expect(isFlagOnly(undefined)).toBe(false);
  });

  it("adds the flag to fields that had none", () => {
    expect(withFlag([["answer", "11"]], "1")).toEqual([
      ["answer", "11"],
      ["is_sign", "1"],
    ]);
    expect(flagOf([["answer", "11"]])).toBeNull();
  });
});
