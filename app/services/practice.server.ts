import { z } from "zod";

import { PRACTICE_SETS_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { idString, optionalNumber, optionalText, pageOf } from "./schema";

// Practice: learner-area §2 (My practice), §3 (Exercise set, Practice card), §4 (Practice), §7.

export const ExerciseSetSchema = z.object({
  id: idString,
  name: z.string(),
  photo: optionalText,
  abstract: optionalText,
  status: optionalNumber,
});
export type ExerciseSet = z.output<typeof ExerciseSetSchema>;

export const ExerciseChapterSchema = z.object({
  id: idString,
  chapter_id: idString,
  name: optionalText,
});
export type ExerciseChapter = z.output<typeof ExerciseChapterSchema>;

const ExerciseSetDetailSchema = z.object({
  chapter: z
    .array(ExerciseChapterSchema)
    .nullish()
    .transform((chapters) => chapters ?? []),
});

const PracticeCardSchema = z.object({
  is_sub: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => String(value ?? "")),
  items: z
    .array(z.object({ que_id: idString.nullish(), id: idString.nullish() }).passthrough())
    .nullish()
    .transform((items) => items ?? []),
});

const formId = z.string().regex(/^[\w-]{1,64}$/);

/** The 'practice now' post: which set and chapter, and the chapter name the answering screen shows. */
export const PracticeStartSchema = z.object({
  exe_id: formId,
  chapter_id: formId,
  name: z.string().max(500).default(""),
});

export function listExerciseSets(api: Api, page: number) {
  return api.get("learning", "/api/my/tk/exercises", {
    schema: pageOf(ExerciseSetSchema),
    query: { page, size: PRACTICE_SETS_PAGE_SIZE },
  });
}

export async function listExerciseChapters(api: Api, setId: string): Promise<ExerciseChapter[]> {
  const detail = await api.get("learning", `/api/my/tk/exercises/${encodeURIComponent(setId)}`, {
    schema: ExerciseSetDetailSchema,
  });
  return detail.chapter;
}

/** The practice card; `again` asks for a fresh attempt (is_again 1), else the current one (is_again 2). */
export function getPracticeCard(api: Api, query: { exeId: string; chapterId: string; again: boolean }) {
  return api.get("learning", "/api/my/tk/exercises/card", {
    schema: PracticeCardSchema,
    query: { exe_id: query.exeId, chapter_id: query.chapterId, is_again: query.again ? 1 : 2 },
  });
}
