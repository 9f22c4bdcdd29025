import { z } from "zod";

import { MY_COURSES_PAGE_SIZE } from "~/domain/page-sizes";

import { withCoverArt } from "~/domain/course-cover";
import { entryBlock, type EntryBlock } from "~/domain/course-rules";

import { onNotPermitted, type Api } from "./http.server";
import { arrayOrItems, idString, optionalNumber, optionalText, pageOf } from "./schema";

// Courses: learner-area §3 (Course), §7 (My course list, Course categories, Course details).

/** What every list of courses says of one (my courses, the catalogue, the resource sites). */
export const ListedCourseSchema = z.object({
  id: idString,
  name: z.string(),
  photo: optionalText,
  category_name: optionalText,
  category_id: idString.nullish(),
  root_id: idString.nullish(),
  total_time: optionalText,
  type: optionalNumber,
});

export const CourseSchema = ListedCourseSchema.extend({
  list_photo: optionalText,
  status: optionalNumber,
  status_name: optionalText,
  remaining_day: optionalNumber,
  end_date: optionalText,
  type_name: optionalText,
  teacher: optionalText,
  abstract: optionalText,
  learn_percent: optionalNumber.transform((value) => value ?? 0),
  learn_num: optionalNumber,
  origin_name: optionalText,
});
/** A course as the screens get it: with `art`, its generated cover's classes when it has no photo of its own. */
const CourseWithArtSchema = CourseSchema.transform(withCoverArt);
export type Course = z.output<typeof CourseWithArtSchema>;

const CoursePageSchema = pageOf(CourseWithArtSchema);

export const CategorySchema = z.object({
  id: idString,
  name: z.string(),
  root_id: idString.nullish(),
  level: optionalNumber,
  path: optionalText,
});

export const CategoryListSchema = arrayOrItems(CategorySchema);

export const CourseDetailSchema = z.object({
  id: idString,
  name: z.string(),
  photo: optionalText,
  category_name: optionalText,
  intro: optionalText,
  total_time: optionalText,
  remaining_day: optionalNumber,
  status: optionalNumber,
  course_status: optionalNumber,
  type: optionalNumber,
});
const CourseDetailWithArtSchema = CourseDetailSchema.transform(withCoverArt);

export type MyCoursesQuery = { page: number; q?: string; categoryId?: string; learned: boolean };

export function listMyCourses(api: Api, query: MyCoursesQuery) {
  return api.get("learning", "/api/my/course", {
    schema: CoursePageSchema,
    query: {
      page: query.page,
      size: MY_COURSES_PAGE_SIZE,
      category_id: query.categoryId,
      q: query.q || undefined,
      is_learn: query.learned ? 1 : 0,
    },
  });
}

/** The children of a category (root_id 0: the top level) among the learner's courses. */
export function listMyCourseCategories(api: Api, rootId: string, level: number) {
  return api.get("learning", "/api/my/course/category", {
    schema: CategoryListSchema,
    query: { root_id: rootId, level },
  });
}

export function getCourseDetail(api: Api, courseId: string) {
  return api.get("learning", `/api/course/course/${encodeURIComponent(courseId)}`, {
    schema: CourseDetailWithArtSchema,
  });
}

/**
 * Opening a course from a record or a note (learner-area §4): fresh details decide whether it has expired; a
 * course the service no longer knows (2004) counts as taken down.
 */
export async function courseEntryBlock(api: Api, courseId: string, takenDown: boolean): Promise<EntryBlock> {
  const fresh = await onNotPermitted(getCourseDetail(api, courseId), () => null);
  return fresh ? entryBlock(fresh, takenDown || fresh.course_status === 2) : "takenDown";
}

// The course detail page: learner-area §3 (Chapter tree node, Teacher), §7 (Chapter tree, Teachers).

export const MaterialSchema = z.object({
  name: optionalText,
  chapter_type: optionalNumber,
  chapter_id: idString.nullish(),
  cm_id: idString.nullish(),
  type: optionalNumber,
  status: optionalNumber,
  is_finish: optionalNumber,
  duration: optionalNumber,
  size: optionalNumber,
  position: optionalNumber,
  file_id: idString.nullish(),
});

export const ChapterSchema = z.object({
  name: optionalText,
  chapter_type: optionalNumber,
  chapter_id: idString.nullish(),
  children: z
    .array(MaterialSchema)
    .nullish()
    .transform((children) => children ?? []),
});
export type Chapter = z.output<typeof ChapterSchema>;

const ChapterTreeSchema = z
  .array(ChapterSchema)
  .nullish()
  .transform((tree) => tree ?? []);

/** The public tree; `learn` asks as the learner, which answers 2004 when they may not study. */
export function getChapterTree(api: Api, courseId: string, learn: boolean) {
  return api.get("learning", `/api/course/${encodeURIComponent(courseId)}/chapter`, {
    schema: ChapterTreeSchema,
    query: { action: learn ? "learn" : undefined },
  });
}

export const TeacherSchema = z.object({
  name: optionalText,
  photo: optionalText,
  intro: optionalText,
});
export type Teacher = z.output<typeof TeacherSchema>;

export function listTeachers(api: Api, courseId: string) {
  return api.get("learning", "/api/course/teacher", {
    schema: z
      .array(TeacherSchema)
      .nullish()
      .transform((list) => list ?? []),
    query: { course_id: courseId },
  });
}
