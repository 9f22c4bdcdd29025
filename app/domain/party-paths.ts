// The party site's pages (public-sites §2.4, §2.5): like the college, its home has the school code
// (/center/100004/custom/party, the site table's `siteHomePath`) and its list, search, detail and project pages
// have none (`siteBasePath`). Here rather than in a module of every site's paths, so that each site's pages carry
// only their own.

import { PARTY_SCHOOL, type PartyKey } from "./party-keys";
import { parsePartySection, type ProjectIndex } from "./party-site";
import { playerPath, withQuery } from "./paths";
import { siteBasePath, siteHomePath } from "./sites";

/** The base of the party site's school-less pages. */
export const PARTY_BASE = siteBasePath("party");

/** The party search (the header's GET form sends its keywords here). */
export const PARTY_SEARCH_PATH = `${PARTY_BASE}/search`;

/** The party detail page, the only `from` the player goes back to for a party course. */
export const PARTY_DETAIL_PATH = `${PARTY_BASE}/detail`;

/** The party project page (§2.5). */
export const PARTY_PROJECT_PATH = `${PARTY_BASE}/project`;

/** The party home of a school (only the party school's is served; another's goes to its Page404). */
export const partyHomePath = (school?: string): string => siteHomePath("party", school);

/**
 * A list page; `categoryId` scrolls to that section: its anchor (the spec's `id` query is answered by a redirect to
 * the anchor, domain/block-anchor.ts, so a link with the anchor alone costs no round trip).
 */
export const partyListPath = (key: PartyKey, categoryId?: number): string =>
  categoryId ? `${PARTY_BASE}/list/${key}#block-${categoryId}` : `${PARTY_BASE}/list/${key}`;

export const partySearchPath = (keywords: string, page = 1): string =>
  withQuery(PARTY_SEARCH_PATH, page > 1 ? { keywords, page: String(page) } : { keywords });

/** A party course's `id` and section `key` (none when the search matched none of the six names, §2.4). */
const partyCourseQuery = (courseId: number | string, key: PartyKey | null) => ({
  id: String(courseId),
  ...(key ? { key } : {}),
});

export const partyDetailPath = (courseId: number | string, key: PartyKey | null, hash?: string): string =>
  withQuery(PARTY_DETAIL_PATH, partyCourseQuery(courseId, key)) + (hash ? `#${hash}` : "");

/** The player of a party course, with the detail it was opened from (as hzvtcPlayPath). */
export const partyPlayPath = (courseId: number | string, materialId: number | string, key: PartyKey | null) =>
  withQuery(playerPath(PARTY_SCHOOL, String(courseId), materialId), {
    from: PARTY_DETAIL_PATH,
    ...partyCourseQuery(courseId, key),
  });

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
  return withQuery(PARTY_PROJECT_PATH, params) + (state.hash ? `#${state.hash}` : "");
}

/**
 * The party detail the player was opened from (as the college's), or null. Only the site's own detail path is
 * recognised, so `from` can never send the learner anywhere else.
 */
export function partyDetailOpenedFrom(search: URLSearchParams, courseId: string): string | null {
  if (search.get("from") !== PARTY_DETAIL_PATH || search.get("id") !== courseId) return null;
  return partyDetailPath(courseId, parsePartySection(search.get("key")));
}
