import "~/components/page-kit";

import {
  backoffMs,
  confirmed,
  emptyRecord,
  keep,
  nextToSend,
  refuse,
  refuseAll,
  senderOf,
  submitPending,
  waitingIds,
  type OutboxRecord,
} from "~/domain/answer-outbox";
import { adopt } from "~/domain/answer-outbox-merge";

import { savingState, updateSaving, type SavingState } from "./answer-saving";
import { clearStale, now, readStored, removeStored, writeMerged } from "./answer-outbox-store.client";
import type { TimeLeftReply } from "./time-left";
import { forgetCopies } from "./offline-copies.client";

// The answers' order and their sending (decision 042): each answer is sent to the autosave route in the order given,
// one at a time, under the device's sender for the attempt and the answer's place (save_client, save_seq: the
// upstream applies a send once and never lets an older one undo a newer one); a send that fails for the line (or a
// server that cannot answer) is retried with back-off, and at once when the browser says the line is back; a refusal
// for good is listed to the learner, never dropped. One sender and one order for every page and tab of the device
// ("One order for the device"): the same answer sent by two pages is one save, and the answer given last wins.

export type Attempt = { storeKey: string; autosaveUrl: string; endsAt: number | null };

/** This page's id (which page keeps which answer); the device's sender too when this page opens the attempt first. */
const client = `${Math.random().toString(36).slice(2, 10)}${now().toString(36)}`;

export const box: {
  attempt: Attempt | null;
  /** This page's answers waiting (all its own: another tab's stay in the stored record, for that tab to send). */
  record: OutboxRecord;
  troubled: boolean;
  /** The last retry was for a server that answered but could not take the answer (not the line). */
  serverTrouble: boolean;
} = { attempt: null, record: emptyRecord(client, 0), troubled: false, serverTrouble: false };

let sending: Promise<void> | null = null;
let failures = 0;
let retryTimer: number | undefined;
export const timers: { send: number | undefined } = { send: undefined };

/** The page's record into the stored one (merged per question): another tab's newer answer is no longer sent here. */
export function write(dirty: readonly string[] = []): void {
  if (!box.attempt || savingState().over) return;
  box.record = writeMerged(box.attempt.storeKey, box.record, dirty);
}

export function publish(phase?: SavingState["phase"]): void {
  updateSaving({
    phase: phase ?? savingState().phase,
    waiting: waitingIds(box.record),
    refused: box.record.refused,
    endsAt: box.attempt?.endsAt ?? null,
    serverDown: box.serverTrouble,
  });
}

const onOnline = () => {
  failures = 0;
  void pump();
};
const onOffline = () => {
  if (waitingIds(box.record).length > 0) publish("waiting");
};

/** Whether the fields answer the question: a choice made, a blank or the text filled. */
export function answers(fields: [string, string][]): boolean {
  return fields.some(([name, value]) => (name === "answer" || name === "blank") && value.trim() !== "");
}

/** Opens the attempt's record on this device (the same page keeps it across questions) and sends what waits. */
export function attachAttempt(options: Attempt): void {
  if (box.attempt?.storeKey === options.storeKey) {
    // The same attempt, another question: a send on its way goes on (drain knows the attempt by its key), and
    // whatever waits is sent.
    box.attempt = options;
    publish();
    void pump();
    return;
  }
  box.attempt = options;
  clearStale();
  // What waits on the device (a closed tab's, a reload's) is this page's to send now; its order goes on (the
  // upstream keeps this page's last place per answer: a place never counts back).
  // The device's sender for the attempt: the one in its record, or this page's id when it is the first to open it.
  const taken = adopt(readStored(options.storeKey), { ...emptyRecord(client, now()), sender: client });
  // The record names its attempt, for the list and the result pages should the tab close with answers waiting.
  const attempt = { autosave: options.autosaveUrl, endsAt: options.endsAt };
  box.record = { ...taken.mine, seq: Math.max(taken.mine.seq, box.record.seq), attempt };
  write(taken.taken);
  const answered: Record<string, boolean> = {};
  for (const [queId, entry] of Object.entries(box.record.entries)) answered[queId] = answers(entry.fields);
  updateSaving({
    answered,
    over: null,
    pendingMove: null,
    submitRefused: null,
    // A hand-in asked for before this page (a reload, a closed tab): offered once what waits has been sent.
    pendingSubmit: submitPending(box.record),
  });
  box.troubled = false;
  box.serverTrouble = false;
  failures = 0;
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  publish(waitingIds(box.record).length > 0 ? "waiting" : "idle");
  void pump();
}

/**
 * Forgets the attempt on this device: it was handed in. What the page knew of its answers goes too: a practice
 * chapter answered again is the same record, and starts with nothing answered.
 */
export function clearAttempt(): void {
  if (box.attempt) {
    removeStored(box.attempt.storeKey);
    // Its question screens kept for a line that drops go too (decision 052).
    void forgetCopies(box.attempt.storeKey);
  }
  // The device's sender stays (a practice chapter answered again is the same record: its next round is the same
  // device's, and a second tab or a reload must find the one sender in the record, not make its own).
  box.record = { ...emptyRecord(client, now()), sender: senderOf(box.record), seq: box.record.seq };
  updateSaving({ answered: {}, restored: false });
  publish("idle");
}

export function keepAnswer(queId: string, fields: [string, string][], number: number | null): number {
  updateSaving({ answered: { ...savingState().answered, [queId]: answers(fields) } });
  // The device's last place as any tab has given it (another tab's answers included): this answer's comes after it.
  const last = box.attempt ? (readStored(box.attempt.storeKey)?.seq ?? 0) : 0;
  box.record = keep({ ...box.record, seq: Math.max(box.record.seq, last) }, queId, fields, number, now());
  write([queId]);
  publish(box.troubled || !navigator.onLine ? "waiting" : "sending");
  return box.record.seq;
}

