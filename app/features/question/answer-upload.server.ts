import { unstable_parseMultipartFormData, type UploadHandlerPart } from "@remix-run/node";

import {
  cleanFileName,
  extensionOf,
  fileProblem,
  MAX_BYTES,
  MAX_FILES,
  UPLOADS_BUSY_HEADER,
  type UploadProblem,
} from "~/domain/upload-rules";
import { contentMatchesName, SNIFF_BYTES } from "~/domain/file-signature";
import { fileMatchesName, streamMatchesName } from "~/domain/file-content.server";

import type { Api } from "~/services/http.server";
import type { Attachment } from "~/services/question.server";
import { uploadFile, type ResourceType } from "~/services/upload.server";
import { StreamedUpload, type UploadSink } from "~/services/upload-stream.server";
import { UpstreamFailure } from "~/services/upstream-failure";

// The no-JavaScript upload (docs/design.md §5): the question form is posted as multipart with its file input, and the
// portal checks every file (count, size, type by content) while it reads the form, and sends the accepted ones
// upstream in chunks itself — as a separate step (`uploadChosenFiles`), which the screen takes once it knows the
// intent and the resource type of its kind. Given a sink (the question screens give one), reading sends every chunk
// but a file's last on as it comes, and the step sends the last and merges (decision 050).

/** The answer form's file input (`multiple`) and the field holding the answer's current files as JSON. */
export const FILE_FIELD = "file";
export const ATTACHMENT_FIELD = "attachment";

/** A text field longer than this is cut off: the longest real one is a 4000-character answer. */
const MAX_TEXT_BYTES = 256 * 1024;

export type AnswerUpload = {
  /** The files uploaded by this post, in the order they came. */
  uploaded: Attachment[];
  /** What stopped a file, as a key of the `files` namespace; the files before it are kept. */
  problem: UploadProblem | null;
  /** The upstream's own text when it refused a file (shown instead of 'Upload failed'). */
  message: string | null;
};

/**
 * A file the form carried that passed the checks: held until the upload step, or (with a sink) already on its way
 * upstream, its last chunk held until the upload step (services/upload-stream.server.ts, decision 050).
 */
export type ChosenFile =
  { name: string; data: Blob; streamed?: undefined } | { name: string; streamed: StreamedUpload };

/** The files a question form carried: the accepted ones, and what stopped one (the files before it are kept). */
export type ChosenFiles = { files: ChosenFile[]; problem: UploadProblem | null; message?: string | null };

export type AnswerForm = { form: FormData; chosen: ChosenFiles };

