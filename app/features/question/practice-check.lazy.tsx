import "~/components/page-kit";
import "~/features/question/question-kit";
import { CHECK_RESULT_KEY, type PracticeCheck } from "~/domain/practice-check";
import { useT } from "~/i18n/i18n";

import { Html } from "./question-view";

// The result of "check this answer" in practice (decision 051): right / wrong (or 'compare with the analysis' for
// a short answer, 'answer first' for none), the right answer and the analysis. Its code loads when it is first
// shown (practice-check.tsx): the answering screen's first script does not carry it.

export type CheckResultProps = { check: PracticeCheck };

export function CheckResult({ check }: CheckResultProps) {
  const t = useT();
  const right = check.rightKey ? t(check.rightKey) : check.rightLetters;
  return (
    <>
      <p className={`practice-check__verdict practice-check__verdict--${check.result}`}>
        <span aria-hidden="true" className="practice-check__icon" />
        {t(CHECK_RESULT_KEY[check.result])}
      </p>
      {check.result !== "unanswered" && right ? (
        <p>{t("practiceAnswer.checkRightAnswer", { answer: right })}</p>
      ) : null}
      {check.result === "unanswered"
        ? null
        : (
            [
              [check.analysis, "question.analysis"],
              [check.materialAnalysis, "question.materialAnalysis"],
            ] as const
          ).map(([html, label]) =>
            html ? (
              <section key={label} className="question__analysis" aria-label={t(label)}>
                <h3 className="question__subheading">{t(label)}</h3>
                <Html className="question__html" html={html} />
              </section>
            ) : null,
          )}
      {check.withoutAnalysis && check.result !== "unanswered" ? (
        <p>{t("practiceAnswer.checkNoAnalysis")}</p>
      ) : null}
    </>
  );
}
