import "~/components/page-kit";
import { redirect } from "@remix-run/react";

import { AUTOSAVE_DELAY_MS } from "~/domain/assessment-rules";
import {
  answersKey,
  backoffMs,
  confirmed,
  emptyRecord,
  isStale,
  keep,
  nextToSend,
  OUTBOX_PREFIX,
  readRecord,
  refuse,
  refuseAll,
  waitingIds,
  type OutboxRecord,
} from "~/domain/answer-outbox";

import type { OutboxOptions } from "./answer-outbox";
import { savingState, updateSaving, type SavingState } from "./answer-saving";
import type { TimeLeftReply } from "./time-left";

// The answers' way to the server (decision 042), loaded after the page (answer-outbox.ts):
// * every answer is kept on the device the moment it is given (a choice, a keystroke, the flag), in the attempt's
//   record (app/domain/answer-outbox.ts), keyed by learner and attempt;
// * it is sent to the autosave route in the order given, one at a time, each with this device's id and its place
//   (save_client, save_seq: the upstream applies a send once and never lets an older one undo a newer one);
//   a send that fails for the line (or a server that cannot answer) is retried with back-off, and at once when the
//   browser says the line is back; a refusal for good is listed to the learner, never dropped;
// * the question form's own posts (a move, submit) carry the same order, so a move and a queued send of the same
//   answer are one answer;
// * what the page shows comes from answer-saving.ts: the status line, the card's marks, the timer's re-anchoring.

type Attempt = { storeKey: string; autosaveUrl: string; endsAt: number | null };

let attempt: Attempt | null = null;
let record: OutboxRecord = emptyRecord("", 0);
let sending: Promise<void> | null = null;
let failures = 0;
let retryTimer: number | undefined;
let sendTimer: number | undefined;
let troubled = false;

const now = () => Date.now();

function newClient(): string {
  return `${Math.random().toString(36).slice(2, 10)}${now().toString(36)}`;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage off (private mode): the answers are kept in the page only
  }
}

function write(): void {
  if (!attempt || savingState().over) return;
  try {
    window.localStorage.setItem(attempt.storeKey, JSON.stringify(record));
  } catch {
    // storage full or off: the page still holds them and sends them
  }
}

function publish(phase?: SavingState["phase"]): void {
  updateSaving({
    phase: phase ?? savingState().phase,
    waiting: waitingIds(record),
    refused: record.refused,
    endsAt: attempt?.endsAt ?? null,
  });
}

/** Records older than a week, of any learner on this device, are of no use: cleared. */
function clearStale(): void {
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

const onOnline = () => {
  failures = 0;
  void pump();
};
const onOffline = () => {
  if (waitingIds(record).length > 0) publish("waiting");
};

/** Opens the attempt's record on this device (the same page keeps it across questions) and sends what waits. */
function attachAttempt(options: Attempt): void {
  if (attempt?.storeKey === options.storeKey) {
    // The same attempt, another question: a send on its way goes on (drain knows the attempt by its key), and
    // whatever waits is sent.
    attempt = options;
    publish();
    void pump();
    return;
  }
  attempt = options;
  clearStale();
  record = readRecord(read(options.storeKey)) ?? emptyRecord(newClient(), now());
  const answered: Record<string, boolean> = {};
  for (const [queId, entry] of Object.entries(record.entries)) answered[queId] = answers(entry.fields);
  updateSaving({ answered, over: null, pendingMove: null, submitRefused: null });
  troubled = false;
  failures = 0;
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  publish(waitingIds(record).length > 0 ? "waiting" : "idle");
  void pump();
}

function clearStored(): void {
  if (!attempt) return;
  try {
    window.localStorage.removeItem(attempt.storeKey);
  } catch {
    // as above
  }
}

/**
 * Forgets the attempt on this device: it was handed in. What the page knew of its answers goes too: a practice
 * chapter answered again is the same record, and starts with nothing answered.
 */
function clearAttempt(): void {
  clearStored();
  record = emptyRecord(record.client, now());
  updateSaving({ answered: {}, restored: false });
  publish("idle");
}

/** The question form's fields as an answer: text fields only (a file goes with the upload), without the intent. */
function fieldsOf(data: FormData): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of data) {
    if (typeof value !== "string" || name === "intent" || name.startsWith("save_")) continue;
    fields.push([name, value]);
  }
  return fields;
}

/** Whether the fields answer the question: a choice made, a blank or the text filled. */
function answers(fields: [string, string][]): boolean {
  return fields.some(([name, value]) => (name === "answer" || name === "blank") && value.trim() !== "");
}

