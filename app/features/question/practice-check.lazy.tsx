import "~/components/page-kit";
import "~/features/question/question-kit";
import { CHECK_RESULT_KEY, type PracticeCheck } from "~/domain/practice-check";
import { useEffect, useRef } from "react";

import { useT } from "~/i18n/i18n";

import { QuestionAnalysis } from "./question-analysis";

// "Check this answer" in practice (decision 051): the button and, under it, the result: right / wrong (or 'compare
// with the analysis' for a short answer, 'answer first' for none), the right answer and the analysis. Its code
// loads after the answering screen's first script (practice-check.tsx): that script does not carry it.

export type PracticeCheckAreaProps = { check: PracticeCheck | null };

export function PracticeCheckArea({ check }: PracticeCheckAreaProps) {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  // This area takes the place of the server's HTML, whose result had the focus on a page loaded with it: the focus,
  // left on the page as that HTML went, goes back to the result. Later checks keep it where the learner has it.
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (check && lost) region.current?.focus();
    // On arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="practice-check">
      {/* Never disabled while the post is on its way: a disabled button drops the focus to the page. A second
          press is a second check of the same answer, harmless. */}
      <button type="submit" name="intent" value="check" className="button">
        {t("practiceAnswer.check")}
      </button>
      {/* The result's region: a polite live region, so a check made with JavaScript is announced while the focus
          stays on the button; a page loaded with the result puts the focus on it (the HTML `autofocus`). */}
      <div
        ref={region}
        role="status"
        aria-label={t("practiceAnswer.checkRegion")}
        className="practice-check__result"
        {...(check ? { tabIndex: -1, autoFocus: true, "data-focus-first": "" } : {})}
      >
        {check ? <CheckResult check={check} /> : null}
      </div>
    </div>
  );
}

function CheckResult({ check }: { check: PracticeCheck }) {
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
      {check.result === "unanswered" ? null : (
        <QuestionAnalysis analysis={check.analysis} materialAnalysis={check.materialAnalysis} />
      )}
      {check.withoutAnalysis && check.result !== "unanswered" ? (
        <p>{t("practiceAnswer.checkNoAnalysis")}</p>
      ) : null}
    </>
  );
}
