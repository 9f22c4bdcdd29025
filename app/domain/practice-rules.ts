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

/** The URL of the answering or review screen, with the query both take (learner-area §2). */
export function practiceScreenUrl(
  school: string,
  isSub: string,
  chapter: { chapterId: string; name: string; exeId: string },
): string {
  const query = new URLSearchParams({
    chapter_id: chapter.chapterId,
    name: chapter.name,
    exe_id: chapter.exeId,
  });
  return `/center/${encodeURIComponent(school)}/user/myPractice/${practiceScreen(isSub)}?${query}`;
}

/** The set whose chapters are shown (`?open=ID`): an id of digits, letters, '-' or '_'; anything else is none. */
export function parseOpenSet(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}
