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
  senderOf,
  waitingIds,
} from "~/domain/answer-outbox";
import { adopt, mergeRecord } from "~/domain/answer-outbox-merge";

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
    // A place is the device's clock (ms), or one after the last place when that is later.
    expect(record.seq).toBe(12);
    expect(record.entries["1"]).toEqual({ seq: 12, fields: field("c"), number: 1, client: "dev", at: 12 });
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

  it("merges two tabs' answers per question on write: neither tab's answer kept on the device is lost", () => {
    // Both tabs offline: tab A answers question 1, tab B question 2; each writes after the other.
    let a = keep(emptyRecord("tabA", 0), "1", field("a"), 1, 10);
    let stored = mergeRecord(null, a, ["1"], 10).stored;
    const b = keep(emptyRecord("tabB", 0), "2", field("b"), 2, 11);
    stored = mergeRecord(stored, b, ["2"], 11).stored;
    a = keep(a, "1", field("a2"), 1, 12);
    const written = mergeRecord(stored, a, ["1"], 12);
    stored = written.stored;
    expect(stored.entries["1"]?.fields).toEqual(field("a2"));
    expect(stored.entries["2"]?.fields).toEqual(field("b"));
    // Each tab sends only its own answers; the other's stay in the stored record for it.
    expect(Object.keys(written.mine.entries)).toEqual(["1"]);
  });

  it("gives a question to the tab whose answer was given last; the other stops sending its older one", () => {
    const a = keep(emptyRecord("tabA", 0), "1", field("old"), 1, 10);
    let stored = mergeRecord(null, a, ["1"], 10).stored;
    const b = keep(emptyRecord("tabB", 0), "1", field("new"), 1, 20);
    stored = mergeRecord(stored, b, ["1"], 20).stored;
    const again = mergeRecord(stored, a, [], 21);
    expect(again.stored.entries["1"]?.fields).toEqual(field("new"));
    expect(again.mine.entries["1"]).toBeUndefined();
    // Tab B's answer confirmed: A's older copy never comes back.
    const confirmedB = confirmed(b, "1", b.entries["1"]!.seq, 22);
    stored = mergeRecord(again.stored, confirmedB, [], 22).stored;
    expect(stored.entries["1"]).toBeUndefined();
    expect(mergeRecord(stored, a, [], 23).mine.entries["1"]).toBeUndefined();
  });

  it("lets a page opening the attempt take over what waits at the places given, under the device's one sender", () => {
    let closed = keep({ ...emptyRecord("gone", 0), sender: "gone" }, "2", field("b"), 2, 5);
    closed = keep(closed, "1", field("a"), 1, 7);
    const opened = adopt(closed, { ...emptyRecord("page", 8), sender: "page" });
    expect([...opened.taken].sort()).toEqual(["1", "2"]);
    expect(waitingIds(opened.mine)).toEqual(["2", "1"]);
    // The page that gave them may have sent them already: the same sender and place make it the same save.
    expect(opened.mine.entries["2"]).toMatchObject({ client: "page", seq: 5, at: 5 });
    expect(opened.mine.entries["1"]).toMatchObject({ client: "page", seq: 7, at: 7 });
    expect(senderOf(opened.mine)).toBe("gone");
    // Its own next answer comes after every place given on the device.
    expect(keep(opened.mine, "3", field("c"), 3, 6).seq).toBe(8);
    const stored = mergeRecord(closed, opened.mine, opened.taken, 9).stored;
    expect(stored.entries["1"]?.client).toBe("page");
    expect(senderOf(stored)).toBe("gone");
  });

  it("keeps what the taking page knew confirmed beside the stored record's: per question the later place", () => {
    const mine = { ...emptyRecord("page", 0), done: { "1": 30, "2": 5 } };
    const stored = { ...emptyRecord("", 0), done: { "1": 20, "2": 9, "3": 4 } };
    expect(adopt(stored, mine).mine.done).toEqual({ "1": 30, "2": 9, "3": 4 });
  });

  it("gives two tabs one sender and one order: the answer given last has the later place, whichever tab gave it", () => {
    // Tab A opened the attempt first; tab B opened it after and took the device's sender.
    let a = keep({ ...emptyRecord("tabA", 0), sender: "tabA" }, "1", field("x"), 1, 100);
    let stored = mergeRecord(null, a, ["1"], 100).stored;
    let b = adopt(stored, { ...emptyRecord("tabB", 101), sender: "tabB" }).mine;
    expect(senderOf(b)).toBe("tabA");
    // Tab A gives many answers (its place runs on), then tab B changes question 1.
    for (let at = 110; at < 120; at += 1) a = keep(a, "2", field(`y${at}`), 2, at);
    stored = mergeRecord(stored, a, ["2"], 120).stored;
    b = mergeRecord(stored, b, [], 121).mine;
    b = keep(b, "1", field("z"), 1, 121);
    expect(b.entries["1"]!.seq).toBeGreaterThan(a.entries["1"]!.seq);
    expect(b.entries["1"]!.seq).toBeGreaterThan(a.entries["2"]!.seq);
  });

  it("gives a question to the tab whose answer has the later place, whatever the clocks said", () => {
    // Tab A answers at 500 000; the clock goes three minutes back; tab B, having read the device's last place,
    // answers the same question: B's is the later answer, and A stops sending its own.
    const a = keep({ ...emptyRecord("tabA", 0), sender: "tabA" }, "1", field("x"), 1, 500_000);
    let stored = mergeRecord(null, a, ["1"], 500_000).stored;
    const b = keep(
      { ...emptyRecord("tabB", 0), sender: "tabA", seq: stored.seq },
      "1",
      field("y"),
      1,
      320_000,
    );
    stored = mergeRecord(stored, b, ["1"], 320_000).stored;
    const again = mergeRecord(stored, a, [], 320_001);
    expect(again.stored.entries["1"]?.fields).toEqual(field("y"));
    expect(again.mine.entries["1"]).toBeUndefined();
  });

  it("keeps a record with answers waiting however long it is left; one with none goes after a week", () => {
    const waiting = keep(emptyRecord("dev", 0), "1", field("a"), 1, 0);
    expect(isStale(waiting, 8 * 24 * 3600 * 1000)).toBe(false);
    const sent = confirmed(waiting, "1", waiting.seq, 0);
    expect(isStale(sent, 8 * 24 * 3600 * 1000)).toBe(true);
  });

  it("never gives a newer answer an earlier place when the device's clock is set back", () => {
    let record = keep({ ...emptyRecord("dev", 0), sender: "dev" }, "1", field("x"), 1, 500_000);
    // The phone's time corrected three minutes back.
    record = keep(record, "1", field("y"), 1, 320_000);
    expect(record.entries["1"]).toMatchObject({ seq: 500_001, fields: field("y") });
    // Read back by the next page, the order goes on from there.
    const next = adopt(readRecord(JSON.stringify(record)), {
      ...emptyRecord("next", 0),
      sender: "next",
    }).mine;
    expect(keep(next, "1", field("w"), 1, 320_500).entries["1"]!.seq).toBe(500_002);
  });
});
