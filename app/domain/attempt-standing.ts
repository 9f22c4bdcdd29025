// Where a learner stands with an assessment's attempts, for the start dialog (decision 043): how many they have
// used, how many are left, and whether it is closed to them before they press anything. The upstream refuses a
// closed start anyway (2004); the dialog says it first, in the page's language, and offers no 'Begin'.

import { isSingleAttempt } from "./assessment-rules";

export type AttemptStanding = {
  /** Attempts finished so far. */
  used: number;
  /** Attempts left; null when they are unlimited. */
  left: number | null;
  /** Why no attempt may start now: the single attempt is used, or the assessment is not open; null when it may. */
  closed: "used" | "notOpen" | null;
};

/**
 * The standing of a detail (contract "Assessments": limit_type, attempts; can_start as the list's, 1 when an
 * attempt may start or resume). A detail without can_start is taken as open: only the upstream then knows.
 */
export function attemptStanding(detail: {
  limit_type: number | null;
  attempts: number | null;
  can_start?: number | null;
}): AttemptStanding {
  const used = Math.max(0, detail.attempts ?? 0);
  const single = isSingleAttempt(detail.limit_type);
  const left = single ? Math.max(0, 1 - used) : null;
  const closed = left === 0 ? "used" : detail.can_start === 0 ? "notOpen" : null;
  return { used, left, closed };
}
