import { describe, expect, it } from "vitest";

import {
  lostFiles,
  readUnsent,
  transferFailure,
  waitsForHeldFiles,
  withUnsent,
} from "~/domain/answer-files-waiting";
import { emptyRecord, keep, readRecord } from "~/domain/answer-outbox";
import { mergeRecord } from "~/domain/answer-outbox-merge";

// Answer files picked while the line is down (decision 042, "Answer files picked offline"): only their names are
// kept on the device, what a page opening the attempt tells the learner, which failures hold a file and which
// refuse it, and which posts wait for held files.

describe("the names of answer files not sent", () => {
  it("keeps per question the names the page holds, each once, and forgets a question with none", () => {
    let unsent = withUnsent(undefined, "q4", 4, ["essay.pdf", "essay.pdf", "chart.png"]);
    expect(unsent).toEqual({ q4: { number: 4, names: ["essay.pdf", "chart.png"] } });
    unsent = withUnsent(unsent, "q2", 2, ["clip.mp4"]);
    unsent = withUnsent(unsent, "q4", 4, []);
    expect(unsent).toEqual({ q2: { number: 2, names: ["clip.mp4"] } });
  });

  it("reads back only what is a list of names: a damaged value is nothing waiting", () => {
    expect(
      readUnsent({ q1: { number: 1, names: ["a.pdf", 7, ""] }, q2: { names: "b.pdf" }, q3: null }),
    ).toEqual({
      q1: { number: 1, names: ["a.pdf"] },
    });
    expect(readUnsent("nonsense")).toEqual({});
    expect(readUnsent({ q1: { names: ["a.pdf"] } })).toEqual({ q1: { number: null, names: ["a.pdf"] } });
  });

  it("tells the learner of every named file this page does not hold, by question number", () => {
    const unsent = {
      q9: { number: 9, names: ["late.docx"] },
      q4: { number: 4, names: ["essay.pdf", "chart.png"] },
    };
    expect(lostFiles(unsent, {})).toEqual([
      { queId: "q4", number: 4, names: ["essay.pdf", "chart.png"] },
      { queId: "q9", number: 9, names: ["late.docx"] },
    ]);
    expect(lostFiles(unsent, { q4: ["essay.pdf"], q9: ["late.docx"] })).toEqual([
      { queId: "q4", number: 4, names: ["chart.png"] },
    ]);
    expect(lostFiles(undefined, {})).toEqual([]);
  });

  it("survive the answers' own writes to the record, and a reading back; no file content is in it", () => {
    const mine = keep(emptyRecord("page-a", 1), "q1", [["answer", "x"]], 1, 2);
    const stored = { ...emptyRecord("", 1), unsent: withUnsent(undefined, "q4", 4, ["essay.pdf"]) };
    const written = mergeRecord(stored, mine, ["q1"], 3).stored;
    expect(written.unsent).toEqual({ q4: { number: 4, names: ["essay.pdf"] } });
    const read = readRecord(JSON.stringify(written));
    expect(read?.unsent).toEqual({ q4: { number: 4, names: ["essay.pdf"] } });
    expect(JSON.stringify(read)).not.toMatch(/%PDF|base64|blob:/);
  });
});

describe("a held file's transfer", () => {
  it("waits for the line when no answer came or the server could not take it now, else is refused for good", () => {
    expect(transferFailure(null)).toBe("line");
    expect(transferFailure(503)).toBe("line");
    expect(transferFailure(500)).toBe("line");
    expect(transferFailure(408)).toBe("line");
    expect(transferFailure(429)).toBe("line");
    expect(transferFailure(400)).toBe("refused");
    expect(transferFailure(413)).toBe("refused");
    expect(transferFailure(422)).toBe("refused");
    expect(transferFailure(401)).toBe("refused");
  });

  it("holds back a move and a hand-in, not a save, the flag, an upload or a delete", () => {
    expect(waitsForHeldFiles("go:123")).toBe(true);
    expect(waitsForHeldFiles("submit")).toBe(true);
    expect(waitsForHeldFiles("finish")).toBe(true);
    for (const intent of ["save", "flag", "upload", "delete-file:9", "confirm-delete-file", ""])
      expect(waitsForHeldFiles(intent)).toBe(false);
  });
});
