import { z } from "zod";

import type { Api } from "./http.server";
import { numeric, optionalText } from "./schema";

// Study statistics: public-sites §2.1, §3 (Study summary, Study time, Study course count), §7.5.

const seconds = numeric.nullish().transform((value) => value ?? 0);

const SummarySchema = z.object({
  name: optionalText,
  class_name: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((value) => (Array.isArray(value) ? value : value ? [value] : [])),
  visit_time: seconds,
  leran_course_num: seconds,
  leran_course_finish_num: seconds,
});

const StudyTimeSchema = z.object({
  visit_time: seconds,
  items: z
    .array(z.object({ category_name: z.string(), visit_time: seconds }))
    .nullish()
    .transform((items) => items ?? []),
});
export type StudyTime = z.output<typeof StudyTimeSchema>;

const StudyCoursesSchema = z.object({
  items: z
    .array(z.object({ category_name: z.string(), leran_course_count: seconds }))
    .nullish()
    .transform((items) => items ?? []),
});
export type StudyCourses = z.output<typeof StudyCoursesSchema>;

export function getStudySummary(api: Api) {
  return api.get("learning", "/api/my/stat/summary", { schema: SummarySchema });
}

/** Study time per category (report1, "by time"). */
export function getStudyTime(api: Api) {
  return api.get("learning", "/api/my/stat/report1", { schema: StudyTimeSchema });
}

/** Courses learned per category (report2, "by course"). */
export function getStudyCourses(api: Api) {
  return api.get("learning", "/api/my/stat/report2", { schema: StudyCoursesSchema });
}
