// The party-building site (public-sites §2.4, §2.5, §9): its six sections, their fixed category ids and blocks,
// and the rules of its pages. Content, not code: a school reading this table sees its site. The texts are in
// the catalogues (`party.*`), the fixed content in party-projects.ts (projects) and party-site-content.ts (footer, widgets).
//
// Carousel delays. §2.4 gives the list pages' carousels 18 s, 8 s and 15 s without saying which is which; the
// local list is the one page with three carousels — its three sections that ask for a whole category (234, 238,
// 239; §9: 235, 236 and 237 ask 1, 3 and 2) — so they take the three delays in the spec's order: 234 18 s, 238
// 8 s, 239 15 s. The other carousels reuse them: edu 215 (a slider whose last 3 are tiles, like the college's
// profession 137) 8 s, learn 226 (the first 4 in a slider) 15 s, and the home's join slider (up to 100 items,
// the longest) 18 s. The project page's expert carousel is 15 s (§2.5).

import { isPartyKey, PARTY_KEYS, PARTY_SCHOOL, type PartyKey } from "./party-keys";

/** A list page's `{section}` segment or a detail's `key` query: one of the six, else null (a 404, or no key). */
export function parsePartySection(value: string | null | undefined): PartyKey | null {
  return isPartyKey(value) ? value : null;
}

/** The three carousel delays of §2.4 (see the note at the top for which carousel has which). */
export const PARTY_AUTOPLAY = { slow: 18_000, fast: 8_000, medium: 15_000 } as const;

/** How a block of a list page shows its courses. */
export type PartyBlockLayout =
  /** A carousel of every course asked; the last `lastAsTiles` also shown as tiles below it (edu 215). */
  | { kind: "slider"; autoplayMs: number; lastAsTiles?: number }
  /** Every course asked, in a grid. */
  | { kind: "grid" }
  /** A row of `count` tiles (the first is large when `count` is 1). */
  | { kind: "tiles"; count: number };

export type PartyBlock = {
  categoryId: number;
  /** The getCourseList size the block asks for (§9: most 100; 235 1, 236 3, 237 2). */
  size: number;
  layout: PartyBlockLayout;
  /** Shown only when its category has courses (§2.4: the local sections); otherwise an empty block shows. */
  onlyWithData: boolean;
};

/** The home's block of a section (§2.4): how many courses it asks for and how it lays them out. */
export type PartyHomeBlock =
  /** A carousel of up to `size` (join). */
  | { size: number; layout: "slider"; autoplayMs: number }
  /** `size` tiles in a grid (edu 8, example 3, local 8). */
  | { size: number; layout: "grid" }
  /** One main item plus `size - 1` (new 1 + 4, learn 1 + 6). */
  | { size: number; layout: "feature" };

export type PartySection = {
  key: PartyKey;
  /** The section's root category (§9). */
  rootId: number;
  /**
   * The root category's name (§2.4). The search picks a detail's key by matching a result's category name
   * against these, so they are the upstream's names, not translations (the menu's texts are `party.section.*`).
   */
  categoryName: string;
  home: PartyHomeBlock;
  /** The list page's blocks, in page order, with exactly the category ids of §2.4. */
  blocks: readonly PartyBlock[];
};

/** Most sections ask for a whole category (§9: 'most party sections ask for 100'). */
export const PARTY_WHOLE_CATEGORY = 100;

const block = (
  categoryId: number,
  layout: PartyBlockLayout = { kind: "grid" },
  size = PARTY_WHOLE_CATEGORY,
): PartyBlock => ({ categoryId, size, layout, onlyWithData: false });
const tiles = (count: number): PartyBlockLayout => ({ kind: "tiles", count });
const slider = (autoplayMs: number, lastAsTiles?: number): PartyBlockLayout =>
  lastAsTiles ? { kind: "slider", autoplayMs, lastAsTiles } : { kind: "slider", autoplayMs };
/** A local section: shown only when it has data (§2.4). */
const local = (categoryId: number, layout: PartyBlockLayout, size = PARTY_WHOLE_CATEGORY): PartyBlock => ({
  ...block(categoryId, layout, size),
  onlyWithData: true,
});

