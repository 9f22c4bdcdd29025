// A record of answers left on the device whose attempt has ended (decision 042, "A record left on the device"):
// the tab was closed with answers waiting, and the deadline and its grace passed before the attempt was opened
// again. Opening it leads to its result (or end) page, or the learner goes to the list: those pages ask the server
// whether the attempt is over and, when it is, list what the record held as not saved, then clear it. Pure rules
// here; the pages' late code is app/features/question/answers-left.lazy.tsx.

import { answersKey, type OutboxRecord } from "./answer-outbox";
import { refusedWhy, type RefusedWhy } from "./refused-answers";

/** The learner's part of the records' keys (school and user): another learner on the same device has other keys. */
export function learnerOf(
  user: { school_code?: string | null; id?: string | null; username?: string | null } | null,
): string {
  return `${user?.school_code ?? ""}:${user?.id ?? user?.username ?? ""}`;
}

/**
 * The attempt's record id of a stored key, when the key is one of this learner's attempts: a practice chapter's
 * record (`p<chapter id>`) and another learner's are not.
 */
export function attemptIdOfKey(key: string, learner: string): string | null {
  const prefix = answersKey(learner, "");
  if (!key.startsWith(prefix)) return null;
  const id = key.slice(prefix.length);
  return /^[1-9]\d{0,17}$/.test(id) ? id : null;
}

/** Whether a record has anything to tell the learner: an answer waiting, or one refused for good. */
export function hasAnswersLeft(record: OutboxRecord): boolean {
  return Object.keys(record.entries).length > 0 || record.refused.length > 0;
}

/** One answer not saved, as the learner is told: its question's number and why. */
export type LeftAnswer = { queId: string; number: number | null; why: RefusedWhy };

/**
 * What a record of an attempt that is over still holds, each as not saved, by the one rule (`refusedWhy`): the
 * answers waiting, found over at `nowSeconds` (the time was over when the deadline has passed by then; else the
 * attempt had ended, handed in elsewhere), and those the server refused for good before, as of when it refused them.
 * In the order of the card.
 */
export function answersLeft(record: OutboxRecord, nowSeconds: number): LeftAnswer[] {
  const endsAt = record.attempt?.endsAt ?? null;
  const over = refusedWhy("over", endsAt, nowSeconds * 1000);
  const left = new Map<string, LeftAnswer>();
  for (const item of record.refused)
    left.set(item.queId, {
      queId: item.queId,
      number: item.number,
      why: refusedWhy(item.reason, endsAt, item.at),
    });
  for (const [queId, entry] of Object.entries(record.entries))
    left.set(queId, { queId, number: entry.number, why: over });
  return [...left.values()].sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity));
}
