// Answer files: learner-area §4 Uploads, §5 (attachments, upload messages, preview type, download), §9
// (attachments, upload chunk) and the contract's "Files" section. Pure and small: the answer-files block uses
// these in the browser too.

import { QUESTION_TYPE } from "./answer-encoding";

/** At most this many files on one answer (§5, §9); the upload controls hide when they are all there (§4). */
export const MAX_FILES = 3;
/** Each file at most 30 MB (§5: 31457280 bytes). */
export const MAX_BYTES = 31_457_280;
/** Chunks of 3 MB (§9); the upstream accepts a chunk of up to 3 MB + 64 KB (contract). */
export const CHUNK_BYTES = 3 * 1024 * 1024;
export const CHUNK_SLACK_BYTES = 64 * 1024;
/** Up to 10 retries per chunk (§9): a chunk is tried at most 11 times. */
export const RETRIES = 10;

/**
 * The allowed types (§5), in the spec's order. mp4 is allowed in assessments too: the assessment screens' own
 * type-error text lists it while their allowed list omits it (§5 names both readings), and refusing a video
 * that the message just called allowed would lose the learner's work (contract, "Files").
 */
export const ALLOWED_EXTENSIONS = [
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "pdf",
  "png",
  "jpeg",
  "jpg",
  "mp3",
  "mp4",
] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

/** The file input's `accept`: extensions, so every browser offers the same choice. */
export const ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** The list the type message shows (§5 'File must be of type …'). */
export const ALLOWED_LIST = ALLOWED_EXTENSIONS.join(", ");

/** The preview type labels of §3/§5, by extension. */
export type FileKind = "img" | "doc" | "xls" | "ppt" | "video" | "audio";

const KIND: Record<AllowedExtension, FileKind> = {
  png: "img",
  jpeg: "img",
  jpg: "img",
  doc: "doc",
  docx: "doc",
  xls: "xls",
  xlsx: "xls",
  ppt: "ppt",
  pptx: "ppt",
  pdf: "ppt", // §5: "ppt, pptx, pdf are slides or pdf"
  mp4: "video",
  mp3: "audio",
};

/** The upload messages of §5 (and §8) as keys of the `files` catalogue namespace. */
export type UploadProblem = "sizeVideo" | "size" | "type" | "tooMany" | "failed";

/** A file name's extension, lower case, or "" (a name like ".pdf" or "pdf" has none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim().split(/[?#]/)[0] ?? "");
  return match && match.index > 0 ? (match[1] ?? "").toLowerCase() : "";
}

export function isAllowedExtension(extension: string): extension is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

/** The type label of a file (img, doc, …), or null for a type outside the list. */
export function fileKind(name: string): FileKind | null {
  const extension = extensionOf(name);
  return isAllowedExtension(extension) ? KIND[extension] : null;
}

/** mp4 and mp3 are streamed (with progress and byte ranges); every other type is downloaded by POST (§5). */
export function isStreamedDownload(name: string): boolean {
  const kind = fileKind(name);
  return kind === "video" || kind === "audio";
}

/**
 * What is wrong with one file before any byte is sent (its name and size), or null. Over the size limit, a video
 * gets the video message ('File size cannot exceed 30M'), any other type the general one (§5).
 */
export function fileProblem(file: { name: string; size: number }): UploadProblem | null {
  const extension = extensionOf(file.name);
  if (!isAllowedExtension(extension)) return "type";
  if (file.size > MAX_BYTES) return extension === "mp4" ? "sizeVideo" : "size";
  if (file.size <= 0) return "type"; // an empty file has no content of any allowed type
  return null;
}

/** Whether `adding` more files fit beside the `existing` ones (§5: at most 3). */
export function roomFor(existing: number, adding: number): boolean {
  return existing + adding <= MAX_FILES;
}

/** How many chunks a file of `size` bytes travels in (at least one). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

/** The byte range [start, end) of chunk `index` of a file of `size` bytes. */
export function chunkRange(size: number, index: number): { start: number; end: number } {
  const start = index * CHUNK_BYTES;
  return { start, end: Math.min(size, start + CHUNK_BYTES) };
}

