import { z } from "zod";

import { LATEST_RECORDS } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { idString, optionalNumber, optionalText } from "./schema";

// Learning records: learner-area §2 (Learning records), §3 (Learning record group), §7.

export const RecordSchema = z.object({
  photo: optionalText,
  name: optionalText,
  course_name: optionalText,
  content: optionalText,
  /** Seconds studied, or a ready-made text from services that send one. */
  visit_time: z.union([z.number(), z.string()]).nullish(),
  course_id: idString,
  chapter_id: idString.nullish(),
  cm_id: idString.nullish(),
  course_status: optionalNumber,
});
export type LearningRecord = z.output<typeof RecordSchema>;

const RecordGroupsSchema = z.object({
  items: z
    .array(
      z.object({
        updated_time: z.string(),
        data: z
          .array(RecordSchema)
          .nullish()
          .transform((data) => data ?? []),
      }),
    )
    .nullish()
    .transform((items) => items ?? []),
});

export function listLearningRecords(api: Api) {
  return api.get("learning", "/api/my/learn/log", {
    schema: RecordGroupsSchema,
    query: { page: 1, size: LATEST_RECORDS },
  });
}
