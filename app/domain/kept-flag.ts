// The flag ("for review") of a question as the answers' machinery keeps it on the device (decision 042): a field
// of the answer it keeps (`is_sign`, '1' flagged, '2' not), so that a flag set while the line is down waits, is
// counted and is sent in order with the answers, once. The question form's flag post asks the server to turn the
// flag shown over; what is kept is the flag asked for, as a value (sent again, it is the same flag).
//
// A flag set on a question the learner did not touch on the page is kept as the flag alone (`flagOnly`): the
// answer the page shows may be older than the server's (a copy of the screen kept on the device, decision 052), so
// the kept fields say "unchanged" (app/domain/answer-unchanged.ts) and the autosave saves the server's answer with
// the flag; its answer fields are never put back into a form nor sent as an answer.

import { UNCHANGED_FIELD } from "./answer-unchanged";

export const FLAG_FIELD = "is_sign";

type Fields = [string, string][];

/** The flag the fields carry ('1' or '2'), or null when they carry none. */
export function flagOf(fields: Fields): "1" | "2" | null {
  const value = fields.find(([name]) => name === FLAG_FIELD)?.[1];
  return value === "1" ? "1" : value === undefined ? null : "2";
}

/** The fields with the flag set to `flag` (added when they had none). */
export function withFlag(fields: Fields, flag: "1" | "2"): Fields {
  const found = fields.some(([name]) => name === FLAG_FIELD);
  const next = fields.map(([name, value]): [string, string] => [name, name === FLAG_FIELD ? flag : value]);
  return found ? next : [...next, [FLAG_FIELD, flag]];
}

/** Whether kept fields are a flag kept alone (their answer is not the learner's to send). */
export function isFlagOnly(fields: Fields | undefined): boolean {
  return Boolean(fields?.some(([name, value]) => name === UNCHANGED_FIELD && value === "1"));
}

/** Fields kept as the flag alone. */
export function flagOnly(fields: Fields): Fields {
  return [...fields.filter(([name]) => name !== UNCHANGED_FIELD), [UNCHANGED_FIELD, "1"]];
}

/**
 * The fields of the question form to keep as its answer: a flag post keeps the flag it asks for (the one shown,
 * turned over); any other keeps the flag already kept for the question (`waiting`: the answer waiting on the device),
 * which the form does not show until the server has it — an answer typed after a flag set offline must not undo it.
 */
export function keptFields(fields: Fields, intent: string, waiting: Fields | undefined): Fields {
  const plain = fields.filter(([name]) => name !== UNCHANGED_FIELD);
  if (intent === "flag") return withFlag(plain, flagOf(plain) === "1" ? "2" : "1");
  const kept = waiting ? flagOf(waiting) : null;
  return kept ? withFlag(plain, kept) : plain;
}
