import { z } from "zod";

import { ASSESSMENT_RECORDS_PAGE_SIZE, MY_ASSESSMENTS_PAGE_SIZE } from "~/domain/page-sizes";

import type { Api } from "./http.server";
import { cardItems, QuestionReplySchema } from "./question.server";
import { idString, optionalNumber, optionalText, pageOf } from "./schema";

// Assessments: learner-area §2 (My assessments … end page), §3, §4 (Assessment), §7, §8; public-sites §7.3.
// What the specification leaves open is settled in docs/contracts/practice-and-exams.md.

const optionalId = idString.nullish().transform((value) => value ?? "");

export const AssessmentSchema = z.object({
  id: idString,
  class_id: optionalId,
  name: z.string(),
  photo: optionalText,
  status: optionalNumber, // 1 not started, 2 in progress, 3 completed, 4 expired
  can_start: optionalNumber,
  limit_type: optionalNumber, // 1 a single attempt, else unlimited
  expire_date: optionalText,
  start_time: optionalText,
  end_time: optionalText,
});
export type Assessment = z.output<typeof AssessmentSchema>;

export const AssessmentRecordSchema = z.object({
  id: idString,
  exam_id: idString,
  exam_name: optionalText,
  class_id: optionalId,
  finish_time: optionalText,
  score: optionalNumber,
  is_assess: optionalNumber, // 1 every subjective question scored, 0 some still pending
  duration: optionalNumber, // seconds used
  show_result: optionalNumber,
});
export type AssessmentRecord = z.output<typeof AssessmentRecordSchema>;

/** The start dialog's content (learner-area §2 leaves it open; the contract fixes these fields). */
export const AssessmentDetailSchema = AssessmentSchema.pick({
  id: true,
  class_id: true,
  name: true,
  limit_type: true,
  start_time: true,
  end_time: true,
  // As the list's: 1 when an attempt may start or resume now (the start dialog says a closed one is closed).
  can_start: true,
}).extend({
  intro: optionalText,
  time_limit: optionalNumber, // seconds; 0 or missing means no limit
  question_count: optionalNumber,
  total_score: optionalNumber,
  attempts: optionalNumber, // attempts already finished by this learner
  show_result: optionalNumber,
  is_subjective: optionalNumber,
});
export type AssessmentDetail = z.output<typeof AssessmentDetailSchema>;

/** What every card of a record holds: its questions and the record. */
const RecordCardSchema = z.object({ items: cardItems, record_id: idString });

/** The attempt's card: expire_time and start_time are Unix seconds; expire_time is absent without a limit. */
export const ExamCardSchema = RecordCardSchema.extend({
  expire_time: optionalNumber,
  start_time: optionalNumber,
  // Asked for a given record_id: 2 still in progress, 3 finished (then show_result and use_duration say where to go).
  status: optionalNumber,
  show_result: optionalNumber,
  use_duration: optionalNumber,
  // A finished attempt's hand-in time (Unix seconds), for the end page's receipt (decision 043).
  finish_time: optionalNumber,
  // The upstream's own clock when it answered, Unix seconds (contract; decision 042): the time left by it.
  server_time: optionalNumber,
});

export const ResultCardSchema = RecordCardSchema.extend({
  total_score: optionalNumber,
  total_user_score: optionalNumber,
  can_answer: optionalNumber,
  is_subjective: optionalNumber, // 1: the learner scores subjective questions
  is_assess: optionalNumber,
  duration: optionalNumber,
  subjective_count: optionalNumber,
});
export type ResultCard = z.output<typeof ResultCardSchema>;

const SaveReplySchema = z
  .object({
    show_result: optionalNumber,
    use_duration: optionalNumber,
    // A save (subtype 1): the deadline and the upstream's clock, when it says them (decision 042).
    expire_time: optionalNumber,
    server_time: optionalNumber,
  })
  .nullish()
  .transform((reply) => ({
    show_result: reply?.show_result ?? null,
    use_duration: reply?.use_duration ?? null,
    expire_time: reply?.expire_time ?? null,
    server_time: reply?.server_time ?? null,
  }));

const Nothing = z.unknown();

export type AttemptRef = { examId: string; classId: string; recordId: string };

export function listAssessments(api: Api, page: number) {
  return api.get("learning", "/api/my/tk/exam", {
    schema: pageOf(AssessmentSchema),
    query: { page, size: MY_ASSESSMENTS_PAGE_SIZE },
  });
}

export function listAssessmentRecords(api: Api, page: number) {
  return api.get("learning", "/api/my/tk/exam/record", {
    schema: pageOf(AssessmentRecordSchema),
    query: { page, size: ASSESSMENT_RECORDS_PAGE_SIZE },
  });
}

export function getAssessmentDetail(api: Api, examId: string, classId: string) {
  return api.get("learning", `/api/my/tk/exam/${encodeURIComponent(examId)}`, {
    schema: AssessmentDetailSchema,
    query: { class_id: classId },
  });
}

/**
 * Without a record: starts an attempt, or resumes the one in progress (2004 when the learner may not sit it).
 * With a record: that attempt's card, owner-checked, even when finished (see `status`).
 */
export function getExamCard(api: Api, examId: string, classId: string, recordId?: string) {
  return api.get("learning", "/api/my/tk/exam/card", {
    schema: ExamCardSchema,
    query: { exam_id: examId, class_id: classId, record_id: recordId },
  });
}

/** One question of an attempt; `again` (is_again 1) asks for it with the result, for the review. */
export function getExamQuestion(api: Api, ref: AttemptRef & { queId: string; again: boolean }) {
  return api.get("learning", "/api/my/tk/exam/question", {
    schema: QuestionReplySchema,
    query: {
      exam_id: ref.examId,
      que_id: ref.queId,
      class_id: ref.classId,
      record_id: ref.recordId,
      is_again: ref.again ? 1 : 2,
    },
  });
}

/** A device's order of its saves (contract "Ordered, idempotent saves"; decision 042). */
export type SaveOrder = { client: string; seq: number };

/** Saves one answer (subtype 1) or saves it and finishes the attempt (subtype 2). */
export function saveExamAnswer(
  api: Api,
  answer: AttemptRef & {
    queId: string;
    subtype: 1 | 2;
    isSign: "1" | "2";
    answer: string;
    attachment: string;
    order?: SaveOrder | null;
  },
) {
  return api.post("learning", "/api/my/tk/exam", {
    schema: SaveReplySchema,
    body: {
      exam_id: answer.examId,
      record_id: answer.recordId,
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

export function getResultCard(api: Api, recordId: string) {
  return api.get("learning", "/api/my/tk/exam/mark_card", {
    schema: ResultCardSchema,
    query: { record_id: recordId },
  });
}

/** A score for a subjective question (learner self-scoring); login_sign is sent blank as the spec says. */
export async function submitScore(
  api: Api,
  score: { examId: string; recordId: string; queId: string; score: number },
): Promise<void> {
  await api.post("learning", `/api/my/tk/exam/${encodeURIComponent(score.examId)}`, {
    schema: Nothing,
    method: "put",
    body: {
      id: score.examId,
      record_id: score.recordId,
      que_id: score.queId,
      score: score.score,
      login_sign: "",
    },
  });
}
