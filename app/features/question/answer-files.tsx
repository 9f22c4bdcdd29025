import { useSearchParams } from "@remix-run/react";

import { lazyPart } from "~/components/ui/lazy-part";
import { confirmDeleteFileOf, fileKey, type FileRef } from "~/domain/answer-file-refs";

// Answer files (learner-area §3 Attachment, §4 Uploads, §5): the block is answer-files.lazy.tsx, loaded when a
// screen first shows it (decision 011), so a question without files does not load it at all. The server renders
// it in place; the browser keeps that HTML until its code has arrived, then swaps in the live block (components/ui/lazy-part.tsx).

/** Assessment answers (`tk_exam`) or practice answers (`tk_user`). */
export type AnswerContext = "exam" | "practice";

/** The answer's files, their downloads and deletes, and the upload controls (hidden at 3 files, §4). */
export const AnswerFiles = lazyPart(() => import("./answer-files.lazy").then((module) => module.AnswerFiles));

/** One of the files a question comes with: its download (for QuestionView's `renderAttachment`). */
export const QuestionFileDownload = lazyPart(() =>
  import("./answer-files.lazy").then((module) => module.QuestionFileDownload),
);

const DeleteDialog = lazyPart(() =>
  import("./answer-files.lazy").then((module) => module.AnswerFileDeleteDialog),
);

/**
 * 'Sure to delete this file?' (§5), open while the URL says `?confirm=delete-file-KEY` for one of `files`. It posts
 * its own form, so the screen renders it outside the question form; `fields` adds what the screen's action needs.
 */
export function AnswerFileDeleteDialog(props: {
  files: FileRef[];
  closeHref: string;
  fields?: Record<string, string>;
}) {
  const [params] = useSearchParams();
  const key = confirmDeleteFileOf(params.get("confirm"));
  if (!key || !props.files.some((file) => fileKey(file) === key)) return null;
  return <DeleteDialog {...props} />;
}
