import { charCount, cutText, type LengthProblem } from "./text-length";

// Course reviews: learner-area §4 (Reviews), §5 (Course review), §9; public-sites §5, §9. The course page, the
// public sites and the player's rate dialog all take a review by these rules.

export const REVIEW_MIN_LENGTH = 5;
export const REVIEW_MAX_LENGTH = 50;
/** The star levels a review may give, lowest first. */
export const REVIEW_LEVELS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_REVIEW_LEVEL = 5;
export const TEACHER_INTRO_CUT = 50;

export type ReviewProblem = LengthProblem | null;

/** The content rule: 5 to 50 characters (code points) after trimming. */
export function reviewContentProblem(content: string): ReviewProblem {
  const length = charCount(content.trim());
  if (length < REVIEW_MIN_LENGTH) return "tooShort";
  if (length > REVIEW_MAX_LENGTH) return "tooLong";
  return null;
}

/** A posted star level 1 to 5, or null when none (or no such level) was chosen: a review needs its level. */
export function postedReviewLevel(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (typeof value === "string" && !/^[1-5]$/.test(value.trim())) return null;
  const level = Number(value);
  return REVIEW_LEVELS.some((known) => known === level) ? level : null;
}

/** A stored review's level for display (or a form's first showing): 1 to 5, anything else the default 5. */
export function reviewLevel(value: unknown): number {
  return postedReviewLevel(value) ?? DEFAULT_REVIEW_LEVEL;
}

/** Only the review's author, compared by user id, may delete it (learner-area §4, §6). */
export function canDeleteReview(
  review: { user_id?: string | null | undefined },
  userId: string | null | undefined,
): boolean {
  return Boolean(review.user_id) && Boolean(userId) && String(review.user_id) === String(userId);
}

/** A teacher's intro cut at 50 characters; `cut` tells whether 'view more' is needed. */
export function cutIntro(intro: string, limit = TEACHER_INTRO_CUT): { short: string; cut: boolean } {
  const { text, cut } = cutText(intro, limit);
  return { short: text, cut };
}

/**
 * Why a review may not be posted at this address, or null (decision 028; learner-area §5, public-sites §5, §6).
 * A learner reviews only a course they may see in the school of the address: they are a user of that school,
 * and the school holds the course. `courseHere` is null when the service could not say (it refuses too).
 * The course page of the learner area and the public sites' forms decide by this one rule.
 */
export type ReviewRefusal = "login" | "otherSchool" | "notHere";

export function reviewRefusal(facts: {
  userSchool: string | null;
  addressSchool: string;
  courseHere: boolean | null;
}): ReviewRefusal | null {
  if (!facts.userSchool) return "login";
  if (facts.userSchool !== facts.addressSchool) return "otherSchool";
  if (facts.courseHere === false) return "notHere";
  return null;
}
