import { charCount, type LengthProblem } from "./text-length";

// Notes: learner-area §5 (note text 5 to 1000 characters; cut at 1000 in the notes screen, 70 in the player).
// Counted and cut with the portal's one text length (text-length.ts).

export const NOTE_MIN_LENGTH = 5;
export const NOTE_MAX_LENGTH = 1000;
export const NOTE_CUT_SCREEN = 1000;
export const NOTE_CUT_PLAYER = 70;

/** Where the note was taken: hh:mm:ss of the video for type 1, the page otherwise. */
export function notePosition(
  type: number | null | undefined,
  position: number,
): { kind: "time"; seconds: number } | { kind: "page"; page: number } {
  return type === 1 ? { kind: "time", seconds: position } : { kind: "page", page: position };
}

export type NoteProblem = LengthProblem;

/**
 * Why a note's text cannot be saved, or null (learner-area §5: 5 to 1000 characters). Blank space alone does
 * not make a note, so the minimum is counted without the surrounding spaces.
 */
export function noteContentProblem(content: string): NoteProblem | null {
  if (charCount(content.trim()) < NOTE_MIN_LENGTH) return "tooShort";
  if (charCount(content) > NOTE_MAX_LENGTH) return "tooLong";
  return null;
}
