import { playerPath, userPath, withQuery } from "./paths";

// The learner area's inner paths: my assessments and their result pages, the player's parts and my notes
// (learner-area §2); the question screens' own paths are in question-paths.ts, the portal-wide builders in paths.ts.

// ── my assessments (learner-area §2) ─────────────────────────────────────────────────────────────────────────

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

/**
 * The end page with the time used in seconds and, after a submit, the attempt it ends: the page then shows a
 * receipt read from the server's record (decision 043).
 */
export function endPageUrl(
  school: string,
  useDuration: number | null,
  attempt?: { examId: string; classId: string; recordId: string },
): string {
  const query: Record<string, string> = { time: String(Math.max(0, Math.round(useDuration ?? 0))) };
  if (attempt) {
    query.ass_id = attempt.examId;
    query.class_id = attempt.classId;
    query.record_id = attempt.recordId;
  }
  return userPath(school, "myAssess", { sub: "endAssess", query });
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
