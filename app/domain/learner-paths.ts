import { playerPath, userPath, withQuery } from "./paths";

// The learner area's inner paths: practice, assessments, the player's parts and my notes (learner-area §2);
// the portal-wide builders are in paths.ts.

// ── practice and assessments (learner-area §2) ──────────────────────────────────────────────────────────────

/** The answering and review screens' query (learner-area §2): the chapter, its name, the set. */
export type PracticeChapterQuery = { chapterId: string; name: string; exeId: string };

/** My practice, with its list query (page, the open set) when it has one. */
export function myPracticeUrl(school: string, query: Record<string, string> = {}): string {
  return userPath(school, "myPractice", { query });
}

/**
 * The practice answering (is_sub other than '1') or review ('1') screen, with the query both take (§2): a
 * submitted chapter is reviewed, any other is answered. `extra`: the screen's dialogs' URL state.
 */
export function practiceScreenUrl(
  school: string,
  isSub: string,
  chapter: PracticeChapterQuery,
  queId?: string | null,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    chapter_id: chapter.chapterId,
    name: chapter.name,
    exe_id: chapter.exeId,
  });
  if (queId) query.set("que_id", queId);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return userPath(school, "myPractice", {
    sub: isSub === "1" ? "AgainPractice" : "NowPractice",
    query,
  });
}

/** The attempt the answering screen shows (learner-area §2 query, plus que_id of the contract). */
export type AttemptQuery = {
  examId: string;
  classId: string;
  name: string;
  recordId: string;
  showResult?: number | null;
  queId?: string | null;
};

export function myAssessUrl(school: string, query: { tabs?: 0 | 1; page?: number } = {}): string {
  const params = new URLSearchParams({ tabs: String(query.tabs ?? 0) });
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return userPath(school, "myAssess", { query: params });
}

/** My assessments with the start dialog of an assessment open (URL state ?start=ID). */
export function startDialogUrl(school: string, page: number, id: string, classId: string): string {
  const query = new URLSearchParams({ tabs: "0" });
  if (page > 1) query.set("page", String(page));
  query.set("start", id);
  query.set("class_id", classId);
  return userPath(school, "myAssess", { query });
}

export function assessAnswerUrl(school: string, attempt: AttemptQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    ass_id: attempt.examId,
    class_id: attempt.classId,
    assessName: attempt.name,
    record_id: attempt.recordId,
  });
  if (attempt.showResult !== null && attempt.showResult !== undefined)
    params.set("show_result", String(attempt.showResult));
  if (attempt.queId) params.set("que_id", attempt.queId);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return userPath(school, "myAssess", { sub: "assessAnswer", query: params });
}

/** The answering screen's autosave (a resource route), with the screen's own query. */
export function autosaveUrl(school: string, search: string): string {
  return `${userPath(school, "myAssess", { sub: "assessAnswer/autosave" })}${search}`;
}

/** The result review (learner-area §2: ass_id, assessName, record_id, class_id, tabs, optional duration, is_assess). */
export function resultReviewUrl(
  school: string,
  record: {
    examId: string;
    name: string;
    recordId: string;
    classId: string;
    duration?: number | null;
    isAssess?: number | null;
  },
): string {
  const params = new URLSearchParams({
    ass_id: record.examId,
    assessName: record.name,
    record_id: record.recordId,
    class_id: record.classId,
    tabs: "1",
  });
  if (record.duration !== null && record.duration !== undefined)
    params.set("duration", String(record.duration));
  if (record.isAssess !== null && record.isAssess !== undefined)
    params.set("is_assess", String(record.isAssess));
  return userPath(school, "myAssess", { sub: "againAssess", query: params });
}

/** The result review of the same query showing another question (none: the card's first). */
export function resultUrl(school: string, search: URLSearchParams, queId?: string | null): string {
  const query = new URLSearchParams(search);
  if (queId) query.set("que_id", queId);
  else query.delete("que_id");
  return userPath(school, "myAssess", { sub: "againAssess", query });
}

/** The end page with the time used in seconds. */
export function endPageUrl(school: string, useDuration: number | null): string {
  return userPath(school, "myAssess", {
    sub: "endAssess",
    query: { time: String(Math.max(0, Math.round(useDuration ?? 0))) },
  });
}

/** The answer files' resource routes: the chunk proxy and the download. */
export function answerFilesUrl(
  school: string,
  route: "upload" | "download",
  query?: URLSearchParams,
): string {
  return userPath(school, "answerFiles", { sub: route, query });
}

// --- The course player and my notes (learner-area §2 Course player, My notes; §4 Notes) ---

/** The player's routes below a material: the progress beacon and the slides/PDF preview (learner-area §7). */
export function playerMaterialPath(
  school: string,
  courseId: string,
  materialId: string | number,
  part: "progress" | "preview",
): string {
  return `${playerPath(school, courseId, materialId)}/${part}`;
}

/** My notes at a page (page 1 has no `page`), then any UI state (`edit`, `confirm`, `expand`) and a hash. */
export function myNotesPath(
  school: string,
  page = 1,
  state: readonly (readonly [string, string])[] = [],
  hash = "",
): string {
  const query = new URLSearchParams(page > 1 ? [["page", String(page)]] : []);
  for (const [name, value] of state) query.append(name, value);
  return `${withQuery(userPath(school, "myNote"), query)}${hash}`;
}

/** A note's course or chapter link: the server checks the course, then opens the player at the note. */
export function noteOpenPath(school: string, noteId: string, page: number): string {
  return userPath(school, "myNote", { sub: "open", query: { note: noteId, page: String(page) } });
}
