import { z } from "zod";

import {
  ALLOWED_LIST,
  chunkCount,
  chunkLength,
  cleanFileName,
  fileProblem,
  MAX_BYTES,
  MAX_FILES,
  type UploadProblem,
  withoutFile,
} from "~/domain/upload-rules";
import { contentMatchesName, SNIFF_BYTES } from "~/domain/file-signature";
import type { Translate } from "~/i18n/i18n";
import type { Toast } from "~/utils/toast.server";

import { savedAnswer } from "./answer-form.server";
import type { AnswerUpload } from "./answer-upload.server";
import type { Attachment, Question } from "~/services/question.server";
import { DOWNLOAD_KINDS, RESOURCE_TYPES } from "~/services/upload.server";

// The answer-files resource routes' forms (upload chunk proxy, download): zod here, out of the browser bundle.

const count = z.coerce.number().int();

/** One post of the JavaScript upload: a chunk (act=upload, with its file part) or the closing merge. */
export const ChunkFormSchema = z
  .object({
    act: z.enum(["upload", "merge"]),
    resource_type: z.enum(RESOURCE_TYPES),
    name: z.string().min(1).max(255).transform(cleanFileName),
    /** The whole file's size in bytes, so every chunk can be checked against the limits. */
    size: count.min(1).max(MAX_BYTES + 1),
    chunk: count.min(0).default(0),
    chunks: count.min(1),
    upload_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    file: z.instanceof(Blob).optional(),
  })
  .refine((post) => post.act === "merge" || post.file !== undefined, "a chunk needs its file part");
export type ChunkForm = z.output<typeof ChunkFormSchema>;

export type ChunkReply =
  { ok: true; file: Attachment | null } | { ok: false; problem: UploadProblem; message: string };

/** The learner's message for a problem (the type message lists the allowed extensions). */
export function problemText(t: Translate, problem: UploadProblem): string {
  return t(`files.${problem}`, { types: ALLOWED_LIST, max: MAX_FILES });
}

/**
 * What is wrong with a chunk post, or null: the file's name and total size against the limits, the chunk's place
 * and exact length in the plan of 3 MB chunks, and on the first chunk the content against the name.
 */
export async function checkChunk(post: ChunkForm): Promise<UploadProblem | null> {
  const byName = fileProblem({ name: post.name, size: post.size });
  if (byName) return byName;
  if (post.chunks !== chunkCount(post.size)) return "failed";
  if (post.act === "merge") return post.chunks > 1 ? null : "failed";
  const file = post.file;
  if (!file || post.chunk >= post.chunks) return "failed";
  if (file.size !== chunkLength(post.size, post.chunk)) return "failed";
  if (post.chunk === 0) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!contentMatchesName(post.name, head)) return "type";
  }
  return null;
}

/** A download link's query: which file, by id or stored path, and the name to save it as. */
export const DownloadQuerySchema = z
  .object({
    kind: z.enum(DOWNLOAD_KINDS),
    id: z.string().max(128).default(""),
    path: z.string().max(1000).default(""),
    name: z.string().max(255).default(""),
  })
  .refine((query) => query.id !== "" || (query.kind !== "question" && query.path !== ""), "no file named");

/**
 * The toast after a question post that carried files: the refusal ('File must be of type …' with the list, or
 * the upstream's own text), else 'Upload succeeded' when files were added — by this post, or by the browser's
 * chunked upload just before it (`uploaded_in_browser`) — else null. The text is filled in here because a toast
 * shows its key without values.
 */
export function uploadToast(t: Translate, upload: AnswerUpload, form: FormData): Toast | null {
  if (upload.problem) {
    return {
      type: "error",
      key: `files.${upload.problem}`,
      text: upload.message ?? problemText(t, upload.problem),
    };
  }
  const byBrowser = form.get("intent") === "upload" && Number(form.get("uploaded_in_browser")) > 0;
  return upload.uploaded.length > 0 || byBrowser ? { type: "success", key: "files.uploaded" } : null;
}

/**
 * What to save when the learner confirms 'Sure to delete this file?': the question's saved answer (saved just
 * before the dialog opened) without that file. Null when the file is not on the answer (already deleted).
 */
export function answerWithoutFile(
  question: Question,
  key: string,
): { answer: string; isSign: "1" | "2"; attachment: string } | null {
  const files = question.user_attachment;
  const kept = withoutFile(files, key);
  if (kept.length === files.length) return null;
  return savedAnswer(question, kept);
}
