import { describe, expect, it, vi } from "vitest";

import {
  emptyRecord,
  keep,
  readRecord,
  refuse,
  submitPending,
  type OutboxRecord,
} from "~/domain/answer-outbox";
import { mergeRecord } from "~/domain/answer-outbox-merge";
import { answersLeft, attemptIdOfKey, hasAnswersLeft, learnerOf } from "~/domain/answers-left";
import { notSavedLine } from "~/domain/refused-answers";
import { learnerRecords } from "~/features/question/answer-outbox-store.client";
import type { Translate } from "~/i18n/i18n";

// A record left on the device whose attempt has ended (decision 042, "A record left on the device"): whose records
// a page reads, what it lists as not saved and why; the record keeps the attempt's address through every write.

const field = (queId: string, value: string): [string, string][] => [
  ["que_id", queId],
  ["answer", value],
];

describe("answers an ended attempt left on the device", () => {
  it("reads only this learner's attempts: not a practice chapter's record, not another learner's", () => {
    const learner = learnerOf({ school_code: "100001", id: "7", username: "learner" });
    expect(learner).toBe("100001:7");
    expect(learnerOf({ school_code: "100001", id: null, username: "learner" })).toBe("100001:learner");
    expect(attemptIdOfKey("portal-answers:100001:7:16", learner)).toBe("16");
    expect(attemptIdOfKey("portal-answers:100001:7:p3", learner)).toBeNull();
    expect(attemptIdOfKey("portal-answers:100001:8:16", learner)).toBeNull();
    expect(attemptIdOfKey("portal-answers:100001:70:16", learner)).toBeNull();
  });

  it("lists every answer waiting as not saved, why, in the card's order; an answer refused before keeps its reason", () => {
    let record: OutboxRecord = { ...emptyRecord("dev", 0), attempt: { autosave: "/a", endsAt: 1_000 } };
    record = keep(record, "31", field("31", "x"), 3, 1);
    record = keep(record, "12", field("12", "y"), 1, 2);
    record = keep(record, "20", field("20", "z"), 2, 3);
    record = refuse(record, "20", "refused", 4);
    expect(hasAnswersLeft(record)).toBe(true);
    // Past the deadline: the time was over.
    expect(answersLeft(record, 1_000)).toEqual([
      { queId: "12", number: 1, why: "time" },
      { queId: "20", number: 2, why: "refused" },
      { queId: "31", number: 3, why: "time" },
    ]);
    // Over before its deadline (handed in elsewhere), or no deadline known: the attempt had ended.
    expect(answersLeft(record, 999).map((item) => item.why)).toEqual(["ended", "refused", "ended"]);
    expect(answersLeft({ ...record, attempt: undefined }, 5_000)[0]?.why).toBe("ended");
    expect(hasAnswersLeft(emptyRecord("dev", 0))).toBe(false);
  });

  it("keeps the attempt's address and deadline through a merge with another tab's write and a read back", () => {
    const attempt = {
      autosave: "/center/100001/user/myAssess/assessAnswer/autosave?record_id=16",
      endsAt: 99,
    };
    const mine = { ...keep(emptyRecord("a", 0), "1", field("1", "x"), 1, 1), attempt };
    // Another tab's write, from before the address was kept (or without one).
    const other = keep(emptyRecord("b", 0), "2", field("2", "y"), 2, 2);
    let stored = mergeRecord(null, other, ["2"], 3).stored;
    stored = mergeRecord(stored, mine, ["1"], 4).stored;
    expect(stored.attempt).toEqual(attempt);
    stored = mergeRecord(stored, other, [], 5).stored;
    expect(readRecord(JSON.stringify(stored))?.attempt).toEqual(attempt);
    // A damaged address is no address.
    expect(readRecord(JSON.stringify({ ...stored, attempt: { autosave: 3 } }))?.attempt).toBeUndefined();
  });

  it("keeps a hand-in asked for through a reload and another tab's writes, until one settles it", () => {
    const asked: OutboxRecord = { ...emptyRecord("a", 0), submitAsked: 10 };
    const other = keep(emptyRecord("b", 0), "2", field("2", "y"), 2, 2);
    let stored = mergeRecord(null, asked, [], 11).stored;
    stored = mergeRecord(stored, other, ["2"], 12).stored;
    expect(submitPending(readRecord(JSON.stringify(stored))!)).toBe(true);
    // Settled (handed in, or not now) in one page: no page offers it again, whatever it held.
    stored = mergeRecord(stored, { ...other, submitCleared: 13 }, [], 14).stored;
    stored = mergeRecord(stored, asked, [], 15).stored;
    expect(submitPending(stored)).toBe(false);
    // Asked again later: offered again.
    expect(submitPending(mergeRecord(stored, { ...asked, submitAsked: 16 }, [], 17).stored)).toBe(true);
    expect(submitPending(emptyRecord("c", 0))).toBe(false);
  });
});

