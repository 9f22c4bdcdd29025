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
import { timerModeOf, type TimerMode } from "~/domain/exam-countdown";
import { myAssessUrl } from "~/domain/learner-paths";
import { refusalToast } from "~/domain/refusals";
import { assessAnswerUrl } from "~/domain/question-paths";
import { translatorFor } from "~/i18n/locale.server";
import { getExamCard, getExamQuestion, saveExamAnswer } from "~/services/exam.server";
import { createApi, type Api } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import type { QuestionSide } from "./adapter";
import type { TimeLeftReply } from "./time-left";
import { parseAnswerForm, readQuestionForm } from "./answer-form.server";
import { saveFlagOnHeldAnswer } from "./autosave-flag.server";
import { dispatchAnswer, endedUrl } from "./dispatch.server";
import { loadShownQuestion } from "./load-screen.server";
import { spokenShown } from "./spoken.server";

// The assessment kind of the question screens (learner-area §2 Assessment answering, §4 Assessment; contract
// "Assessments"): the attempt's card and question calls, the answer saved with its subtype, the confirm dialog
// chosen by the card, the end of an attempt (after the final save, or a save refused with 1409).

const refOf = (attempt: AttemptQuery) => ({
  examId: attempt.examId,
  classId: attempt.classId,
  recordId: attempt.recordId,
});

/** The answering screen's side for an attempt (./adapter.ts); the autosave route saves through it too. */
export function assessmentSide(api: Api, school: string, attempt: AttemptQuery): QuestionSide {
  const ref = refOf(attempt);
  return {
    mode: "assessment",
    resourceType: "tk_exam",
    saveFailedKey: "assess.submitFailed",
    // 'submit' always asks: 'confirm submitting' or, by the card as it is now, the incomplete one.
    asks: "always",
    // 1409: the attempt is over (time up, or submitted elsewhere); its saved answers count.
    overCode: ATTEMPT_OVER,
    here: (queId, extra = {}) => assessAnswerUrl(school, { ...attempt, queId }, extra),
    // After the final save: show_result 1 → the result review, else the end page with the time used (§4); the
    // query's show_result when the reply or the card does not say.
    finished: (reply) =>
      afterFinishUrl(school, attempt, {
        showResult: reply?.showResult ?? attempt.showResult ?? null,
        useDuration: reply?.useDuration ?? null,
      }),
    question: (queId) => getExamQuestion(api, { ...ref, queId, again: false }),
    // A finished attempt's card (asked for with its record) says where it went.
    card: async () => {
      const card = await getExamCard(api, attempt.examId, attempt.classId, attempt.recordId);
      const done = card.status === STATUS_COMPLETED;
      return {
        items: card.items,
        finished: done
          ? { showResult: card.show_result ?? null, useDuration: card.use_duration ?? null }
          : null,
      };
    },
    save: async (answer, subtype) => {
      const reply = await saveExamAnswer(api, { ...ref, subtype, ...answer });
      const { expire_time: expire, server_time: now } = reply;
      return {
        showResult: reply.show_result,
        useDuration: reply.use_duration,
        // By the upstream's own clock, when it says it (decision 042).
        secondsLeft: expire !== null && now !== null ? Math.max(0, expire - now) : null,
      };
    },
  };
}

/** The answering screen's post (the route's action): the attempt of the URL, then the question form's move. */
export async function answerAssessment(request: Request, school: string) {
  const attempt = await requireAttempt(request, school);
  const api = createApi(request);
  return dispatchAnswer(request, api, assessmentSide(api, school, attempt), translatorFor(request));
}

// A Response, not data(): a resource route fetched by the page answers plain JSON, never from a cache.
export const autosaveReply = (body: TimeLeftReply & { message?: string }, init: ResponseInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
};

/**
 * The answering screen's autosave (with JavaScript only; ./answer-outbox.client.ts): the question form as it stands, saved
 * with subtype 1, answered with JSON so that the page stays where it is. A failure here never takes the page away.
 */
