import { z } from "zod";

import {
  encodeAnswer,
  isAnswerable,
  SHORT_ANSWER_MAX_LENGTH,
  type AnswerMode,
  type AnswerValues,
} from "~/domain/answer-encoding";
import { charCount } from "~/domain/text-length";
import { flagOf } from "~/domain/answer-card";
import { ID_PATTERN } from "~/domain/ids";
import { CONFIRM_AGAIN } from "~/domain/answer-again";
import { mayBeUnchanged } from "~/domain/answer-unchanged";
import { parseFormData } from "~/forms/parse-form.server";
import type { MessageKey } from "~/i18n/i18n";

import type { Api } from "~/services/http.server";
import { AttachmentSchema, type Attachment, type Question } from "~/services/question.server";
import type { ResourceType } from "~/services/upload.server";
import type { UploadSink } from "~/services/upload-stream.server";

import {
  readAnswerForm,
  uploadChosenFiles,
  withUploaded,
  type AnswerUpload,
  type ChosenFiles,
} from "./answer-upload.server";

// The question form's post (docs/contracts/practice-and-exams.md, "The screens' URL state and question forms"),
// read once here for practice and assessments. Server only: zod stays out of the browser.
//
// API:
//   readQuestionForm(request)          the post's FormData, with the files it carried checked but NOT uploaded.
//                                      EVERY question action reads its body through this one door.
//   parseAnswerForm(formData, mode)    → { ok: true, value: AnswerPost } | { ok: false, errors, values }
//   withAnswerFiles(api, form, post, resourceType)
//                                      the explicit upload step: the post with the chosen files uploaded and
//                                      listed after its existing ones, and what happened to them
//   ANSWER_INTENTS                     the intents a question form's buttons send
//   attachmentText(files)              a question's user_attachment → the form's hidden `attachment` value
//
// Fields of the form (app/features/question/question-form.tsx writes them):
//   que_id      the question shown                 que_type  its type (1–6)
//   options     its option/blank ids, comma-joined in order (so multiple choice is encoded in option order and
//               values that are not options are dropped)
//   answer      radio / checkboxes / textarea       blank     the fill-in-blank inputs, in order
//   is_sign     '1' flagged / '2' not, as shown     attachment JSON text of the answer's files
//   save_client, save_seq   set by the page's answer queue (JavaScript only): its device id for the attempt and
//               the save's place in its order, passed on so that a repeated or late send is one answer
//   save_unchanged  '1': the answer shown was not touched, not to be saved again (app/domain/answer-unchanged.ts)
//   intent      the pressed button: "save", "go:<que_id>", "flag", "submit", "upload", "delete-file:<file id>",
//               "again", "check" (practice). A button has one name and one value, so a target rides in the value
//               after a colon.
//               Missing (Enter in a blank input) is "save".

export const ANSWER_INTENTS = [
  "save",
  "go",
  "flag",
  "submit",
  "upload",
  "delete-file",
  "again",
  // Practice only: save, then show this question's result and analysis (decision 051).
  "check",
] as const;

/** The practice review's 'answer again', confirmed: only the confirm dialog's button posts this intent. */
export const AnswerAgainFormSchema = z.object({ intent: z.literal(CONFIRM_AGAIN) });
export type AnswerIntent = (typeof ANSWER_INTENTS)[number];

export type AnswerPost = {
  intent: AnswerIntent;
  /** go: the que_id to show next; delete-file: the file's id; else "". */
  target: string;
  queId: string;
  type: number;
  /** False for a combination, a deleted question (type 0) or an unknown type: nothing to save. */
  answerable: boolean;
  /** The encoded answer (app/domain/answer-encoding.ts). */
  answer: string;
  /** The flag to save: as shown, toggled when the intent is "flag". */
  isSign: "1" | "2";
  /** JSON text of the answer's files, normalised ("[]" for none). */
  attachment: string;
  /** The raw values, to re-render the form with what the learner typed after a failure. */
  values: AnswerValues;
  /** The sending device's order of its saves, when the page's answer queue set it (decision 042); else null. */
  order: { client: string; seq: number } | null;
  /** The page says the answer shown was not touched (app/domain/answer-unchanged.ts): not to be saved again. */
  unchanged: boolean;
};

