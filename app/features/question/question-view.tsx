import { useEffect, useRef, type ReactNode } from "react";

import { decodeAnswer, type AnswerState } from "~/domain/answer-encoding";
import { useT, type MessageKey } from "~/i18n/i18n";
import type { Attachment, Question } from "~/services/question.server";

// One question, for answering or for review (learner-area §3 Question, §5; docs/contracts/practice-and-exams.md).
// Shared by practice and assessments. The answer part is the screen's: the inputs (names `answer` and `blank`) that
// the enclosing QuestionForm posts (question-inputs.tsx), or the review (question-review.tsx), so that an answering
// screen's script does not carry the review's code nor a review's the inputs' (decision 011). No form of its own.
//
// Props (kept stable):
//   question          the question (HTML fields ALREADY sanitized by the loader with sanitizeQuestion from
//                     app/features/question/question-html.server.ts), or null when it has been deleted
//   number            the number the card shows for it
//   mode              "answer" (inputs) | "review" (the learner's answer, the right answer, analysis, result)
//   renderAnswer      the answer part for the question and its answer state: <AnswerInputs> or <ReviewAnswer>
//   state             optional form state overriding the stored answer (after a failed save: what was sent)
//   attachmentHref    optional: the download URL of one of the question's own files (the files helper's route)
//   renderAttachment  optional: renders one of the question's files itself (e.g. a POST download form); wins
//                     over attachmentHref
//   children          optional: shown under the answer (e.g. the answer-files block, a scoring control)

export type QuestionViewProps = {
  question: Question | null;
  number: number;
  mode: "answer" | "review";
  renderAnswer: (question: Question, state: AnswerState) => ReactNode;
  state?: AnswerState;
  attachmentHref?: (file: Attachment) => string;
  renderAttachment?: (file: Attachment) => ReactNode;
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
export function Html({ html, className }: { html: string; className: string }) {
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
    // A page that names its own first focus (the result's header after a finish) keeps it.
    if (pageShown) (document.querySelector<HTMLElement>("[data-focus-first]") ?? heading.current)?.focus();
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
      {props.renderAnswer(question, state)}
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
