import "~/components/page-kit";
import { redirect } from "@remix-run/react";

import { AUTOSAVE_DELAY_MS } from "~/domain/assessment-rules";
import { answersKey, senderOf, waitingIds } from "~/domain/answer-outbox";
import { FLAG_FIELD, flagOf, flagOnly, isFlagOnly, keptFields } from "~/domain/kept-flag";

import type { OutboxOptions } from "./answer-outbox";
import { savingState, updateSaving } from "./answer-saving";
import { heldFilesFirst, lineBack } from "./answer-outbox-line.client";
import {
  attachAttempt,
  box,
  flush,
  keepAnswer,
  postConfirmed,
  postFailed,
  pump,
  timers,
  write,
} from "./answer-outbox-send.client";
import { keptFor, moveToCopy, openCopies, questionUrl, sameAnswer, unchanged } from "./answer-copies.client";
import { ANSWER_CONTROLS, changedSinceLoad, fieldsOf, restore } from "./answer-form-fields.client";
import { clearIfHandedIn, refuseSubmit, submitSettled, takeOverWaiting } from "./answer-hand-in.client";

// The answers' way to the server (decision 042), loaded after the page (answer-outbox.ts), the page's side of it:
// * every answer is kept on the device the moment it is given (a choice, a keystroke, the flag), in the attempt's
//   record (app/domain/answer-outbox.ts, answer-outbox-store.client.ts), keyed by learner and attempt;
// * it is sent in the order given (answer-outbox-send.client.ts);
// * the question form's own posts (a move, submit) carry the same order, so a move and a queued send of the same
//   answer are one answer;
// * what the page shows comes from answer-saving.ts: the status line, the card's marks, the timer's re-anchoring.

// Not now, to a hand-in offered after a reload: the status line's button.
export { submitSettled };

const pageLine = () => document.querySelector<HTMLElement>("[data-outbox-key]");

/** The attempt named in the status line's server HTML (its record's key, autosave address, deadline). */
function attachFromPage(): boolean {
  const line = pageLine();
  const storeKey = line?.dataset.outboxKey;
  if (!line || !storeKey) return false;
  const endsAt = Number(line.dataset.endsAt);
  attachAttempt({ storeKey, autosaveUrl: line.dataset.autosave ?? "", endsAt: endsAt > 0 ? endsAt : null });
  return true;
}

/**
 * The form still shows the server's answer to `queId` (it was posted before the kept one was put back) while a newer
 * one is kept on the device: the kept answer is put into the form and, once this post has ended without going to the
 * server (its buttons are disabled until then), the post is made again from it, so that it never puts the older
 * answer back at the server. Answers whether this post is given up.
 */
function postAgainWithKept(queId: string, intent: string): boolean {
  const formId = pageLine()?.dataset.form;
  const form = formId ? document.getElementById(formId) : null;
  const kept = box.record.entries[queId];
  // A flag kept alone carries no answer of the learner's to put back (app/domain/kept-flag.ts).
  if (!(form instanceof HTMLFormElement) || !kept || isFlagOnly(kept.fields) || changedSinceLoad(form))
    return false;
  const submitter = [...form.elements].find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.name === "intent" && element.value === intent,
  );
  if (!submitter) return false;
  restore(form, kept.fields);
  const again = () => {
    if (!submitter.isConnected) return;
    if (submitter.disabled) window.setTimeout(again, 50);
    else form.requestSubmit(submitter);
  };
  window.setTimeout(again, 0);
  return true;
}

/**
 * The attempt's answers while the question `queId` is on screen (useAnswerOutbox): the attempt's record is opened
 * and what waits is sent; with `enabled` the question's form is watched. Stops with the returned function (the
 * next question has a new form).
 */
export function watch(options: OutboxOptions): () => void {
  attachAttempt({
    storeKey: answersKey(options.learner, options.recordId),
    autosaveUrl: options.autosaveUrl,
    endsAt: options.endsAt ?? null,
  });
  // The attempt's questions fetched ahead, for a move or a reload offline (decision 052).
  openCopies({
    learner: options.learner,
    recordId: options.recordId,
    endsAt: options.endsAt ?? null,
    enabled: options.copies !== false,
  });
  if (!options.enabled) return () => undefined;
  const watched = watchQuestion(options);
  updateSaving({ restored: watched.restored });
  return watched.stop;
}