describe("one rule and one wording for an answer not saved (the answering screen's list and this one)", () => {
  it("says why an answer refused before was not saved as of when it was refused, as the answering screen does", () => {
    // Refused as over (handed in elsewhere) at 500 ms, before the deadline at 1 s: the attempt had ended, even when
    // the list is shown after the deadline.
    let record: OutboxRecord = { ...emptyRecord("dev", 0), attempt: { autosave: "/a", endsAt: 1 } };
    record = keep(record, "5", field("5", "x"), 1, 1);
    record = keep(record, "6", field("6", "y"), 2, 2);
    record = refuse(record, "5", "over", 500);
    record = refuse(record, "6", "over", 1_500);
    expect(answersLeft(record, 9).map((item) => item.why)).toEqual(["ended", "time"]);
  });

  it("builds each line from the catalogue's words: the time, the end, the server's refusal", () => {
    const t: Translate = (key, values) => `${key} ${JSON.stringify(values)}`;
    const endsAt = Date.UTC(2026, 10, 28, 10, 32) / 1000;
    expect(notSavedLine(t, "en", { number: 2, why: "time" }, endsAt)).toBe(
      `answerSaving.refusedOver {"number":2,"time":"${new Intl.DateTimeFormat("en", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(endsAt * 1000)}"}`,
    );
    expect(notSavedLine(t, "en", { number: 2, why: "ended" }, endsAt)).toBe(
      'answerSaving.refusedEnded {"number":2}',
    );
    expect(notSavedLine(t, "en", { number: null, why: "refused" }, endsAt)).toBe(
      'answerSaving.refusedOther {"number":"?"}',
    );
    // No deadline known: never "the time was over at".
    expect(notSavedLine(t, "en", { number: 3, why: "time" }, null)).toBe(
      'answerSaving.refusedEnded {"number":3}',
    );
  });
});

describe("the one reader of a learner's records on the device", () => {
  it("reads this learner's records only (attempts and practice chapters), skipping what is not a record", () => {
    const learner = "100001:7";
    const mine = keep(emptyRecord("a", 0), "1", field("1", "x"), 1, 1);
    const stored: Record<string, string> = {
      "portal-answers:100001:7:16": JSON.stringify(mine),
      "portal-answers:100001:7:p3": JSON.stringify(emptyRecord("b", 0)),
      "portal-answers:100001:70:16": JSON.stringify(mine),
      "portal-answers:100001:8:16": JSON.stringify(mine),
      "portal-answers:100001:7:17": "not a record",
      "something-else": "{}",
    };
    vi.stubGlobal("window", {
      localStorage: Object.assign(Object.create(null) as object, stored, {
        getItem: (key: string) => stored[key] ?? null,
      }),
    });
    const found = learnerRecords(learner);
    expect(found.map(([key]) => key).sort()).toEqual([
      "portal-answers:100001:7:16",
      "portal-answers:100001:7:p3",
    ]);
    expect(found.find(([key]) => key.endsWith(":16"))?.[1].entries).toEqual(mine.entries);
    vi.unstubAllGlobals();
  });

  it("answers nothing when storage is off", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(learnerRecords("100001:7")).toEqual([]);
    vi.unstubAllGlobals();
  });
});
