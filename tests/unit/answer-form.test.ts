import { describe, expect, it } from "vitest";

import { parseAnswerForm } from "~/features/question/answer-form.server";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const base: [string, string][] = [
  ["que_id", "101"],
  ["que_type", "2"],
  ["options", "12,13,14"],
  ["is_sign", "2"],
  ["attachment", ""],
];

describe("the question form's post", () => {
  it("reads a card jump with the answer encoded in option order", () => {
    const result = parseAnswerForm(
      form([...base, ["answer", "14"], ["answer", "12"], ["intent", "go:105"]]),
      "practice",
    );
    expect(result).toMatchObject({
      ok: true,
      value: { intent: "go", target: "105", queId: "101", answer: "12,14", isSign: "2", attachment: "[]" },
    });
  });

  it("toggles the flag for 'flag' and keeps it otherwise", () => {
    const flagged = parseAnswerForm(form([...base, ["intent", "flag"]]), "practice");
    expect(flagged.ok && flagged.value.isSign).toBe("1");
    const unflag = form([...base, ["intent", "flag"]]);
    unflag.set("is_sign", "1");
    const result = parseAnswerForm(unflag, "practice");
    expect(result.ok && result.value.isSign).toBe("2");
    const saved = parseAnswerForm(form([...base, ["intent", "submit"]]), "practice");
    expect(saved.ok && saved.value).toMatchObject({ intent: "submit", isSign: "2" });
  });

  it("treats a missing intent (Enter in a blank) as save", () => {
    const result = parseAnswerForm(form(base), "practice");
    expect(result.ok && result.value.intent).toBe("save");
  });

  it("encodes blanks, and a short answer by mode", () => {
    const blanks = form([
      ["que_id", "7"],
      ["que_type", "6"],
      ["options", "1,2"],
      ["blank", "a"],
      ["blank", "b"],
    ]);
    expect(parseAnswerForm(blanks, "practice")).toMatchObject({ ok: true, value: { answer: '["a","b"]' } });
    const short = form([
      ["que_id", "7"],
      ["que_type", "4"],
      ["answer", "   "],
    ]);
    expect(parseAnswerForm(short, "practice")).toMatchObject({ ok: true, value: { answer: "" } });
    expect(parseAnswerForm(short, "assessment")).toMatchObject({ ok: true, value: { answer: "   " } });
  });

  it("says a deleted question (type 0) is not answerable", () => {
    const result = parseAnswerForm(
      form([
        ["que_id", "7"],
        ["que_type", "0"],
        ["intent", "go:8"],
      ]),
      "practice",
    );
    expect(result).toMatchObject({ ok: true, value: { answerable: false, answer: "" } });
  });

  it("refuses an answer over 4000 characters and keeps what was typed", () => {
    const long = "x".repeat(4001);
    const result = parseAnswerForm(
      form([
        ["que_id", "7"],
        ["que_type", "4"],
        ["answer", long],
      ]),
      "practice",
    );
    expect(result).toMatchObject({ ok: false, errors: ["question.tooLong"], queId: "7" });
    expect(!result.ok && result.values.answer[0]).toBe(long);
    const limit = parseAnswerForm(
      form([
        ["que_id", "7"],
        ["que_type", "4"],
        ["answer", "字".repeat(4000)],
      ]),
      "practice",
    );
    expect(limit.ok).toBe(true);
  });

  it("refuses unknown intents, bad targets and bad ids", () => {
    expect(parseAnswerForm(form([...base, ["intent", "explode"]]), "practice")).toMatchObject({
      ok: false,
      errors: ["question.badForm"],
    });
    expect(parseAnswerForm(form([...base, ["intent", "go:../x"]]), "practice").ok).toBe(false);
    expect(parseAnswerForm(form([...base, ["intent", "flag:1"]]), "practice").ok).toBe(false);
    expect(parseAnswerForm(form([["que_id", ""]]), "practice").ok).toBe(false);
  });

  it("normalises the answer's files and refuses broken JSON", () => {
    const files = JSON.stringify([
      { id: 3, file_id: "f3", file_name: "a.pdf", file_path: "/p/a.pdf", extra: "x" },
    ]);
    const good = form(base);
    good.set("attachment", files);
    const result = parseAnswerForm(good, "practice");
    expect(result.ok && JSON.parse(result.value.attachment)).toEqual([
      { id: "3", file_id: "f3", file_name: "a.pdf", file_path: "/p/a.pdf", file_url: "", cover: "" },
    ]);
    const bad = form(base);
    bad.set("attachment", "{not json");
    expect(parseAnswerForm(bad, "practice")).toMatchObject({ ok: false, errors: ["question.badAttachment"] });
  });

  it("keeps an empty blank in its place, and what was typed on a refusal", () => {
    const blanks = form([
      ["que_id", "7"],
      ["que_type", "6"],
      ["options", "1,2,3"],
      ["blank", "a"],
      ["blank", ""],
      ["blank", "c"],
    ]);
    expect(parseAnswerForm(blanks, "practice")).toMatchObject({
      ok: true,
      value: { answer: '["a","","c"]', values: { blank: ["a", "", "c"], answer: [] } },
    });
    blanks.set("attachment", "not json");
    expect(parseAnswerForm(blanks, "practice")).toEqual({
      ok: false,
      errors: ["question.badAttachment"],
      values: { answer: [], blank: ["a", "", "c"] },
      queId: "7",
    });
  });
});
