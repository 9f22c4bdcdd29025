import { fileTypeFromBuffer } from "file-type";
import { extensionOf } from "./files";

// What an uploaded file holds, by its bytes (decision 021): the `file-type` library reads the content (for Office
// Open XML the zip's entries too), and the file's name must claim that very type. Checked on the final file: a
// single-chunk upload, or the merged chunks, so a name given at the merge cannot dress other content.

/** The `file-type` answers each allowed extension accepts (Office 97–2003 files are all OLE: `cfb`). */
const DETECTED: Record<string, readonly string[]> = {
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

/** Whether the bytes are content of the type the name claims. */
export async function contentMatchesName(name: string, bytes: Uint8Array): Promise<boolean> {
  const accepted = DETECTED[extensionOf(name)];
  if (!accepted || bytes.length === 0) return false;
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return detected !== undefined && accepted.includes(detected.ext);
}
