import { z } from "zod";

import { idString, listOf, optionalNumber, optionalText } from "./schema";

// What practice and assessments share: learner-area §3 (Question, Answer form, Attachment, Assessment card) and
// docs/contracts/practice-and-exams.md, which settles what the specification leaves open.

/** '1' / '2' style flags arrive as strings or numbers; read as their string form, missing as "". */
const flag = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

/** A file on an answer or a question (learner-area §3 Attachment, Assessment answer entry). */
export const AttachmentSchema = z.object({
  id: idString.nullish().transform((value) => value ?? ""),
  name: optionalText,
  file_name: optionalText,
  file_path: optionalText,
  file_id: idString.nullish().transform((value) => value ?? ""),
  file_url: optionalText,
  cover: optionalText,
});
export type Attachment = z.output<typeof AttachmentSchema>;

const attachments = listOf(AttachmentSchema);

/** One option of a choice question, or one blank of a fill-in-blank question. is_right only in a review. */
export const QuestionItemSchema = z.object({
  id: idString,
  content: optionalText,
  is_right: flag,
});

/** The learner's answer as the server keeps it. */
export const UserLogSchema = z.object({
  answer: optionalText,
  is_right: flag,
  score: optionalNumber,
  is_score: flag,
  is_sign: flag,
});

/**
 * A question. Types: 1 single choice, 2 multiple choice, 3 true/false, 4 short answer, 6 fill-in-blank; a
 * sub-question of a combination (5) carries parent_id and the shared material in big_content. A deleted question
 * answers `is_del: 1` (or no data at all) and is shown as 'This question has been deleted'.
 */
export const QuestionSchema = z.object({
  id: idString,
  type: optionalNumber.transform((value) => value ?? 0),
  content: optionalText,
  score: optionalNumber,
  num: optionalNumber,
  items: listOf(QuestionItemSchema),
  correct_content: optionalText,
  attachment: attachments,
  user_log: UserLogSchema.nullish().transform((log) => log ?? null),
  is_sign: flag,
  user_attachment: attachments,
  big_content: optionalText,
  big_correct_content: optionalText,
  record_id: idString.nullish().transform((value) => value ?? ""),
  parent_id: idString.nullish().transform((value) => value ?? ""),
  is_del: optionalNumber,
});
export type Question = z.output<typeof QuestionSchema>;

/** The question call's data: a question, or null when it has been deleted. */
export const QuestionReplySchema = QuestionSchema.nullable().transform((question) =>
  question === null || question.is_del === 1 ? null : question,
);

/** One numbered button of an answer card (practice and assessments). */
export const CardItemSchema = z
  .object({
    que_id: idString.nullish(),
    id: idString.nullish(),
    parent_id: idString.nullish().transform((value) => value ?? ""),
    num: optionalNumber,
    type: optionalNumber,
    is_right: flag,
    is_score: flag,
    is_sign: flag,
    // The points of a graded answer (a finished attempt's card; absent elsewhere): partial credit (decision 043).
    score: optionalNumber,
  })
  .transform(({ que_id, id, ...rest }) => ({ ...rest, que_id: String(que_id ?? id ?? "") }))
  .refine((item) => item.que_id !== "", "a card item needs que_id or id");
export type CardItem = z.output<typeof CardItemSchema>;

export const cardItems = listOf(CardItemSchema);
