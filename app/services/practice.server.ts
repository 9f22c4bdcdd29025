import { z } from "zod";

import { PRACTICE_SETS_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { cardItems, QuestionReplySchema } from "./question.server";
import { idString, listOf, optionalNumber, optionalText, pageOf } from "./schema";

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
  chapter: listOf(ExerciseChapterSchema),
});

const PracticeCardSchema = z.object({
  is_sub: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => String(value ?? "")),
  items: cardItems,
});

const PracticeAnswerReplySchema = z
  .object({ is_right: z.union([z.string(), z.number()]).nullish() })
  .nullish()
  .transform((reply) => ({ is_right: String(reply?.is_right ?? "") }));

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

export type PracticeChapterRef = { exeId: string; chapterId: string };

/** One question of a chapter with the learner's answer; null when the question has been deleted. */
export function getPracticeQuestion(api: Api, ref: PracticeChapterRef & { queId: string; again: boolean }) {
  return api.get("learning", "/api/my/tk/exercises/question", {
    schema: QuestionReplySchema,
    query: { chapter_id: ref.chapterId, que_id: ref.queId, exe_id: ref.exeId, is_again: ref.again ? 1 : 2 },
  });
}

/**
 * "Check this answer" (decision 051; docs/contracts/practice-and-exams.md, Practice): the question as a review
 * shows it — the right options, the analysis — with the learner's saved answer, while the chapter is open.
 */
export function checkPracticeAnswer(api: Api, ref: PracticeChapterRef & { queId: string }) {
  return api.get("learning", "/api/my/tk/exercises/check", {
    schema: QuestionReplySchema,
    query: { exe_id: ref.exeId, chapter_id: ref.chapterId, que_id: ref.queId },
  });
}

/**
 * Saves one answer (subtype 1) or saves it and submits the chapter (subtype 2). `answer` is already encoded
 * (app/domain/answer-encoding.ts); `attachment` is the JSON text of the answer's files.
 */
export function savePracticeAnswer(
  api: Api,
  answer: PracticeChapterRef & {
    queId: string;
    subtype: 1 | 2;
    isSign: "1" | "2";
    answer: string;
    attachment: string;
    /** A device's order of its saves (contract "Ordered, idempotent saves"; decision 042). */
    order?: { client: string; seq: number } | null;
  },
) {
  return api.post("learning", "/api/my/tk/exercises", {
    schema: PracticeAnswerReplySchema,
    body: {
      chapter_id: answer.chapterId,
      exe_id: answer.exeId,
      que_id: answer.queId,
      subtype: answer.subtype,
      is_sign: answer.isSign,
      answer: answer.answer,
      attachment: answer.attachment,
      save_client: answer.order?.client,
      save_seq: answer.order?.seq,
    },
  });
}