/** How many files a JSON `attachment` field lists (0 for anything unreadable). */
export function countAttachments(text: string | null | undefined): number {
  if (!text) return 0;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _ of data) {
    // Read to the end of the part so the rest of the form can be parsed.
  }
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for await (const piece of data) {
    bytes += piece.byteLength;
    if (bytes <= MAX_TEXT_BYTES) text += decoder.decode(piece, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Reads the question form. A urlencoded post is read as it is; a multipart one is parsed as a stream: text fields
 * are kept, and every chosen file is checked as it arrives — refused beyond 3 files in all (the answer's existing
 * ones counted), beyond 30 MB (reading stops buffering at the limit) or when its first bytes are not the type its
 * name claims. Nothing the learner typed is lost: the text fields come back whatever happened to the files. The
 * accepted files (3 at most) are held in memory for the upload step; with a `sink` they go on upstream a chunk at a
 * time as they come instead, only their last chunk held (decision 050). The portal writes nothing to disk
 * (docs/design.md §8).
 */
export async function readAnswerForm(request: Request, sink?: UploadSink): Promise<AnswerForm> {
  const upload: ChosenFiles = { files: [], problem: null };
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    return { form: await request.formData(), chosen: upload };
  }

  let existing: number | null = null;
  let chosen = 0;
  // Past the process's bound on upload bodies (the server says so: docs/decisions/045) no file is held: the text
  // fields are read, the files dropped as they come, and the screen asks for the post again.
  const busy = request.headers.has(UPLOADS_BUSY_HEADER);

  async function takeFile(part: UploadHandlerPart): Promise<void> {
    const name = cleanFileName(part.filename ?? "");
    if (!name) return drain(part.data); // the file input left empty sends a nameless empty part
    if (busy) {
      upload.problem = "busy";
      return drain(part.data);
    }
    if (upload.problem) return drain(part.data); // one message at a time; the files before it are kept
    chosen += 1;
    // Never more than 3 files held, whatever the form says of the existing ones (or whether it says it before
    // the files at all): a post cannot make the portal buffer more than 3 × 30 MB.
    if (chosen > MAX_FILES || (existing !== null && existing + chosen > MAX_FILES)) {
      upload.problem = "tooMany";
      return drain(part.data);
    }
    const byName = fileProblem({ name, size: 1 });
    if (byName) {
      upload.problem = byName;
      return drain(part.data);
    }

    // With a sink the file goes on upstream as it comes, a chunk at a time; a file larger than a chunk is judged by
    // its first MB before its first chunk leaves (as the JavaScript upload's merged file is).
    const streamed = sink
      ? new StreamedUpload(sink, name, (head) =>
          streamMatchesName(name, new Blob([head as BlobPart]).stream()),
        )
      : null;
    const pieces: Uint8Array[] = [];
    const head = () => (streamed ? streamed.head() : concatHead(pieces));
    let size = 0;
    let checked = false;
    let refused: UploadProblem | null = null;
    for await (const piece of part.data) {
      if (refused) continue;
      size += piece.byteLength;
      if (size > MAX_BYTES) {
        refused = extensionOf(name) === "mp4" ? "sizeVideo" : "size";
        pieces.length = 0;
        continue;
      }
      if (streamed && !(await streamed.write(piece))) refused = streamed.stopped?.problem ?? "failed";
      if (!streamed) pieces.push(piece);
      if (!refused && !checked && size >= SNIFF_BYTES) {
        checked = true;
        if (!contentMatchesName(name, head())) {
          refused = "type";
          pieces.length = 0;
        }
      }
    }
    if (!refused && !checked && !contentMatchesName(name, head())) refused = "type";
    if (!refused && size === 0) refused = "type";
    // The whole file, by its content (file-type), against its name: the first bytes alone can be dressed.
    const whole = streamed ? streamed.wholeFile() : new Blob(pieces as BlobPart[]);
    if (!refused && whole && !(await fileMatchesName(name, whole))) refused = "type";
    if (refused) {
      upload.problem = refused;
      upload.message = streamed?.stopped?.message ?? null;
      void streamed?.cancel();
      return;
    }

    upload.files.push(streamed ? { name, streamed } : { name, data: new Blob(pieces as BlobPart[]) });
  }

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, async (part) => {
      if (part.filename !== undefined) {
        if (part.name === FILE_FIELD) await takeFile(part);
        else await drain(part.data); // no other file parts are expected
        return undefined;
      }
      const text = await readText(part.data);
      if (part.name === ATTACHMENT_FIELD) existing = countAttachments(text);
      return text;
    });
  } catch (error) {
    // An aborted request passes on; a malformed body is a 400.
    if (request.signal.aborted || error instanceof Response) throw error;
    throw new Response("The form could not be read", { status: 400 });
  }

  // The attachment field came after the files (or not at all): count now; the extra files are dropped.
  const before = existing ?? countAttachments(form.get(ATTACHMENT_FIELD)?.toString());
  if (!upload.problem && before + upload.files.length > MAX_FILES) {
    upload.files = upload.files.slice(0, Math.max(0, MAX_FILES - before));
    upload.problem = "tooMany";
  }
  return { form, chosen: upload };
}

/**
 * The upload step: sends the accepted files upstream as `resourceType` (`tk_user` in practice, `tk_exam` in
 * assessments, learner-area §7), one after the other. A refused upload stops there, with the upstream's words;
 * the files before it are kept. A login redirect (2001) passes on.
 */
export async function uploadChosenFiles(
  api: Api,
  chosen: ChosenFiles,
  resourceType: ResourceType,
): Promise<AnswerUpload> {
  const upload: AnswerUpload = { uploaded: [], problem: chosen.problem, message: chosen.message ?? null };
  for (const file of chosen.files) {
    try {
      upload.uploaded.push(
        file.streamed
          ? await file.streamed.finish()
          : await uploadFile(api, { resourceType, name: file.name, data: file.data }),
      );
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      upload.problem = "failed";
      upload.message = error.serverMessage;
      break;
    }
  }
  return upload;
}

/** The first SNIFF_BYTES bytes of the pieces read so far. */
function concatHead(pieces: Uint8Array[]): Uint8Array {
  const head = new Uint8Array(SNIFF_BYTES);
  let at = 0;
  for (const piece of pieces) {
    if (at >= SNIFF_BYTES) break;
    const take = piece.subarray(0, SNIFF_BYTES - at);
    head.set(take, at);
    at += take.byteLength;
  }
  return head.subarray(0, at);
}

/** The answer's files after this post: the ones it had, then the new ones (at most 3 in all). */
export function withUploaded(current: Attachment[], upload: AnswerUpload): Attachment[] {
  return [...current, ...upload.uploaded].slice(0, MAX_FILES);
}
