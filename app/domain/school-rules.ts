// Every school-specific rule of the specification lives in this table and nowhere else. What each school is
// stands in comments, not in the data: the table ships with every page.
// Sources: learner-area.md §1, §2 (My courses), §9; public-sites-and-session.md §2.7, §6, §6.1, §9.

import type { SiteKey } from "./sites";

export type SchoolRules = {
  /** Teacher label on course cards: 'expert' wording instead of 'lecturer' (learner-area §2, My courses). */
  teacherLabel: "expert" | "lecturer";
  /** Header entry to the travel-study page (learner-area §1). */
  travelStudyEntry: boolean;
  /** Footer logo shown larger and without the system-name label (learner-area §1). */
  largeLogo: boolean;
  /** Root of the category filters on my courses and the level it sits at (learner-area §2). */
  categoryRoot: { id: number; level: 1 | 2 };
  /** Category levels whose lists are not loaded on my courses (learner-area §2). */
  unloadedCategoryLevels: readonly number[];
  /** The public site this school owns, if any (public-sites §6.1; the sites themselves: sites.ts). */
  site: SiteKey | null;
  /**
   * Study-trip list categories (public-sites §2.7, §7.6, §9), in the page's order: trip (preparation) courses,
   * famous-teacher courses, multi-aide courses (decision 013).
   */
  studyTripCategoryIds: readonly number[];
};

const DEFAULT_RULES: SchoolRules = {
  teacherLabel: "lecturer",
  travelStudyEntry: false,
  largeLogo: false,
  categoryRoot: { id: 0, level: 1 },
  unloadedCategoryLevels: [],
  site: null,
  studyTripCategoryIds: [],
};

export const SPECIAL_SCHOOLS = {
  // The party-building education tenant (custom/party). public-sites §6.1 has a reading that gives 100004 the
  // travel-study menu entry; learner-area §1 names 100035 and 100046. We follow learner-area §1.
  "100004": { ...DEFAULT_RULES, teacherLabel: "expert", site: "party" },
  // The vocational college resource site (hzvtc).
  "100028": { ...DEFAULT_RULES, site: "hzvtc" },
  // The study-trip school.
  "100035": {
    ...DEFAULT_RULES,
    travelStudyEntry: true,
    site: "study-trip",
    studyTripCategoryIds: [92, 93, 94],
  },
  // yxlx.
  "100041": { ...DEFAULT_RULES, unloadedCategoryLevels: [2, 3] },
  // The science-contest page (custom/clnyy).
  "100044": { ...DEFAULT_RULES, categoryRoot: { id: 363, level: 2 }, site: "contest" },
  // The sxyxlx study-trip school. public-sites §6.1: one reading gives the study-trip page to 100035 only; the
  // route guard names 100046 for sxyxlx. Both show the travel-study entry here (learner-area §1), and the
  // study-trip page serves both (decision 013). §9 names 92, 93 and 94 for 100035 only; 100046's three lists are
  // its own categories.
  "100046": {
    ...DEFAULT_RULES,
    travelStudyEntry: true,
    categoryRoot: { id: 346, level: 2 },
    unloadedCategoryLevels: [2],
    site: "study-trip",
    studyTripCategoryIds: [3481, 3482, 3483],
  },
  // The school with the large logo.
  "100051": { ...DEFAULT_RULES, largeLogo: true },
} as const satisfies Record<string, SchoolRules>;

export type SpecialSchoolCode = keyof typeof SPECIAL_SCHOOLS;

export function schoolRules(code: string | null | undefined): SchoolRules {
  if (code && Object.hasOwn(SPECIAL_SCHOOLS, code)) return SPECIAL_SCHOOLS[code as SpecialSchoolCode];
  return DEFAULT_RULES;
}

/** The school that owns a public site: hzvtc pages of other schools go to this school's (public-sites §6). */
export function siteSchool(site: SiteKey): string {
  const entry = Object.entries(SPECIAL_SCHOOLS).find(([, rules]) => rules.site === site);
  if (!entry) throw new Error(`no school owns the ${site} site`);
  return entry[0];
}
