import type { PartyKey, ProjectIndex } from "./party-site";
import { playerPath, withQuery } from "./paths";
import type { SectionKey } from "./resource-site";
import { siteBasePath, siteHomePath, siteOwner } from "./sites";

// The public sites' own pages (public-sites §2.2–§2.7), on the homes and bases of the site table (sites.ts); the
// portal-wide builders are in paths.ts.

// Public sites. The college site (public-sites §2.2) writes its section, search and detail pages without a
// school code; its home has the college's code.

/** The base of the college's school-less pages. */
export const HZVTC_BASE = siteBasePath("hzvtc");

/** The college site's search (the header's GET form posts its keywords here). */
export const HZVTC_SEARCH_PATH = `${HZVTC_BASE}/search`;

/** The college detail page, the only `from` the player goes back to (§2.3). */
export const HZVTC_DETAIL_PATH = `${HZVTC_BASE}/detail`;

export function hzvtcHomePath(): string {
  return siteHomePath("hzvtc");
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
  return `${playerPath(siteOwner("hzvtc"), String(courseId), materialId)}?${params.toString()}`;
}

// The party-building site (public-sites §2.4, §2.5): like the college, its home has the school code
// (/center/100004/custom/party) and its list, search, detail and project pages have none.

/** The base of the party site's school-less pages. */
export const PARTY_BASE = siteBasePath("party");

/** The party search (the header's GET form sends its keywords here). */
export const PARTY_SEARCH_PATH = `${PARTY_BASE}/search`;

/** The party detail page, the only `from` the player goes back to for a party course. */
export const PARTY_DETAIL_PATH = `${PARTY_BASE}/detail`;

/** The party project page (§2.5). */
export const PARTY_PROJECT_PATH = `${PARTY_BASE}/project`;

/** The party home of a school (only the party school's is served; another's goes to its Page404). */
export function partyHomePath(school: string = siteOwner("party")): string {
  return siteHomePath("party", school);
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
  return `${playerPath(siteOwner("party"), String(courseId), materialId)}?${params.toString()}`;
}

/**
 * The science-contest page (public-sites §2.6: /{school_code}/custom/clnyy), with its query (stage, news tab,
 * filters, past activity) and the section to land on.
 */
export function contestPath(
  query: URLSearchParams | Record<string, string> = {},
  hash?: string,
  school: string = siteOwner("contest"),
): string {
  return withQuery(siteHomePath("contest", school), query) + (hash ? `#${hash}` : "");
}

/** The study-trip page of a school (public-sites §2.7), optionally at a block's anchor. */
export function studyTripPath(school: string, hash?: string): string {
  return `${siteHomePath("study-trip", school)}${hash ? `#${hash}` : ""}`;
}

/** A tool or material of the study-trip page, streamed through the portal (§7.6: id, name, path). */
export function studyTripMaterialPath(
  school: string,
  file: { id: string; name: string; path: string },
): string {
  return withQuery(`${studyTripPath(school)}/material`, { id: file.id, name: file.name, path: file.path });
}
