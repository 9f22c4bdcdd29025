import type { ReactNode } from "react";

import { AnswerFiles, QuestionFileDownload, type AnswerContext } from "~/features/question/answer-files";
import { AnswerInputs } from "~/features/question/question-inputs";
import { QuestionForm } from "~/features/question/question-form";
import { QuestionView } from "~/features/question/question-view";
import { stateFromValues, type AnswerValues } from "~/domain/answer-encoding";
import { takesAnswerFiles } from "~/domain/answer-file-refs";
import type { Question } from "~/services/question.server";

// The question area of the answering screens (learner-area §2), for practice and assessments alike: the question
// form (app/features/question/dispatch.server.ts serves its posts). The review's is reviewed-question.tsx: each
// screen's script carries only its own side (decision 011).

/** The question shown, as app/features/question/load-screen.server.ts loads it. */
type Shown = {
  current: string;
  number: number;
  previous: string | null;
  next: string | null;
  total: number;
  isSign: "1" | "2";
  attachment: string;
};

/**
 * The question form of an answering screen: the question with its inputs and answer files, the flag, the
 * previous / next bar and the kind's 'submit'. `sent`: what a refused post sent (the form shows it again);
 * `fallback`: shown instead of the question when it did not load (no 'submit' then); `children`: under the
 * answer, before its files.
 */
export function AnsweringForm(props: {
  formId: string;
  shown: Shown;
  question: Question | null;
  context: AnswerContext;
  submitLabel: string;
  busy: boolean;
  action?: string;
  sent: AnswerValues | null | undefined;
  fallback?: ReactNode;
  children?: ReactNode;
}) {
  const { shown, question, busy } = props;
  return (
    <QuestionForm
      id={props.formId}
      queId={shown.current}
      questionType={question?.type ?? 0}
      optionIds={question?.items.map((item) => item.id) ?? []}
      isSign={shown.isSign}
      attachment={shown.attachment}
      previous={shown.previous}
      next={shown.next}
      total={shown.total}
      flaggable={question !== null}
      action={props.action}
      busy={busy}
      actions={
        props.fallback ? null : (
          <button
            type="submit"
            name="intent"
            value="submit"
            className="button button--primary"
            disabled={busy}
          >
            {props.submitLabel}
          </button>
        )
      }
    >
      {props.fallback ?? (
        <QuestionView
          question={question}
          number={shown.number}
          mode="answer"
          state={props.sent ? stateFromValues(props.sent) : undefined}
          renderAnswer={(shownQuestion, state) => <AnswerInputs question={shownQuestion} state={state} />}
          renderAttachment={(file) => <QuestionFileDownload file={file} />}
        >
          {props.children}
          {question && takesAnswerFiles(question) ? (
            <AnswerFiles
              context={props.context}
              files={question.user_attachment}
              queId={shown.current}
              number={shown.number}
            />
          ) : null}
        </QuestionView>
      )}
    </QuestionForm>
  );
}
