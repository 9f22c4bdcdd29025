// Answer files: learner-area §4 Uploads, §5 (attachments, upload messages, preview type, download), §9
// (attachments, upload chunk) and the contract's "Files" section. Pure and small: the answer-files block uses
// these in the browser too.

// The file keys, the delete flow and which questions show the block are answer-file-refs.ts, apart so that the
// question screens' first script carries only them; the rest loads with the answer-files block (decision 011).
export * from "./answer-file-refs";
import { fileKey, type FileRef } from "./answer-file-refs";

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

/**
 * The upload messages of §5 (and §8) as keys of the `files` catalogue namespace; `busy`: the portal process is
 * taking as many files sent without JavaScript as it may at once (docs/decisions/045).
 */
export type UploadProblem = "sizeVideo" | "size" | "type" | "tooMany" | "failed" | "busy";

/**
 * The header the portal's server sets on a form post that carries files past its bound on upload bodies in flight
 * (server/node-request.ts), naming the seconds to wait; a browser's own is removed. Not an HTTP header anyone else
 * sends or sees.
 */
export const UPLOADS_BUSY_HEADER = "x-portal-uploads-busy";

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

/** The name a file is shown with. */
export function fileLabel(file: FileRef): string {
  return file.file_name || file.name || (file.file_path ?? "").split("/").pop() || fileKey(file);
}

/** The answer's files without one of them (deleting a file is saving the answer without it: contract). */
export function withoutFile<T extends FileRef>(files: T[], key: string): T[] {
  return files.filter((file) => fileKey(file) !== key);
}

/** The codes of a file that is not there: HTTP 404 from a file server (the failure keeps it), or 1404. */
const MISSING_FILE_CODES: readonly string[] = ["404", "1404"];

/** A download that failed because the file is not there ('resource does not exist', learner-area §8). */
export function isMissingFile(failure: { code: string | null }): boolean {
  return failure.code !== null && MISSING_FILE_CODES.includes(failure.code);
}
