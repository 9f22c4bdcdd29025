import "~/components/page-kit";
import "~/features/question/question-kit";

import { backoffMs } from "~/domain/answer-outbox";
import { isFlagOnly, keptFields } from "~/domain/kept-flag";

import { savingState } from "./answer-saving";
import { box, flush, keepAnswer, pump } from "./answer-outbox-send.client";
import type { StoredFile } from "./file-transfer";

// A stored held file joins its question's answer when that question is no longer on screen (decision 042, "Answer
// files picked offline"; answer-files-held.ts holds and sends the files): as that question's save in the answers'
// order, on the newest answer to it this device knows. Its name stays in the attempt's record until the server has
// that answer.

/** What of a held file its question's save needs. */
type Held = {
  queId: string;
  number: number | null;
  storeKey: string;
  base: { fields: [string, string][]; at: number } | null;
};

/** Stored files added to an answer the server has not confirmed yet: their names stay in the record. */
let adding: { storeKey: string; queId: string; name: string }[] = [];

type Named = { storeKey: string; queId: string; file: { name: string }; sending: boolean };

/**
 * The names a page still answers for, per attempt's record and question: files it holds (`held`), and stored ones
 * whose answer has not reached the server yet (the notices of files a page left unsent leave them out).
 */
export function namesOf(held: readonly Named[]): Record<string, Record<string, string[]>> {
  const names: Record<string, Record<string, string[]>> = {};
  for (const item of [...held.map((one) => ({ ...one, name: one.file.name })), ...adding]) {
    const record = (names[item.storeKey] ??= {});
    record[item.queId] = [...(record[item.queId] ?? []), item.name];
  }
  return names;
}

/**
 * What the status line says of files on their way (decision 052, "What the third look found"): every held file while
 * a send of them goes (one after another), and the stored ones of the attempt `key` whose answer is on its way.
 */
export function onTheirWay(held: readonly Named[], key: string) {
  const going = held.some((item) => item.sending) ? held.length : 0;
  const saving = adding.filter((item) => item.storeKey === key).length;
  return { filesHeld: namesOf(held), filesSending: going + saving };
}

/** The question form of `queId` on screen, if it is. */
export const formOf = (queId: string) =>
  document.querySelector<HTMLInputElement>(`input[name=que_id][value="${CSS.escape(queId)}"]`)?.form ?? null;

/** The question form's text fields as an answer (as the answers' machinery keeps them). */
export function fieldsOf(form: HTMLFormElement): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && name !== "intent" && !name.startsWith("save_"))
      fields.push([name, value]);
  return fields;
}

/** The question's answer with `files` added to its list, kept as its save and sent in order; false when it cannot. */
export function keepOffScreen(item: Held, files: StoredFile[]): boolean {
  if (box.attempt?.storeKey !== item.storeKey || savingState().over) return false;
  const waiting = box.record.entries[item.queId];
  const given = box.record.given?.[item.queId];
  // A flag kept alone carries no answer of the learner's (app/domain/kept-flag.ts): only its flag goes on.
  const candidates = [
    waiting ? { fields: waiting.fields, at: waiting.at ?? 0 } : null,
    given ?? null,
    item.base,
  ].filter(
    (candidate): candidate is { fields: [string, string][]; at: number } =>
      candidate !== null && !isFlagOnly(candidate.fields),
  );
  const newest = candidates.sort((a, b) => b.at - a.at)[0];
  if (!newest) return false;
  let list: unknown[] = [];
  try {
    const value: unknown = JSON.parse(newest.fields.find(([name]) => name === "attachment")?.[1] || "[]");
    if (Array.isArray(value)) list = value;
  } catch {
    // an unreadable list: the answer's files as far as this page knows are none
  }
  const fields = newest.fields.filter(([name]) => name !== "attachment");
  fields.push(["attachment", JSON.stringify([...list, ...files])]);
  keepAnswer(item.queId, keptFields(fields, "", waiting?.fields), item.number);
  void pump();
  return true;
}

/**
 * Once the answer that lists the files has reached the server, their names leave the record (`forget`); until then
 * this page answers for them. Given up (the names stay, for the notice) when the attempt is no longer the page's or
 * the server refused that answer.
 */
export async function forgetOnceSent(item: Held, names: string[], forget: () => void): Promise<void> {
  const mine = names.map((name) => ({ storeKey: item.storeKey, queId: item.queId, name }));
  adding = [...adding, ...mine];
  try {
    for (let round = 1; ; round += 1) {
      if (box.attempt?.storeKey !== item.storeKey) return;
      await flush();
      if (box.record.refused.some((one) => one.queId === item.queId)) return;
      if (!box.record.entries[item.queId]) break;
      await new Promise((resolve) => window.setTimeout(resolve, backoffMs(round)));
    }
  } finally {
    adding = adding.filter((one) => !mine.includes(one));
  }
  forget();
}
