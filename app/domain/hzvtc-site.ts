// The vocational college resource site (public-sites §2.2, §2.3, §9): its sections, their fixed category ids
// and blocks, and the rules that tie a course to a section. Content, not code: a school reading this table
// sees its site.

import { isSectionKey, SECTION_KEYS, type SectionKey } from "./hzvtc-keys";
import { playerPath, withQuery } from "./paths";
import { siteSchool } from "./school-rules";
import { siteBasePath, siteHomePath } from "./sites";

/** How a block of a section page shows its courses (§2.2). */
export type BlockLayout =
  /** A carousel; `perView` visible at once, autoplay every `autoplayMs`. */
  | {
      kind: "slider";
      perView: number;
      autoplayMs: number;
      effect: "slide" | "coverflow";
      vertical?: boolean;
      /** A big preview of the active item beside the slider (culture 107). */
      preview?: boolean;
      /** Bullets under the slider (culture 108). */
      pagination?: boolean;
      /** The last n items also shown as tiles below (profession 137). */
      lastAsTiles?: number;
    }
  /** A row of `count` tiles. */
  | { kind: "tiles"; count: number }
  /** One large tile plus `count - 1` (culture 118). */
  | { kind: "feature"; count: number };

export type SectionBlock = { categoryId: number; layout: BlockLayout };

/** The home page's block of a section: how many courses it asks for and how it lays them out. */
export type HomeBlock = {
  size: number;
  layout: "mosaic" | "tiles" | "feature" | "list-preview";
};

export type Section = {
  key: SectionKey;
  /** The section's root category (§9). */
  rootId: number;
  /**
   * The root category's name: the college search picks a detail's key by which of these appears in a
   * result's category_name (§2.2), so they are the upstream's names, not translations.
   */
  categoryName: string;
  /** The sub-categories the recommendations pick from (§2.3), fixed by §9. */
  subCategoryIds: readonly number[];
  home: HomeBlock;
  blocks: readonly SectionBlock[];
  /** The course the section page's promotional banner opens (§2.2: 'a fixed course detail'). */
  bannerCourseId: number | null;
};

// The table is plain data (no calls), so that a page's script that does not read it does not carry it: the
// bundler drops an unused constant only when building it has no effects (decisions 011, 040).
export const SECTIONS: Record<SectionKey, Section> = {
  culture: {
    key: "culture",
    rootId: 106,
    categoryName: "文化传承",
    subCategoryIds: [107, 108, 109, 118],
    home: { size: 12, layout: "mosaic" },
    blocks: [
      {
        categoryId: 107,
        layout: {
          kind: "slider",
          perView: 3,
          autoplayMs: 8_000,
          effect: "slide",
          vertical: true,
          preview: true,
        },
      },
      {
        categoryId: 108,
        layout: { kind: "slider", perView: 3, autoplayMs: 15_000, effect: "slide", pagination: true },
      },
      { categoryId: 109, layout: { kind: "tiles", count: 2 } },
      { categoryId: 118, layout: { kind: "feature", count: 3 } },
    ],
    bannerCourseId: 28001,
  },
  value: {
    key: "value",
    rootId: 110,
    categoryName: "价值引领",
    subCategoryIds: [111, 112, 113],
    home: { size: 8, layout: "tiles" },
    blocks: [
      { categoryId: 111, layout: { kind: "slider", perView: 3, autoplayMs: 8_000, effect: "coverflow" } },
      { categoryId: 112, layout: { kind: "tiles", count: 6 } },
      { categoryId: 113, layout: { kind: "tiles", count: 3 } },
    ],
    bannerCourseId: 28004,
  },
  feelings: {
    key: "feelings",
    rootId: 121,
    categoryName: "家国情怀",
    subCategoryIds: [193, 194],
    home: { size: 5, layout: "feature" },
    // The feelings page has its own two tabbed blocks (FEELINGS below), not a list of plain blocks.
    blocks: [],
    bannerCourseId: null,
  },
  profession: {
    key: "profession",
    rootId: 136,
    categoryName: "职业精神",
    subCategoryIds: [137, 139],
    home: { size: 100, layout: "list-preview" },
    blocks: [
      {
        categoryId: 137,
        layout: { kind: "slider", perView: 3, autoplayMs: 8_000, effect: "coverflow", lastAsTiles: 3 },
      },
      { categoryId: 139, layout: { kind: "tiles", count: 3 } },
    ],
    bannerCourseId: null,
  },
  feature: {
    key: "feature",
    rootId: 195,
    categoryName: "特色育人",
    subCategoryIds: [200, 201, 202],
    home: { size: 4, layout: "tiles" },
    blocks: [
      { categoryId: 202, layout: { kind: "slider", perView: 3, autoplayMs: 8_000, effect: "coverflow" } },
      { categoryId: 201, layout: { kind: "tiles", count: 2 } },
      { categoryId: 200, layout: { kind: "tiles", count: 2 } },
    ],
    bannerCourseId: null,
  },
  vita: {
    key: "vita",
    rootId: 152,
    categoryName: "青春风采",
    subCategoryIds: [153, 154, 155, 156],
    home: { size: 1, layout: "tiles" },
    blocks: [
      { categoryId: 153, layout: { kind: "tiles", count: 2 } },
      { categoryId: 154, layout: { kind: "tiles", count: 3 } },
      { categoryId: 155, layout: { kind: "tiles", count: 2 } },
      { categoryId: 156, layout: { kind: "tiles", count: 1 } },
    ],
    bannerCourseId: null,
  },
};