function keepAnswer(queId: string, fields: [string, string][], number: number | null): number {
  updateSaving({ answered: { ...savingState().answered, [queId]: answers(fields) } });
  record = keep(record, queId, fields, number, now());
  write();
  publish(troubled || !navigator.onLine ? "waiting" : "sending");
  return record.seq;
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
function pump(): Promise<void> {
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
  window.clearTimeout(sendTimer);
  for (;;) {
    const target = attempt;
    const next = nextToSend(record);
    if (!target || !next) break;
    const [queId, entry] = next;
    const outcome = await send(target, entry.fields, record.client, entry.seq);
    // Another attempt opened meanwhile: this one's record is no longer the page's. The same attempt re-attached
    // for the next question (a new options object) is still this one: its answer is confirmed and the queue goes
    // on. (Comparing the objects dropped the confirmation of a send that was on its way when the learner moved,
    // and left the status line on "Saving…" until the next answer: decision 042, appendix.)
    if (attempt?.storeKey !== target.storeKey) return false;
    if (outcome.kind === "retry") {
      troubled = true;
      failures += 1;
      publish("waiting");
      retryTimer = window.setTimeout(() => void pump(), backoffMs(failures));
      return false;
    }
    failures = 0;
    if (outcome.kind === "ok") {
      record = confirmed(record, queId, entry.seq, now());
      if (outcome.seconds !== undefined) {
        updateSaving({ sync: { seconds: outcome.seconds, at: performance.now() } });
      }
    } else if (outcome.kind === "over") {
      // The attempt is over on the server: nothing waiting can be saved any more. The learner is told which (the
      // list stays on the page); the device keeps nothing of an attempt that is over.
      record = refuseAll(record, now());
      updateSaving({ over: outcome.over });
      publish();
      clearStored();
      continue;
    } else {
      record = refuse(record, queId, "refused", now());
    }
    write();
    publish(waitingIds(record).length > 0 ? (troubled ? "waiting" : "sending") : undefined);
  }
  if (attempt && waitingIds(record).length === 0 && savingState().phase !== "idle") {
    // "Sent" and "saved" claim every answer: with some refused, the list under the line says what happened.
    publish(record.refused.length > 0 ? "idle" : troubled ? "sent" : "saved");
    troubled = false;
  }
  return true;
}

type Outcome =
  { kind: "ok"; seconds?: number } | { kind: "over"; over: string } | { kind: "refused" } | { kind: "retry" };

/** How long one send may take before it is given up and tried again. */
const SEND_TIMEOUT_MS = 15_000;

async function send(
  target: Attempt,
  fields: [string, string][],
  client: string,
  seq: number,
): Promise<Outcome> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  body.set("intent", "save");
  body.set("save_client", client);
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
    return { kind: "retry" }; // the line
  } finally {
    window.clearTimeout(timer);
  }
  if (reply?.ok) return { kind: "ok", seconds: reply.seconds };
  if (reply && !reply.ok && reply.over) return { kind: "over", over: reply.over };
  // A refusal of this answer (a malformed or refused save) is for good; a server that cannot answer, a time-out,
  // an answer that is not the route's (a login page after the session ended) is tried again.
  const forGood =
    reply !== null && response.status >= 400 && response.status < 500 && response.status !== 408;
  return forGood ? { kind: "refused" } : { kind: "retry" };
}

/** Sends every waiting answer now; true when the server has them all (a submit may go). */
async function flush(): Promise<boolean> {
  failures = 0;
  await pump();
  return waitingIds(record).length === 0;
}

/** A question form post (a move, submit) reached the server: its answer, at its place, is the server's. */
function postConfirmed(queId: string, seq: number): void {
  record = confirmed(record, queId, seq, now());
  write();
  publish();
}

/** A question form post could not be sent (the line): its answer waits here; a move goes on when the line is back. */
function postFailed(): void {
  troubled = true;
  publish("waiting");
  failures = 0;
  retryTimer = window.setTimeout(() => void pump(), backoffMs(1));
}

/** The question form's answer controls (its text fields besides them are the question's own). */
const ANSWER_CONTROLS = "input[name=answer], input[name=blank], textarea[name=answer]";

/** Whether the learner changed the answer the page came with (its inputs' defaults are the server's answer). */
function changedSinceLoad(form: HTMLFormElement): boolean {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(ANSWER_CONTROLS)) {
    const choice =
      control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox");
    if (choice ? control.checked !== control.defaultChecked : control.value !== control.defaultValue)
      return true;
  }
  return false;
}

