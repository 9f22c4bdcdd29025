import { schoolRules } from "./school-rules";

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
  if (site === "party") return `${BASE_PATH}/${code}/custom/party`;
  if (site === "contest") return `${BASE_PATH}/${code}/custom/clnyy`;
  if (site === "study-trip") return `${BASE_PATH}/${code}/custom/sxyxlx`;
  return cataloguePath();
}

export function travelStudyPath(code: string): string | null {
  return schoolRules(code).travelStudyEntry ? `${BASE_PATH}/${code}/custom/sxyxlx` : null;
}

/** The portal's own posts that every page may make. */
export const LOGOUT_PATH = `${BASE_PATH}/logout`;
export const LOCALE_PATH = `${BASE_PATH}/locale`;

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