/**
 * The feelings page (§2.2): a power-building block with six fixed sub-category tabs, a 3×2 grid paged by 6;
 * and a beautiful-China block under root 194 whose tabs are its children, 3 per page, autoplay 12 s.
 */
export const FEELINGS = {
  power: {
    categoryId: 193,
    tabs: [
      { id: 122, label: "scienceTech" },
      { id: 123, label: "manufacturing" },
      { id: 124, label: "agriculture" },
      { id: 125, label: "ruleOfLaw" },
      { id: 126, label: "zhejiang" },
      { id: 127, label: "zhejiangLeader" },
    ],
    pageSize: 6,
  },
  china: { rootId: 194, perView: 3, autoplayMs: 12_000, size: 12 },
} as const;

/**
 * The section whose root name appears in a course's category_name (§2.2 search), or null for none. The name
 * is a path from the root (docs/contracts/resource-sites.md), so its first segment decides when it is a
 * section; otherwise a section name anywhere in it.
 */
export function sectionKeyOf(categoryName: string | null | undefined): SectionKey | null {
  if (!categoryName) return null;
  const root = categoryName.split("/")[0]?.trim();
  const exact = SECTION_KEYS.find((key) => SECTIONS[key].categoryName === root);
  return exact ?? SECTION_KEYS.find((key) => categoryName.includes(SECTIONS[key].categoryName)) ?? null;
}

/** A course as the college's pages show it: a tile that opens its detail with its section's key. */
/** `art`: the generated cover's classes when the course has no photo of its own (domain/course-cover). */
export type SiteTile = { id: string; name: string; photo: string; art: string; key: SectionKey | null };

/**
 * A listed course as a tile: its key is the section its category_name names, else `fallback` (the section whose
 * list it came from; none for a search result).
 */
export function siteTileOf(fallback: SectionKey | null) {
  return (course: {
    id: string;
    name: string;
    photo: string;
    art: string;
    category_name: string;
  }): SiteTile => ({
    id: course.id,
    name: course.name,
    photo: course.photo,
    art: course.art,
    key: sectionKeyOf(course.category_name) ?? fallback,
  });
}

/** A section's pager shows only when there is more than one page (§2.2: 'only when there are more than 6'). */
export function showsPager(total: number, pageSize: number): boolean {
  return total > pageSize;
}

