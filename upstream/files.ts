import { open, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";
import type { Context } from "hono";

// Answer files and question files on disk: the allowed types, the limits, where they live, and how they are
// served (only as attachments, never as a page the browser would render).

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
];
/** A file at most 30 MB (learner-area §5). */
export const MAX_FILE_BYTES = 31_457_280;
/** A chunk at most 3 MB plus 64 KB of slack (contract). */
export const MAX_CHUNK_BYTES = 3 * 1024 * 1024 + 64 * 1024;
/** The largest body POST /api/upload/file accepts: a chunk plus room for the other multipart fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_CHUNK_BYTES + 64 * 1024;
export const MAX_CHUNKS = Math.ceil(MAX_FILE_BYTES / (3 * 1024 * 1024));
/** The answer to a file or body over these limits. */
export const SIZE_MESSAGE = "Uploaded file size cannot exceed 30MB";

const CONTENT_TYPES: Record<string, string> = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  pdf: "application/pdf",
  png: "image/png",
  txt: "text/plain; charset=utf-8",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  mp3: "audio/mpeg",
  mp4: "video/mp4",
};

/** The lower-case extension of a file name ('' without one). */
export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? "";

export const isAllowedName = (name: string) => ALLOWED_EXTENSIONS.includes(extensionOf(name));

/** The full path of `rel` inside `root`, or null when it would leave the folder (`..`, absolute, odd bytes). */
export function insideFolder(root: string, rel: string): string | null {
  if (rel === "" || rel.includes("\0") || rel.includes("\\") || isAbsolute(rel)) return null;
  const full = resolve(root, rel);
  const back = relative(resolve(root), full);
  return back === "" || back.startsWith("..") || isAbsolute(back) ? null : full;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function attachmentHeader(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** What a `Range` header asks of a file of `size` bytes: the whole file, one byte range, or nothing it can give. */
export type ByteRange = { status: 200 } | { status: 206; start: number; end: number } | { status: 416 };

/**
 * The one reading of a `Range` header (RFC 9110, section 14): `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; a
 * suffix longer than the file is the whole file; several ranges, another unit or a malformed header are ignored
 * (the whole file); a range that starts past the end is 416. Hand-written rather than `range-parser` (decision
 * 047): that library answers 416 to a suffix longer than the file and to a malformed header.
 */
export function byteRange(size: number, header: string | undefined): ByteRange {
  const range = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!range || (range[1] === "" && range[2] === "")) return { status: 200 };
  const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === "" || range[2] === "" ? size - 1 : Math.min(Number(range[2]), size - 1);
  return start >= size || start > end ? { status: 416 } : { status: 206, start, end };
}

/**
 * Sends a file as a download: `Content-Disposition: attachment`, nosniff, a sandboxing CSP and a content type
 * from the extension list (never HTML). mp4 and mp3 answer byte ranges (206/416) for streaming.
 */
export async function sendFile(c: Context, full: string, name: string): Promise<Response> {
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return c.json({ code: "1404", message: "resource does not exist", data: null });
  const extension = extensionOf(name);
  const size = info.size;
  const headers: Record<string, string> = {
    "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
    "Content-Disposition": attachmentHeader(name),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  };
  const streamed = extension === "mp4" || extension === "mp3";
  if (streamed) headers["Accept-Ranges"] = "bytes";
  const range = streamed ? byteRange(size, c.req.header("range")) : ({ status: 200 } as const);
  if (range.status === 416) return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
  const [start, end] = range.status === 206 ? [range.start, range.end] : [0, size - 1];
  const status = range.status;
  if (range.status === 206) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const length = Math.max(0, end - start + 1);
  const bytes = new Uint8Array(length);
  const handle = await open(full, "r");
  try {
    if (length > 0) await handle.read(bytes, 0, length, start);
  } finally {
    await handle.close();
  }
  return c.body(bytes, status, { ...headers, "Content-Length": String(length) });
}
