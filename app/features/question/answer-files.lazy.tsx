import "~/components/page-kit";
import "~/features/question/question-kit";
import { useSearchParams, useSubmit } from "@remix-run/react";
import { useId, useRef, useState, type MouseEvent } from "react";

import { ConfirmDialog } from "~/components/ui/modal";
import {
  ACCEPT,
  ALLOWED_LIST,
  CONFIRM_DELETE_FILE,
  confirmDeleteFileOf,
  fileKey,
  MAX_FILES,
  type FileRef,
  type UploadProblem,
} from "~/domain/upload-rules";
import { useT } from "~/i18n/i18n";

import type { AnswerContext } from "./answer-files";
import type { UploadOutcome } from "./answer-transfer.client";
import { FileList, transfer, TransferStatus, useFilesUrls, type Progress } from "./answer-file-list";
import { hold } from "./answer-files-held";
import { currentFiles, HeldFileList, useHeldFiles } from "./answer-files-held-block";

export { QuestionFileDownload } from "./answer-file-list";

// The answer-files block's code, loaded when a screen first shows the block (answer-files.tsx, decision 011); its
// list and downloads are answer-file-list.tsx.
//
// Answer files inside a question form (learner-area §3 Attachment, §4 Uploads, §5; contract "Files"). Without
// JavaScript everything is the question form: the file input and Upload post it as multipart (the action checks
// and uploads), Delete posts it to save what was typed and open the confirm dialog, Download posts it to the
// download route (media are links). With JavaScript the files go in 3 MB chunks through the portal's chunk proxy
// with a progress bar and the answer is then saved with the new list, and downloads show their progress. A file
// picked while the line is down (or cut off mid-way) is held in the page, "not sent yet", and goes when the line
// returns (answer-files-held-block.tsx, answer-files-held.ts, decision 042).

type AnswerFilesProps = {
  context: AnswerContext;
  /** The answer's files (user_attachment). */
  files: FileRef[];
  /** A review: files are listed for download only. */
  readOnly?: boolean;
  /** The action's message after a refused upload (already in the reader's language). */
  error?: string | null;
  /** False where no question form encloses the block (a review): downloads then post forms of their own. */
  insideForm?: boolean;
  /** The question (que_id) and its number on the card: a file held in the page is the question's. */
  queId?: string;
  number?: number | null;
};

