import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/assess/assess-kit";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";

import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { parseScore, SCORE_STEP, type SubjectiveScoring } from "~/domain/assessment-result";
import { replyField, replyForm } from "~/forms/form-message";
import { useT } from "~/i18n/i18n";
import { useIsPending } from "~/hooks/use-is-pending";

// A subjective question's score on the result review (learner-area §4 Assessment scoring, §5 score input): the
// teacher's score or 'pending score', or the learner's own score form when the assessment is self-scored. The
// action (app/features/question/assessment-review.server.ts) answers conform's reply; its messages are catalogue
// keys, the range shown with the question's maximum.

export function Scoring({ scoring, queId }: { scoring: SubjectiveScoring; queId: string }) {
  const t = useT();
  if (scoring.kind === "teacher") {
    return (
      <div className="subjective-score">
        <p className="subjective-score__label">{t("assessResult.teacherScore")}</p>
        <p className={scoring.score === null ? "subjective-score__pending" : "subjective-score__value"}>
          {scoring.score === null
            ? t("assessResult.pendingScore")
            : t("assessResult.points", { score: scoring.score })}
        </p>
      </div>
    );
  }
  return <SelfScoreForm scoring={scoring} queId={queId} />;
}

function SelfScoreForm({
  scoring,
  queId,
}: {
  scoring: Extract<SubjectiveScoring, { kind: "self" }>;
  queId: string;
}) {
  const t = useT();
  const reply = useActionData<SubmissionResult<string[]>>();
  const busy = useIsPending({ field: { name: "intent", value: "score" } });
  const formId = `score-${queId}`;
  const form = replyForm(formId, reply);
  const score = replyField(formId, reply, "score");
  // The action checks the score (its reply keeps what was typed); the error goes once the score is in range.
  const [fixed, setFixed] = useState(false);
  const scoreError = fixed ? null : score.error;

  return (
    <div className="subjective-score">
      <p className="subjective-score__label">{t("assessResult.selfScore")}</p>
      {scoring.score !== null ? (
        <p className="subjective-score__value">{t("assessResult.yourScore", { score: scoring.score })}</p>
      ) : (
        <p className="subjective-score__pending">{t("assessResult.pendingScore")}</p>
      )}
      {/* noValidate: the rule's own message, in the learner's language, from the server, not the browser's
          bubble (which would also keep a JS-off post from ever reaching the server's message). */}
      <Form method="post" {...form.props} className="score-form">
        <input type="hidden" name="intent" value="score" />
        <input type="hidden" name="que_id" value={queId} />
        <label htmlFor={score.id}>{t("assessResult.scoreLabel", { max: scoring.max })}</label>
        <input
          id={score.id}
          name={score.name}
          type="number"
          defaultValue={score.sent ?? (scoring.score === null ? "" : String(scoring.score))}
          aria-invalid={scoreError ? true : undefined}
          aria-describedby={scoreError ? score.errorId : undefined}
          className="field score-form__input"
          min={0}
          max={scoring.max}
          step={SCORE_STEP}
          inputMode="decimal"
          onInput={(event) => setFixed(parseScore(event.currentTarget.value, scoring.max) !== null)}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("assessResult.submitScore")}
        </button>
        <FieldError id={score.errorId} error={scoreError} values={{ max: scoring.max }} alert />
        <FormErrors id={form.errorId} message={form.message} />
      </Form>
    </div>
  );
}
