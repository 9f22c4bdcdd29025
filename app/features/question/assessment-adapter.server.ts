import { redirect } from "@remix-run/node";

import { cardCounts } from "~/domain/answer-card";
import {
  afterFinishUrl,
  ATTEMPT_OVER,
  parseAttemptQuery,
  parseSubmitConfirm,
  STATUS_COMPLETED,
  type AttemptQuery,
} from "~/domain/assessment-rules";
import { timerModeOf, type TimerMode } from "~/domain/exam-timer";
import { myAssessUrl } from "~/domain/learner-paths";
import { assessAnswerUrl } from "~/domain/question-paths";
import { getExamCard, getExamQuestion, saveExamAnswer } from "~/services/exam.server";
import type { Api } from "~/services/http.server";
import { settle, type Failure } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import type { AnswerScreen, AnswerToSave } from "./adapter";
import { loadShownQuestion } from "./loader.server";

// The assessment kind of the question screens (learner-area §2 Assessment answering, §4 Assessment; contract
// "Assessments"): the attempt's card and question calls, the answer saved with its subtype, the confirm dialog
// chosen by the card, the end of an attempt (after the final save, or a save refused with 1409).

const refOf = (attempt: AttemptQuery) => ({
  examId: attempt.examId,
  classId: attempt.classId,
  recordId: attempt.recordId,
});

/** Saves an answer of the attempt with its subtype (the page and the autosave route). */
export function saveAnswer(api: Api, attempt: AttemptQuery, answer: AnswerToSave, subtype: 1 | 2) {
  return saveExamAnswer(api, { ...refOf(attempt), subtype, ...answer });
}

/** A save refused because the attempt is over: time up (server's deadline plus grace) or already submitted. */
export function isAttemptOver(failure: Failure): boolean {
  return failure.code === ATTEMPT_OVER;
}

/**
 * Where an attempt that is over goes when the save that found out had no reply to say so: the card of the
 * record knows (show_result, use_duration of a finished attempt); failing that, the query's show_result.
 */
export async function overDestination(api: Api, school: string, attempt: AttemptQuery): Promise<string> {
  const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
  const finished = card.ok && card.data.status === STATUS_COMPLETED ? card.data : null;
  return afterFinishUrl(school, attempt, {
    showResult: finished?.show_result ?? attempt.showResult ?? null,
    useDuration: finished?.use_duration ?? null,
  });
}

/** The answering screen's adapter for an attempt (./adapter.ts). */
export function assessmentAnswerScreen(api: Api, school: string, attempt: AttemptQuery): AnswerScreen {
  const here = (queId: string | null, extra: Record<string, string> = {}) =>
    assessAnswerUrl(school, { ...attempt, queId }, extra);
  return {
    mode: "assessment",
    resourceType: "tk_exam",
    saveFailedKey: "assess.submitFailed",
    here,
    question: (queId) => getExamQuestion(api, { ...refOf(attempt), queId, again: false }),
    save: (answer) => saveAnswer(api, attempt, answer, 1),
    // After the final save: show_result 1 → the result review, else the end page with the time used (§4).
    finish: async (answer) => {
      const reply = await saveAnswer(api, attempt, answer, 2);
      return afterFinishUrl(school, attempt, {
        showResult: reply.show_result ?? attempt.showResult ?? null,
        useDuration: reply.use_duration,
      });
    },
    // The dialog is chosen by the card as it is now, the save just made included.
    confirm: async (queId) => {
      const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
      const unanswered = card.ok ? cardCounts(card.data.items).unanswered : 0;
      return here(queId, { confirm: unanswered > 0 ? "incomplete" : "submit" });
    },
    // 1409: the attempt is over (time up, or submitted elsewhere); its saved answers count.
    ended: async (failure) => (isAttemptOver(failure) ? overDestination(api, school, attempt) : null),
  };
}

const NO_TIMER: TimerMode = { kind: "none" };

/** The attempt of the URL, or back to the list with 'failed to get the answer card'. */
export async function requireAttempt(request: Request, school: string) {
  const attempt = parseAttemptQuery(new URL(request.url).searchParams);
  if (!attempt)
    throw await redirectWithToast(myAssessUrl(school), { type: "error", key: "assess.cardFailed" });
  return attempt;
}

/**
 * The answering screen's data: the card, the question shown, the time left by the server's clock, the counts
 * and the confirm dialog's URL state. A card failure (2004 among others) goes back to the list with the server's
 * message or 'failed to get the answer card' — unless this request's post was refused, whose answer the screen
 * then keeps (`shown` null); a finished attempt goes where a finish goes.
 */
export async function loadAttemptScreen(request: Request, api: Api, school: string) {
  const attempt = await requireAttempt(request, school);
  const ref = refOf(attempt);
  // With a que_id in the query the question is asked for beside the card, not after it.
  const early = attempt.queId
    ? settle(getExamQuestion(api, { ...ref, queId: attempt.queId, again: false }))
    : null;
  early?.catch(() => undefined);
  const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
  if (!card.ok && card.kind === "unavailable") {
    // The service cannot answer (issue 24 §4): the screen stays where the learner is — its own 503 with a
    // 'try again' of this address, the attempt untouched — instead of the list, which loses the place. When the
    // answer just sent was refused too (without JavaScript), it is kept in the refused form (answerWasKept).
    await early?.catch(() => undefined);
    return {
      attempt,
      shown: null,
      timer: NO_TIMER,
      counts: cardCounts([]),
      confirm: null,
      listHref: myAssessUrl(school),
    };
  }
  if (!card.ok) {
    await early?.catch(() => undefined);
    throw await redirectWithToast(myAssessUrl(school), {
      type: "error",
      key: "assess.cardFailed",
      text: card.message || undefined,
    });
  }
  if (card.data.status === STATUS_COMPLETED) {
    throw redirect(
      afterFinishUrl(school, attempt, {
        showResult: card.data.show_result ?? attempt.showResult,
        useDuration: card.data.use_duration,
      }),
    );
  }
  const shown = await loadShownQuestion(
    card.data.items,
    attempt.queId,
    (queId) => getExamQuestion(api, { ...ref, queId, again: false }),
    early,
  );
  return {
    attempt,
    shown,
    // The server's clock, never the browser's: the time left as of this response.
    timer: timerModeOf(card.data, Date.now()),
    counts: cardCounts(card.data.items),
    confirm: parseSubmitConfirm(new URL(request.url).searchParams.get("confirm")),
    // My assessments, for the screen's way back: built here so that the screen's script has no list paths.
    listHref: myAssessUrl(school),
  };
}
