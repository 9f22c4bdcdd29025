import { useSyncExternalStore } from "react";

import type { LostFiles } from "~/domain/answer-files-waiting";

// What the page knows about the answers it keeps and sends (decision 042), shared by the parts that show it: the
// one status line (answer-status.lazy.tsx), the answer card's "only on this device" marks, the timer (re-anchored
// on the server's time left with every answer the server confirms). The machinery that keeps and sends the answers
// (answer-outbox.client.ts) writes here. Only code loaded after the page reads it: the first visit carries none.

/** An answer the server refused for good: shown to the learner, never dropped silently. */
export type RefusedAnswer = { queId: string; number: number | null; reason: "over" | "refused"; at: number };

export type SavingState = {
  /**
   * idle: nothing given yet on this page; sending: answers on their way; saved: the server has every answer;
   * waiting: kept on this device, the line is down (or the server cannot be reached); sent: the answers that
   * waited have all reached the server.
   */
  phase: "idle" | "sending" | "saved" | "waiting" | "sent";
  /** Answers kept on this device that the server does not have yet, by que_id. */
  waiting: readonly string[];
  /** Whether the latest answer given on this page to a question (by que_id) answers it: the card's state. */
  answered: Readonly<Record<string, boolean>>;
  refused: readonly RefusedAnswer[];
  /** A submit refused because answers are still waiting (the line is down): how many. */
  submitRefused: number | null;
  /** The attempt's deadline, Unix seconds, as the server says it (for the refused answers' "at 10:32"). */
  endsAt: number | null;
  /** The server's time left with the monotonic reading it came at (every confirmed answer re-anchors the timer). */
  sync: { seconds: number; at: number } | null;
  /** The attempt is over on the server: where a finish goes (after the learner has read what was not saved). */
  over: string | null;
  /** A move (its address) made while the line was down: it goes when every answer has been sent. */
  pendingMove: string | null;
  /** An answer kept on this device was put back into the question's form (a reload, a closed tab). */
  restored: boolean;
  /** Waiting because the server answered but could not take the answers (not the line): said so, not "offline". */
  serverDown: boolean;
  /** The held files' last try reached a server that could not take them (the browser was online). */
  filesServerDown: boolean;
  /** Answer files held in the page, not sent yet (picked offline, or cut off mid-way): their names. */
  filesWaiting: readonly string[];
  /**
   * Answer files on their way: held ones while a send of them is under way, and stored ones whose answer has not
   * reached the server yet. Until none is, nothing says every answer has reached the server.
   */
  filesSending: number;
  /**
   * The names of the answer files this page still answers for (held, or stored with their answer on its way), per
   * attempt's record and question: a page reached by a link from the answering screen does not call them lost.
   */
  filesHeld: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  /** Files a page left before it sent them (named in the attempt's record): "not sent: <name> — pick it again". */
  lostFiles: readonly LostFiles[];
  /**
   * A hand-in the learner asked for while answers could not be sent, found in the attempt's record when the page
   * opened it (the page was reloaded meanwhile): offered once every answer has been sent, never made without asking.
   */
  pendingSubmit: boolean;
  /**
   * The browser keeps nothing on the device (the record's last write threw or did not read back: site data blocked,
   * storage off or full): the answers live in this page only until the server has them. Absent until a write says
   * so (nothing of it in the first visit's code).
   */
  deviceOff?: boolean;
};

const INITIAL: SavingState = {
  phase: "idle",
  waiting: [],
  answered: {},
  refused: [],
  submitRefused: null,
  endsAt: null,
  sync: null,
  over: null,
  pendingMove: null,
  restored: false,
  serverDown: false,
  filesServerDown: false,
  filesWaiting: [],
  filesSending: 0,
  filesHeld: {},
  lostFiles: [],
  pendingSubmit: false,
};

let state: SavingState = INITIAL;
const listeners = new Set<() => void>();

export const savingState = (): SavingState => state;

export function updateSaving(change: Partial<SavingState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const initial = () => INITIAL;

/** The state, re-rendering on every change; the server's render (and hydration) sees the initial state. */
export function useSaving(): SavingState {
  return useSyncExternalStore(subscribe, savingState, initial);
}

/**
 * What sending the answer files held in the page came to: `waiting` — some still wait for the line; `refused` —
 * one was refused for good (its message is shown beside the files); `sent` — none waits (each sent is now in the
 * answer the page keeps and sends).
 */
export type HeldFilesOutcome = "sent" | "waiting" | "refused";

let heldFilesSender: (() => Promise<HeldFilesOutcome>) | null = null;

/** The answer-files block on screen sends its held files through this (null when it goes). */
export function setHeldFilesSender(sender: (() => Promise<HeldFilesOutcome>) | null): void {
  heldFilesSender = sender;
}

/** Sends the answer files held in the page, if any (a move or a hand-in waits for them: decision 042). */
export function sendHeldFiles(): Promise<HeldFilesOutcome> {
  return heldFilesSender ? heldFilesSender() : Promise.resolve("sent");
}
