import { useState } from "react";

import {
  FALSE_ANSWER,
  optionLetter,
  QUESTION_TYPE,
  SHORT_ANSWER_MAX_LENGTH,
  TRUE_ANSWER,
  type AnswerState,
} from "~/domain/answer-encoding";
import { charCount } from "~/domain/text-length";
import { useT } from "~/i18n/i18n";
import type { Question } from "~/services/question.server";

import { Html } from "./question-view";

// A question's answer inputs (names `answer` and `blank`, posted by the enclosing question form), for
// QuestionView's `renderAnswer` on the answering screens. Apart from the review's parts (question-review.tsx) so
// that each screen's script carries only the side it shows (decision 011).

function inputId(question: Question, suffix: string): string {
  return `q${question.id}-${suffix}`;
}

/**
 * An answer group's name: the question's heading (QuestionView's) and 'Your answer', so that a screen reader
 * says 'Question 3, Your answer', not 'Your answer' alone for every question (decision 043).
 */
function groupName(question: Question) {
  return { "aria-labelledby": `question-${question.id}-title ${inputId(question, "legend")}` };
}

export function AnswerInputs(props: { question: Question; state: AnswerState; disabled?: boolean }) {
  const { question, state, disabled } = props;
  const t = useT();
  switch (question.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple: {
      const inputType = question.type === QUESTION_TYPE.single ? "radio" : "checkbox";
      return (
        <fieldset className="question__answer question__options" disabled={disabled} {...groupName(question)}>
          <legend id={inputId(question, "legend")} className="visually-hidden">
            {t("question.yourAnswer")}
          </legend>
          {question.items.map((item, index) => (
            <label key={item.id} className="question__option" htmlFor={inputId(question, `o${item.id}`)}>
              <input
                id={inputId(question, `o${item.id}`)}
                type={inputType}
                name="answer"
                value={item.id}
                defaultChecked={state.checked.includes(item.id)}
              />
              <span className="question__letter">{`${optionLetter(index)}.`}</span>
              <Html className="question__option-text question__html" html={item.content} />
            </label>
          ))}
        </fieldset>
      );
    }
    case QUESTION_TYPE.trueFalse:
      return (
        <fieldset className="question__answer question__options" disabled={disabled} {...groupName(question)}>
          <legend id={inputId(question, "legend")} className="visually-hidden">
            {t("question.yourAnswer")}
          </legend>
          {[TRUE_ANSWER, FALSE_ANSWER].map((value) => (
            <label key={value} className="question__option" htmlFor={inputId(question, `tf${value}`)}>
              <input
                id={inputId(question, `tf${value}`)}
                type="radio"
                name="answer"
                value={value}
                defaultChecked={state.checked.includes(value)}
              />
              <span className="question__option-text">
                {t(value === TRUE_ANSWER ? "question.true" : "question.false")}
              </span>
            </label>
          ))}
        </fieldset>
      );
    case QUESTION_TYPE.short:
      return <ShortAnswer question={question} text={state.text} disabled={disabled} />;
    case QUESTION_TYPE.blank:
      return (
        <fieldset className="question__answer question__blanks" disabled={disabled} {...groupName(question)}>
          <legend id={inputId(question, "legend")} className="visually-hidden">
            {t("question.yourAnswer")}
          </legend>
          {question.items.map((item, index) => (
            <div key={item.id} className="question__blank">
              <label htmlFor={inputId(question, `b${item.id}`)}>
                {t("question.blankLabel", { n: index + 1 })}
                {item.content ? (
                  <Html className="question__blank-hint question__html" html={item.content} />
                ) : null}
              </label>
              <input
                id={inputId(question, `b${item.id}`)}
                type="text"
                name="blank"
                maxLength={SHORT_ANSWER_MAX_LENGTH}
                defaultValue={state.blanks[index] ?? ""}
                autoComplete="off"
              />
            </div>
          ))}
        </fieldset>
      );
    default:
      return null;
  }
}

/** The short-answer editor: a plain textarea (the answer is text, never HTML) with a live counter. */
function ShortAnswer(props: { question: Question; text: string; disabled?: boolean }) {
  const t = useT();
  const [count, setCount] = useState(() => charCount(props.text));
  const id = inputId(props.question, "text");
  return (
    <div className="question__answer question__short">
      <label htmlFor={id} id={inputId(props.question, "legend")} className="question__subheading">
        {t("question.yourAnswer")}
      </label>
      <textarea
        id={id}
        {...groupName(props.question)}
        name="answer"
        rows={8}
        maxLength={SHORT_ANSWER_MAX_LENGTH}
        placeholder={t("question.shortPlaceholder")}
        defaultValue={props.text}
        disabled={props.disabled}
        aria-describedby={`${id}-counter`}
        onInput={(event) => setCount(charCount(event.currentTarget.value))}
      />
      <p id={`${id}-counter`} className="question__counter">
        {t("question.counter", { count, max: SHORT_ANSWER_MAX_LENGTH })}
      </p>
    </div>
  );
}