/**
 * Watches the question on screen: every answer given is kept and sent; the form's own posts carry the order.
 * Answers `restored` when an answer kept on this device was put back into the form.
 */
function watchQuestion(options: { formId: string; queId: string; number: number | null }): {
  restored: boolean;
  stop: () => void;
} {
  const { formId, queId, number } = options;
  const form = document.getElementById(formId);
  // A form with nothing to answer (a deleted question, a failure in its place) is not watched: its posts carry
  // no answer, and a send of it would only be refused.
  if (!(form instanceof HTMLFormElement) || !form.querySelector(ANSWER_CONTROLS))
    return { restored: false, stop: () => undefined };
  let snapshotting = false;
  const snapshot = () => {
    snapshotting = true;
    try {
      return fieldsOf(new FormData(form));
    } finally {
      snapshotting = false;
    }
  };
  const kept = keptFor(queId);
  // What is kept of this question's answer: the form's fields, with the flag kept on the device (a flag set while
  // the line was down, which the form shows only once the server has it: app/domain/kept-flag.ts).
  const keepable = (fields: [string, string][], intent = "") =>
    keptFields(fields, intent, box.record.entries[queId]?.fields);
  let restoring = false;
  // Changed since load, unless to the kept answer (put back by this page's previous look at the question).
  const changed = !(kept && sameAnswer(snapshot(), kept.fields)) && changedSinceLoad(form);
  // Whether the learner gave this question an answer on this page: until then its posts say "unchanged".
  let touched = changed;
  if (kept && !changed) {
    restoring = true;
    restore(form, kept.fields);
    restoring = false;
  } else if (changed) {
    // The learner's newest answer wins: one given before this code arrived (a slow line) replaces the one kept on
    // the device (restoring the kept one over it put an older answer back), kept and sent like every later answer.
    keepAnswer(queId, keepable(snapshot()), number);
    void pump();
  }

  const onChange = (event: Event) => {
    if (restoring) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    // A hidden field is the question's own, except the answer's files: a file held in the page while the line was
    // down, once sent, is added to it and kept as a choice is (answer-files-held.ts).
    if (target.type === "file" || (target.type === "hidden" && target.name !== "attachment")) return;
    const text = target.type === "text" || target instanceof HTMLTextAreaElement;
    // Text is kept at every keystroke (input); a choice once, when it changes (a radio fires both events).
    if (text !== (event.type === "input")) return;
    touched = true;
    keepAnswer(queId, keepable(snapshot()), number);
    const typing = text;
    window.clearTimeout(timers.send);
    // A pause in typing sends it (as the autosave did); a choice goes at once.
    if (typing) timers.send = window.setTimeout(() => void pump(), AUTOSAVE_DELAY_MS);
    else void pump();
  };
  // The form's own post (Remix builds its body from the form): the answer is kept and the post carries its place.
  const shown = snapshot(); // the answer as shown once the page had put back what the device keeps
  const onFormData = (event: FormDataEvent) => {
    if (snapshotting) return;
    const intent = String(event.formData.get("intent") ?? "");
    const flagging = intent === "flag";
    const fields = keepable(fieldsOf(event.formData), intent);
    // An answer of the learner's waits for this question (put back from the device): a flag goes with it, kept.
    const waiting = box.record.entries[queId];
    const answerWaits = waiting !== undefined && !isFlagOnly(waiting.fields);
    // Untouched here: the post carries the move, not the answer shown (maybe older than the server's); the page's
    // record is written as a kept answer's post writes it (what it knows confirmed leaves the stored record). The
    // flag is kept alone (the line may be down: it waits and is sent like an answer, app/domain/kept-flag.ts).
    let kept: number;
    if (
      !touched &&
      !(flagging && answerWaits) &&
      unchanged(event.formData, fieldsOf(event.formData), shown)
    ) {
      if (!flagging) return write();
      kept = keepAnswer(queId, flagOnly(fields), number);
    } else {
      kept = keepAnswer(queId, fields, number);
      // The post carries the flag kept (a flag post, the one shown, which the server turns over).
      if (!flagging) event.formData.set(FLAG_FIELD, flagOf(fields) ?? "2");
    }
    // The post takes the place after the answer it keeps: it carries what the kept fields do not (a flag, a
    // move), so a queued send of the same answer, arriving first or last, never wins over it at the upstream
    // (with one place for both, a send that came first made the post "not newer", and the flag was lost).
    box.record = { ...box.record, seq: kept + 1 };
    write();
    event.formData.set("save_client", senderOf(box.record));
    event.formData.set("save_seq", String(kept + 1));
  };
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
  form.addEventListener("formdata", onFormData);
  return {
    restored: Boolean(kept) && !changed,
    stop: () => {
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
      form.removeEventListener("formdata", onFormData);
    },
  };
}

