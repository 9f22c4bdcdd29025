import { Link } from "@remix-run/react";

import { useT } from "~/i18n/i18n";

// Previous and next in a review (learner-area §2): LINKS (nothing to save), with the question form's rules
// (question-form.tsx): greyed at the ends, absent for a single question.
//
// ReviewNav props: previous, next, total, hrefFor(queId).

export type ReviewNavProps = {
  previous: string | null;
  next: string | null;
  total: number;
  hrefFor: (queId: string) => string;
};

/** Previous and next in a review: links (nothing to save), greyed at the ends, absent for a single question. */
export function ReviewNav({ previous, next, total, hrefFor }: ReviewNavProps) {
  const t = useT();
  if (total <= 1) return null;
  const link = (queId: string | null, label: string) =>
    queId ? (
      <Link className="button button--small" to={hrefFor(queId)}>
        {label}
      </Link>
    ) : (
      // A link with nowhere to go is not a link: greyed text the reader still hears.
      <span className="button button--small button--disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="question-form__nav" aria-label={t("question.navigation")}>
      {link(previous, t("question.previous"))}
      {link(next, t("question.next"))}
    </nav>
  );
}
