import { z } from "zod";

import { withCoverArt } from "~/domain/course-cover";

import { CategoryListSchema, getChapterTree, ListedCourseSchema } from "./course.server";
import { settle, type Api } from "./http.server";
import { idString, numeric, optionalNumber, optionalText, pageOf } from "./schema";

// The resource-site calls of docs/design.md §9 (public-sites §7.1): course lists, category lists and course
// materials of the public sites. Shapes: docs/contracts/resource-sites.md.

/**
 * A course of a site's list: its category_name is the path of category names from the root (the search derives
 * a section key from it); type 1 is a video course, 2 a word material one (public-sites §3).
 */
export const SiteCourseSchema = ListedCourseSchema.extend({
  intro: optionalText,
  /**
   * The course detail's remaining_day and status (§3) of the session user's enrolment, when the service sends
   * them: the contest page's study ban reads the first course's (§4.3). Absent for a visitor.
   */
  remaining_day: optionalNumber,
  status: optionalNumber,
});
/** With `art`, its generated cover's classes when it has no photo of its own. */
export const SiteCourseWithArtSchema = SiteCourseSchema.transform(withCoverArt);

const SiteCoursePageSchema = pageOf(SiteCourseWithArtSchema).extend({
  total_time: optionalText,
});

export const SiteMaterialSchema = z.object({
  id: idString,
  name: optionalText,
  photo: optionalText,
  /** 1 video, 2 word. */
  type: optionalNumber,
});

const SiteMaterialPageSchema = pageOf(SiteMaterialSchema).extend({
  page_num: numeric.nullish().transform((pages) => pages ?? 0),
});

export type SiteCourseQuery = {
  school: string;
  page?: number;
  size: number;
  /** A category and everything under it. */
  categoryId?: number | string;
  /** A keyword (search). */
  q?: string;
  className?: string;
};

/** getCourseList: one page of a category's courses, or of a keyword's. */
export function listSiteCourses(api: Api, query: SiteCourseQuery) {
  return api.get("learning", "/api/sz/school/course", {
    schema: SiteCoursePageSchema,
    query: {
      page: query.page ?? 1,
      size: query.size,
      category_id: query.categoryId,
      q: query.q || undefined,
      school_code: query.school,
      class_name: query.className,
    },
  });
}

/** getCategoryList: the children of a root category. */
export function listSiteCategories(
  api: Api,
  query: { school: string; rootId: number | string; size?: number },
) {
  return api.get("learning", "/api/sz/school/course/category", {
    schema: CategoryListSchema,
    query: { root_id: query.rootId, school_code: query.school, size: query.size },
  });
}

/** getCourseMaterial: one page of a course's materials. */
export function listCourseMaterials(
  api: Api,
  query: { school: string; courseId: string; page: number; size: number },
) {
  return api.get("learning", "/api/sz/school/course/list", {
    schema: SiteMaterialPageSchema,
    query: { school_code: query.school, course_id: query.courseId, page: query.page, size: query.size },
  });
}

/**
 * getCourseChapterDetail with action=learn (public-sites §4.3): whether the learner may study the course.
 * 2004 is the study ban; any other failure leaves the decision to the player (it checks again).
 */
export async function mayStudyCourse(api: Api, courseId: string): Promise<boolean> {
  const learn = await settle(getChapterTree(api, courseId, true));
  return learn.ok || learn.kind !== "notPermitted";
}
