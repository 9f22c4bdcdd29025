import { Link, useLocation, useParams } from "@remix-run/react";

import { AnswerCard } from "~/features/question/answer-card";
import { LazyConfirmDialog } from "~/features/question/question-dialog";
import { ReviewNav } from "~/features/question/review-nav";
import { ReviewedQuestion } from "~/features/question/reviewed-question";
import { TimeUsed } from "~/components/time-used";
import { EmptyState } from "~/components/ui/empty-state";
import { lazyPart } from "~/components/ui/lazy-part";
import { reviewState } from "~/domain/answer-card";
import { resultHeader, type ResultQuery, type SubjectiveScoring } from "~/domain/assessment-result";
import { resultUrl } from "~/domain/question-paths";
import { asksAnswerAgain, CONFIRM_AGAIN } from "~/domain/answer-again";
import { useT } from "~/i18n/i18n";
import type { ShownQuestion } from "~/features/question/load-screen.server";
import type { ResultCard } from "~/services/exam.server";

// The assessment result review's body (learner-area §2 Assessment result review): the header (score, time used,
// assessed or pending, 'answer again'), the question with its result and scoring, and the card of four states.
// 'Answer again' starts a new attempt, so it asks first as practice does (decision 036): the button opens
// `?confirm=again` (URL state, JS on and off) and only the dialog's post (`intent=again`) starts it.

/** The subjective question's score (the teacher's, or the learner's own form): loaded when shown (decision 011). */
const Scoring = lazyPart(() =>
  import("~/features/question/self-score.lazy").then((module) => module.Scoring),
);

/**
 * An assessment review has a fourth state, pending manual scoring (learner-area §2), and a fifth, partial credit
 * (a score below the question's, decision 043).
 */
const REVIEW_STATES = ["right", "partial", "wrong", "pending", "unanswered"] as const;

/** The spec's query of the review without the current question. */
function reviewSearch(query: ResultQuery): URLSearchParams {
  const search = new URLSearchParams();
  const values: [string, string | number | null][] = [
    ["ass_id", query.examId],
    ["assessName", query.name],
    ["record_id", query.recordId],
    ["class_id", query.classId],
    ["tabs", query.tabs],
    ["duration", query.duration],
    ["is_assess", query.isAssess],
  ];
  for (const [key, value] of values) if (value !== null && value !== "") search.set(key, String(value));
  return search;
}

function ResultHeader({
  card,
  query,
  hrefOf,
}: {
  card: ResultCard;
  query: ResultQuery;
  hrefOf: (ask: boolean) => string;
}) {
  const t = useT();
  const header = resultHeader(card, query);
  const asking = asksAnswerAgain(new URLSearchParams(useLocation().search).get("confirm"));
  // After a finish the page says how the attempt was handed in and puts the focus there, with the score next
  // (decision 043): `autoFocus` is the HTML attribute without JavaScript, and the question's move focus defers
  // to `data-focus-first` with it.
  const ended = query.ended;
  return (
    <div
      className="assess-result__header"
      {...(ended ? { tabIndex: -1, autoFocus: true, "data-focus-first": "" } : {})}
    >
      {ended ? (
        <p className="result-ended">
          {t(ended === "time" ? "assessResult.endedByTime" : "assessResult.endedByLearner")}
        </p>
      ) : null}
      <dl className="result-figures">
        <div>
          <dt>{t("assessResult.score")}</dt>
          <dd className="result-figures__score">
            {t("assessResult.scoreOfTotal", { score: header.userScore, total: header.totalScore })}
          </dd>
        </div>
        {header.duration !== null ? (
          <div>
            <dt>{t("assessResult.timeUsed")}</dt>
            <dd>
              <TimeUsed seconds={header.duration} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={`result-status${header.assessed ? "" : " result-status--pending"}`}>
        {header.assessed
          ? t("assessResult.assessed")
          : header.pending > 0
            ? t("assessResult.pendingCount", { count: header.pending })
            : // The record says it is not final, though no card item is marked: say so without a count.
              t("assessResult.pendingSome")}
      </p>
      {card.can_answer === 1 ? (
        <p className="assess-result__again">
          <Link to={hrefOf(true)} className="button button--primary" preventScrollReset>
            {t("assessResult.answerAgain")}
          </Link>
        </p>
      ) : null}
      {card.can_answer === 1 && asking ? (
        <LazyConfirmDialog
          title={t("assessResult.againTitle")}
          message={t("assessResult.againConfirm")}
          closeHref={hrefOf(false)}
          fields={{ intent: CONFIRM_AGAIN }}
          confirmLabel={t("assessResult.answerAgain")}
        />
      ) : null}
    </div>
  );
}

export function ResultReview(props: {
  query: ResultQuery;
  card: ResultCard;
  shown: ShownQuestion;
  scoring: SubjectiveScoring | null;
}) {
  const t = useT();
  const school = useParams().school ?? "";
  const { card, query, shown, scoring } = props;
  // The card's links keep the spec's query (not a stale que_id) and change only the question.
  const search = reviewSearch(query);
  const hrefFor = (queId: string) => resultUrl(school, search, queId);
  // The review as it is, or with the 'answer again' dialog open.
  const hrefOf = (ask: boolean) => {
    const here = new URLSearchParams(search);
    if (ask) here.set("confirm", CONFIRM_AGAIN);
    return resultUrl(school, here, shown.current);
  };
  const current = shown.item;
  const question = shown.question?.ok ? shown.question.data : null;

  return (
    <>
      <ResultHeader card={card} query={query} hrefOf={hrefOf} />
      <div className="assess-result__body">
        <div className="assess-result__question">
          {!current ? (
            <EmptyState>{t("common.noContent")}</EmptyState>
          ) : shown.question?.ok ? (
            <ReviewedQuestion
              question={question}
              number={current.number}
              result={reviewState(current)}
              context="exam"
            >
              {scoring ? <Scoring scoring={scoring} queId={current.que_id} /> : null}
            </ReviewedQuestion>
          ) : (
            <p className="assess-result__fallback" role="alert">
              {t("assessResult.questionFailed")}
            </p>
          )}
          <ReviewNav previous={shown.previous} next={shown.next} total={shown.total} hrefFor={hrefFor} />
        </div>
        <AnswerCard
          mode="review"
          items={shown.items}
          current={shown.current}
          hrefFor={hrefFor}
          states={REVIEW_STATES}
        />
      </div>
    </>
  );
}
