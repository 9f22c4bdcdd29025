import "~/components/page-kit";

import { submitPending } from "~/domain/answer-outbox";
import { adopt } from "~/domain/answer-outbox-merge";

import { savingState, updateSaving } from "./answer-saving";
import { box, clearAttempt, publish, write } from "./answer-outbox-send.client";
import { now, readStored } from "./answer-outbox-store.client";

// A hand-in (submit, or finish) and the answers kept on the device (decision 042), for the answering screens'
// clientAction (answer-outbox.client.ts): refused while answers cannot be sent, and kept as "asked" in the
// attempt's record, so that a page opening the attempt after a reload offers it ("A pending submit after a
// reload"); settled once it reaches the server, or the learner says not now; a finish clears the attempt.

/**
 * Takes over every answer waiting on the device for the attempt, another tab's too (one asleep, or offline when this
 * one is not): a hand-in sends them first. Under the device's sender at their places, so the other tab's send of the
 * same answer, arriving before or after, is the same save.
 */
export function takeOverWaiting(): void {
  if (!box.attempt) return;
  // First this page's record merged with the stored one: a question another tab holds newer is that tab's answer.
  write();
  const taken = adopt(readStored(box.attempt.storeKey), box.record);
  box.record = taken.mine;
  write(taken.taken);
  publish();
}

/** A hand-in refused while `count` answers cannot be sent: said on the status line, and kept in the record. */
export function refuseSubmit(count: number): void {
  updateSaving({ submitRefused: count });
  box.record = { ...box.record, submitAsked: now() };
  write();
}

/** The hand-in asked for went to the server (its confirm dialog, or handed in), or the learner said not now. */
export function submitSettled(): void {
  if (submitPending(box.record) || savingState().pendingSubmit) {
    box.record = { ...box.record, submitCleared: now() };
    write();
  }
  updateSaving({ pendingSubmit: false });
}

/**
 * A redirect after a finish, or after a submit that went on to the result (a practice chapter with every question
 * answered): the attempt is handed in, nothing of it stays on the device. Any redirect of a hand-in (its confirm
 * dialog too) reached the server: one asked for before is settled.
 */
export function clearIfHandedIn(request: Request, intent: string, outcome: unknown): void {
  if (!(outcome instanceof Response) || outcome.status < 300 || outcome.status >= 400) return;
  submitSettled();
  const to = new URL(outcome.headers.get("Location") ?? "", request.url);
  if (intent === "finish" || to.pathname !== new URL(request.url).pathname) clearAttempt();
}
