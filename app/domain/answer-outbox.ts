// The answers a page keeps on the device until the server has them (decision 042): pure rules, no browser. The
// machinery that uses them is app/features/question/answer-outbox.client.ts.
//
// One record per learner and attempt in the browser's localStorage, under `answersKey(learner, attempt)`:
//   client   the page's id: one per page instance (tab); which page keeps (and sends) which answer
//   sender   the device's id for the attempt (sent as save_client; the upstream orders this sender's saves): made by
//            the first page that opens the attempt on the device, the same for every page and tab after it, so
//            that the upstream orders every answer given on the device, whichever page sends it (decision 042)
//   seq      the last place given on the device (sent as save_seq): a place is the device's clock in ms, or one
//            after the last place given when that is later (a clock set back never makes a newer answer "older")
//   entries  per question, the latest answer not yet confirmed by the server: the question form's fields, the page
//            that keeps it (client) and when it was given (at, this device's clock)
//   refused  answers the server refused for good (the time was over, or the answer itself): listed, never dropped
//   done     per question, the place of the newest answer the server confirmed (another tab's older copy goes)
//   given    per question, the newest answer given on this device that the server confirmed (its fields, when
//            given, when confirmed): put over a question screen's copy served offline fetched before the server
//            confirmed it (decision 052)
//   touched  when the record was last written (a record untouched for OUTBOX_MAX_AGE_MS, nothing waiting, is cleared)
//   unsent   per question, the NAMES of answer files picked in a page that has not sent them yet (never their
//            content): written by the answer-files block only (answer-files-waiting.ts), kept by every other write
//   attempt  the attempt's autosave address and deadline, for a page that is not the attempt's: the list and the
//            result pages ask the server whether it is over and list what waits as not saved (answersLeft)
//   submitAsked, submitCleared  when a hand-in was last asked for while answers could not be sent, and when that
//            was last settled (handed in, or dismissed): after a reload the page offers the pending submit
// Two tabs of one attempt share the stored record: how they merge it is ./answer-outbox-merge.ts.

import { readUnsent, type UnsentFiles } from "./answer-files-waiting";
import { OUTBOX_PREFIX } from "./device-answers";

export type OutboxEntry = {
  seq: number;
  /** The question form's fields as sent (name, value), without files and intent. */
  fields: [string, string][];
  /** The question's number on the card, for the learner's list of refused answers. */
  number: number | null;
  /** The page that keeps it (its save_client). */
  client?: string;
  /** When it was given (this device's clock): the newest of two tabs' answers wins. */
  at?: number;
};

/**
 * An answer the server confirmed, as given on this device (decision 052): `at` when it was given, `confirmed` when
 * the server's confirmation arrived (both this device's clock; a record written before `confirmed` has only `at`).
 */
export type GivenAnswer = { fields: [string, string][]; at: number; confirmed?: number; seq?: number };

/**
 * Where an answer stands in the device's order: its place, or (written before places were the clock's) when it was
 * given. Never the wall clock alone: a clock set back would make the newer answer the older.
 */
export function placeOf(answer: { seq?: number; at?: number }): number {
  return answer.seq ?? answer.at ?? 0;
}

export type Refused = { queId: string; number: number | null; reason: "over" | "refused"; at: number };

/** The attempt a record belongs to, as a page that is not the attempt's can reach it. */
export type OutboxAttempt = { autosave: string; endsAt: number | null };

export type OutboxRecord = {
  client: string;
  sender?: string;
  seq: number;
  entries: Record<string, OutboxEntry>;
  refused: Refused[];
  done?: Record<string, number>;
  given?: Record<string, GivenAnswer>;
  touched: number;
  unsent?: UnsentFiles;
  attempt?: OutboxAttempt;
  submitAsked?: number;
  submitCleared?: number;
};

/** A week: an attempt's answers left on a device longer than this are of no use to anyone. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export { OUTBOX_PREFIX };

/** The key of one learner's attempt: another learner on the same device has other keys. */
export function answersKey(learner: string, recordId: string): string {
  return `${OUTBOX_PREFIX}${learner}:${recordId}`;
}

export function emptyRecord(client: string, now: number): OutboxRecord {
  return { client, seq: 0, entries: {}, refused: [], done: {}, touched: now };
}

