// The length rules of the texts learners write (notes, reviews), shared by the routes that take them and the
// seeds that check the demo texts against them. They count characters after trimming, not bytes.

export const NOTE_MIN = 5;
export const NOTE_MAX = 1000;
export const REVIEW_MIN = 5;
export const REVIEW_MAX = 50;

const characters = (content: string) => [...content.trim()].length;

/** The message for a note text the server refuses, or null when it is fine. */
export function noteContentError(content: string): string | null {
  const length = characters(content);
  if (length < NOTE_MIN) return `Please enter at least ${NOTE_MIN} characters`;
  if (length > NOTE_MAX) return `At most ${NOTE_MAX} characters`;
  return null;
}

/** The message for a review text the server refuses, or null when it is fine. */
export function reviewContentError(content: string): string | null {
  const length = characters(content);
  if (length < REVIEW_MIN) return `please enter at least ${REVIEW_MIN} characters`;
  if (length > REVIEW_MAX) return `at most ${REVIEW_MAX} characters`;
  return null;
}
