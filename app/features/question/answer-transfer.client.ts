import "~/components/page-kit";
import "~/features/question/question-kit";

import { contentMatchesName, SNIFF_BYTES } from "~/domain/file-signature";
import { fileProblem, roomFor, type UploadProblem } from "~/domain/upload-rules";

import { downloadWithProgress, TransferError, uploadInChunks, type StoredFile } from "./file-transfer";

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

export type UploadOutcome = { stored: StoredFile[]; problem: UploadProblem | null; message: string | null };

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
  const refused = (problem: UploadProblem): UploadOutcome => ({ stored: [], problem, message: null });
  if (!roomFor(options.existing, chosen.length)) return refused("tooMany");
  for (const file of chosen) {
    const problem = fileProblem(file);
    if (problem) return refused(problem);
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!contentMatchesName(file.name, head)) return refused("type");
  }
  const stored: StoredFile[] = [];
  try {
    for (const file of chosen) {
      stored.push(
        await uploadInChunks(file, {
          url: options.url,
          resourceType: options.resourceType,
          failed: options.failed,
          onProgress: (sent) => options.onProgress(file, sent),
        }),
      );
    }
  } catch (failure) {
    return {
      stored,
      problem: null,
      message: failure instanceof TransferError ? failure.message : options.failed,
    };
  }
  return { stored, problem: null, message: null };
}
