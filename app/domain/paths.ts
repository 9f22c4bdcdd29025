import type { PartyKey, ProjectIndex } from "./party-site";
import type { SectionKey } from "./resource-site";
import { schoolRules, siteSchool } from "./school-rules";

// Every path of the portal that a link or a redirect names is built here, and nowhere else: one place that
// knows the URL scheme of the specification (learner-area §2, public-sites §2), encoding included.

export const BASE_PATH = "/center";

/** The portal's landing page (the catalogue without a school). */
export const PORTAL_HOME = `${BASE_PATH}/`;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path with a query; an empty query adds nothing. */
export function withQuery(path: string, query: URLSearchParams | Record<string, string> | string): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The learner area's pages (learner-area §2). */
export type UserPage =
  | "center"
  | "myClass"
  | "studyRecord"
  | "myNote"
  | "myCertificate"
  | "myPractice"
  | "myAssess"
  | "MyStudy"
  | "answerFiles";

/** A page of the learner area, or a page below one (`sub`, e.g. "open"), with an optional query. */
export function userPath(
  school: string,
  page: UserPage,
  options: { sub?: string; query?: URLSearchParams | Record<string, string> } = {},
): string {
  const path = `${BASE_PATH}/${segment(school)}/user/${page}${options.sub ? `/${options.sub}` : ""}`;
  return options.query ? withQuery(path, options.query) : path;
}

export function myClassPath(school: string): string {
  return userPath(school, "myClass");
}

export function learningCentrePath(school: string): string {
  return userPath(school, "center");
}

/** The learning centre of the school in view, else the portal's landing page. */
export function homePathOf(school: string | null | undefined): string {
  return school ? learningCentrePath(school) : PORTAL_HOME;
}

/** A learning record's way into its course (learner-area §4): the portal checks fresh details first. */
export function studyRecordOpenPath(
  school: string,
  record: { courseId: string; materialId?: string | null; takenDown: boolean },
): string {
  const query = new URLSearchParams({ course_id: record.courseId });
  if (record.materialId) query.set("cm_id", record.materialId);
  if (record.takenDown) query.set("taken_down", "1");
  return userPath(school, "studyRecord", { sub: "open", query });
}

/** A page of the certificate list (learner-area §2 Certificates); the first page has no query. */
export function myCertificatePath(school: string, page = 1): string {
  return userPath(school, "myCertificate", { query: page > 1 ? { page: String(page) } : {} });
}

/** A certificate's file through the portal, coming back to the list page it was opened from. */
export function certificateFilePath(
  school: string,
  certificateId: string,
  mode: "view" | "download",
  page = 1,
): string {
  return userPath(school, "myCertificate", {
    sub: `${segment(certificateId)}/${mode}`,
    query: page > 1 ? { page: String(page) } : {},
  });
}

/**
 * The catalogue path segment standing for "no school known" (the spec's own /school/class): a course opened
 * from it goes to /center/school/class/{id}, which moves to the learner's school once one is known.
 */
export const NO_SCHOOL_SEGMENT = "school";

/** The catalogue of a school, or the portal-wide one. */
export function cataloguePath(): string {
  return `${BASE_PATH}/${NO_SCHOOL_SEGMENT}/class`;
}

/** The course detail page of learner-area §2, under the school when one is known. */
export function courseDetailPath(school: string | null, courseId: string, query?: string): string {
  const path = `${BASE_PATH}/${school ? segment(school) : NO_SCHOOL_SEGMENT}/class/${segment(courseId)}`;
  return query ? `${path}?${query}` : path;
}

/** The not-found and no-permission pages of a course (learner-area §2, §6). */
export function classNotFoundPath(school: string): string {
  return `${BASE_PATH}/${segment(school)}/class/notfound`;
}

export function classNoPermissionPath(school: string): string {
  return `${BASE_PATH}/${segment(school)}/class/nopermission`;
}

/** The course player route (learner-area §2): videoId 0 resumes at the last learned material. */
export function playerPath(school: string, courseId: string, materialId: string | number = 0): string {
  return `${BASE_PATH}/${segment(school)}/video/${segment(courseId)}/${segment(materialId)}`;
}

/** The 'school home' header entry: the school's own public site when it has one, else the catalogue. */
export function schoolHomePath(code: string): string {
  const site = schoolRules(code).site;
  if (site === "hzvtc") return `${BASE_PATH}/${code}/hzvtc`;
  if (site === "party") return partyHomePath(code);
  if (site === "contest") return `${BASE_PATH}/${code}/custom/clnyy`;
  if (site === "study-trip") return studyTripPath(code);
  return cataloguePath();
}

export function travelStudyPath(code: string): string | null {
  return schoolRules(code).travelStudyEntry ? studyTripPath(code) : null;
}

/** The study-trip page of a school (public-sites §2.7), optionally at a block's anchor. */
export function studyTripPath(school: string, hash?: string): string {
  return `${BASE_PATH}/${segment(school)}/custom/sxyxlx${hash ? `#${hash}` : ""}`;
}

/** A tool or material of the study-trip page, streamed through the portal (§7.6: id, name, path). */
export function studyTripMaterialPath(
  school: string,
  file: { id: string; name: string; path: string },
): string {
  return withQuery(`${studyTripPath(school)}/material`, { id: file.id, name: file.name, path: file.path });
}