// Built once by a call marked pure: a page's script that does not read the table (the loaders do) drops it,
// helpers and all (decisions 011, 040).
export const PARTY_SECTIONS: Record<PartyKey, PartySection> = /* @__PURE__ */ (() => ({
  new: {
    key: "new",
    rootId: 222,
    categoryName: "新思想 新征程",
    home: { size: 5, layout: "feature" },
    // 224: 'first 4' — the block asks for 4.
    blocks: [block(223), block(224, tiles(4), 4)],
  },
  edu: {
    key: "edu",
    rootId: 211,
    categoryName: "党性教育",
    home: { size: 8, layout: "grid" },
    blocks: [
      block(212),
      block(213),
      block(240),
      block(214),
      block(215, slider(PARTY_AUTOPLAY.fast, 3)),
      block(216),
      block(218),
      block(219),
      block(220),
      block(221),
    ],
  },
  learn: {
    key: "learn",
    rootId: 225,
    categoryName: "四史领悟",
    home: { size: 7, layout: "feature" },
    // 226: 'first 4 in a slider' — the block asks for 4.
    blocks: [block(226, slider(PARTY_AUTOPLAY.medium), 4), block(227), block(228), block(229)],
  },
  join: {
    key: "join",
    rootId: 207,
    categoryName: "入党必备",
    home: { size: PARTY_WHOLE_CATEGORY, layout: "slider", autoplayMs: PARTY_AUTOPLAY.slow },
    // Standards, procedure, methods.
    blocks: [block(208), block(209), block(210)],
  },
  example: {
    key: "example",
    rootId: 230,
    categoryName: "榜样人物",
    home: { size: 3, layout: "grid" },
    blocks: [block(231), block(232)],
  },
  local: {
    key: "local",
    rootId: 233,
    categoryName: "地方特色篇",
    home: { size: 8, layout: "grid" },
    blocks: [
      local(234, slider(PARTY_AUTOPLAY.slow)),
      local(235, tiles(1), 1),
      local(236, tiles(3), 3),
      // Red Boat spirit, Zhejiang spirit, the Eight-Eight strategy.
      local(237, tiles(2), 2),
      local(238, slider(PARTY_AUTOPLAY.fast)),
      local(239, slider(PARTY_AUTOPLAY.medium)),
    ],
  },
}))();

/** The home's sections in page order (§2.4: join, edu, new, learn, example, local). */
export const PARTY_HOME_ORDER: readonly PartyKey[] = ["join", "edu", "new", "learn", "example", "local"];

/** Sub-category chips of a home section (§9: 'limited to 5'). */
export const PARTY_CHIP_LIMIT = 5;

/** The party detail's side navigation becomes fixed after this scroll, in px (§2.4, §9). */
export const PARTY_SIDE_NAV_FIXED_AT = 435;

/** The project page's expert carousel (§2.5, §9: 4 slides at 15 s). */
export const EXPERT_CAROUSEL = { slides: 4, autoplayMs: PARTY_AUTOPLAY.medium } as const;

/** The section whose block lists `categoryId` on its list page, or null. */
export function partySectionOfCategory(categoryId: number): PartyKey | null {
  return (
    PARTY_KEYS.find((key) => PARTY_SECTIONS[key].blocks.some((b) => b.categoryId === categoryId)) ?? null
  );
}

/** A block is shown unless it is one that appears only with data and has none (§2.4, the local list). */
export function showsPartyBlock(block: Pick<PartyBlock, "onlyWithData">, total: number): boolean {
  return !block.onlyWithData || total > 0;
}

/**
 * A home chip leads somewhere unless its category is a block that appears only with data and has none (§2.4:
 * the local list leaves such a section out, so its chip would lead nowhere; decision 027). `totals` holds the
 * course counts of those blocks that could be read; a count that could not be read keeps the chip.
 */
export function chipLeadsSomewhere(categoryId: number, totals: ReadonlyMap<number, number>): boolean {
  const total = totals.get(categoryId);
  return total === undefined || total > 0;
}

const compact = (text: string) => text.replace(/\s+/g, "");

/**
 * The search's key (§2.4): the section whose name matches the result's category name, else null (the detail
 * opens without a key). The name is a path from the root (docs/contracts/resource-sites.md), so its first
 * segment decides when it is a section; otherwise a section name anywhere in it. Whitespace is ignored, so
 * '新思想新征程' matches '新思想 新征程'.
 */
