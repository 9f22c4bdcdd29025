import { withQuery } from "./paths";
import { schoolRules, siteSchool } from "./school-rules";
import { siteHomePath } from "./sites";

// The science-contest page's rules (public-sites §2.6, §4.3, §4.4, §9): the stage by date, the page's query
// state, and its constants. The contest's texts and dates as announced are content (contest-content.ts).

/** The school that owns the contest page (§6.1: 100044). */
export const CONTEST_SCHOOL = siteSchool("contest");
/** The root of the page's category filters (§2.6, §9: 363); the loader's, so marked pure: the script drops it. */
export const CONTEST_CATEGORY_ROOT = /* @__PURE__ */ (() => schoolRules(CONTEST_SCHOOL).categoryRoot.id)();
/** The year of the contest the page announces (§1: a 2024 contest). */
export const CONTEST_YEAR = 2024;
/** §9: the side navigation becomes fixed after 550 px of scroll. */
export const CONTEST_SIDE_NAV_FIXED_AT = 550;
/** §9: the past-activity tabs rotate every 5 s. */
export const CONTEST_ROTATION_MS = 5000;
/** §8: the page's toast lasts 2 s, at most 3 at once. */
export const CONTEST_TOAST = { durationMs: 2000, max: 3 } as const;
/** Courses on one page of the science-course list. */
export const CONTEST_COURSE_PAGE_SIZE = 8;
/** News titles in the side list of a tab. */
export const CONTEST_NEWS_SIZE = 10;

export const CONTEST_STAGES = [1, 2, 3, 4] as const;
export type ContestStage = (typeof CONTEST_STAGES)[number];

/** The five sections the side navigation links to, in page order. */
export const CONTEST_SECTIONS = ["schedule", "news", "courses", "farm", "past"] as const;

/** A calendar day (month 1–12). */
export type CalendarDay = { year: number; month: number; day: number };

/** Month and day as one comparable number: 6-10 → 610. */
const monthDay = ({ month, day }: CalendarDay) => month * 100 + day;

/**
 * The stage shown on a day (§4.4). Read in this order:
 * - a year after 2024 (2025 and later): the final, 4 (the contest is over; its last stage stays on show);
 * - before 6-10: 1 (registration is coming);
 * - 6-10 to 7-8: 1; 7-9 to 7-12: 2; 7-13 to 9-6: 3; 9-7 to 9-20: 4;
 * - any other day (after 9-20): 4.
 * The month-day rules apply to 2024 and to any earlier year alike (the spec names no other year).
 */
export function contestStageOn(date: CalendarDay): ContestStage {
  if (date.year > CONTEST_YEAR) return 4;
  const md = monthDay(date);
  if (md < 610) return 1;
  if (md <= 708) return 1;
  if (md <= 712) return 2;
  if (md <= 906) return 3;
  return 4;
}

/** The contest's calendar is China's (UTC+8, no daylight saving): the day in Asia/Shanghai at `now`. */
export function contestDayOf(now: Date): CalendarDay {
  const shifted = new Date(now.getTime() + 8 * 3_600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** `?stage=n` (1–4) picks a stage to view; anything else is none (the date decides). */
export function parseContestStage(value: string | null): ContestStage | null {
  const n = Number(value);
  return CONTEST_STAGES.find((stage) => stage === n && value === String(n)) ?? null;
}

export type ContestNewsTab = "notice" | "report";

/** `?news=report` opens the reports tab; anything else shows the notices. */
export function parseContestNewsTab(value: string | null): ContestNewsTab {
  return value === "report" ? "report" : "notice";
}

/** `?past=n` picks a past activity by index (0 when missing or out of range). */
export function parsePastIndex(value: string | null, count: number): number {
  const n = Number(value);
  return value !== null && /^\d{1,3}$/.test(value) && n < count ? n : 0;
}

/**
 * §4.3: on the contest page the study ban is also set when the first course of the list has remaining_day 0 or
 * status 3 (the fields of the course detail, sent with the list for a logged-in user).
 */
export function contestStudyBan(
  first: { remaining_day?: number | null; status?: number | null } | undefined,
): boolean {
  return first !== undefined && (first.remaining_day === 0 || first.status === 3);
}

/**
 * The science-contest page (public-sites §2.6: /{school_code}/custom/clnyy, the site table's home), with its query
 * (stage, news tab, filters, past activity) and the section to land on.
 */
export const contestPath = (
  query: URLSearchParams | Record<string, string> = {},
  hash?: string,
  school?: string,
): string => withQuery(siteHomePath("contest", school), query) + (hash ? `#${hash}` : "");
