// How the portal counts and cuts a learner's text (learner-area §5 notes and reviews, §4 teacher intro): in
// characters as a reader counts them, code points, so an emoji is one character and is never split. One count
// for every rule and counter, so the course page, the player and the notes screen agree on the same text.

/** Characters as a reader counts them: code points, never UTF-16 units (an emoji is one, not two). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** The text cut at `limit` characters with an ellipsis; `cut` tells whether 'expand' or 'view more' is needed. */
export function cutText(text: string, limit: number): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, cut: false };
  return { text: `${chars.slice(0, limit).join("")}…`, cut: true };
}

/** What is wrong with a text's length under a min-max rule. */
export type LengthProblem = "tooShort" | "tooLong";

// Control characters (C0 but tab, line feed and carriage return; DEL; C1) are nothing a learner means to type:
// a NUL in a search came back raw in the page, and one in a review ended it in the store ('ab\0\0\0cdef' counted
// as 9 characters and was kept as 'ab').
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The text without control characters: what user text is before it is counted, stored or shown again. */
export function withoutControlChars(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/**
 * A search keyword's longest length (every search box's `maxlength`, and what a search page keeps of a longer one
 * typed into its address): longer than any course name, and far below what an address can carry (decision 044).
 */
export const SEARCH_KEYWORD_MAX = 100;
