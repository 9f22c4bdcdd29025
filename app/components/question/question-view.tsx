import { useEffect, useRef, useState, type ReactNode } from "react";

import {
  decodeAnswer,
  FALSE_ANSWER,
  optionLetter,
  QUESTION_TYPE,
  SHORT_ANSWER_MAX_LENGTH,
  TRUE_ANSWER,
  type AnswerState,
} from "~/domain/answer-encoding";
import { charCount } from "~/domain/text-length";
import { CARD_STATE_KEY, type ReviewState } from "~/domain/answer-card";
import { useT, type MessageKey } from "~/i18n/i18n";
import type { Attachment, Question } from "~/services/question.server";

// One question, for answering or for review (learner-area §3 Question, §5; docs/contracts/practice-and-exams.md).
// Shared by practice and assessments. Renders the answer inputs (names `answer` and `blank`) that the enclosing
// QuestionForm posts; it has no form of its own.
//
// Props (kept stable):
//   question          the question (HTML fields ALREADY sanitized by the loader with sanitizeQuestion from
//                     app/screens/question/question-html.server.ts), or null when it has been deleted
//   number            the number the card shows for it
//   mode              "answer" (inputs) | "review" (the learner's answer, the right answer, analysis, result)
//   state             optional form state overriding the stored answer (after a failed save: what was sent)
//   result            review only: the card's state of this question (right / wrong / pending / unanswered)
//   attachmentHref    optional: the download URL of one of the question's own files (the files helper's route)
//   renderAttachment  optional: renders one of the question's files itself (e.g. a POST download form); wins
//                     over attachmentHref
//   disabled          optional: inputs read-only (e.g. an attempt that is over)
//   children          optional: shown under the answer (e.g. the answer-files block, a scoring control)

export type QuestionViewProps = {
  question: Question | null;
  number: number;
  mode: "answer" | "review";
  state?: AnswerState;
  result?: ReviewState;
  attachmentHref?: (file: Attachment) => string;
  renderAttachment?: (file: Attachment) => ReactNode;
  disabled?: boolean;
  children?: ReactNode;
};

const TYPE_KEY: Record<number, MessageKey> = {
  1: "question.typeSingle",
  2: "question.typeMultiple",
  3: "question.typeTrueFalse",
  4: "question.typeShort",
  5: "question.typeCombination",
  6: "question.typeBlank",
};

/** HTML the loader has sanitized (sanitizeQuestion); rendered as is. */
function Html({ html, className }: { html: string; className: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Set once the first question of the page has mounted: later mounts are moves from question to question. */
let pageShown = false;

/**
 * Moves the focus to the question's heading when the learner moves to another question (the form is replaced,
 * so the pressed button is gone): a screen reader then reads where it is. Not on the page's first render.
 * Screens key the view (or its form) by que_id so that a move mounts it afresh.
 */
function useFocusOnMove() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageShown) heading.current?.focus();
    pageShown = true;
  }, []);
  return heading;
}

export function QuestionView(props: QuestionViewProps) {
  const { question, number, mode } = props;
  const t = useT();
  const heading = useFocusOnMove();
  const headingId = `question-${question?.id ?? "deleted"}-title`;

  if (!question) {
    return (
      <article className="question question--deleted" aria-labelledby={headingId}>
        <h2 id={headingId} className="question__number" ref={heading} tabIndex={-1}>
          {t("question.number", { n: number })}
        </h2>
        <figure className="question__deleted">
          <img
            src="/center/question-deleted.svg"
            alt={t("question.deletedPicture")}
            width="160"
            height="120"
          />
          <figcaption>{t("question.deleted")}</figcaption>
        </figure>
      </article>
    );
  }

  const typeKey = TYPE_KEY[question.type];
  const state = props.state ?? decodeAnswer(question, question.user_log?.answer);
  return (
    <article className={`question question--${mode}`} aria-labelledby={headingId}>
      {question.big_content ? (
        <section className="question__material" aria-label={t("question.material")}>
          <Html className="question__html" html={question.big_content} />
        </section>
      ) : null}
      <header className="question__header">
        <h2 id={headingId} className="question__number" ref={heading} tabIndex={-1}>
          {t("question.number", { n: number })}
        </h2>
        {typeKey ? <span className="question__type">{t(typeKey)}</span> : null}
        {question.score !== null && question.score !== undefined ? (
          <span className="question__score">{t("question.score", { score: question.score })}</span>
        ) : null}
      </header>
      <Html className="question__stem question__html" html={question.content} />
      {question.attachment.length > 0 ? (
        <section className="question__files" aria-label={t("question.attachments")}>
          <h3 className="question__subheading">{t("question.attachments")}</h3>
          <ul>
            {question.attachment.map((file, index) => (
              <li key={file.id || file.file_id || index}>
                <QuestionFile file={file} href={props.attachmentHref} render={props.renderAttachment} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {mode === "answer" ? (
        <AnswerInputs question={question} state={state} disabled={props.disabled} />
      ) : (
        <ReviewAnswer question={question} state={state} result={props.result} />
      )}
      {props.children}
    </article>
  );
}

function fileName(file: Attachment): string {
  return file.file_name || file.name || file.file_path.split("/").pop() || file.id;
}

function QuestionFile(props: {
  file: Attachment;
  href?: (file: Attachment) => string;
  render?: (file: Attachment) => ReactNode;
}) {
  const t = useT();
  if (props.render) return <>{props.render(props.file)}</>;
  const name = fileName(props.file);
  if (!props.href) return <span className="question__file">{name}</span>;
  return (
    <a className="question__file" href={props.href(props.file)} download={name}>
      <span aria-hidden="true">⤓ </span>
      {t("question.download", { name })}
    </a>
  );
}

function inputId(question: Question, suffix: string): string {
  return `q${question.id}-${suffix}`;
}

function AnswerInputs(props: { question: Question; state: AnswerState; disabled?: boolean }) {
  const { question, state, disabled } = props;
  const t = useT();
  switch (question.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple: {
      const inputType = question.type === QUESTION_TYPE.single ? "radio" : "checkbox";
      return (
        <fieldset className="question__answer question__options" disabled={disabled}>
          <legend className="visually-hidden">{t("question.yourAnswer")}</legend>
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
        <fieldset className="question__answer question__options" disabled={disabled}>
          <legend className="visually-hidden">{t("question.yourAnswer")}</legend>
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
        <fieldset className="question__answer question__blanks" disabled={disabled}>
          <legend className="visually-hidden">{t("question.yourAnswer")}</legend>
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
      <label htmlFor={id} className="question__subheading">
        {t("question.yourAnswer")}
      </label>
      <textarea
        id={id}
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

function ReviewAnswer(props: { question: Question; state: AnswerState; result?: ReviewState }) {
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
      {question.correct_content ? (
        <section className="question__analysis" aria-label={t("question.analysis")}>
          <h3 className="question__subheading">{t("question.analysis")}</h3>
          <Html className="question__html" html={question.correct_content} />
        </section>
      ) : null}
      {question.big_correct_content ? (
        <section className="question__analysis" aria-label={t("question.materialAnalysis")}>
          <h3 className="question__subheading">{t("question.materialAnalysis")}</h3>
          <Html className="question__html" html={question.big_correct_content} />
        </section>
      ) : null}
    </div>
  );
}
