import "~/components/page-kit";
import "~/features/question/question-kit";
import { Link } from "@remix-run/react";

import {
  answeringState,
  CARD_CURRENT_KEY,
  CARD_FLAG_KEY,
  CARD_STATE_KEY,
  cardEntries,
  isFlagged,
  reviewState,
  type CardEntryInput,
  type CardState,
} from "~/domain/answer-card";
import { useT } from "~/i18n/i18n";
import { useIsPending } from "~/hooks/use-is-pending";

import { useSaving } from "./answer-saving";

// The answer card (learner-area §2, §3): numbered buttons with their state in text and icon as well as colour,
// a flag for marked questions, the current one highlighted, and a legend. Shared by practice and assessments.
//
// Loaded after the page's first script (answer-card.tsx, decision 031); until then its server HTML serves: the
// numbers post the question form or follow their links as without JavaScript.
//
// Props (plain data, kept stable):
//   mode       "answering": each number is a submit button of the question form (`form={formId}`, intent
//              "go:<que_id>") so a jump saves the current answer first (post/redirect/get; Remix's Form carries
//              it without a reload when JS runs). "review": each number is a link (hrefFor).
//   items      the card's items (CardItem of app/services/question.server.ts); combinations are skipped
//   current    the que_id shown
//   formId     answering: the question form's id
//   hrefs      review: the URL of each question by que_id
//   disableWhile answering: disable the buttons while a post is "submitting", or until the page it leads to has
//              loaded ("posting")
//   title      optional heading (default 'Answer card')
//   states     optional: the legend's states (default answered/unanswered, or right/wrong/unanswered in review
//              — an assessment review adds "pending")
//
// Answering, the numbers whose answer is kept on this device and not on the server yet (answer-saving.ts, decision
// 042) are marked as answered, with a mark and its words, and the legend names the mark.

export type LiveAnswerCardProps = {
  mode: "answering" | "review";
  items: readonly CardEntryInput[];
  current: string | null;
  formId?: string;
  hrefs?: Record<string, string>;
  disableWhile?: "submitting" | "posting";
  title?: string;
  states?: readonly CardState[];
};

const ANSWERING_LEGEND: readonly CardState[] = ["answered", "unanswered"];
const REVIEW_LEGEND: readonly CardState[] = ["right", "wrong", "unanswered"];

export function AnswerCard(props: LiveAnswerCardProps) {
  const t = useT();
  // The one pending hook: "posting" also while the page the post goes to loads.
  const pending = useIsPending(props.disableWhile === "posting" ? { state: "non-idle" } : {});
  const disabled = props.disableWhile ? pending : false;
  const entries = cardEntries(props.items);
  const { waiting: deviceOnly, answered, deviceOff } = useSaving();
  // The mark of an answer the server does not have yet: "only on this device", or, when the browser keeps nothing
  // on the device, "not sent yet" (it is in this page only: decision 042, "When the browser keeps nothing").
  const mark = deviceOff
    ? ({ words: "answerSaving.pageOnly", legend: "answerSaving.pageOnlyLegend" } as const)
    : ({ words: "answerSaving.deviceOnly", legend: "answerSaving.deviceOnlyLegend" } as const);
  const legend = props.states ?? (props.mode === "review" ? REVIEW_LEGEND : ANSWERING_LEGEND);
  return (
    <section className="answer-card" aria-labelledby="answer-card-title">
      <h2 id="answer-card-title" className="answer-card__title">
        {props.title ?? t("question.card.title")}
      </h2>
      <ul className="answer-card__legend" aria-label={t("question.card.legend")}>
        {legend.map((state) => (
          <li key={state} className={`answer-card__key answer-card__key--${state}`}>
            <span className={`answer-card__swatch card-state card-state--${state}`} aria-hidden="true" />
            {t(CARD_STATE_KEY[state])}
          </li>
        ))}
        <li className="answer-card__key">
          <span className="flag-icon" aria-hidden="true" />
          {t("question.card.flagLegend")}
        </li>
        {props.mode === "answering" && deviceOnly.length > 0 ? (
          <li className="answer-card__key">
            <span className="answer-card__device-mark" aria-hidden="true" />
            {t(mark.legend)}
          </li>
        ) : null}
      </ul>
      <ol className="answer-card__items" aria-label={t("question.card.questions")}>
        {entries.map((item) => {
          const onDevice = props.mode === "answering" && deviceOnly.includes(item.que_id);
          const given = answered[item.que_id];
          const state =
            props.mode === "review"
              ? reviewState(item)
              : given === undefined
                ? answeringState(item)
                : given
                  ? "answered"
                  : "unanswered";
          const current = item.que_id === props.current;
          const flagged = isFlagged(item);
          const className = `answer-card__item card-state card-state--${state}${
            current ? " answer-card__item--current" : ""
          }${onDevice ? " answer-card__item--device" : ""}`;
          const label = (
            <>
              <span className="answer-card__number">{item.number}</span>
              {flagged ? <span className="flag-icon answer-card__flag" aria-hidden="true" /> : null}
              {onDevice ? <span className="answer-card__device-mark" aria-hidden="true" /> : null}
              <span className="visually-hidden">
                {" "}
                {t(CARD_STATE_KEY[state])}
                {flagged ? `, ${t(CARD_FLAG_KEY)}` : ""}
                {onDevice ? `, ${t(mark.words)}` : ""}
                {current ? `, ${t(CARD_CURRENT_KEY)}` : ""}
              </span>
            </>
          );
          return (
            <li key={item.que_id}>
              {props.mode === "review" ? (
                <Link
                  className={className}
                  to={props.hrefs?.[item.que_id] ?? `?que_id=${encodeURIComponent(item.que_id)}`}
                  aria-current={current ? "step" : undefined}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="submit"
                  form={props.formId}
                  name="intent"
                  value={`go:${item.que_id}`}
                  className={className}
                  aria-current={current ? "step" : undefined}
                  disabled={disabled}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
