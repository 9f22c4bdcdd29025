// The answers a page keeps on the device until the server has them (decision 042): pure rules, no browser. The
// machinery that uses them is app/features/question/answer-outbox.client.ts.
//
// One record per learner and attempt in the browser's localStorage, under `answersKey(learner, attempt)`:
//   client   the page's id (sent as save_client; the upstream orders this sender's saves): one per page instance
//            (tab), never shared — two tabs counting one order apart made the newer answer "not newer" (decision 042)
//   seq      the last place given in the page's order (sent as save_seq)
//   entries  per question, the latest answer not yet confirmed by the server: the question form's fields, the page
//            that keeps it (client) and when it was given (at, this device's clock)
//   refused  answers the server refused for good (the time was over, or the answer itself): listed, never dropped
//   done     per question, when the newest answer the server confirmed was given (another tab's older copy goes)
//   given    per question, the newest answer given on this device that the server confirmed (its fields, when
//            given, when confirmed): put over a question screen's copy served offline fetched before the server
//            confirmed it (decision 052)
//   touched  when the record was last written (a record untouched for OUTBOX_MAX_AGE_MS is cleared)
//   unsent   per question, the NAMES of answer files picked in a page that has not sent them yet (never their
//            content): written by the answer-files block only (answer-files-waiting.ts), kept by every other write
//   attempt  the attempt's autosave address and deadline, for a page that is not the attempt's: the list and the
//            result pages ask the server whether it is over and list what waits as not saved (answersLeft)
//   submitAsked, submitCleared  when a hand-in was last asked for while answers could not be sent, and when that
//            was last settled (handed in, or dismissed): after a reload the page offers the pending submit
// Two tabs of one attempt share the stored record: each writes by merging per question (mergeRecord), never its
// whole copy over the other's; a page opening the attempt takes over what waits (adopt).

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
export type GivenAnswer = { fields: [string, string][]; at: number; confirmed?: number };

export type Refused = { queId: string; number: number | null; reason: "over" | "refused"; at: number };

/** The attempt a record belongs to, as a page that is not the attempt's can reach it. */
export type OutboxAttempt = { autosave: string; endsAt: number | null };

export type OutboxRecord = {
  client: string;
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
function attemptFields(
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

/** The record with `fields` as the question's latest answer, at the next place of the order. */
export function keep(
  record: OutboxRecord,
  queId: string,
  fields: [string, string][],
  number: number | null,
  now: number,
): OutboxRecord {
  const seq = record.seq + 1;
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
    [queId]: { fields: entry.fields, at: entry.at ?? 0, confirmed: now },
  });
  return { ...record, entries, done: doneWith(record.done, queId, entry.at ?? 0), given, touched: now };
}

/** Two records' confirmed answers: per question, the one given last. */
export function mergeGiven(
  a: Record<string, GivenAnswer> | undefined,
  b: Record<string, GivenAnswer> | undefined,
): Record<string, GivenAnswer> {
  const merged = { ...a };
  for (const [queId, answer] of Object.entries(b ?? {}))
    if (!merged[queId] || merged[queId].at <= answer.at) merged[queId] = answer;
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
  return { ...record, entries, refused, done: doneWith(record.done, queId, entry.at ?? 0), touched: now };
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

/** Whether a record is too old to keep (cleared when the device next opens any attempt). */
export function isStale(record: OutboxRecord, now: number): boolean {
  return now - record.touched > OUTBOX_MAX_AGE_MS;
}

/** Whether `mine` is the newer of two copies of a question's answer (a tie goes the same way in every tab). */
function isNewer(mine: OutboxEntry, other: OutboxEntry): boolean {
  const [a, b] = [mine.at ?? 0, other.at ?? 0];
  return a > b || (a === b && (mine.client ?? "") >= (other.client ?? ""));
}

function mergeRefused(a: Refused[], b: Refused[]): Refused[] {
  const byId = new Map<string, Refused>();
  for (const item of [...a, ...b]) {
    const seen = byId.get(item.queId);
    if (!seen || item.at > seen.at) byId.set(item.queId, item);
  }
  return [...byId.values()];
}

/**
 * One page's record (`mine`: the answers it keeps and sends, all its own) written into the stored one that other
 * tabs of the attempt write too: per question, the newest answer given wins; a question in `dirty` (just given,
 * or taken over) is this page's whatever is stored; another page's answers stay. Answers `stored`, what to write,
 * and `mine` without the answers another page now holds newer (or whose newer answer the server has): those this
 * page no longer sends.
 */
export function mergeRecord(
  stored: OutboxRecord | null,
  mine: OutboxRecord,
  dirty: readonly string[],
  now: number,
): { stored: OutboxRecord; mine: OutboxRecord } {
  if (!stored) return { stored: { ...mine, touched: now }, mine };
  const whole = attemptFields(mine, stored);
  const done: Record<string, number> = { ...stored.done };
  for (const [queId, at] of Object.entries(mine.done ?? {})) done[queId] = Math.max(done[queId] ?? 0, at);
  const entries = { ...stored.entries };
  // This page's answers it no longer keeps (confirmed, refused) leave the stored record.
  for (const [queId, entry] of Object.entries(stored.entries))
    if (entry.client === mine.client && !mine.entries[queId]) delete entries[queId];
  const kept = { ...mine.entries };
  for (const [queId, entry] of Object.entries(mine.entries)) {
    const other = stored.entries[queId];
    const wins = dirty.includes(queId)
      ? true
      : other
        ? isNewer(entry, other)
        : (done[queId] ?? -1) < (entry.at ?? 0);
    if (wins) entries[queId] = entry;
    else delete kept[queId];
  }
  const refused = mergeRefused(stored.refused, mine.refused);
  const given = mergeGiven(stored.given, mine.given);
  return {
    // The names of files not sent are the answer-files block's, written apart: every other write keeps them.
    stored: {
      client: "",
      seq: 0,
      entries,
      refused,
      done,
      given,
      touched: now,
      ...(stored.unsent ? { unsent: stored.unsent } : {}),
      ...whole,
    },
    mine: { ...mine, entries: kept, refused, done, given, ...whole },
  };
}

/**
 * A page opening the attempt takes over every answer waiting in the stored record (a closed tab's, a reload's):
 * renumbered in its own order, oldest given first, for it to send. Answers the page's record and the questions taken
 * (to write as this page's).
 */
export function adopt(
  stored: OutboxRecord | null,
  mine: OutboxRecord,
): { mine: OutboxRecord; taken: string[] } {
  if (!stored) return { mine, taken: [] };
  const waiting = Object.entries(stored.entries)
    .filter(([queId]) => !mine.entries[queId])
    .sort((a, b) => (a[1].at ?? 0) - (b[1].at ?? 0) || a[1].seq - b[1].seq);
  let seq = mine.seq;
  const entries = { ...mine.entries };
  for (const [queId, entry] of waiting) {
    seq += 1;
    entries[queId] = { ...entry, seq, client: mine.client, at: entry.at ?? 0 };
  }
  return {
    mine: {
      ...mine,
      seq,
      entries,
      refused: mergeRefused(stored.refused, mine.refused),
      done: { ...stored.done },
      given: mergeGiven(stored.given, mine.given),
      ...attemptFields(mine, stored),
    },
    taken: waiting.map(([queId]) => queId),
  };
}