export type AnswerFormFailure = { ok: false; errors: MessageKey[]; values: AnswerValues; queId: string };

/** A question form's body, with the files it carried (checked, not uploaded). */
export type QuestionFormData = FormData & { chosen: ChosenFiles };

/**
 * The question form's body, parsed as a stream (./answer-upload.server.ts): files chosen in its file input are
 * checked (count with the answer's existing files, size, type by content) and held; `chosen.problem` is the key
 * of a refused file (`files.<problem>`; the files before it are kept). With a `sink` the files go upstream in
 * chunks as they come, their last chunk held: the screen stores them with `withAnswerFiles` once it knows the
 * intent, and what it does not store is taken back after the answer (decision 050). The text fields are always
 * all there.
 */
export async function readQuestionForm(request: Request, sink?: UploadSink): Promise<QuestionFormData> {
  const { form, chosen } = await readAnswerForm(request, sink);
  return Object.assign(form, { chosen });
}

/**
 * The upload step: the chosen files uploaded as `resourceType` (`tk_user` in practice, `tk_exam` in assessments,
 * learner-area §7), and the post whose attachment lists them after the answer's existing files, so the save
 * takes them as they are. `upload.message` is the upstream's own text for a refusal.
 */
export async function withAnswerFiles(
  api: Api,
  form: QuestionFormData,
  post: AnswerPost,
  resourceType: ResourceType,
): Promise<{ post: AnswerPost; upload: AnswerUpload }> {
  const upload = await uploadChosenFiles(api, form.chosen, resourceType);
  if (upload.uploaded.length === 0) return { post, upload };
  const current = AttachmentListSchema.parse(JSON.parse(post.attachment));
  return { post: { ...post, attachment: attachmentText(withUploaded(current, upload)) }, upload };
}

/** At most what the contract allows (3 files) plus slack is checked by the files helper; here only the shape. */
const AttachmentListSchema = z.array(AttachmentSchema).max(20);

/**
 * The question form's fields as sent (conform's `exact` reading: an empty blank stays "", in its place). A field
 * sent twice is read by its first value, a list keeps only text (a file is not an answer).
 */
const firstText = (value: unknown) => [value].flat().find((item) => typeof item === "string") ?? "";
const text = z.preprocess(firstText, z.string());
const texts = z.preprocess(
  (value) => (value === undefined ? [] : [value].flat().filter((item) => typeof item === "string")),
  z.array(z.string()),
);
const AnswerFieldsSchema = z.object({
  que_id: text,
  que_type: text,
  options: text,
  answer: texts,
  blank: texts,
  is_sign: text,
  attachment: text,
  intent: text,
  /** The confirm dialogs' own fields: 'finish' from the dialog, the file a delete confirms. */
  from: text,
  file: text,
  /** The page's answer queue: its device id for the attempt and the save's place in its order (decision 042). */
  save_client: text,
  save_seq: text,
  /** The page's "the answer shown is unchanged" (app/domain/answer-unchanged.ts): "1", or nothing. */
  save_unchanged: text,
});
export type QuestionFields = z.output<typeof AnswerFieldsSchema>;

/**
 * The question form's fields through the one form helper (app/forms/parse-form.server.ts, decision 033), read
 * exactly as sent: every field a string ("" when missing), the answers and blanks in order. Only a body that is no
 * form at all fails to read, and reads as empty.
 */
export function questionFields(formData: FormData): QuestionFields {
  const read = parseFormData(formData, AnswerFieldsSchema, { exact: true });
  return read.ok ? read.value : AnswerFieldsSchema.parse({});
}