/** The byte length chunk `index` must have (every chunk is full but the last). */
export function chunkLength(size: number, index: number): number {
  const { start, end } = chunkRange(size, index);
  return Math.max(0, end - start);
}

/** A merge is only asked for when the file travelled in more than one chunk (§7 Chunk merge). */
export function needsMerge(chunks: number): boolean {
  return chunks > 1;
}

/** The wait before retry number `attempt` (1-based): a short, growing pause, at most 3 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(3000, 250 * 2 ** Math.max(0, attempt - 1));
}

// Early content checks by magic bytes, in the browser and on chunk 0: a table of seven signatures, small enough
// for the page's JavaScript. They tell families only (a zip for any Office Open XML name); the final file is judged
// on the server by `file-type` (file-content.server.ts, decision 021).
type Signature = "pdf" | "png" | "jpeg" | "zip" | "ole" | "mp3" | "mp4";

const SIGNATURE_OF: Record<AllowedExtension, Signature> = {
  pdf: "pdf",
  png: "png",
  jpeg: "jpeg",
  jpg: "jpeg",
  docx: "zip", // Office Open XML files are zip archives
  xlsx: "zip",
  pptx: "zip",
  doc: "ole", // Office 97–2003 files are OLE compound documents
  xls: "ole",
  ppt: "ole",
  mp3: "mp3",
  mp4: "mp4",
};

/** How many leading bytes the content check needs. */
export const SNIFF_BYTES = 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function matches(signature: Signature, bytes: Uint8Array): boolean {
  switch (signature) {
    case "pdf": {
      // '%PDF-' may follow a little junk; readers look for it within the first 1024 bytes.
      const head = bytes.subarray(0, SNIFF_BYTES);
      const marker = ascii("%PDF-");
      for (let at = 0; at + marker.length <= head.length; at += 1) {
        if (startsWith(head, marker, at)) return true;
      }
      return false;
    }
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "zip":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case "ole":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case "mp3":
      // An ID3v2 tag, or straight into an MPEG audio frame (11 sync bits set).
      return startsWith(bytes, ascii("ID3")) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case "mp4":
      // An ISO media file starts with a box whose type is 'ftyp'.
      return startsWith(bytes, ascii("ftyp"), 4);
  }
}

/**
 * Whether the first bytes of a file are content of the type its name claims (a '.pdf' that is really text is
 * refused). `head` should be the first SNIFF_BYTES bytes, or the whole file when it is shorter.
 */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const extension = extensionOf(name);
  return isAllowedExtension(extension) && matches(SIGNATURE_OF[extension], head);
}

/** A file name safe to show and to send on: the base name only, control characters dropped, at most 200 chars. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base.length <= 200) return base;
  const extension = extensionOf(base);
  return `${base.slice(0, 190)}${extension ? `.${extension}` : ""}`;
}

const CONTENT_TYPES: Record<AllowedExtension, string> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
};

/** The content type a downloaded file is served with, from its extension: never HTML, whatever it holds. */
export function contentTypeFor(name: string): string {
  const extension = extensionOf(name);
  return isAllowedExtension(extension) ? CONTENT_TYPES[extension] : "application/octet-stream";
}

/** The name a download is saved as: the given one, else the stored path's last part, else "file". */
export function downloadName(name: string, path = ""): string {
  return cleanFileName(name) || cleanFileName(path.split(/[?#]/)[0] ?? "") || "file";
}

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

/** The name a file is shown with. */
export function fileLabel(file: FileRef): string {
  return file.file_name || file.name || (file.file_path ?? "").split("/").pop() || fileKey(file);
}

/** The answer's files without one of them (deleting a file is saving the answer without it: contract). */
export function withoutFile<T extends FileRef>(files: T[], key: string): T[] {
  return files.filter((file) => fileKey(file) !== key);
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

/** The codes of a file that is not there: HTTP 404 from a file server (the failure keeps it), or 1404. */
const MISSING_FILE_CODES: readonly string[] = ["404", "1404"];

/** A download that failed because the file is not there ('resource does not exist', learner-area §8). */
export function isMissingFile(failure: { code: string | null }): boolean {
  return failure.code !== null && MISSING_FILE_CODES.includes(failure.code);
}
