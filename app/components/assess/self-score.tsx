import { getFormProps, getInputProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { parseScore, SCORE_STEP, type SubjectiveScoring } from "~/domain/assessment-result";
import { formMessageOfErrors } from "~/forms/form-message";
import { useT, type MessageKey } from "~/i18n/i18n";

// A subjective question's score on the result review (learner-area §4 Assessment scoring, §5 score input): the
// teacher's score or 'pending score', or the learner's own score form when the assessment is self-scored. The
// action (app/screens/question/assessment-review.server.ts) answers conform's reply; its messages are catalogue
// keys, the range shown with the question's maximum.

const SCORE_RANGE: MessageKey = "assessResult.scoreRange";

/** The score form's fields as the browser knows them. */
type ScoreFields = { intent: "score"; que_id: string; score: string };

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
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "score";
  const [form, fields] = useForm<ScoreFields>({
    id: `score-${queId}`,
    lastResult,
    defaultValue: { score: scoring.score === null ? "" : String(scoring.score) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The same rule as the action, without zod in the browser; the server checks again with its own maximum.
    onValidate: ({ formData }) =>
      parse<ScoreFields, string[]>(formData, {
        resolve: (payload) => {
          const raw = typeof payload.score === "string" ? payload.score : "";
          return parseScore(raw, scoring.max) === null
            ? { error: { score: [SCORE_RANGE] } }
            : { value: payload as ScoreFields };
        },
      }),
  });
  const { key, ...input } = getInputProps(fields.score, { type: "number" });
  const scoreError = (fields.score.errors?.[0] as MessageKey | undefined) ?? null;

  return (
    <div className="subjective-score">
      <p className="subjective-score__label">{t("assessResult.selfScore")}</p>
      {scoring.score !== null ? (
        <p className="subjective-score__value">{t("assessResult.yourScore", { score: scoring.score })}</p>
      ) : (
        <p className="subjective-score__pending">{t("assessResult.pendingScore")}</p>
      )}
      {/* noValidate: the rule's own message, in the learner's language, from the server or conform, not the
          browser's bubble (which would also keep a JS-off post from ever reaching the server's message). */}
      <Form method="post" {...getFormProps(form)} noValidate className="score-form">
        <input type="hidden" name="intent" value="score" />
        <input type="hidden" name="que_id" value={queId} />
        <label htmlFor={fields.score.id}>{t("assessResult.scoreLabel", { max: scoring.max })}</label>
        <input
          key={key}
          {...input}
          className="field score-form__input"
          min={0}
          max={scoring.max}
          step={SCORE_STEP}
          inputMode="decimal"
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("assessResult.submitScore")}
        </button>
        <FieldError id={fields.score.errorId} error={scoreError} values={{ max: scoring.max }} alert />
        <FormErrors id={form.errorId} message={formMessageOfErrors(form.errors)} />
      </Form>
    </div>
  );
}