function parseIntent(raw: string): { intent: AnswerIntent; target: string } | null {
  if (raw === "") return { intent: "save", target: "" };
  const colon = raw.indexOf(":");
  const name = colon < 0 ? raw : raw.slice(0, colon);
  const target = colon < 0 ? "" : raw.slice(colon + 1);
  const intent = ANSWER_INTENTS.find((known) => known === name);
  if (!intent) return null;
  if (intent === "go" || intent === "delete-file") return ID_PATTERN.test(target) ? { intent, target } : null;
  return target === "" ? { intent, target } : null;
}

/** The answer files as the form's hidden `attachment` JSON text: only the fields the answer post carries. */
export function attachmentText(files: readonly Attachment[]): string {
  return JSON.stringify(
    files.map(({ id, file_id, file_name, file_path, file_url, cover }) => ({
      id,
      file_id,
      file_name,
      file_path,
      file_url,
      cover,
    })),
  );
}

function normaliseAttachment(raw: string): string | null {
  if (raw.trim() === "") return "[]";
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const files = AttachmentListSchema.safeParse(parsed);
  if (!files.success) return null;
  return attachmentText(files.data);
}

/**
 * Reads a question form's post: its fields (questionFields), then the intent, the answer's encoding and its limits. Errors are catalogue keys;
 * the learner's values come back either way so the screen can show the form again exactly as it was sent.
 */
export function parseAnswerForm(
  formData: FormData,
  mode: AnswerMode,
): { ok: true; value: AnswerPost } | AnswerFormFailure {
  const form = questionFields(formData);
  const values: AnswerValues = { answer: form.answer, blank: form.blank };
  const queId = form.que_id;
  const errors: MessageKey[] = [];

  const intent = parseIntent(form.intent);
  if (!intent || !ID_PATTERN.test(queId)) errors.push("question.badForm");

  const type = Number(form.que_type) || 0;
  const optionIds = form.options.split(",").filter((id) => ID_PATTERN.test(id));
  const answerable = isAnswerable(type);
  if (
    answerable &&
    [...values.answer, ...values.blank].some((value) => charCount(value) > SHORT_ANSWER_MAX_LENGTH)
  ) {
    errors.push("question.tooLong");
  }

  const attachment = normaliseAttachment(form.attachment);
  if (attachment === null) errors.push("question.badAttachment");

  if (!intent || errors.length > 0 || attachment === null) return { ok: false, errors, values, queId };

  const shown = form.is_sign === "1" ? "1" : "2";
  const isSign = intent.intent === "flag" ? (shown === "1" ? "2" : "1") : shown;
  const answer = answerable
    ? encodeAnswer({ type, items: optionIds.map((id) => ({ id })) }, values, mode)
    : "";
  return {
    ok: true,
    value: {
      ...intent,
      queId,
      type,
      answerable,
      answer,
      isSign,
      attachment,
      values,
      order: orderOf(form),
      unchanged: form.save_unchanged === "1" && mayBeUnchanged(form.intent),
    },
  };
}

const SAVE_CLIENT = /^[A-Za-z0-9_-]{1,64}$/;

/** The save's order as the page's queue sent it; a missing or malformed one is none (the save is applied as sent). */
function orderOf(form: QuestionFields): { client: string; seq: number } | null {
  const seq = Number(form.save_seq);
  if (!SAVE_CLIENT.test(form.save_client) || !/^[1-9]\d{0,14}$/.test(form.save_seq)) return null;
  return { client: form.save_client, seq };
}

/**
 * A question's answer as the server holds it, in the shape an answer post sends (a final submit from a dialog, a
 * confirmed file delete); `files` replaces its files. A deleted question (null) has an empty answer.
 */
export function savedAnswer(
  question: Question | null,
  files: readonly Attachment[] = question?.user_attachment ?? [],
): { answer: string; isSign: "1" | "2"; attachment: string } {
  return {
    answer: question?.user_log?.answer ?? "",
    isSign: flagOf(question),
    attachment: attachmentText(files),
  };
}