export async function autosaveAnswer(request: Request, school: string) {
  const attempt = parseAttemptQuery(new URL(request.url).searchParams);
  const formData = await readQuestionForm(request);
  formData.set("intent", "save");
  const parsed = parseAnswerForm(formData, "assessment");
  if (!attempt || !parsed.ok || !parsed.value.answerable)
    return autosaveReply({ ok: false }, { status: 400 });
  const { queId, answer, isSign, attachment } = parsed.value;
  const side = assessmentSide(createApi(request), school, attempt);
  // The browser never sends files here (./answer-outbox.client.ts): nothing to upload.
  // A flag kept on the device for an untouched question: the server's answer, flagged as sent (decision 042).
  const saved = await settle(
    parsed.value.unchanged
      ? saveFlagOnHeldAnswer(side, parsed.value)
      : side.save({ queId, answer, isSign, attachment, order: parsed.value.order }, 1),
  );
  // The time left by the upstream's clock re-anchors the page's timer (decision 042).
  if (saved.ok) return autosaveReply({ ok: true, seconds: saved.data?.secondsLeft ?? undefined });
  const over = await endedUrl(side, saved);
  if (over) {
    // The page goes where a finish would go; the flash cookie set here says why when it gets there.
    const flash = await redirectWithToast(over, {
      type: "error",
      ...refusalToast("attempt", saved, "assess.submitFailed"),
    });
    return autosaveReply(
      { ok: false, over, message: saved.message },
      { headers: { "Set-Cookie": flash.headers.get("Set-Cookie") ?? "" } },
    );
  }
  // The one failure model's status: a refusal is a 4xx (1404 → 404), a service down 503, a bad answer 502.
  return autosaveReply({ ok: false, message: saved.message }, { status: saved.status });
}

/**
 * The attempt's time left by the upstream's clock (the autosave route's GET; ./time-left.ts): asked by the page at
 * zero, when the tab wakes and when the browser's clocks disagree, so that no attempt ends on the browser's clock
 * alone (decision 042). A finished attempt answers where it went.
 */
export async function attemptTimeLeft(request: Request, school: string) {
  const attempt = parseAttemptQuery(new URL(request.url).searchParams);
  if (!attempt) return autosaveReply({ ok: false }, { status: 400 });
  const api = createApi(request);
  const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
  if (!card.ok) return autosaveReply({ ok: false }, { status: card.status });
  if (card.data.status === STATUS_COMPLETED) {
    const over = afterFinishUrl(school, attempt, {
      showResult: card.data.show_result ?? attempt.showResult,
      useDuration: card.data.use_duration,
    });
    return autosaveReply({ ok: false, over });
  }
  const timer = timerModeOf(card.data, Date.now());
  return autosaveReply(
    timer.kind === "countdown" ? { ok: true, seconds: timer.seconds, endsAt: timer.endsAt } : { ok: true },
  );
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
    // The service cannot answer (decision 028): the screen stays where the learner is — its own 503 with a
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
      ...refusalToast("attempt", card, "assess.cardFailed"),
    });
  }
  if (card.data.status === STATUS_COMPLETED) {
    const finished = afterFinishUrl(school, attempt, {
      showResult: card.data.show_result ?? attempt.showResult,
      useDuration: card.data.use_duration,
    });
    // Found finished at its deadline while the learner was answering (without JavaScript: the server finished
    // it): the result says it was handed in automatically (decision 043).
    const { finish_time: at, expire_time: deadline } = card.data;
    throw redirect(at && deadline && at >= deadline ? `${finished}&ended=time` : finished);
  }
  const shown = await loadShownQuestion(
    card.data.items,
    attempt.queId,
    (queId) => getExamQuestion(api, { ...ref, queId, again: false }),
    early,
  );
  return {
    attempt,
    shown: spokenShown(shown, "attempt", request),
    // The server's clock, never the browser's: the time left as of this response.
    timer: timerModeOf(card.data, Date.now()),
    counts: cardCounts(card.data.items),
    confirm: parseSubmitConfirm(new URL(request.url).searchParams.get("confirm")),
    // My assessments, for the screen's way back: built here so that the screen's script has no list paths.
    listHref: myAssessUrl(school),
  };
}
