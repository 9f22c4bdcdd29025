import type { Translate } from "~/i18n/i18n";

import { endClockText } from "./exam-clock";

// Why an answer the server refused is listed as not saved (decision 042, "Time"), and the line that says it: one
// rule and one wording for the answering screens' list and the list of an ended attempt's answers left on the
// device. An attempt found over is over by its time only when its deadline has passed; else it ended another way
// (handed in on another device, ended by the school) and is said so — never "the time was over at" a time still to
// come.

export type RefusedWhy = "time" | "ended" | "refused";

/**
 * Why an answer refused with `reason` at `atMs` (this device's clock) was not saved, for an attempt whose deadline
 * is `endsAtSeconds` (Unix seconds; null: none).
 */
export function refusedWhy(
  reason: "over" | "refused",
  endsAtSeconds: number | null,
  atMs: number,
): RefusedWhy {
  if (reason === "refused") return "refused";
  return endsAtSeconds !== null && atMs >= endsAtSeconds * 1000 ? "time" : "ended";
}

/**
 * The learner's line for an answer not saved: "Question 2: not saved: the time was over at 10:32", "… the
 * assessment had already ended", "… the server refused this answer" (`number` null: "?").
 */
export function notSavedLine(
  t: Translate,
  locale: string,
  { number, why }: { number: number | null; why: RefusedWhy },
  endsAtSeconds: number | null,
): string {
  const values = { number: number ?? "?" };
  if (why === "time" && endsAtSeconds !== null)
    return t("answerSaving.refusedOver", { ...values, time: endClockText(endsAtSeconds, locale) });
  return t(why === "refused" ? "answerSaving.refusedOther" : "answerSaving.refusedEnded", values);
}
