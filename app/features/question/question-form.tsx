import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { useT } from "~/i18n/i18n";
import { useIsPending } from "~/hooks/use-is-pending";

// The question form (docs/contracts/practice-and-exams.md, "The screens' URL state and question forms"): ONE
// post per move, so everything the learner typed is saved before any navigation and all of it works with JS
// off (post/redirect/get); with JS Remix's <Form> sends the same post without a page load. The answer card's
// buttons sit outside and post this form through `form="<id>"` (app/features/question/answer-card.tsx).
//
// QuestionForm props (kept stable):
//   id           the form's id (the card's buttons name it)
//   queId        the question shown                  questionType  its type (0 when deleted)
//   optionIds    its option (or blank) ids in order: the server encodes multiple choice in this order
//   isSign       '1' flagged / '2' not, as saved      attachment    JSON text of the answer's files ("[]")
//   previous     que_id of the previous question, null at the first
//   next         que_id of the next question, null at the last
//   total        questions on the card: previous/next exist only when there is more than one
//   flaggable    show the flag toggle (default true; false for a deleted question)
//   action       optional form action (default: the current URL, query included)
//   busy         optional: disable the buttons (e.g. an attempt being submitted)
//   children     the QuestionView and, where the files helper puts it, the answer-files block
//   actions      the screen's own buttons (submit, answer again…), e.g. <button name="intent" value="submit">
//
// Buttons post `intent`: "save" (the default button, for Enter in a blank), "flag", "go:<que_id>"; the screen's
// own add "submit" etc. Read the post with parseAnswerForm (app/features/question/answer-form.server.ts).
//
// The review's previous/next links are ReviewNav (review-nav.tsx), apart so that an answering screen's script
// does not carry them (decision 011).

export type QuestionFormProps = {
  id: string;
  queId: string;
  questionType: number;
  optionIds: readonly string[];
  isSign: "1" | "2";
  attachment: string;
  previous: string | null;
  next: string | null;
  total: number;
  flaggable?: boolean;
  action?: string;
  busy?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
};

export function QuestionForm(props: QuestionFormProps) {
  const t = useT();
  const posting = useIsPending();
  const busy = props.busy || posting;
  const flagged = props.isSign === "1";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      id={props.id}
      action={props.action}
      className="question-form"
      // A new question is a new form: its inputs start from that question's saved answer.
      key={props.queId}
    >
      {/* The default button: Enter in a text input saves and stays (the first submit button wins). Out of the
          reading order and the tab order: it is there for Enter, not to be met before every question. */}
      <button
        type="submit"
        name="intent"
        value="save"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {t("question.save")}
      </button>
      <input type="hidden" name="que_id" value={props.queId} />
      <input type="hidden" name="que_type" value={props.questionType} />
      <input type="hidden" name="options" value={props.optionIds.join(",")} />
      <input type="hidden" name="is_sign" value={props.isSign} />
      <input type="hidden" name="attachment" value={props.attachment} />
      {props.children}
      <div className="question-form__bar">
        {props.flaggable === false ? null : (
          <button
            type="submit"
            name="intent"
            value="flag"
            className={`button button--small question-form__flag${flagged ? " question-form__flag--on" : ""}`}
            aria-pressed={flagged}
            disabled={busy}
          >
            <span aria-hidden="true" className="flag-icon" />
            {t(flagged ? "question.unflag" : "question.flag")}
          </button>
        )}
        {props.total > 1 ? (
          <div className="question-form__nav">
            {(["previous", "next"] as const).map((way) => (
              <button
                key={way}
                type="submit"
                name="intent"
                value={props[way] ? `go:${props[way]}` : "save"}
                className="button button--small"
                disabled={busy || !props[way]}
              >
                {t(`question.${way}`)}
              </button>
            ))}
          </div>
        ) : null}
        {props.actions ? <div className="question-form__actions">{props.actions}</div> : null}
      </div>
    </Form>
  );
}
