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

/** Whether the server has confirmed an answer to the question given no earlier than `entry`. */
function superseded(done: Record<string, number>, queId: string, entry: OutboxEntry): boolean {
  return done[queId] !== undefined && done[queId] >= (entry.at ?? 0);
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
  // This page's answers it no longer keeps (confirmed, refused) leave the stored record, and so does any answer
  // given no later than one the server has confirmed for its question (a page's copy written after another page's
  // confirmation): taken over, it would be sent again.
  for (const [queId, entry] of Object.entries(stored.entries))
    if ((entry.client === mine.client && !mine.entries[queId]) || superseded(done, queId, entry))
      delete entries[queId];
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
 * placed in its own order, oldest given first, for it to send, each under the save id it was first kept with (the
 * page that gave it may have sent it already: the upstream then takes it as the same save, not a second one). An
 * answer given no later than one the server confirmed for its question is not taken. Answers the page's record and
 * the questions taken (to write as this page's).
 */
export function adopt(
  stored: OutboxRecord | null,
  mine: OutboxRecord,
): { mine: OutboxRecord; taken: string[] } {
  if (!stored) return { mine, taken: [] };
  const done = stored.done ?? {};
  const waiting = Object.entries(stored.entries)
    .filter(([queId, entry]) => !mine.entries[queId] && !superseded(done, queId, entry))
    .sort((a, b) => (a[1].at ?? 0) - (b[1].at ?? 0) || a[1].seq - b[1].seq);
  let seq = mine.seq;
  const entries = { ...mine.entries };
  for (const [queId, entry] of waiting) {
    seq += 1;
    const saveAs = entry.saveAs ?? (entry.client ? { client: entry.client, seq: entry.seq } : undefined);
    entries[queId] = { ...entry, seq, client: mine.client, at: entry.at ?? 0, ...(saveAs ? { saveAs } : {}) };
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