/** One item of a list, chosen by `random` in [0, 1): the recommendations' random sub-category (§2.3). */
export function pickOne<T>(items: readonly T[], random: number): T | null {
  if (items.length === 0) return null;
  const index = Math.min(items.length - 1, Math.max(0, Math.floor(random * items.length)));
  return items[index] ?? null;
}

export const HZVTC_SCHOOL = siteSchool("hzvtc");

/**
 * The college detail the player was opened from (§2.3: the player gets from, id and key), or null. Only the
 * site's own detail path is recognised, so `from` can never send the learner anywhere else.
 */
export function hzvtcDetailOpenedFrom(search: URLSearchParams, courseId: string): string | null {
  if (search.get("from") !== HZVTC_DETAIL_PATH || search.get("id") !== courseId) return null;
  const key = search.get("key");
  return hzvtcDetailPath(courseId, isSectionKey(key) ? key : null);
}

/**
 * The last college detail a browser opened, as the server keeps it (§2.3 'a reload query flag reopens the page
 * and uses the stored id'; §3 stores the id and the section key): "{id}" or "{id}:{key}". Decision 027.
 */
export function storedDetailValue(courseId: string, key: SectionKey | null): string {
  return key ? `${courseId}:${key}` : courseId;
}

/** The stored detail's id and key, or null for anything that is not one (a forged or stale cookie). */
export function readStoredDetail(
  value: string | null | undefined,
): { courseId: string; key: SectionKey | null } | null {
  const match = /^([1-9]\d{0,11})(?::([a-z]+))?$/.exec(value ?? "");
  if (!match?.[1]) return null;
  const key = match[2] ?? null;
  if (key !== null && !isSectionKey(key)) return null;
  return { courseId: match[1], key };
}

// The college site's pages (public-sites §2.2, §2.3): its home has the college's code (the site table's
// `siteHomePath`); its section, search and detail pages have none (`siteBasePath`). Here rather than in a module of
// every site's paths, so that each site's pages carry only their own.

/** The base of the college's school-less pages. */
export const HZVTC_BASE = siteBasePath("hzvtc");

/** The college site's search (the header's GET form posts its keywords here). */
export const HZVTC_SEARCH_PATH = `${HZVTC_BASE}/search`;

/** The college detail page, the only `from` the player goes back to (§2.3). */
export const HZVTC_DETAIL_PATH = `${HZVTC_BASE}/detail`;

export const hzvtcHomePath = (): string => siteHomePath("hzvtc");

/**
 * A section page; `categoryId` scrolls to that block: its anchor (the spec's `id` query is answered by a redirect to
 * the anchor, domain/block-anchor.ts, so a link with the anchor alone costs no round trip).
 */
export const hzvtcSectionPath = (key: SectionKey, categoryId?: number): string =>
  categoryId ? `${HZVTC_BASE}/${key}#block-${categoryId}` : `${HZVTC_BASE}/${key}`;

export const hzvtcSearchPath = (keywords: string, page = 1): string =>
  withQuery(HZVTC_SEARCH_PATH, page > 1 ? { keywords, page: String(page) } : { keywords });

/** A college course's `id` and section `key` (none when it is none of the six). */
const hzvtcCourseQuery = (courseId: number | string, key: SectionKey | null) => ({
  id: String(courseId),
  ...(key ? { key } : {}),
});

export const hzvtcDetailPath = (courseId: number | string, key: SectionKey | null, hash?: string): string =>
  withQuery(HZVTC_DETAIL_PATH, hzvtcCourseQuery(courseId, key)) + (hash ? `#${hash}` : "");

/** The player, with the detail it was opened from (§2.3: /{school}/video/{courseId}/{chapterId}?from&id&key). */
export const hzvtcPlayPath = (
  courseId: number | string,
  materialId: number | string,
  key: SectionKey | null,
) =>
  withQuery(playerPath(HZVTC_SCHOOL, String(courseId), materialId), {
    from: HZVTC_DETAIL_PATH,
    ...hzvtcCourseQuery(courseId, key),
  });
