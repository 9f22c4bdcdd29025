import { describe, expect, it } from "vitest";

import { refusalKey, refusalMessage, refusalToast, spokenOutcome } from "~/domain/refusals";
import { en } from "~/i18n/messages/en";
import { zhCN } from "~/i18n/messages/zh-CN";

// Every refusal a learner can meet on the practice and assessment screens, in the page's language from the
// portal's catalogue, keyed by the upstream's code at the place it comes from (decision 043).

const lookup = (catalogue: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);

describe("the refusal catalogue", () => {
  it("names the reference upstream's refusals by code and place", () => {
    // "This assessment can be taken only once" / "has ended" / "has not started yet" at a start.
    expect(refusalKey("start", "2004")).toBe("refusal.cannotStart");
    // "This record does not exist" on an attempt; "The time for this assessment is over…" on a save.
    expect(refusalKey("attempt", "2004")).toBe("refusal.attemptMissing");
    expect(refusalKey("attempt", "1409")).toBe("refusal.attemptOver");
    expect(refusalKey("result", "2004")).toBe("refusal.resultUnavailable");
    expect(refusalKey("practice", "1410")).toBe("refusal.practiceExpired");
    expect(refusalKey("practice", "1409")).toBe("refusal.chapterSubmitted");
    expect(refusalKey("attempt", "1499")).toBeNull();
    expect(refusalKey("attempt", null)).toBeNull();
  });

  it("drops the upstream's words for a known code, keeps them for an unknown one, else the fallback", () => {
    expect(
      refusalMessage("attempt", { code: "1409", message: "The time … is over" }, "assess.submitFailed"),
    ).toEqual({ key: "refusal.attemptOver", text: null });
    expect(refusalMessage("attempt", { code: "1499", message: "Closed" }, "assess.submitFailed")).toEqual({
      key: "assess.submitFailed",
      text: "Closed",
    });
    expect(refusalMessage("attempt", { code: null, message: "" }, "assess.submitFailed")).toEqual({
      key: "assess.submitFailed",
      text: null,
    });
    expect(refusalToast("start", { code: "2004", message: "only once" }, "assess.cardFailed")).toEqual({
      key: "refusal.cannotStart",
    });
    expect(refusalToast("start", { code: "1499", message: "x" }, "assess.cardFailed")).toEqual({
      key: "assess.cardFailed",
      text: "x",
    });
  });

  it("has every key in both languages", () => {
    const places = ["start", "detail", "attempt", "result", "practice", "note"] as const;
    const codes = ["1403", "1404", "1409", "1410", "1422", "2004"];
    const keys = places.flatMap((place) => codes.map((code) => refusalKey(place, code))).filter((key) => key);
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect(typeof lookup(en, key!), `en ${key}`).toBe("string");
      expect(typeof lookup(zhCN, key!), `zh-CN ${key}`).toBe("string");
      expect(lookup(zhCN, key!)).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe("one refusal mechanism, notes included (decision 051)", () => {
  it("names a note that no longer exists or is not the learner's by code", () => {
    expect(refusalToast("note", { code: "1404", message: "not found" }, "myNote.deleteFailed")).toEqual({
      key: "refusal.noteMissing",
    });
    expect(refusalMessage("note", { code: "1403", message: "no permission" }, "myNote.saveFailed")).toEqual({
      key: "refusal.noteNotYours",
      text: null,
    });
  });

  it("says a failed call's message in the page's language on the server, by the same table", () => {
    const t = (key: string) => `«${key}»`;
    const failed = { ok: false as const, code: "1404", message: "not found", kind: "refused", status: 404 };
    expect(spokenOutcome(failed, "note", t).message).toBe("«refusal.noteMissing»");
    expect(spokenOutcome({ ...failed, code: "1499" }, "note", t).message).toBe("not found");
    const ok = { ok: true as const, data: 1 };
    expect(spokenOutcome(ok, "note", t)).toBe(ok);
  });
});
