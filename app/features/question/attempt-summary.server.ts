import { redirect } from "@remix-run/node";

import { answeringState, cardCounts, cardEntries, firstQuestion, isFlagged } from "~/domain/answer-card";
import { afterFinishUrl, STATUS_COMPLETED } from "~/domain/assessment-rules";
import { myAssessUrl } from "~/domain/learner-paths";
import { assessAnswerUrl } from "~/domain/question-paths";
import { refusalToast } from "~/domain/refusals";
import { getAssessmentDetail, getExamCard } from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import { requireAttempt } from "./assessment.server";

// The summary of an attempt (decision 043, Moodle's 'Summary of attempt'): every question answered or not and
// flagged, each a link back to it; then 'submit', which opens the specification's dialog on the answering screen
// (confirm, or incomplete with its counts). Reached from that dialog; a page of its own with or without
// JavaScript. The answers are as the server holds them: the dialog is opened by 'submit', which saved the
// question on screen first.

export type SummaryEntry = {
  queId: string;
  number: number;
  answered: boolean;
  flagged: boolean;
  href: string;
};

export async function loadAttemptSummary(request: Request, school: string) {
  const attempt = await requireAttempt(request, school);
  const api = createApi(request);
  // The assessment's name from the server's record, beside the card: never the address's `assessName`, which
  // anyone can write (decision 051). Without it the page names no assessment.
  const [card, detail] = await Promise.all([
    settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId)),
    settle(getAssessmentDetail(api, attempt.examId, attempt.classId)),
  ]);
  if (!card.ok) {
    throw await redirectWithToast(myAssessUrl(school), {
      type: "error",
      ...refusalToast("attempt", card, "assess.cardFailed"),
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
  const items = card.data.items;
  const entries: SummaryEntry[] = cardEntries(items).map((item) => ({
    queId: item.que_id,
    number: item.number,
    answered: answeringState(item) === "answered",
    flagged: isFlagged(item),
    href: assessAnswerUrl(school, { ...attempt, queId: item.que_id }),
  }));
  const counts = cardCounts(items);
  // Back where the learner was; 'submit' opens the dialog there, chosen by the counts as 'submit' chooses it.
  const queId = attempt.queId ?? firstQuestion(items);
  return {
    name: detail.ok ? detail.data.name : "",
    entries,
    counts,
    backHref: assessAnswerUrl(school, { ...attempt, queId }),
    submitHref: assessAnswerUrl(
      school,
      { ...attempt, queId },
      { confirm: counts.unanswered > 0 ? "incomplete" : "submit" },
    ),
  };
}
