import "~/components/page-kit";
import "~/features/question/question-kit";
import { CARD_STATE_KEY, type ReviewState } from "~/domain/answer-card";
import {
  FALSE_ANSWER,
  optionLetter,
  QUESTION_TYPE,
  TRUE_ANSWER,
  type AnswerState,
} from "~/domain/answer-encoding";
import { useT } from "~/i18n/i18n";
import type { Question } from "~/services/question.server";

import { QuestionAnalysis } from "./question-analysis";
import { Html } from "./question-view";

// A question under review (learner-area §5): the learner's answer, the right one, the result and the analysis,
// for QuestionView's `renderAnswer` on the review screens. Apart from the answer inputs (question-inputs.tsx) so
// that each screen's script carries only the side it shows (decision 011).

/** The learner's answer as text: letters for choices, the words for true/false, the text or the blanks. */
function answerText(question: Question, state: AnswerState, t: ReturnType<typeof useT>): string {
  switch (question.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple:
      return question.items
        .map((item, index) => (state.checked.includes(item.id) ? optionLetter(index) : null))
        .filter((letter) => letter !== null)
        .join(", ");
    case QUESTION_TYPE.trueFalse:
      if (state.checked[0] === TRUE_ANSWER) return t("question.true");
      return state.checked[0] === FALSE_ANSWER ? t("question.false") : "";
    case QUESTION_TYPE.short:
      return state.text.trim() === "" ? "" : state.text;
    case QUESTION_TYPE.blank:
      return state.blanks.some((blank) => blank.trim() !== "") ? state.blanks.join(" / ") : "";
    default:
      return "";
  }
}

/** The right choice(s) as letters (items[].is_right '1', sent only in a review). */
function rightText(question: Question, t: ReturnType<typeof useT>): string {
  if (question.type === QUESTION_TYPE.single || question.type === QUESTION_TYPE.multiple) {
    return question.items
      .map((item, index) => (item.is_right === "1" ? optionLetter(index) : null))
      .filter((letter) => letter !== null)
      .join(", ");
  }
  if (question.type === QUESTION_TYPE.trueFalse) {
    const right = question.items.find((item) => item.is_right === "1")?.id;
    if (right === TRUE_ANSWER) return t("question.true");
    if (right === FALSE_ANSWER) return t("question.false");
  }
  return "";
}

export type ReviewAnswerProps = { question: Question; state: AnswerState; result?: ReviewState };

export function ReviewAnswer(props: ReviewAnswerProps) {
  const { question, state, result } = props;
  const t = useT();
  const choice = question.type === QUESTION_TYPE.single || question.type === QUESTION_TYPE.multiple;
  const learner = answerText(question, state, t);
  const right = rightText(question, t);
  return (
    <div className="question__review">
      {choice ? (
        <ul className="question__options question__options--review">
          {question.items.map((item, index) => {
            const chosen = state.checked.includes(item.id);
            const isRight = item.is_right === "1";
            return (
              <li
                key={item.id}
                className={`question__option${chosen ? " question__option--chosen" : ""}${
                  isRight ? " question__option--right" : ""
                }`}
              >
                <span className="question__letter">{`${optionLetter(index)}.`}</span>
                <Html className="question__option-text question__html" html={item.content} />
                {chosen ? <span className="question__tag">{t("question.yourChoice")}</span> : null}
                {isRight ? (
                  <span className="question__tag question__tag--right">{t("question.rightChoice")}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <dl className="question__facts">
        {result ? (
          <div className={`question__result question__result--${result}`}>
            <dt>{t("question.result")}</dt>
            <dd>
              <span aria-hidden="true" className="question__result-icon" />
              {t(CARD_STATE_KEY[result])}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("question.learnerAnswer")}</dt>
          <dd className="question__learner-answer">{learner || t("question.noAnswer")}</dd>
        </div>
        {right ? (
          <div>
            <dt>{t("question.rightAnswer")}</dt>
            <dd>{right}</dd>
          </div>
        ) : null}
      </dl>
      <QuestionAnalysis analysis={question.correct_content} materialAnalysis={question.big_correct_content} />
    </div>
  );
}