/** The answer's files, their downloads and deletes, and the upload controls (hidden at 3 files, §4). */
export function AnswerFiles(props: AnswerFilesProps) {
  const { context, files, readOnly = false, error = null, insideForm = true } = props;
  const queId = props.queId ?? "";
  const t = useT();
  const id = useId();
  const urls = useFilesUrls();
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  /** An upload under way owns the chosen files: the line dropping then is its to handle (it holds what it cut). */
  const uploading = useRef(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? error;
  const problemText = (problem: UploadProblem) =>
    t(`files.${problem}`, { types: ALLOWED_LIST, max: MAX_FILES });
  const { held, holds, holdChosen, onPick } = useHeldFiles({
    context,
    files,
    queId,
    number: props.number ?? null,
    input,
    clearInput: () => {
      if (input.current) input.current.value = "";
    },
    enabled: !readOnly && insideForm,
    uploading,
    setMessage,
    problemText,
    saveWithFiles,
  });

  async function upload(chosen: File[], form: HTMLFormElement) {
    const list = currentFiles(form, files);
    let outcome: UploadOutcome;
    const code = await transfer.load();
    if (!code) {
      // The transfer code could not be loaded (the connection dropped): nothing was sent.
      outcome = { stored: [], problem: null, message: t("files.failed") };
    } else {
      outcome = await code.uploadChosen(chosen, {
        existing: list.length,
        url: urls.upload,
        resourceType: context === "exam" ? "tk_exam" : "tk_user",
        failed: t("files.failed"),
        onProgress: (file, sent) =>
          setProgress({
            label: t("files.uploading", { name: file.name }),
            share: file.size ? sent / file.size : 1,
          }),
      });
    }
    const { stored } = outcome;
    if (outcome.problem) setMessage(problemText(outcome.problem));
    else if (outcome.cutOff && holds) {
      // The line cut the upload off: what was not stored waits in the page, and goes when the line is back.
      if (input.current) input.current.value = "";
      hold(outcome.cutOff, outcome.places);
    } else if (outcome.message) setMessage(outcome.message);
    setProgress(null);
    if (stored.length === 0) return;
    saveWithFiles(form, [...list, ...stored], stored.length);
  }

  /** Saves the answer with its new list, as the no-JS post would (the file part itself is not sent again). */
  function saveWithFiles(form: HTMLFormElement, list: FileRef[], added: number) {
    const data = new FormData(form);
    data.delete("file");
    data.set("attachment", JSON.stringify(list));
    data.set("intent", "upload");
    // The files are already stored: this tells the action to say 'Upload succeeded' as the no-JS post does.
    data.set("uploaded_in_browser", String(added));
    if (input.current) input.current.value = "";
    submit(data, {
      method: "post",
      encType: "multipart/form-data",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: true,
    });
  }

  function onUpload(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const chosen = Array.from(input.current?.files ?? []);
    if (!form || chosen.length === 0) return; // nothing chosen: the post just saves the answer
    event.preventDefault();
    setMessage(null);
    // The line is down: held in the page, "not sent yet", and sent when it is back.
    if (holds && !navigator.onLine) void holdChosen(chosen);
    else {
      uploading.current = true;
      void upload(chosen, form).finally(() => {
        uploading.current = false;
      });
    }
  }

  const room = !readOnly && insideForm && files.length + held.length < MAX_FILES;
  if (!room && files.length === 0 && held.length === 0) return null;
  return (
    <section className="answer-files" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="answer-files__title">
        {t("files.heading")}
      </h3>
      {files.length > 0 ? (
        <FileList
          kind={context}
          files={files}
          label={t("files.listLabel")}
          deletable={!readOnly && insideForm}
          insideForm={insideForm}
          onProgress={setProgress}
          onError={setMessage}
        />
      ) : null}
      <HeldFileList held={held} />
      {room ? (
        <div className="answer-files__add">
          <label htmlFor={`${id}-input`}>{t("files.choose")}</label>
          <input
            ref={input}
            id={`${id}-input`}
            type="file"
            name="file"
            multiple
            accept={ACCEPT}
            aria-describedby={`${id}-limits`}
            onChange={onPick}
          />
          <button
            type="submit"
            className="button"
            name="intent"
            value="upload"
            formNoValidate
            disabled={progress !== null}
            onClick={onUpload}
          >
            {t("files.upload")}
          </button>
          <p id={`${id}-limits`} className="answer-files__limits">
            {t("files.limits", { max: MAX_FILES, types: ALLOWED_LIST })}
          </p>
        </div>
      ) : null}
      <TransferStatus progress={progress} failure={shown} />
    </section>
  );
}

/**
 * 'Sure to delete this file?' (§5), open while the URL says `?confirm=delete-file-KEY`. It posts its own form, so
 * the screen renders it outside the question form; `fields` adds what the screen's action needs (e.g. que_id).
 */
export function AnswerFileDeleteDialog(props: {
  files: FileRef[];
  closeHref: string;
  fields?: Record<string, string>;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const key = confirmDeleteFileOf(params.get("confirm"));
  const file = key ? props.files.find((candidate) => fileKey(candidate) === key) : undefined;
  if (!file || !key) return null;
  return (
    <ConfirmDialog
      title={t("files.deleteTitle")}
      message={t("files.confirmDelete")}
      closeHref={props.closeHref}
      fields={{ ...props.fields, intent: CONFIRM_DELETE_FILE, file: key }}
    />
  );
}
