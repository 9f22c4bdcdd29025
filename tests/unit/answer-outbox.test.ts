import { describe, expect, it } from "vitest";

import {
  answersKey,
  backoffMs,
  confirmed,
  emptyRecord,
  isStale,
  keep,
  nextToSend,
  OUTBOX_MAX_AGE_MS,
  readRecord,
  refuse,
  refuseAll,
  waitingIds,
} from "~/domain/answer-outbox";

// The answers a page keeps on the device until the server has them (decision 042): the order they go in, what a
// confirmation or a refusal does, the keys, the back-off, the age limit.

const field = (value: string): [string, string][] => [
  ["que_id", "1"],
  ["answer", value],
];

describe("the answers kept on the device", () => {
  it("keys each learner's attempt apart: another learner on the same device never reads them", () => {
    expect(answersKey("100001:7", "16")).toBe("portal-answers:100001:7:16");
    expect(answersKey("100001:8", "16")).not.toBe(answersKey("100001:7", "16"));
  });

  it("keeps the latest answer per question, each at the next place of the device's order", () => {
    let record = emptyRecord("dev", 0);
    record = keep(record, "1", field("a"), 1, 10);
    record = keep(record, "2", field("b"), 2, 11);
    record = keep(record, "1", field("c"), 1, 12);
    expect(record.seq).toBe(3);
    expect(record.entries["1"]).toEqual({ seq: 3, fields: field("c"), number: 1 });
    // The oldest waiting answer goes first: the server sees them in the order given.
    expect(nextToSend(record)?.[0]).toBe("2");
    expect(waitingIds(record)).toEqual(["2", "1"]);
  });

  it("lets a confirmation remove only the answer it confirms, not a newer one given meanwhile", () => {
    let record = keep(emptyRecord("dev", 0), "1", field("a"), 1, 0);
    const sent = record.entries["1"]!.seq;
    record = keep(record, "1", field("b"), 1, 1);
    record = confirmed(record, "1", sent, 2);
    expect(record.entries["1"]?.fields).toEqual(field("b"));
    record = confirmed(record, "1", record.entries["1"]!.seq, 3);
    expect(nextToSend(record)).toBeNull();
  });

  it("lists an answer refused for good instead of dropping it; an attempt over refuses every waiting one", () => {
    let record = keep(emptyRecord("dev", 0), "1", field("a"), 1, 0);
    record = keep(record, "2", field("b"), 2, 0);
    record = refuse(record, "1", "refused", 5);
    expect(record.refused).toEqual([{ queId: "1", number: 1, reason: "refused", at: 5 }]);
    record = refuseAll(record, 6);
    expect(waitingIds(record)).toEqual([]);
    expect(record.refused.map((item) => [item.queId, item.reason])).toEqual([
      ["1", "refused"],
      ["2", "over"],
    ]);
  });

  it("reads back what it wrote, and nothing from a damaged value", () => {
    const record = keep(emptyRecord("dev", 0), "1", field("a"), 1, 0);
    expect(readRecord(JSON.stringify(record))).toEqual(record);
    expect(readRecord("{not json")).toBeNull();
    expect(readRecord(JSON.stringify({ entries: {} }))).toBeNull();
    expect(readRecord(null)).toBeNull();
  });

  it("backs off 1 s, 2 s, 4 s … up to 30 s, and forgets a record untouched for a week", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const record = emptyRecord("dev", 1000);
    expect(isStale(record, 1000 + OUTBOX_MAX_AGE_MS)).toBe(false);
    expect(isStale(record, 1001 + OUTBOX_MAX_AGE_MS)).toBe(true);
  });
});
