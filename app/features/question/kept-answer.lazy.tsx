import "~/components/page-kit";
import "~/features/question/question-kit";
import { Form } from "@remix-run/react";

import { QUESTION_TYPE } from "~/domain/answer-encoding";
import { useT } from "~/i18n/i18n";
import type { QuestionFailure } from "~/features/question/adapter";
import { useIsPending } from "~/hooks/use-is-pending";

// The kept answer's form, loaded when a screen first shows one (kept-answer.tsx, decision 011).
//
// A refused answer on a screen that can no longer show its question (the card or the question did not load: a
// full outage, decision 024). What the learner sent is kept in a form of the same fields as the question form,
// so 'Try again' posts exactly the answer that was refused; its text is shown so nothing typed is out of sight.

export function KeptAnswer({ failure, action }: { failure: QuestionFailure; action?: string }) {
  const t = useT();
  const busy = useIsPending();
  const { values, fields } = failure;
  if (!values || !fields || !failure.queId) return null;
  const type = Number(fields.queType);
  // Choices are option ids, meaningless without the question: they are kept, and said to be.
  const texts =
    type === QUESTION_TYPE.short ? values.answer : type === QUESTION_TYPE.blank ? values.blank : [];
  const choices = texts.length === 0 ? values.answer.length : 0;
  return (
    <Form method="post" encType="multipart/form-data" action={action} className="kept-answer">
      <h2 className="kept-answer__title">{t("question.kept.title")}</h2>
      <p>{t("question.kept.body")}</p>
      <input type="hidden" name="que_id" value={failure.queId} />
      <input type="hidden" name="que_type" value={fields.queType} />
      <input type="hidden" name="options" value={fields.options} />
      <input type="hidden" name="is_sign" value={fields.isSign} />
      <input type="hidden" name="attachment" value={fields.attachment} />
      {values.answer.map((value, index) => (
        <input key={`a${index}`} type="hidden" name="answer" value={value} />
      ))}
      {values.blank.map((value, index) => (
        <input key={`b${index}`} type="hidden" name="blank" value={value} />
      ))}
      {texts.some((text) => text !== "") ? (
        <div className="kept-answer__text">
          <h3>{t("question.kept.yourAnswer")}</h3>
          {texts.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      ) : null}
      {choices > 0 ? <p>{t("question.kept.choices", { count: choices })}</p> : null}
      <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
        {t("question.kept.retry")}
      </button>
    </Form>
  );
}
