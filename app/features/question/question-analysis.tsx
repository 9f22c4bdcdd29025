import { useT } from "~/i18n/i18n";

import { Html } from "./question-view";

/**
 * A question's analysis and its material's analysis (learner-area §5), each a named section when the upstream gives
 * it: the result review and practice's "check this answer" show them alike. Loaded with their later code.
 */
export function QuestionAnalysis({
  analysis,
  materialAnalysis,
}: {
  analysis: string | null | undefined;
  materialAnalysis: string | null | undefined;
}) {
  const t = useT();
  return (
    [
      [analysis, "question.analysis"],
      [materialAnalysis, "question.materialAnalysis"],
    ] as const
  ).map(([html, label]) =>
    html ? (
      <section key={label} className="question__analysis" aria-label={t(label)}>
        <h3 className="question__subheading">{t(label)}</h3>
        <Html className="question__html" html={html} />
      </section>
    ) : null,
  );
}
