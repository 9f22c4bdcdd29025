// Every path of the portal that a link or a redirect names is built by the path builders, and nowhere else: one
// place that knows the URL scheme of the specification (learner-area §2, public-sites §2), encoding included.
// The builders are split so that a page's script carries only its family: this one (the portal, the learner
// area's pages, the course and player routes), record-paths.ts and certificate-paths.ts (each drawn by one page
// only), sites.ts (the sites' homes and bases, the header's school home), learner-paths.ts (practice,
// assessments, player parts, notes) and each public site's own pages in its domain module (hzvtc-site.ts,
// party-site.ts, contest.ts, study-trip.ts), on the site table's homes.

export const BASE_PATH = "/center";

/** The portal's landing page (the catalogue without a school). */
export const PORTAL_HOME = `${BASE_PATH}/`;

/** One path segment, encoded. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

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

/** A page of the certificate list (learner-area §2 Certificates); the first page has no query. */
export function myCertificatePath(school: string, page = 1): string {
  return userPath(school, "myCertificate", { query: page > 1 ? { page: String(page) } : {} });
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

/**
 * The query parameter of a player address that names the material's chapter (`?chapter=`), added by the links
 * that know it (the course page's directory and start button, the player's own links, a note): the play call
 * needs the chapter id (learner-area §7 Play info: id, cm_id, chapter_id), and with it in the address the player
 * asks for the play info in its first round instead of after the chapter tree (docs/decisions/019). Only a hint:
 * the tree decides.
 */
export const CHAPTER_PARAM = "chapter";

/**
 * The course player route (learner-area §2): videoId 0 resumes at the last learned material. A link that knows
 * the material's chapter passes it (`?chapter=`, CHAPTER_PARAM): the page then loads in one round.
 */
export function playerPath(
  school: string,
  courseId: string,
  materialId: string | number = 0,
  chapterId?: string | number | null,
): string {
  const path = `${BASE_PATH}/${segment(school)}/video/${segment(courseId)}/${segment(materialId)}`;
  return chapterId && String(materialId) !== "0"
    ? withQuery(path, { [CHAPTER_PARAM]: String(chapterId) })
    : path;
}

/** A tenant's own 404 page (§2.4: /{school_code}/Page404); it answers with status 404. */
export function tenantNotFoundPath(school: string): string {
  return `${BASE_PATH}/${segment(school)}/Page404`;
}

/** The portal's own posts that every page may make. */
export const LOGOUT_PATH = `${BASE_PATH}/logout`;
export const LOCALE_PATH = `${BASE_PATH}/locale`;

/** A locale's message catalogue, named by its content's hash so that a browser keeps it for good (decision 022). */
export function catalogueAssetPath(locale: string, hash: string): string {
  return `${BASE_PATH}/i18n/${segment(locale)}.${segment(hash)}.json`;
}
