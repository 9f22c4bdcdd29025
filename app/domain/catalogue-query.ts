// The course catalogue's query (learner-area §2 Course catalogue): type (1 public, 2 professional, none for
// all), the three category rows of category-filter.ts, and page.

export type CourseType = 1 | 2;

export function readCourseType(params: URLSearchParams): CourseType | null {
  const value = params.get("type");
  return value === "1" ? 1 : value === "2" ? 2 : null;
}

/** The query after choosing a type tab: the categories stay, the page goes back to 1. */
export function chooseCourseType(params: URLSearchParams, type: CourseType | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (type) next.set("type", String(type));
  else next.delete("type");
  return next;
}
