import { data, redirect } from "@remix-run/node";

import {
  parseResultQuery,
  SHORT_ANSWER,
  scoreMax,
  subjectiveScoring,
  type ResultQuery,
  type SubjectiveScoring,
} from "~/domain/assessment-result";
import { currentQuestion } from "~/domain/answer-card";
import { parseId } from "~/domain/ids";
import { myAssessUrl } from "~/domain/learner-paths";
import { refusalMessage, refusalToast } from "~/domain/refusals";
import { assessAnswerUrl, resultUrl } from "~/domain/question-paths";
import {
  getExamCard,
  getExamQuestion,
  getResultCard,
  submitScore,
  type ResultCard,
} from "~/services/exam.server";
import { createApi, type Api } from "~/services/http.server";
import { settle, type Failure } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import type { ReviewScreen } from "./adapter";
import { loadShownQuestion, type ShownQuestion } from "./load-screen.server";
import { spokenShown } from "./spoken.server";
import { answerAgain } from "./review.server";
import { parseScoreForm, readScoreForm } from "./score-form.server";

// The assessment kind of the review screens (learner-area §2 Assessment result review, §4 Assessment: scoring,
// §5 score input, §8 'failed to get the answer card', 'scoring failed'; contract "Assessments"). What only it
// has: the result card's header, self-scoring of subjective questions, and a 2004 on the card (this record's
// result may not be seen) that goes back to the records tab with the server's message.

type Reviewed = ResultQuery & { examId: string; recordId: string };

const isReviewed = (query: ResultQuery): query is Reviewed => Boolean(query.examId && query.recordId);

/** The review screen's adapter for a record (./adapter.ts). */
export function assessmentReviewScreen(
  api: Api,
  school: string,
  query: Reviewed,
  here: string,
): ReviewScreen {
  const { examId, classId, recordId } = query;
  return {
    here,
    question: (queId) => getExamQuestion(api, { examId, classId, recordId, queId, again: true }),
    // A new attempt: the card without a record starts one (or says why it may not, 2004 among others).
    again: async () => {
      const card = await getExamCard(api, examId, classId);
      return assessAnswerUrl(school, {
        examId,
        classId,
        name: query.name,
        recordId: card.record_id,
        showResult: 1,
      });
    },
    againFailedKey: "assessResult.cardFailed",
    refusals: "start",
  };
}

export type ResultReviewData =
  | { failed: true; query: ResultQuery; listHref: string }
  | {
      failed: false;
      query: ResultQuery;
      card: ResultCard;
      shown: ShownQuestion;
      scoring: SubjectiveScoring | null;
    };

/** The review's data: the result card, the question shown (que_id, else the card's first) and its scoring. */
/** My assessments' tab the review was opened from, for its way back when the card fails. */
function listHrefOf(school: string, query: ResultQuery): string {
  return myAssessUrl(school, { tabs: query.tabs === "0" ? 0 : 1 });
}

export async function loadResultReview(request: Request, school: string) {
  const url = new URL(request.url);
  const query = parseResultQuery(url.searchParams);
  if (!isReviewed(query))
    return data<ResultReviewData>(
      { failed: true, query, listHref: listHrefOf(school, query) },
      { status: 400 },
    );

  const api = createApi(request);
  const screen = assessmentReviewScreen(api, school, query, url.pathname);
  // With que_id in the URL the question does not wait for the card.
  const early = query.queId ? settle(screen.question(query.queId)) : null;
  early?.catch(() => undefined);
  const card = await settle(getResultCard(api, query.recordId));
  if (!card.ok) {
    await early?.catch(() => undefined);
    // 2004: this record's result may not be seen (learner-area §8): the message, then the list.
    if (card.kind === "notPermitted") {
      throw await redirectWithToast(myAssessUrl(school, { tabs: 1 }), {
        type: "error",
        ...refusalToast("result", card, "assessResult.cardFailed"),
      });
    }
    return data<ResultReviewData>(
      { failed: true, query, listHref: listHrefOf(school, query) },
      { status: card.status },
    );
  }
  // A question that is not on this card is not this record's: show the first one instead.
  if (query.queId && currentQuestion(card.data.items, query.queId) !== query.queId) {
    await early?.catch(() => undefined);
    throw redirect(resultUrl(school, url.searchParams, null));
  }
  const shown = spokenShown(
    await loadShownQuestion(card.data.items, query.queId, screen.question, early),
    "result",
    request,
  );
  const question = shown.question?.ok ? shown.question.data : null;
  const scoring = question ? subjectiveScoring(card.data, question) : null;
  return data<ResultReviewData>({ failed: false, query, card: card.data, shown, scoring });
}

/** The review's posts: 'answer again' and a self-score (post/redirect/get). */
export async function resultReviewAction(request: Request, school: string) {
  const url = new URL(request.url);
  const query = parseResultQuery(url.searchParams);
  const received = readScoreForm(await request.formData());
  if (!isReviewed(query)) {
    return redirectWithToast(myAssessUrl(school, { tabs: 1 }), {
      type: "error",
      key: "assessResult.cardFailed",
    });
  }
  const api = createApi(request);
  // Back to the review as it was, the 'answer again' dialog closed (a failure's toast lands there).
  const search = new URLSearchParams(url.searchParams);
  search.delete("confirm");
  const here = resultUrl(school, search, query.queId);
  if (received.ok && received.value.intent === "again")
    return answerAgain(assessmentReviewScreen(api, school, query, here));
  return scoreAnswer(api, school, url, query, received);
}

/** Scoring: the question's score bounds the input, read here from the upstream, never from the form. */
async function scoreAnswer(
  api: Api,
  school: string,
  url: URL,
  query: Reviewed,
  received: ReturnType<typeof readScoreForm>,
) {
  const refuse = (text: string | null, status: number) =>
    received.refused({ key: "assessResult.scoringFailed", text }, status);
  // A refusal the catalogue knows, in the page's language (decision 043).
  const refuseFailure = (failure: Failure) =>
    received.refused(refusalMessage("result", failure, "assessResult.scoringFailed"), failure.status);
  const sent = received.ok ? received.value : {};
  const queId = parseId(sent.que_id ?? "");
  if (sent.intent !== "score" || !queId) return refuse(null, 400);
  const { examId, classId, recordId } = query;
  const question = await settle(getExamQuestion(api, { examId, classId, recordId, queId, again: true }));
  if (!question.ok) return refuseFailure(question);
  const target = question.data;
  // Only an answered short answer has a score to give (the upstream checks the assessment's self-scoring).
  if (!target || target.type !== SHORT_ANSWER || !target.user_log) return refuse(null, 400);

  const scored = parseScoreForm(received.formData, scoreMax(target.score));
  if (!scored.ok) return scored.invalid();
  const saved = await settle(submitScore(api, { examId, recordId, queId, score: scored.value.score }));
  if (!saved.ok)
    return scored.refused(refusalMessage("result", saved, "assessResult.scoringFailed"), saved.status);
  return redirectWithToast(resultUrl(school, url.searchParams, queId), {
    type: "success",
    key: "assessResult.submitSucceeded",
  });
}
