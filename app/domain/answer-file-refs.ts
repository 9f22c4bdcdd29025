// What a question screen needs of answer files before their block loads (learner-area §5; upload-rules.ts has the
// rest and re-exports these): a file's key, the delete flow's intents and dialog, which questions show the block.

import { QUESTION_TYPE } from "./answer-encoding";

/** A file as an answer or a question lists it (the Attachment of learner-area §3; only what this needs). */
export type FileRef = {
  id?: string;
  file_id?: string;
  file_name?: string;
  name?: string;
  file_path?: string;
};

/** What identifies one file of an answer: its id, else its file id, else its stored path. */
export function fileKey(file: FileRef): string {
  return file.id || file.file_id || file.file_path || "";
}

// The delete flow (learner-area §5 'Sure to delete this file?'): the question form's delete button posts
// `intent=delete-file:KEY`, the action saves what was typed and opens `?confirm=delete-file-KEY`; the dialog's
// confirm posts `intent=confirm-delete-file` with `file=KEY`, saving the answer without that file.
const DELETE_PREFIX = "delete-file:";
export const CONFIRM_DELETE_FILE = "confirm-delete-file";
const CONFIRM_PREFIX = "delete-file-";

export function deleteFileIntent(key: string): string {
  return `${DELETE_PREFIX}${key}`;
}

/** The file key of a delete button's intent, or null for any other intent. */
export function deleteFileOf(intent: string | null | undefined): string | null {
  return intent?.startsWith(DELETE_PREFIX) ? intent.slice(DELETE_PREFIX.length) || null : null;
}

/** The `confirm` query value that opens the delete dialog for a file. */
export function confirmDeleteFile(key: string): string {
  return `${CONFIRM_PREFIX}${key}`;
}

/** The file key the `confirm` query value asks about, or null. */
export function confirmDeleteFileOf(confirm: string | null | undefined): string | null {
  return confirm?.startsWith(CONFIRM_PREFIX) ? confirm.slice(CONFIRM_PREFIX.length) || null : null;
}

/**
 * Whether a question shows the answer-files block: a short answer (the spec ties uploads to its editor, §5 "after
 * a file upload"), or any answer that already has files (they stay visible, downloadable and deletable).
 */
export function takesAnswerFiles(question: { type: number; user_attachment: readonly unknown[] }): boolean {
  return question.type === QUESTION_TYPE.short || question.user_attachment.length > 0;
}
