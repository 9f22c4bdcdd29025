import { afterFinishUrl, ATTEMPT_OVER, type AttemptQuery } from "~/domain/assessment-rules";

import { savedAnswer } from "./answer-form.server";
import { getExamCard, getExamQuestion, saveExamAnswer } from "./exam.server";
import type { Api } from "./http.server";
import { settle, type Outcome } from "./upstream-failure";

// The answering screen's calls that the page action and the autosave route share (learner-area §4 Assessment,
// docs/contracts/practice-and-exams.md "Assessments").

export type AttemptAnswer = { queId: string; answer: string; isSign: "1" | "2"; attachment: string };

export function saveAnswer(
  api: Api,
  attempt: AttemptQuery,
  answer: AttemptAnswer,
  subtype: 1 | 2,
): Promise<Outcome<{ show_result: number | null; use_duration: number | null }>> {
  return settle(
    saveExamAnswer(api, {
      examId: attempt.examId,
      classId: attempt.classId,
      recordId: attempt.recordId,
      queId: answer.queId,
      subtype,
      isSign: answer.isSign,
      answer: answer.answer,
      attachment: answer.attachment,
    }),
  );
}

/** A save refused because the attempt is over: time up (server's deadline plus grace) or already submitted. */
export function isAttemptOver(outcome: Outcome<unknown>): boolean {
  return !outcome.ok && outcome.code === ATTEMPT_OVER;
}

/**
 * Where an attempt that is over goes when the save that found out had no reply to say so: the card of the
 * record knows (show_result, use_duration of a finished attempt); failing that, the query's show_result.
 */
export async function overDestination(api: Api, school: string, attempt: AttemptQuery): Promise<string> {
  const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
  const finished = card.ok && card.data.status === 3 ? card.data : null;
  return afterFinishUrl(school, attempt, {
    showResult: finished?.show_result ?? attempt.showResult ?? null,
    useDuration: finished?.use_duration ?? null,
  });
}

/**
 * The current question's answer as the server holds it (the confirm dialog's final submit sends it again). A
 * question that cannot be read is a failure, never an empty answer: sending "" with subtype 2 would wipe it.
 */
export async function savedAnswerOf(
  api: Api,
  attempt: AttemptQuery,
  queId: string,
): Promise<Outcome<AttemptAnswer>> {
  const question = await settle(
    getExamQuestion(api, {
      examId: attempt.examId,
      classId: attempt.classId,
      recordId: attempt.recordId,
      queId,
      again: false,
    }),
  );
  if (!question.ok) return question;
  // null: a deleted question, which has no answer to keep.
  return { ok: true, data: { queId, ...savedAnswer(question.data) } };
}
