import { fileTypeFromBlob, fileTypeFromBuffer } from "file-type";

import { extensionOf, isAllowedExtension, type AllowedExtension } from "./upload-rules";

// What an answer file holds, by its bytes (decision 021): the `file-type` library reads the content
// (for Office Open XML the zip's entries too), and the name must claim that very type. upload-rules.ts keeps a
// small magic-bytes check the browser and the first chunk use to refuse early; this one, on the server only (the
// library stays out of the pages' JavaScript), judges the final file: a whole no-JS upload, a single chunk, or
// the merged file read back from the upstream.

/** The `file-type` answers each allowed extension accepts (Office 97–2003 files are all OLE: `cfb`). */
const DETECTED: Record<AllowedExtension, readonly string[]> = {
  pdf: ["pdf"],
  png: ["png"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  mp3: ["mp3"],
  mp4: ["mp4", "m4v"],
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  docx: ["docx"],
  xlsx: ["xlsx"],
  pptx: ["pptx"],
};

const accepts = (name: string, detected: string | undefined) => {
  const extension = extensionOf(name);
  return detected !== undefined && isAllowedExtension(extension) && DETECTED[extension].includes(detected);
};

/** Whether the whole file is content of the type its name claims. */
export async function fileMatchesName(name: string, file: Blob): Promise<boolean> {
  if (file.size === 0) return false;
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  return accepts(name, detected?.ext);
}

/** How much of a downloaded file is read for the check: every type's markers (an Office zip's first entries) are in it. */
export const STREAM_CHECK_BYTES = 1024 * 1024;

/** The same for a file read as a stream (a download): its first STREAM_CHECK_BYTES, then the rest is cancelled. */
export async function streamMatchesName(name: string, body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  const pieces: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < STREAM_CHECK_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(value);
      size += value.byteLength;
    }
  } finally {
    // Not awaited: the rest of the file is dropped, and no answer waits on the transport for it.
    void reader.cancel().catch(() => undefined);
  }
  if (size === 0) return false;
  const head = new Uint8Array(Buffer.concat(pieces).subarray(0, STREAM_CHECK_BYTES));
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  return accepts(name, detected?.ext);
}
