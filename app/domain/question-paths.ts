import { userPath } from "./paths";

// The question screens' paths (learner-area §2): practice answering and review, the assessment's answering screen,
// its autosave, the result review's questions and the answer files. Apart from learner-paths.ts so that only the
// question screens reach this module: the question kit re-exports it and their shared file carries it, where a
// module that my assessments, my notes and the player reach too was a file of its own on every question screen
// (decision 035). My practice and my assessments use these on the server only.

// ── practice (learner-area §2) ──────────────────────────────────────────────────────────────────────────────

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

// ── assessments (learner-area §2) ───────────────────────────────────────────────────────────────────────────

/** The attempt the answering screen shows (learner-area §2 query, plus que_id of the contract). */
export type AttemptQuery = {
  examId: string;
  classId: string;
  name: string;
  recordId: string;
  showResult?: number | null;
  queId?: string | null;
};

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

/** The summary of an attempt (decision 043): the answering screen's query on its own page. */
export function attemptSummaryUrl(school: string, attempt: AttemptQuery): string {
  return assessAnswerUrl(school, attempt).replace("/assessAnswer?", "/assessSummary?");
}

/** The answering screen's autosave (a resource route), with the screen's own query. */
export function autosaveUrl(school: string, search: string): string {
  return `${userPath(school, "myAssess", { sub: "assessAnswer/autosave" })}${search}`;
}

/** The result review of the same query showing another question (none: the card's first). */
export function resultUrl(school: string, search: URLSearchParams, queId?: string | null): string {
  const query = new URLSearchParams(search);
  if (queId) query.set("que_id", queId);
  else query.delete("que_id");
  return userPath(school, "myAssess", { sub: "againAssess", query });
}

/** The answer files' resource routes: the chunk proxy and the download. */
export function answerFilesUrl(
  school: string,
  route: "upload" | "download",
  query?: URLSearchParams,
): string {
  return userPath(school, "answerFiles", { sub: route, query });
}
