// The answers a page keeps on the device until the server has them (decision 042): pure rules, no browser. The
// machinery that uses them is app/features/question/answer-outbox.client.ts.
//
// One record per learner and attempt in the browser's localStorage, under `answersKey(learner, attempt)`:
//   client   this device's id for the attempt (sent as save_client; the upstream orders this sender's saves)
//   seq      the last place given in this device's order (sent as save_seq)
//   entries  per question, the latest answer not yet confirmed by the server: the question form's fields
//   refused  answers the server refused for good (the time was over, or the answer itself): listed, never dropped
//   touched  when the record was last written (a record untouched for OUTBOX_MAX_AGE_MS is cleared)

import { OUTBOX_PREFIX } from "./device-answers";

export type OutboxEntry = {
  seq: number;
  /** The question form's fields as sent (name, value), without files and intent. */
  fields: [string, string][];
  /** The question's number on the card, for the learner's list of refused answers. */
  number: number | null;
};

export type Refused = { queId: string; number: number | null; reason: "over" | "refused"; at: number };

export type OutboxRecord = {
  client: string;
  seq: number;
  entries: Record<string, OutboxEntry>;
  refused: Refused[];
  touched: number;
};

/** A week: an attempt's answers left on a device longer than this are of no use to anyone. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export { OUTBOX_PREFIX };

/** The key of one learner's attempt: another learner on the same device has other keys. */
export function answersKey(learner: string, recordId: string): string {
  return `${OUTBOX_PREFIX}${learner}:${recordId}`;
}

export function emptyRecord(client: string, now: number): OutboxRecord {
  return { client, seq: 0, entries: {}, refused: [], touched: now };
}

/** A stored record read back, or null when it is not one (another version, a damaged value). */
export function readRecord(text: string | null): OutboxRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OutboxRecord>;
    if (typeof value.client !== "string" || typeof value.seq !== "number" || !value.entries) return null;
    return {
      client: value.client,
      seq: value.seq,
      entries: value.entries,
      refused: Array.isArray(value.refused) ? value.refused : [],
      touched: typeof value.touched === "number" ? value.touched : 0,
    };
  } catch {
    return null;
  }
}

/** The record with `fields` as the question's latest answer, at the next place of the order. */
export function keep(
  record: OutboxRecord,
  queId: string,
  fields: [string, string][],
  number: number | null,
  now: number,
): OutboxRecord {
  const seq = record.seq + 1;
  return { ...record, seq, entries: { ...record.entries, [queId]: { seq, fields, number } }, touched: now };
}

/** The next answer to send: the oldest place first, so the server sees them in the order they were given. */
export function nextToSend(record: OutboxRecord): [string, OutboxEntry] | null {
  let next: [string, OutboxEntry] | null = null;
  for (const pair of Object.entries(record.entries)) if (!next || pair[1].seq < next[1].seq) next = pair;
  return next;
}

/**
 * The server has the answer sent at place `seq`: it leaves the record, unless a newer answer to the same question
 * was given meanwhile (that one is still to send).
 */
export function confirmed(record: OutboxRecord, queId: string, seq: number, now: number): OutboxRecord {
  const entry = record.entries[queId];
  if (!entry || entry.seq > seq) return record;
  const entries = { ...record.entries };
  delete entries[queId];
  return { ...record, entries, touched: now };
}

/** The server refused the answer for good: it moves to the refused list (the learner is told), never dropped. */
export function refuse(
  record: OutboxRecord,
  queId: string,
  reason: Refused["reason"],
  now: number,
): OutboxRecord {
  const entry = record.entries[queId];
  if (!entry) return record;
  const entries = { ...record.entries };
  delete entries[queId];
  const refused = [
    ...record.refused.filter((item) => item.queId !== queId),
    { queId, number: entry.number, reason, at: now },
  ];
  return { ...record, entries, refused, touched: now };
}

/** The attempt is over on the server: every answer still waiting is refused with that reason. */
export function refuseAll(record: OutboxRecord, now: number): OutboxRecord {
  let next = record;
  for (const queId of Object.keys(record.entries)) next = refuse(next, queId, "over", now);
  return next;
}

/** The question ids still waiting, oldest first. */
export function waitingIds(record: OutboxRecord): string[] {
  return Object.entries(record.entries)
    .sort((a, b) => a[1].seq - b[1].seq)
    .map(([queId]) => queId);
}

/** The wait before the `failures`-th retry of a send: 1 s, 2 s, 4 s … up to 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** Whether a record is too old to keep (cleared when the device next opens any attempt). */
export function isStale(record: OutboxRecord, now: number): boolean {
  return now - record.touched > OUTBOX_MAX_AGE_MS;
}
