import type { ReactNode } from "react";

import { AnswerFiles, QuestionFileDownload, type AnswerContext } from "~/features/question/answer-files";
import { ReviewAnswer } from "~/features/question/question-review";
import { QuestionView } from "~/features/question/question-view";
import type { ReviewState } from "~/domain/answer-card";
import type { Question } from "~/services/question.server";

// The question area of the review screens (learner-area §2), for practice and assessments alike. The answering
// screens' is answering-form.tsx: each screen's script carries only its own side (decision 011).

/** A question under review: the learner's answer, the right one, the result, the files read-only. */
export function ReviewedQuestion(props: {
  question: Question | null;
  number: number;
  result: ReviewState | undefined;
  context: AnswerContext;
  children?: ReactNode;
}) {
  const { question } = props;
  return (
    <QuestionView
      question={question}
      number={props.number}
      mode="review"
      renderAnswer={(shownQuestion, state) => (
        <ReviewAnswer question={shownQuestion} state={state} result={props.result} />
      )}
      renderAttachment={(file) => <QuestionFileDownload file={file} insideForm={false} />}
    >
      {/* Read-only: the block shows only files (and its code is loaded only then). */}
      {question && question.user_attachment.length > 0 ? (
        <AnswerFiles context={props.context} files={question.user_attachment} readOnly insideForm={false} />
      ) : null}
      {props.children}
    </QuestionView>
  );
}
