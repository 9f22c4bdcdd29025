// Course reviews: learner-area §4 (Reviews), §5 (Course review), §9; public-sites §5, §9.

export const REVIEW_MIN_LENGTH = 5;
export const REVIEW_MAX_LENGTH = 50;
export const REVIEW_LEVELS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_REVIEW_LEVEL = 5;
export const TEACHER_INTRO_CUT = 50;

/** Characters as a reader counts them (code points), so an emoji is one character. */
export function charCount(text: string): number {
  return Array.from(text).length;
}

export type ReviewProblem = "tooShort" | "tooLong" | null;

/** The content rule: 5 to 50 characters after trimming. */
export function reviewContentProblem(content: string): ReviewProblem {
  const length = charCount(content.trim());
  if (length < REVIEW_MIN_LENGTH) return "tooShort";
  if (length > REVIEW_MAX_LENGTH) return "tooLong";
  return null;
}

/** A star level 1 to 5; anything else is the default 5. */
export function reviewLevel(value: unknown): number {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= 5 ? level : DEFAULT_REVIEW_LEVEL;
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
  const chars = Array.from(intro);
  if (chars.length <= limit) return { short: intro, cut: false };
  return { short: `${chars.slice(0, limit).join("")}…`, cut: true };
}
