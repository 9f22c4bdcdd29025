import { afterAll, beforeAll } from "vitest";

import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { call } from "./learning-helpers";

// Helpers of the public sites' upstream tests: the answers of the resource-site calls
// (docs/contracts/resource-sites.md) and one seeded upstream per test file with a learner of the site's school.

export type SiteCourse = {
  id: number;
  name: string;
  photo: string;
  category_name: string;
  category_id: number;
  root_id: number;
  total_time: string;
  type: number;
  intro: string;
};
export type CourseList = { items: SiteCourse[]; total: number; page_num: number; total_time?: string };
export type SiteCategory = { id: number; name: string; root_id: number; path: string; level: number };
export type SiteMaterial = { id: number; name: string; photo: string; type: number };
export type MaterialList = { items: SiteMaterial[]; page_num: number; total: number };
export type ChapterTree = { children: { cm_id: number; chapter_id: number }[] }[];

/**
 * A seeded upstream for the file's tests (made before them, closed after) and a session of `learnerName`, a
 * learner of `school`; `up` and `learner` are set once the tests run. The calls take their query as written, from
 * `?` (or, for `site`, from the `&` after the school's code).
 */
export function useSiteUpstream(school: string, learnerName: string) {
  const site = {
    up: undefined as unknown as TestUpstream,
    learner: "",
    /** getCourseList with any query. */
    courses: (query: string) => call<CourseList>(site.up.app, `/api/sz/school/course${query}`),
    /** getCourseList of the school. */
    site: (query: string) => site.courses(`?school_code=${school}${query}`),
    /** The number of the school's courses under a category. */
    total: async (categoryId: number) => (await site.site(`&category_id=${categoryId}`)).data.total,
    /** getCategoryList with any query. */
    children: (query: string) => call<SiteCategory[]>(site.up.app, `/api/sz/school/course/category${query}`),
    /** getCourseMaterial with any query. */
    materials: (query: string) => call<MaterialList>(site.up.app, `/api/sz/school/course/list${query}`),
    /** The learn check: a course's chapter tree for `cookie`'s user. */
    learnTree: (course: number, cookie?: string) =>
      call<ChapterTree>(site.up.app, `/api/course/${course}/chapter?action=learn`, cookie),
  };
  beforeAll(async () => {
    site.up = await createTestUpstream();
    site.learner = await login(site.up.app, learnerName);
  });
  afterAll(() => site.up.close());
  return site;
}