// Public sites. The college site (public-sites §2.2) writes its section, search and detail pages without a
// school code; its home has the college's code.

/** The base of the college's school-less pages. */
export const HZVTC_BASE = `${BASE_PATH}/hzvtc`;

/** The college site's search (the header's GET form posts its keywords here). */
export const HZVTC_SEARCH_PATH = `${HZVTC_BASE}/search`;

/** The college detail page, the only `from` the player goes back to (§2.3). */
export const HZVTC_DETAIL_PATH = `${HZVTC_BASE}/detail`;

export function hzvtcHomePath(): string {
  return `${BASE_PATH}/${siteSchool("hzvtc")}/hzvtc`;
}

/** A section page; `categoryId` scrolls to that block (the spec's `id` query, kept as an anchor too). */
export function hzvtcSectionPath(key: SectionKey, categoryId?: number): string {
  return categoryId ? `${HZVTC_BASE}/${key}?id=${categoryId}#block-${categoryId}` : `${HZVTC_BASE}/${key}`;
}

export function hzvtcSearchPath(keywords: string, page = 1): string {
  const params = new URLSearchParams({ keywords });
  if (page > 1) params.set("page", String(page));
  return `${HZVTC_SEARCH_PATH}?${params.toString()}`;
}

export function hzvtcDetailPath(courseId: number | string, key: SectionKey | null, hash?: string): string {
  const params = new URLSearchParams({ id: String(courseId) });
  if (key) params.set("key", key);
  return `${HZVTC_DETAIL_PATH}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/** The player, with where it was opened from (§2.3: /{school}/video/{courseId}/{chapterId}?from&id&key). */
export function hzvtcPlayPath(
  courseId: number | string,
  materialId: number | string,
  key: SectionKey | null,
): string {
  const params = new URLSearchParams({ from: HZVTC_DETAIL_PATH, id: String(courseId) });
  if (key) params.set("key", key);
  return `${playerPath(siteSchool("hzvtc"), String(courseId), materialId)}?${params.toString()}`;
}

// The party-building site (public-sites §2.4, §2.5): like the college, its home has the school code
// (/center/100004/custom/party) and its list, search, detail and project pages have none.

/** The base of the party site's school-less pages. */
export const PARTY_BASE = `${BASE_PATH}/custom/party`;

/** The party search (the header's GET form sends its keywords here). */
export const PARTY_SEARCH_PATH = `${PARTY_BASE}/search`;

/** The party detail page, the only `from` the player goes back to for a party course. */
export const PARTY_DETAIL_PATH = `${PARTY_BASE}/detail`;

/** The party project page (§2.5). */
export const PARTY_PROJECT_PATH = `${PARTY_BASE}/project`;

/** The party home of a school (only the party school's is served; another's goes to its Page404). */
export function partyHomePath(school: string = siteSchool("party")): string {
  return `${BASE_PATH}/${segment(school)}/custom/party`;
}

/** A list page; `categoryId` scrolls to that section (the spec's `id` query, kept as an anchor too). */
export function partyListPath(key: PartyKey, categoryId?: number): string {
  const path = `${PARTY_BASE}/list/${key}`;
  return categoryId ? `${path}?id=${categoryId}#block-${categoryId}` : path;
}

export function partySearchPath(keywords: string, page = 1): string {
  const params = new URLSearchParams({ keywords });
  if (page > 1) params.set("page", String(page));
  return `${PARTY_SEARCH_PATH}?${params.toString()}`;
}

/** A party course detail; no key when the search matched none of the six names (§2.4). */
export function partyDetailPath(courseId: number | string, key: PartyKey | null, hash?: string): string {
  const params = new URLSearchParams({ id: String(courseId) });
  if (key) params.set("key", key);
  return `${PARTY_DETAIL_PATH}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

/**
 * One of the four training projects (§2.5: /custom/party/project?index={0-3}), optionally on its training-goal
 * tab and with a category chip chosen (the URL is the state).
 */
export function partyProjectPath(
  index: ProjectIndex,
  state: { tab?: "background" | "goal"; categoryId?: string | null; hash?: string } = {},
): string {
  const params = new URLSearchParams({ index: String(index) });
  if (state.tab === "goal") params.set("tab", "goal");
  if (state.categoryId) params.set("category_id", state.categoryId);
  return `${PARTY_PROJECT_PATH}?${params.toString()}${state.hash ? `#${state.hash}` : ""}`;
}

/** The player of a party course, with where it was opened from (as hzvtcPlayPath). */
export function partyPlayPath(
  courseId: number | string,
  materialId: number | string,
  key: PartyKey | null,
): string {
  const params = new URLSearchParams({ from: PARTY_DETAIL_PATH, id: String(courseId) });
  if (key) params.set("key", key);
  return `${playerPath(siteSchool("party"), String(courseId), materialId)}?${params.toString()}`;
}

/** A tenant's own 404 page (§2.4: /{school_code}/Page404); it answers with status 404. */
export function tenantNotFoundPath(school: string): string {
  return `${BASE_PATH}/${segment(school)}/Page404`;
}

/** The portal's own posts that every page may make. */
export const LOGOUT_PATH = `${BASE_PATH}/logout`;
export const LOCALE_PATH = `${BASE_PATH}/locale`;

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
