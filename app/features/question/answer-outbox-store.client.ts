import "~/components/page-kit";

import type { UnsentFiles } from "~/domain/answer-files-waiting";
import {
  answersKey,
  emptyRecord,
  isStale,
  OUTBOX_PREFIX,
  readRecord,
  type OutboxRecord,
} from "~/domain/answer-outbox";
import { mergeRecord } from "~/domain/answer-outbox-merge";

import { savingState, updateSaving } from "./answer-saving";

// The attempt's record on the device (decision 042): localStorage, shared by every tab of the attempt. A page never
// writes its whole copy over another tab's: it re-reads the stored record and merges per question (mergeRecord).

export const now = () => Date.now();

/**
 * Writes `value` under `key` and reads it back: whether the device keeps it. Every write of the record goes through
 * here, the first when a page opens the attempt, so the page knows from the start whether the browser keeps
 * anything (`deviceOff`, decision 042, "When the browser keeps nothing"): a write that throws (site data blocked,
 * storage off, or full) or a record that does not read back leaves the answers in the page only, and the status
 * line, the card and leaving the page say so. A later write that is kept says the device keeps them again.
 */
function keepOnDevice(key: string, value: string): void {
  let kept: boolean;
  try {
    window.localStorage.setItem(key, value);
    kept = window.localStorage.getItem(key) === value;
  } catch {
    kept = false;
  }
  if (kept === Boolean(savingState().deviceOff)) updateSaving({ deviceOff: !kept });
}

/** The stored record under `key`; null when there is none or storage is off (private mode). */
export function readStored(key: string): OutboxRecord | null {
  try {
    return readRecord(window.localStorage.getItem(key));
  } catch {
    return null; // storage off: the answers are kept in the page only
  }
}

/**
 * Every record of `learner` on this device (their attempts' and practice chapters'), with its key: what their
 * logout would lose, what an ended attempt left. Another learner's records are not read; none when storage is off.
 */
export function learnerRecords(learner: string): [key: string, record: OutboxRecord][] {
  const own = answersKey(learner, "");
  const found: [string, OutboxRecord][] = [];
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (!key.startsWith(own)) continue;
      const record = readRecord(window.localStorage.getItem(key));
      if (record) found.push([key, record]);
    }
  } catch {
    return []; // storage off: nothing was kept
  }
  return found;
}

/**
 * Writes the page's record `mine` into the stored one, merged per question (`dirty`: the questions this page just
 * gave or took over). Answers the page's record without what another tab now holds newer.
 */
export function writeMerged(key: string, mine: OutboxRecord, dirty: readonly string[]): OutboxRecord {
  const merged = mergeRecord(readStored(key), mine, dirty, now());
  // Storage full or off: the page still holds them and sends them (and says so).
  keepOnDevice(key, JSON.stringify(merged.stored));
  return merged.mine;
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // as above
  }
}

/** Records older than a week, of any learner on this device, are of no use: cleared. */
export function clearStale(): void {
  try {
    for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
      const key = window.localStorage.key(index);
      if (!key?.startsWith(OUTBOX_PREFIX)) continue;
      const found = readRecord(window.localStorage.getItem(key));
      if (!found || isStale(found, now())) window.localStorage.removeItem(key);
    }
  } catch {
    // as above
  }
}

/**
 * The names of answer files not sent (the record's `unsent`, decision 042), changed by `change`; the record's
 * answers are left as they are. Nothing is written once the attempt's record is gone and nothing is named.
 */
export function updateUnsent(key: string, change: (unsent: UnsentFiles) => UnsentFiles): void {
  const stored = readStored(key);
  const unsent = change(stored?.unsent ?? {});
  if (!stored && Object.keys(unsent).length === 0) return;
  const record: OutboxRecord = { ...(stored ?? emptyRecord("", now())), unsent, touched: now() };
  if (Object.keys(unsent).length === 0) delete record.unsent;
  // Storage full or off: the page still holds the files and sends them.
  keepOnDevice(key, JSON.stringify(record));
}