/** Puts a kept answer back into the form (a reload, a closed tab, a move made offline), as typing would. */
function restore(form: HTMLFormElement, fields: [string, string][]): void {
  const byName = new Map<string, string[]>();
  for (const [name, value] of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  const seen = new Map<string, number>();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(ANSWER_CONTROLS)) {
    const values = byName.get(control.name) ?? [];
    if (control instanceof HTMLInputElement && (control.type === "radio" || control.type === "checkbox")) {
      control.checked = values.includes(control.value);
      continue;
    }
    const index = seen.get(control.name) ?? 0;
    seen.set(control.name, index + 1);
    const value = values[index] ?? "";
    if (control.value === value) continue;
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
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
  const kept = record.entries[queId];
  let restoring = false;
  if (kept) {
    restoring = true;
    restore(form, kept.fields);
    restoring = false;
  } else if (changedSinceLoad(form)) {
    // Given before this code arrived (a slow line): kept and sent like every later answer.
    keepAnswer(queId, snapshot(), number);
    void pump();
  }

  const onChange = (event: Event) => {
    if (restoring) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (target.type === "file" || target.type === "hidden") return;
    const text = target.type === "text" || target instanceof HTMLTextAreaElement;
    // Text is kept at every keystroke (input); a choice once, when it changes (a radio fires both events).
    if (text !== (event.type === "input")) return;
    keepAnswer(queId, snapshot(), number);
    const typing = text;
    window.clearTimeout(sendTimer);
    // A pause in typing sends it (as the autosave did); a choice goes at once.
    if (typing) sendTimer = window.setTimeout(() => void pump(), AUTOSAVE_DELAY_MS);
    else void pump();
  };
  // The form's own post (Remix builds its body from the form): the answer is kept and the post carries its place.
  const onFormData = (event: FormDataEvent) => {
    if (snapshotting) return;
    const kept = keepAnswer(queId, fieldsOf(event.formData), number);
    // The post takes the place after the answer it keeps: it carries what the kept fields do not (a flag, a
    // move), so a queued send of the same answer, arriving first or last, never wins over it at the upstream
    // (with one place for both, a send that came first made the post "not newer", and the flag was lost).
    record = { ...record, seq: kept + 1 };
    write();
    event.formData.set("save_client", record.client);
    event.formData.set("save_seq", String(kept + 1));
  };
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
  form.addEventListener("formdata", onFormData);
  return {
    restored: Boolean(kept),
    stop: () => {
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
      form.removeEventListener("formdata", onFormData);
    },
  };
}

/** The address of this screen showing `queId` (no dialog): where a post the line dropped goes on. */
function questionUrl(here: string, queId: string): string {
  const url = new URL(here);
  if (queId) url.searchParams.set("que_id", queId);
  url.searchParams.delete("confirm");
  return `${url.pathname}${url.search}`;
}

/** A fetch that failed for the line (not an answer of the server's). */
function isLineFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** Resolves once every waiting answer has reached the server: tried again with back-off, at once when online. */
async function lineBack(): Promise<void> {
  for (let tries = 1; !(await flush()); tries += 1) {
    await new Promise<void>((resolve) => {
      const done = () => {
        window.removeEventListener("online", done);
        window.clearTimeout(timer);
        resolve();
      };
      const timer = window.setTimeout(done, backoffMs(tries));
      window.addEventListener("online", done);
    });
  }
}

/**
 * A redirect after a finish, or after a submit that went on to the result (a practice chapter with every question
 * answered): the attempt is handed in, nothing of it stays on the device.
 */
function clearIfHandedIn(request: Request, intent: string, outcome: unknown): void {
  if (!(outcome instanceof Response) || outcome.status < 300 || outcome.status >= 400) return;
  const to = new URL(outcome.headers.get("Location") ?? "", request.url);
  if (intent === "finish" || to.pathname !== new URL(request.url).pathname) clearAttempt();
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
  if (handingIn && !(await flush())) {
    updateSaving({ submitRefused: waitingIds(record).length });
    await lineBack();
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
    const target = questionUrl(request.url, intent.startsWith("go:") ? intent.slice(3) : queId);
    if (handingIn) updateSaving({ submitRefused: Math.max(1, waitingIds(record).length) });
    else updateSaving({ pendingMove: target });
    postFailed();
    await lineBack();
    updateSaving({ pendingMove: null, submitRefused: null });
    return redirect(target);
  }
}
