import "~/components/page-kit";

import { mayBeUnchanged, UNCHANGED_FIELD } from "~/domain/answer-unchanged";
import { isFlagOnly } from "~/domain/kept-flag";
import { newerThanCopy, type GivenAnswerLike } from "~/domain/offline-copies";

import { updateSaving, savingState } from "./answer-saving";
import { answers, box } from "./answer-outbox-send.client";
import { copiedAt, hasCopy, keepCopies, type CopiesOptions } from "./offline-copies.client";

// The answers' machinery (answer-outbox.client.ts) on a copy of a question screen served from the device while the
// line is down, and its moves to one (decision 052).

/**
 * The attempt's questions fetched ahead (once per page and attempt); on a copy, the card marks as answered or not
 * what this device gave and the server confirmed after the copy was fetched (what waits is marked already).
 */
export function openCopies(options: CopiesOptions): void {
  const at = copiedAt();
  if (at !== null) {
    const answered: Record<string, boolean> = {};
    for (const [queId, given] of Object.entries(newerThanCopy(box.record.given, at)))
      answered[queId] = answers(given.fields);
    updateSaving({ answered: { ...answered, ...savingState().answered } });
  }
  void keepCopies(options);
}

/**
 * The answer to put into the question's form: the one waiting on the device; on a copy, else the one the server
 * confirmed after the copy was fetched (the copy shows the server's older one).
 */
export function keptFor(queId: string): GivenAnswerLike | undefined {
  const at = copiedAt();
  // A flag kept alone (app/domain/kept-flag.ts) carries the answer the page showed, not one the learner gave.
  const waiting = box.record.entries[queId];
  if (waiting && !isFlagOnly(waiting.fields)) return waiting;
  const given = at === null ? undefined : newerThanCopy(box.record.given, at)[queId];
  return given && !isFlagOnly(given.fields) ? given : undefined;
}

/** Whether two sets of the form's fields give the same answer (the flag and the question's own fields aside). */
export function sameAnswer(a: [string, string][], b: [string, string][]): boolean {
  const answerOf = (fields: [string, string][]) =>
    JSON.stringify(fields.filter(([name]) => name === "answer" || name === "blank"));
  return answerOf(a) === answerOf(b);
}

/**
 * A question form's post from a question the learner has not touched on this page: when its intent would re-save
 * the answer shown and that is still what the form holds (no file chosen), it is marked "unchanged" (the post
 * carries the move, not the answer, which may be older than the server's: a copy fetched ahead, an answer given on
 * another device) and nothing of it is kept or sent again (app/domain/answer-unchanged.ts). Answers whether it was.
 */
export function unchanged(data: FormData, fields: [string, string][], shown: [string, string][]): boolean {
  const files = [...data.values()].some((value) => typeof value !== "string" && value.size > 0);
  if (files || !mayBeUnchanged(String(data.get("intent") ?? "")) || !sameAnswer(fields, shown)) return false;
  data.set(UNCHANGED_FIELD, "1");
  return true;
}

/** The address of this screen showing `queId` (no dialog): where a post the line dropped goes on. */
export function questionUrl(here: string, queId: string): string {
  const url = new URL(here);
  if (queId) url.searchParams.set("que_id", queId);
  url.searchParams.delete("confirm");
  return `${url.pathname}${url.search}`;
}

/**
 * A move the line dropped, to a question fetched ahead: shown at once, its copy loaded from the device by the worker;
 * the answer just given waits in the record (the post's formdata kept it) and goes from that page. Answers whether
 * the move went (the post then never ends: the page is left).
 */
export async function moveToCopy(intent: string, target: string, base: string): Promise<boolean> {
  if (!intent.startsWith("go:") || !(await hasCopy(new URL(target, base).href))) return false;
  window.location.assign(target);
  return true;
}
