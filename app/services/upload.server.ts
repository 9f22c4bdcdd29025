import { z } from "zod";

import {
  chunkCount,
  chunkRange,
  cleanFileName,
  needsMerge,
  RETRIES,
  retryDelayMs,
} from "~/domain/upload-rules";

import type { Api } from "./http.server";
import { AttachmentSchema, type Attachment } from "./question.server";
import { UpstreamFailure } from "./upstream-failure";

// Answer files: learner-area §7 File upload / Chunk merge and the downloads, as the contract's "Files" section
// settles them. Uploads go in chunks of 3 MB with an upload_id grouping them; more than one chunk ends in a merge.

/** `tk_exam` in assessments, `tk_user` in practice (§7). */
export type ResourceType = "tk_exam" | "tk_user";
export const RESOURCE_TYPES = ["tk_exam", "tk_user"] as const;

const UPLOAD_PATH = "/api/upload/file";

/** A chunk of several is acknowledged with `{chunk}`; nothing in it is needed. */
const ChunkAckSchema = z.unknown();

export type ChunkPost = {
  resourceType: ResourceType;
  name: string;
  uploadId: string;
  chunk: number;
  chunks: number;
  data: Blob;
};

/** A random id grouping the chunks of one file (contract: the uploader makes it). */
export function newUploadId(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

/**
 * Sends one chunk. The only chunk of a file comes back as the stored file; a chunk of several as null (the
 * merge gives the file).
 */
export async function uploadChunk(api: Api, post: ChunkPost): Promise<Attachment | null> {
  const fields = {
    act: "upload",
    is_tmp: 0,
    resource_type: post.resourceType,
    chunk: post.chunk,
    chunks: post.chunks,
    name: post.name,
    upload_id: post.uploadId,
  };
  const files = { file: { data: post.data, name: post.name } };
  if (needsMerge(post.chunks)) {
    await api.upload("learning", UPLOAD_PATH, { schema: ChunkAckSchema, fields, files });
    return null;
  }
  return withFileName(
    await api.upload("learning", UPLOAD_PATH, { schema: AttachmentSchema, fields, files }),
    post.name,
  );
}

/** Joins the chunks of one upload into the stored file (§7 Chunk merge; only for more than one chunk). */
export async function mergeChunks(
  api: Api,
  merge: { resourceType: ResourceType; name: string; uploadId: string; chunks: number },
): Promise<Attachment> {
  const stored = await api.post("learning", UPLOAD_PATH, {
    schema: AttachmentSchema,
    body: {
      act: "merge",
      name: merge.name,
      chunks: merge.chunks,
      upload_id: merge.uploadId,
      is_tmp: 0,
      is_thumb: 0,
      is_compress: 0,
      resource_type: merge.resourceType,
    },
  });
  return withFileName(stored, merge.name);
}

/** The stored file keeps the learner's file name when the upstream leaves it out. */
function withFileName(file: Attachment, name: string): Attachment {
  return file.file_name ? file : { ...file, file_name: name };
}

/** A failure worth trying again: the upstream was unreachable or slow. A refusal (a code) is final. */
export function isTransient(error: unknown): boolean {
  return error instanceof UpstreamFailure && error.retryable;
}

type RetryOptions = { retries?: number; delay?: (attempt: number) => number; signal?: AbortSignal };

/** Runs `attempt` until it succeeds, up to `retries` more times after transient failures (§9: 10 retries). */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? RETRIES;
  const delay = options.delay ?? retryDelayMs;
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || !isTransient(error) || options.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay(tried + 1)));
    }
  }
}

/**
 * Uploads one whole file the way the browser does with JavaScript (the no-JS path of the answer form): chunks of
 * 3 MB, each retried on transient failures, then a merge when there was more than one. The caller has checked
 * the count, size and content already.
 */
export async function uploadFile(
  api: Api,
  file: { resourceType: ResourceType; name: string; data: Blob },
  options: RetryOptions = {},
): Promise<Attachment> {
  const name = cleanFileName(file.name);
  const chunks = chunkCount(file.data.size);
  const uploadId = newUploadId();
  let stored: Attachment | null = null;
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const { start, end } = chunkRange(file.data.size, chunk);
    const data = file.data.slice(start, end);
    stored = await withRetries(
      () => uploadChunk(api, { resourceType: file.resourceType, name, uploadId, chunk, chunks, data }),
      options,
    );
  }
  if (!needsMerge(chunks)) {
    if (!stored) throw new UpstreamFailure("invalid", "the upload answered no file");
    return stored;
  }
  return withRetries(
    () => mergeChunks(api, { resourceType: file.resourceType, name, uploadId, chunks }),
    options,
  );
}

// Downloads (§7 Assessment file download, Practice attachment, Practice file download).

/** Which file: one on an assessment answer, one on a practice answer, or one that a question comes with. */
export type DownloadKind = "exam" | "practice" | "question";
export const DOWNLOAD_KINDS = ["exam", "practice", "question"] as const;

export type DownloadTarget = {
  kind: DownloadKind;
  /** The file's id; answer files may be named by their stored path instead. */
  id: string;
  path: string;
  name: string;
  /** mp4/mp3 are streamed by GET (with byte ranges); a question's other files are asked for by POST (§5). */
  streamed: boolean;
  range?: string | null;
};

/** Streams a file from the upstream (a 206 for a byte range); failures are UpstreamFailures. */
export function downloadFile(api: Api, target: DownloadTarget): Promise<Response> {
  const ref = target.id ? { id: target.id } : { path: target.path };
  const range = target.streamed ? target.range : null;
  if (target.kind === "question") {
    const path = "/api/my/tk/exercises/question/download";
    return target.streamed
      ? api.download("learning", path, { query: { id: target.id }, range })
      : api.download("learning", path, { body: { id: target.id } });
  }
  const path = target.kind === "exam" ? "/api/my/tk/exam/download" : "/api/my/tk/exercises/attachment";
  return api.download("learning", path, { query: { is_download: 1, ...ref, name: target.name }, range });
}
