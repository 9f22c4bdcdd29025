import { extensionOf, isAllowedExtension, type AllowedExtension } from "./upload-rules";

// Early content checks by magic bytes, in the browser (loaded with the upload code when a file is chosen,
// decision 011) and on chunk 0: a table of seven signatures, small enough
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
