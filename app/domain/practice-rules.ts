import { ID_PATTERN, parseId } from "./ids";
import type { PracticeChapterQuery } from "./question-paths";

export type { PracticeChapterQuery };

// Practice rules: learner-area §2 (My practice), §3 (Exercise set, Practice card), §4 (Practice).

export const SET_AVAILABLE = 1;
export const SET_EXPIRED = 2;

/** Set status 1 allows starting a chapter's practice; anything else does not. */
export function canStartPractice(status: number | null): boolean {
  return status === SET_AVAILABLE;
}

/** Status 2 is expired: the set shows the 'expired' badge. */
export function isExpiredSet(status: number | null): boolean {
  return status === SET_EXPIRED;
}

/** Chapters are numbered 'Chapter N' from 1 in the order the set lists them. */
export function chapterNumber(index: number): number {
  return index + 1;
}

/** The screen a started practice goes to: a submitted card (is_sub '1') is reviewed, any other is answered. */
export function practiceScreen(isSub: string): "AgainPractice" | "NowPractice" {
  return isSub === "1" ? "AgainPractice" : "NowPractice";
}

/**
 * The practice screens' query: chapter_id, name, exe_id, and que_id for the question shown (absent or not an
 * id: the card's first). Null when the chapter or the set is missing or not an id.
 */
export function parsePracticeQuery(
  search: URLSearchParams,
): (PracticeChapterQuery & { queId: string | null }) | null {
  const chapterId = search.get("chapter_id") ?? "";
  const exeId = search.get("exe_id") ?? "";
  if (!ID_PATTERN.test(chapterId) || !ID_PATTERN.test(exeId)) return null;
  const queId = search.get("que_id");
  return {
    chapterId,
    exeId,
    name: (search.get("name") ?? "").slice(0, 500),
    queId: parseId(queId),
  };
}