/** A fetch that failed for the line (not an answer of the server's). */
function isLineFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The answering screens' clientAction (decision 042): the question form's post as ever, except that
 * * a submit (or finish) first sends every answer waiting on the device; while they cannot be sent it is refused
 *   (the status line says so, with how many wait; nothing is shown as done) and goes on once they have all
 *   reached the server — to the confirm dialog, as ever;
 * * a post the line drops never fails into the error page: its answer is kept on the device (the post's formdata
 *   put it there), the learner stays on the question and can go on answering, and once the line is back and every
 *   answer has been sent the move goes on (to the question it was going to, or this one);
 * * a post the server took confirms its answer, and a finish clears the attempt from the device.
 * The post stays pending meanwhile: no loader runs (each would fail the same way), the page stays as it is.
 */
export async function offlineAwareAction(
  request: Request,
  serverAction: () => Promise<unknown>,
): Promise<unknown> {
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  const queId = String(form.get("que_id") ?? "");
  const handingIn = intent === "submit" || intent === "finish";
  // Posted before the status line's code opened the attempt (a fast submit on a slow line): the attempt's record
  // is opened here, from the page, so that what waits on the device is sent first, never left behind; a post that
  // carries the page's older answer in its place is made again with the kept one.
  if (!box.attempt && attachFromPage() && postAgainWithKept(queId, intent)) return null;
  // Answer files held in the page go first (answer-outbox-line.client.ts). A move is then not posted (it carries
  // the answer's files as they were): its answer, kept when pressed, has gone with the rest; the page goes on.
  const target = questionUrl(request.url, intent.startsWith("go:") ? intent.slice(3) : queId);
  const files = await heldFilesFirst(intent, target);
  if (files === false) return null;
  if (files && !handingIn) return redirect(target);
  // Every answer waiting on the device goes before a hand-in, another tab's too.
  if (handingIn) takeOverWaiting();
  if (handingIn && !(await flush())) {
    refuseSubmit(waitingIds(box.record).length);
    if (!(await lineBack())) {
      updateSaving({ submitRefused: null });
      return null;
    }
  }
  updateSaving({ submitRefused: null });
  // The attempt is over on the server (a send found it, the one just made included): the page stays with the
  // list of what was not saved, whose link goes where a finish goes. Nothing more is posted, and the post never
  // ends: any page data asked again would leave the list for the finished attempt's page.
  if (savingState().over) return new Promise<never>(() => undefined);
  try {
    const result = await serverAction();
    const seq = Number(form.get("save_seq"));
    if (seq > 0) postConfirmed(queId, seq);
    if (handingIn) clearIfHandedIn(request, intent, result);
    return result;
  } catch (error) {
    // A post the page itself gave up (a newer one replaced it) is no line failure: nothing goes on from it.
    if (!isLineFailure(error) || request.signal.aborted) {
      if (handingIn) clearIfHandedIn(request, intent, error);
      throw error;
    }
    // A move to a question fetched ahead shows it at once, from the device (decision 052).
    if (await moveToCopy(intent, target, request.url)) return new Promise<never>(() => undefined);
    if (handingIn) refuseSubmit(Math.max(1, waitingIds(box.record).length));
    else updateSaving({ pendingMove: target });
    postFailed();
    const sent = await lineBack();
    // A hand-in whose post the line dropped is not made again on its own: it is offered (never made unasked).
    updateSaving({ pendingMove: null, submitRefused: null, ...(handingIn ? { pendingSubmit: true } : {}) });
    return sent ? redirect(target) : null;
  }
}
