import { parseId } from "./ids";
import { endPageUrl, resultReviewUrl } from "./learner-paths";
import type { AttemptQuery } from "./question-paths";

export type { AttemptQuery };

// Assessment rules: learner-area §2 (My assessments … end page), §3 (Assessment list item, record), §4 (Assessment)
// and docs/contracts/practice-and-exams.md. Pure: the list page, the answering screen and the result pages share it.

const STATUS_NOT_STARTED = 1;
const STATUS_IN_PROGRESS = 2;
export const STATUS_COMPLETED = 3;
export const STATUS_EXPIRED = 4;

export type AssessmentStatusKey = "notStarted" | "inProgress" | "completed" | "expired";

const STATUS_KEYS: Record<number, AssessmentStatusKey> = {
  [STATUS_NOT_STARTED]: "notStarted",
  [STATUS_IN_PROGRESS]: "inProgress",
  [STATUS_COMPLETED]: "completed",
  [STATUS_EXPIRED]: "expired",
};

/** The label of a list status 1–4; an unknown status shows no label rather than a wrong one. */
export function assessmentStatusKey(status: number | null): AssessmentStatusKey | null {
  return status === null ? null : (STATUS_KEYS[status] ?? null);
}

/** The start button shows only when can_start is 1 and the status is not 4 (learner-area §4). */
export function canStartAssessment(assessment: { can_start: number | null; status: number | null }): boolean {
  return assessment.can_start === 1 && assessment.status !== STATUS_EXPIRED;
}

/** limit_type 1 is a single attempt; anything else is unlimited. */
export function isSingleAttempt(limitType: number | null): boolean {
  return limitType === 1;
}

export type Validity =
  | { kind: "window"; from: string; to: string }
  | { kind: "from"; from: string }
  | { kind: "until"; to: string }
  | { kind: "open" };

/**
 * What the card's validity line says. The window (start_time – end_time) when the list gives it; else
 * expire_date as the last day; neither means the assessment is always open.
 */
export function validityOf(item: { start_time: string; end_time: string; expire_date: string }): Validity {
  const from = item.start_time.trim();
  const to = (item.end_time || item.expire_date).trim();
  if (from && to) return { kind: "window", from, to };
  if (to) return { kind: "until", to };
  if (from) return { kind: "from", from };
  return { kind: "open" };
}

/** The tab of My assessments: 0 the assessments, 1 the records; anything else is 0. */
export function parseAssessTab(value: string | null | undefined): 0 | 1 {
  return value === "1" ? 1 : 0;
}

/**
 * Where a finished attempt goes (learner-area §4): show_result 1 → the result review, else the end page with
 * the time used. Also where a 1409 ("the attempt is over") sends the learner (contract).
 */
export function afterFinishUrl(
  school: string,
  attempt: { examId: string; classId: string; name: string; recordId: string },
  reply: { showResult: number | null; useDuration: number | null },
): string {
  return reply.showResult === 1
    ? resultReviewUrl(school, { ...attempt, duration: reply.useDuration })
    : endPageUrl(school, reply.useDuration, attempt);
}

/** Code of a save refused because the attempt is over (time up, or already submitted): contract. */
export const ATTEMPT_OVER = "1409";

/** The answering screen's query (learner-area §2) read defensively; null when an id is missing or malformed. */
export function parseAttemptQuery(
  query: URLSearchParams,
): (AttemptQuery & { showResult: number | null }) | null {
  const examId = parseId(query.get("ass_id"));
  const recordId = parseId(query.get("record_id"));
  const classId = query.get("class_id") ?? "";
  if (!examId || !recordId || (classId !== "" && !parseId(classId))) return null;
  const showResult = query.get("show_result");
  return {
    examId,
    classId,
    recordId,
    name: (query.get("assessName") ?? "").slice(0, 500),
    showResult: showResult !== null && /^\d$/.test(showResult) ? Number(showResult) : null,
    queId: parseId(query.get("que_id")),
  };
}

/** The confirm dialog the answering screen shows (URL state ?confirm=…): all answered, or some are not. */
export type SubmitConfirm = "submit" | "incomplete";

export function parseSubmitConfirm(value: string | null): SubmitConfirm | null {
  return value === "submit" || value === "incomplete" ? value : null;
}

/** How long typing must pause before a typed answer is sent (with JavaScript; decision 042). */
export const AUTOSAVE_DELAY_MS = 2000;