export function partyKeyOfCategoryName(name: string | null | undefined): PartyKey | null {
  if (!name) return null;
  const whole = compact(name);
  if (!whole) return null;
  const root = compact(name.split("/")[0] ?? "");
  const names = PARTY_KEYS.map((key) => [key, compact(PARTY_SECTIONS[key].categoryName)] as const);
  return (
    names.find(([, section]) => section === root)?.[0] ??
    names.find(([, section]) => whole.includes(section))?.[0] ??
    null
  );
}

/** The four training projects' indexes (§2.5). */
export const PROJECT_INDEXES = [0, 1, 2, 3] as const;
export type ProjectIndex = (typeof PROJECT_INDEXES)[number];

/**
 * The project page's `index` query (§2.5): exactly one digit 0–3; anything else (missing, empty, '01', ' 1',
 * '1.0', '4', '-1') is null and the page goes to the party home.
 */
export function parseProjectIndex(value: string | null | undefined): ProjectIndex | null {
  if (value === null || value === undefined || !/^[0-3]$/.test(value)) return null;
  return Number(value) as ProjectIndex;
}

const TIME = /^(\d+):([0-5]\d):([0-5]\d)$/;

/** Hours and minutes of a project list's total_time 'HH:MM:SS' (§2.5's course summary); 0 and 0 when unreadable. */
export function hoursAndMinutes(totalTime: string | null | undefined): { hours: number; minutes: number } {
  const match = TIME.exec(totalTime?.trim() ?? "");
  if (!match) return { hours: 0, minutes: 0 };
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/**
 * A course whose total_time is 00:00:00 cannot be played (§2.4). A time the page cannot read does not stop
 * play: the player decides then.
 */
export function isPlayable(totalTime: string | null | undefined): boolean {
  const match = TIME.exec(totalTime?.trim() ?? "");
  return !match || match.slice(1).some((part) => Number(part) > 0);
}

/**
 * Whether the player may open a course of `school` (§2.4: "if the course total_time is 00:00:00 playing is
 * disabled"): the party tenant's rule holds on a deep link to the player too, as the study ban and the
 * expiry do (decision 027). Other schools' courses are not concerned.
 */
export function partyCourseCanPlay(school: string, totalTime: string | null | undefined): boolean {
  return school !== PARTY_SCHOOL || isPlayable(totalTime);
}

/** The project page's tab (§2.5): training background unless the query asks for the training goal. */
export type ProjectTab = "background" | "goal";

export function parseProjectTab(value: string | null | undefined): ProjectTab {
  return value === "goal" ? "goal" : "background";
}

/** The project page's chosen chip (`category_id`): a positive id, else none ('全部'). */
export function parseProjectCategory(value: string | null | undefined): string | null {
  return value && /^[1-9]\d{0,11}$/.test(value) ? value : null;
}

/**
 * The project page's category chips after '全部' (§2.5, docs/contracts/resource-sites.md): the distinct
 * categories of the project's course list in list order, each named by the last segment of its category_name
 * (a path from the root). A course without a category id adds no chip.
 */
export function projectCategories(
  courses: readonly { category_id?: string | null; category_name: string }[],
): { id: string; name: string }[] {
  const chips = new Map<string, string>();
  for (const course of courses) {
    if (!course.category_id || chips.has(course.category_id)) continue;
    const name = course.category_name.split("/").at(-1)?.trim() || course.category_name;
    chips.set(course.category_id, name);
  }
  return [...chips].map(([id, name]) => ({ id, name }));
}

/** The four steps of every project (§2.5), in order; their texts are `party.project.steps.*`. */
export const PROJECT_STEPS = ["register", "online", "exam", "complete"] as const;

/** The party header's search names itself (`via=header`), so that its empty keyword gets its own words (§5). */
export const PARTY_HEADER_SEARCH = { via: "header" } as const;

/**
 * What an empty or blank party search says (§5): the header's "请输入关键词", the search page's own box
 * "请输入搜索内容". The server says it, so it holds without JavaScript (the browser's own "Please fill out this
 * field." never shows).
 */
export function blankPartySearchMessage(via: string | null): "enterKeyword" | "enterContent" {
  return via === PARTY_HEADER_SEARCH.via ? "enterKeyword" : "enterContent";
}
