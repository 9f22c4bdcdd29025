// Study statistics dashboard: public-sites §2.1, §3 (Study summary, Study time, Study course count).

/**
 * How many class names the top card shows before the rest go into the tooltip: class names are long
 * ('2026 Information Technology Class 1'), and the card must fit a 360 px phone.
 */
export const VISIBLE_CLASSES = 1;

/** The first class names to show, and how many more the tooltip holds. */
export function splitClassNames(names: string[], visible = VISIBLE_CLASSES) {
  const clean = names.map((name) => name.trim()).filter(Boolean);
  return { shown: clean.slice(0, visible), hidden: Math.max(0, clean.length - visible), all: clean };
}

/** The total shown in the ring's centre: the report's total, or the sum of the categories when it has none. */
export function totalStudySeconds(total: number, items: { visit_time: number }[]): number {
  return total > 0 ? total : items.reduce((sum, item) => sum + Math.max(0, item.visit_time), 0);
}

/**
 * Study time to draw: the categories with time, each with its share of their sum in percent (one decimal).
 * The report's total may hold time outside any category, so the shares are of the categories' sum.
 */
export function studyTimeShares(
  items: { category_name: string; visit_time: number }[],
): { name: string; seconds: number; percent: number }[] {
  const withTime = items.filter((item) => item.visit_time > 0);
  const sum = withTime.reduce((acc, item) => acc + item.visit_time, 0);
  return withTime.map((item) => ({
    name: item.category_name,
    seconds: item.visit_time,
    percent: sum > 0 ? Math.round((item.visit_time / sum) * 1000) / 10 : 0,
  }));
}

/** 'no data yet' for the time chart: no category has any study time. */
export function hasStudyTime(items: { visit_time: number }[]): boolean {
  return items.some((item) => item.visit_time > 0);
}

/** 'no data yet' for the course chart: no category has a course. */
export function hasCourses(items: { leran_course_count: number }[]): boolean {
  return items.some((item) => item.leran_course_count > 0);
}

/** §2.1: "the legend scrolls when there are more than 6 categories" (decision 027 restores it over decision 020). */
export const LEGEND_VISIBLE_ENTRIES = 6;

export function legendScrolls(categories: number): boolean {
  return categories > LEGEND_VISIBLE_ENTRIES;
}