/** An answer was kept while a drain was under way: it may have passed its last look for one already. */
let again = false;

/**
 * Sends the waiting answers in order until none is left or the line fails. A drain under way is not started
 * twice; an answer kept meanwhile is sent by it, or by one more round when it had already found nothing left to
 * send (its promise settled but not yet cleared: an answer given before this code arrived is kept in the very
 * task that opened the attempt, and without the second round it waited, "Saving…", until the next answer —
 * decision 042, appendix).
 */
export function pump(): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  const rounds = async () => {
    let done: boolean;
    do {
      again = false;
      done = await drain();
    } while (again && done);
  };
  sending = rounds().finally(() => {
    sending = null;
  });
  return sending;
}

/** Sends until nothing waits (true), or stops: a retry is due, or another attempt was opened (false). */
async function drain(): Promise<boolean> {
  window.clearTimeout(retryTimer);
  window.clearTimeout(timers.send);
  for (;;) {
    const target = box.attempt;
    // Another tab may have given a newer answer to a question meanwhile: that one goes, not this page's.
    write();
    const next = nextToSend(box.record);
    if (!target || !next) break;
    const [queId, entry] = next;
    const outcome = await send(target, entry.fields, senderOf(box.record), entry.seq);
    // Another attempt opened meanwhile: this one's record is no longer the page's. The same attempt re-attached
    // for the next question (a new options object) is still this one: its answer is confirmed and the queue goes
    // on. (Comparing the objects dropped the confirmation of a send that was on its way when the learner moved,
    // and left the status line on "Saving…" until the next answer: decision 042, appendix.)
    if (box.attempt?.storeKey !== target.storeKey) return false;
    if (outcome.kind === "retry") {
      box.troubled = true;
      box.serverTrouble = outcome.server;
      failures += 1;
      publish("waiting");
      retryTimer = window.setTimeout(() => void pump(), backoffMs(failures));
      return false;
    }
    failures = 0;
    box.serverTrouble = false;
    if (outcome.kind === "ok") {
      box.record = confirmed(box.record, queId, entry.seq, now());
      if (outcome.seconds !== undefined) {
        updateSaving({ sync: { seconds: outcome.seconds, at: performance.now() } });
      }
    } else if (outcome.kind === "over") {
      // The attempt is over on the server: nothing waiting can be saved any more. The learner is told which (the
      // list stays on the page); the device keeps nothing of an attempt that is over.
      box.record = refuseAll(box.record, now());
      updateSaving({ over: outcome.over });
      publish();
      removeStored(target.storeKey);
      void forgetCopies(target.storeKey);
      continue;
    } else {
      box.record = refuse(box.record, queId, "refused", now());
    }
    write();
    publish(waitingIds(box.record).length > 0 ? (box.troubled ? "waiting" : "sending") : undefined);
  }
  if (box.attempt && waitingIds(box.record).length === 0 && savingState().phase !== "idle") {
    // "Sent" and "saved" claim every answer: with some refused, the list under the line says what happened.
    publish(box.record.refused.length > 0 ? "idle" : box.troubled ? "sent" : "saved");
    box.troubled = false;
  }
  return true;
}

type Outcome =
  | { kind: "ok"; seconds?: number }
  | { kind: "over"; over: string }
  | { kind: "refused" }
  | { kind: "retry"; server: boolean };

/** How long one send may take before it is given up and tried again. */
const SEND_TIMEOUT_MS = 15_000;

async function send(
  target: Attempt,
  fields: [string, string][],
  sender: string,
  seq: number,
): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.set("intent", "save");
  body.set("save_client", sender);
  body.set("save_seq", String(seq));
  // A send that hangs (a line that takes the request and never answers) is given up and tried again: the queue
  // sends one answer at a time, so one hung request would otherwise hold every answer behind it.
  const giveUp = new AbortController();
  const timer = window.setTimeout(() => giveUp.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  let reply: TimeLeftReply | null;
  try {
    response = await fetch(target.autosaveUrl, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      signal: giveUp.signal,
    });
    reply = (await response.json().catch(() => null)) as TimeLeftReply | null;
  } catch {
    return { kind: "retry", server: false }; // the line
  } finally {
    window.clearTimeout(timer);
  }
  if (reply?.ok) return { kind: "ok", seconds: reply.seconds };
  if (reply && !reply.ok && reply.over) return { kind: "over", over: reply.over };
  // A refusal of this answer (a malformed or refused save) is for good; a server that cannot answer, a time-out,
  // an answer that is not the route's (a login page after the session ended) is tried again.
  const forGood =
    reply !== null && response.status >= 400 && response.status < 500 && response.status !== 408;
  return forGood ? { kind: "refused" } : { kind: "retry", server: true };
}

/** Sends every waiting answer now; true when the server has them all (a submit may go). */
export async function flush(): Promise<boolean> {
  failures = 0;
  await pump();
  return waitingIds(box.record).length === 0;
}

/** A question form post (a move, submit) reached the server: its answer, at its place, is the server's. */
export function postConfirmed(queId: string, seq: number): void {
  box.record = confirmed(box.record, queId, seq, now());
  write();
  publish();
}

/** A question form post could not be sent (the line): its answer waits here; a move goes on when the line is back. */
export function postFailed(): void {
  box.troubled = true;
  box.serverTrouble = false;
  publish("waiting");
  failures = 0;
  retryTimer = window.setTimeout(() => void pump(), backoffMs(1));
}
