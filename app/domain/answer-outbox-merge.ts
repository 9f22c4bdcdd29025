// Two tabs of one attempt share its record on the device (decision 042): each page writes by merging per question
// (mergeRecord), never its whole copy over the other's, and a page opening the attempt takes over what waits in it
// (adopt). Pure rules over the record of ./answer-outbox.ts.

import {
  attemptFields,
  mergeGiven,
  type OutboxEntry,
  type OutboxRecord,
  type Refused,
} from "./answer-outbox";

/** Whether `mine` is the newer of two copies of a question's answer (a tie goes the same way in every tab). */
function isNewer(mine: OutboxEntry, other: OutboxEntry): boolean {
  // The device's order (one line of places for every tab: decision 042), never the wall clock.
  const [a, b] = [mine.seq, other.seq];
  return a > b || (a === b && (mine.client ?? "") >= (other.client ?? ""));
}

/** Two records' confirmed places, per question the later. */
function mergeDone(
  a: Record<string, number> | undefined,
  b: Record<string, number> | undefined,
): Record<string, number> {
  const done = { ...a };
  for (const [queId, seq] of Object.entries(b ?? {})) done[queId] = Math.max(done[queId] ?? 0, seq);
  return done;
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
  const done = mergeDone(stored.done, mine.done);
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
        : (done[queId] ?? -1) < entry.seq;
    if (wins) entries[queId] = entry;
    else delete kept[queId];
  }
  const refused = mergeRefused(stored.refused, mine.refused);
  const given = mergeGiven(stored.given, mine.given);
  // One sender and one order for the device: the first page's id, and the last place any page has given.
  const sender = stored.sender ?? mine.sender;
  const seq = Math.max(stored.seq, mine.seq);
  return {
    // The names of files not sent are the answer-files block's, written apart: every other write keeps them.
    stored: {
      client: "",
      ...(sender ? { sender } : {}),
      seq,
      entries,
      refused,
      done,
      given,
      touched: now,
      ...(stored.unsent ? { unsent: stored.unsent } : {}),
      ...whole,
    },
    mine: { ...mine, ...(sender ? { sender } : {}), seq, entries: kept, refused, done, given, ...whole },
  };
}

/**
 * A page opening the attempt takes over every answer waiting in the stored record (a closed tab's, a reload's), for
 * it to send under the device's sender at the place each was given: a send of the page that gave it, arriving before
 * or after, is then the same save at the upstream (applied once), and a newer answer keeps its later place. Answers
 * the page's record (with the device's sender and last place) and the questions taken (to write as this page's).
 */
export function adopt(
  stored: OutboxRecord | null,
  mine: OutboxRecord,
): { mine: OutboxRecord; taken: string[] } {
  if (!stored) return { mine, taken: [] };
  const waiting = Object.entries(stored.entries).filter(([queId]) => !mine.entries[queId]);
  let seq = Math.max(mine.seq, stored.seq);
  const entries = { ...mine.entries };
  for (const [queId, entry] of waiting) {
    seq = Math.max(seq, entry.seq);
    entries[queId] = { ...entry, client: mine.client, at: entry.at ?? 0 };
  }
  const sender = stored.sender ?? mine.sender;
  return {
    mine: {
      ...mine,
      ...(sender ? { sender } : {}),
      seq,
      entries,
      refused: mergeRefused(stored.refused, mine.refused),
      done: mergeDone(stored.done, mine.done),
      given: mergeGiven(stored.given, mine.given),
      ...attemptFields(mine, stored),
    },
    taken: waiting.map(([queId]) => queId),
  };
}