/** A stored record read back, or null when it is not one (another version, a damaged value). */
export function readRecord(text: string | null): OutboxRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OutboxRecord>;
    if (typeof value.client !== "string" || typeof value.seq !== "number" || !value.entries) return null;
    return {
      client: value.client,
      ...(typeof value.sender === "string" && value.sender ? { sender: value.sender } : {}),
      seq: value.seq,
      entries: value.entries,
      refused: Array.isArray(value.refused) ? value.refused : [],
      done: value.done && typeof value.done === "object" ? value.done : {},
      ...(value.given && typeof value.given === "object" ? { given: value.given } : {}),
      touched: typeof value.touched === "number" ? value.touched : 0,
      ...(value.unsent ? { unsent: readUnsent(value.unsent) } : {}),
      ...attemptFields(value),
    };
  } catch {
    return null;
  }
}

const time = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/**
 * The fields about the attempt as a whole, read back (`a`) or merged (`a` this page's, `b` the stored): the address
 * a page named (this page's first), the submit asked and settled last.
 */
export function attemptFields(
  a: Partial<OutboxRecord>,
  b: Partial<OutboxRecord> = {},
): Pick<OutboxRecord, "attempt" | "submitAsked" | "submitCleared"> {
  const named = [a.attempt, b.attempt].find(
    (item): item is OutboxAttempt =>
      typeof item?.autosave === "string" && (item.endsAt === null || typeof item.endsAt === "number"),
  );
  const asked = Math.max(time(a.submitAsked), time(b.submitAsked));
  const cleared = Math.max(time(a.submitCleared), time(b.submitCleared));
  return {
    ...(named ? { attempt: { autosave: named.autosave, endsAt: named.endsAt } } : {}),
    ...(asked > 0 ? { submitAsked: asked } : {}),
    ...(cleared > 0 ? { submitCleared: cleared } : {}),
  };
}

/** The id the device's saves of the attempt go under (save_client): the device's, or the page's before it has one. */
export function senderOf(record: OutboxRecord): string {
  return record.sender ?? record.client;
}

/**
 * The next place of the device's order: the clock's time (ms), or one after the last place given when that is later.
 * Two pages or tabs of the device take their places on the one clock, so a newer answer has the later place whichever
 * page gives it (counters of their own, one page's answers came "before" the other's whatever their time).
 */
export function nextPlace(record: OutboxRecord, now: number): number {
  return Math.max(Math.floor(now), record.seq + 1);
}

/** The record with `fields` as the question's latest answer, at the next place of the order. */
export function keep(
  record: OutboxRecord,
  queId: string,
  fields: [string, string][],
  number: number | null,
  now: number,
): OutboxRecord {
  const seq = nextPlace(record, now);
  const entry = { seq, fields, number, client: record.client, at: now };
  return { ...record, seq, entries: { ...record.entries, [queId]: entry }, touched: now };
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
  const given = mergeGiven(record.given, {
    [queId]: { fields: entry.fields, at: entry.at ?? 0, confirmed: now, seq: entry.seq },
  });
  return { ...record, entries, done: doneWith(record.done, queId, entry.seq), given, touched: now };
}

/** Two records' confirmed answers: per question, the one given last. */
export function mergeGiven(
  a: Record<string, GivenAnswer> | undefined,
  b: Record<string, GivenAnswer> | undefined,
): Record<string, GivenAnswer> {
  const merged = { ...a };
  for (const [queId, answer] of Object.entries(b ?? {}))
    if (!merged[queId] || placeOf(merged[queId]) <= placeOf(answer)) merged[queId] = answer;
  return merged;
}

function doneWith(
  done: Record<string, number> | undefined,
  queId: string,
  at: number,
): Record<string, number> {
  return { ...done, [queId]: Math.max(done?.[queId] ?? 0, at) };
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
  return { ...record, entries, refused, done: doneWith(record.done, queId, entry.seq), touched: now };
}

/** The attempt is over on the server: every answer still waiting is refused with that reason. */
export function refuseAll(record: OutboxRecord, now: number): OutboxRecord {
  let next = record;
  for (const queId of Object.keys(record.entries)) next = refuse(next, queId, "over", now);
  return next;
}

/** Whether a hand-in asked for while answers could not be sent is still to be offered (not handed in, not dismissed). */
export function submitPending(record: OutboxRecord): boolean {
  return (record.submitAsked ?? 0) > (record.submitCleared ?? 0);
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

/**
 * Whether a record is too old to keep (cleared when the device next opens any attempt): untouched for a week, with
 * no answer waiting. Answers waiting are kept however old (a practice has no deadline; an ended attempt's are listed
 * to the learner first, then cleared): a week away, or a clock set a week fast, never drops one unsent.
 */
export function isStale(record: OutboxRecord, now: number): boolean {
  return now - record.touched > OUTBOX_MAX_AGE_MS && Object.keys(record.entries).length === 0;
}
