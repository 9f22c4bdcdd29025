import "~/components/page-kit";
import "~/features/question/question-kit";

import { contentMatchesName, SNIFF_BYTES } from "~/domain/file-signature";
import { fileProblem, roomFor, type UploadProblem } from "~/domain/upload-rules";

import {
  downloadWithProgress,
  LineError,
  TransferError,
  uploadInChunks,
  type StoredFile,
  type UploadPlace,
} from "./file-transfer";

// The answer-files block's browser side, loaded when the learner uploads or downloads (answer-files.tsx imports it
// on the click), so a question screen's first load does not carry it (decision 011). Without JavaScript the block
// posts its form and none of this runs.

/** A download with its progress (file-transfer.ts); answers the message to show when it failed, else null. */
export async function downloadFile(
  url: string,
  options: Parameters<typeof downloadWithProgress>[1],
): Promise<string | null> {
  try {
    await downloadWithProgress(url, options);
    return null;
  } catch (error) {
    return error instanceof TransferError ? error.message : options.failed;
  }
}

export type UploadOutcome = {
  stored: StoredFile[];
  problem: UploadProblem | null;
  message: string | null;
  /** The files the line stopped (not refused): the page holds them and sends them when it is back. */
  cutOff?: File[];
  /** Where each cut-off file's chunked upload stopped (it goes on from there). */
  places?: UploadPlace[];
};

/** The chosen files checked as the server will check them (room, size, type, the content's first bytes). */
export async function checkChosen(chosen: File[], existing: number): Promise<UploadProblem | null> {
  if (!roomFor(existing, chosen.length)) return "tooMany";
  for (const file of chosen) {
    const problem = fileProblem(file);
    if (problem) return problem;
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!contentMatchesName(file.name, head)) return "type";
  }
  return null;
}

/** How sending one held file went. */
export type HeldOutcome =
  | { kind: "stored"; file: StoredFile }
  | { kind: "line"; server: boolean }
  | { kind: "refused"; problem: UploadProblem | null; message: string };

/**
 * One file the page held (picked while the line was down, or cut off mid-way), sent now: checked as a fresh pick
 * is, then uploaded in chunks from where its last try stopped (`place`, updated as chunks go).
 */
export async function sendHeld(
  file: File,
  options: { url: string; resourceType: string; failed: string; place: UploadPlace },
): Promise<HeldOutcome> {
  const problem = await checkChosen([file], 0);
  if (problem) return { kind: "refused", problem, message: "" };
  // A try that went on from an earlier one and was refused starts once more from the first chunk: the chunks
  // sent before may be gone from the service by now.
  for (let fresh = options.place.next === 0; ; fresh = true) {
    try {
      // One retry per chunk here: the page tries the held file again with the answers' back-off (and says
      // meanwhile whether the line or the server stopped it).
      const stored = await uploadInChunks(file, { ...options, onProgress: () => undefined, retries: 1 });
      return { kind: "stored", file: stored };
    } catch (failure) {
      if (failure instanceof LineError) return { kind: "line", server: failure.server };
      if (!(failure instanceof TransferError)) return { kind: "line", server: false };
      if (fresh) return { kind: "refused", problem: null, message: failure.message };
      options.place.uploadId = "";
      options.place.next = 0;
    }
  }
}

/**
 * The chosen files checked as the server will check them (room, size, type, the content's first bytes), then sent
 * one by one in chunks through the chunk proxy. Answers the files stored, and the first problem or the proxy's
 * message when one stopped the rest.
 */
export async function uploadChosen(
  chosen: File[],
  options: {
    existing: number;
    url: string;
    resourceType: string;
    failed: string;
    onProgress: (file: File, sent: number) => void;
  },
): Promise<UploadOutcome> {
  const problem = await checkChosen(chosen, options.existing);
  if (problem) return { stored: [], problem, message: null };
  const stored: StoredFile[] = [];
  const places: UploadPlace[] = chosen.map(() => ({ uploadId: "", next: 0 }));
  try {
    for (const [index, file] of chosen.entries()) {
      stored.push(
        await uploadInChunks(file, {
          url: options.url,
          resourceType: options.resourceType,
          failed: options.failed,
          onProgress: (sent) => options.onProgress(file, sent),
          place: places[index],
        }),
      );
    }
  } catch (failure) {
    return {
      stored,
      problem: null,
      message: failure instanceof TransferError ? failure.message : options.failed,
      // Cut off by the line: these files were not stored, and wait in the page (decision 042).
      ...(failure instanceof LineError
        ? { cutOff: chosen.slice(stored.length), places: places.slice(stored.length) }
        : {}),
    };
  }
  return { stored, problem: null, message: null };
}
