import "~/components/page-kit";
import "~/features/question/question-kit";
import { useLocation, useParams, useSearchParams, useSubmit } from "@remix-run/react";
import { useId, useRef, useState, type MouseEvent } from "react";

import { ConfirmDialog } from "~/components/ui/modal";
import { answerFilesUrl } from "~/domain/question-paths";
import {
  ACCEPT,
  ALLOWED_LIST,
  CONFIRM_DELETE_FILE,
  confirmDeleteFileOf,
  deleteFileIntent,
  fileKey,
  fileKind,
  fileLabel,
  isStreamedDownload,
  MAX_FILES,
  type FileKind,
  type FileRef,
  type UploadProblem,
} from "~/domain/upload-rules";
import { useT } from "~/i18n/i18n";

import type { AnswerContext } from "./answer-files";
import { lazyCode } from "~/components/ui/lazy-code";

import type { UploadOutcome } from "./answer-transfer.client";

/** The transfer code (chunked upload, downloads with progress), loaded on the first upload or download. */
const transfer = lazyCode(() => import("./answer-transfer.client"));

// The answer-files block's code, loaded when a screen first shows the block (answer-files.tsx, decision 011).
//
// Answer files inside a question form (learner-area §3 Attachment, §4 Uploads, §5; contract "Files"). Without
// JavaScript everything is the question form: the file input and Upload post it as multipart (the action checks
// and uploads), Delete posts it to save what was typed and open the confirm dialog, Download posts it to the
// download route (media are links). With JavaScript the files go in 3 MB chunks through the portal's chunk proxy
// with a progress bar and the answer is then saved with the new list, and downloads show their progress.

type DownloadKind = AnswerContext | "question";

function useFilesUrls() {
  const school = useParams().school ?? "";
  const location = useLocation();
  // A failed download comes back here (without an open dialog).
  const back = new URLSearchParams(location.search);
  back.delete("confirm");
  const search = back.toString();
  const backPath = `${location.pathname}${search ? `?${search}` : ""}`;
  return {
    upload: answerFilesUrl(school, "upload"),
    download(kind: DownloadKind, file: FileRef) {
      const query = new URLSearchParams({ kind, name: fileLabel(file), back: backPath });
      const id = file.id || file.file_id;
      if (id) query.set("id", id);
      else if (file.file_path) query.set("path", file.file_path);
      return answerFilesUrl(school, "download", query);
    },
  };
}

type Progress = { label: string; share: number };

/** A transfer's progress while it runs, then its failure (a line of its own, or inline beside a file). */
function TransferStatus(props: { progress: Progress | null; failure: string | null; inline?: boolean }) {
  const { progress, failure } = props;
  const Line = props.inline ? "span" : "p";
  return (
    <>
      {progress ? (
        <label className="answer-files__progress">
          <span>{progress.label}</span>
          <progress max={100} value={Math.round(progress.share * 100)}>
            {Math.round(progress.share * 100)}%
          </progress>
        </label>
      ) : null}
      {failure ? (
        <Line className="answer-files__error" role="alert">
          {failure}
        </Line>
      ) : null}
    </>
  );
}

/**
 * One file's download: a link for mp4/mp3 (streamed by GET), a posting button for the rest (§5). Inside a
 * question form the button posts that form to the download route (forms cannot nest); elsewhere it has a small
 * form of its own.
 */
/** What a file's download needs wherever it is listed: its kind, its place, and where its progress is told. */
type DownloadProps = {
  kind: DownloadKind;
  insideForm: boolean;
  onProgress: (progress: Progress | null) => void;
  onError: (message: string) => void;
};

function DownloadControl(props: DownloadProps & { file: FileRef }) {
  const t = useT();
  const urls = useFilesUrls();
  const name = fileLabel(props.file);
  const url = urls.download(props.kind, props.file);
  const streamed = isStreamedDownload(name);

  function onClick(event: MouseEvent) {
    event.preventDefault();
    const label = t("files.downloading", { name });
    props.onProgress({ label, share: 0 });
    const failed = t("files.downloadFailed");
    void transfer
      .load()
      .then((code) =>
        code
          ? code.downloadFile(url, {
              method: streamed ? "GET" : "POST",
              name,
              failed,
              onProgress: (share) => props.onProgress({ label, share }),
            })
          : // The transfer code could not be loaded (the connection dropped).
            failed,
      )
      .then((message) => {
        props.onProgress(null);
        if (message) props.onError(message);
      });
  }

  if (streamed) {
    return (
      <a
        className="answer-files__download"
        href={url}
        download={name}
        aria-label={t("files.downloadName", { name })}
        onClick={onClick}
      >
        {t("files.download")}
      </a>
    );
  }
  const button = (
    <button
      type="submit"
      className="answer-files__download"
      formAction={props.insideForm ? url : undefined}
      formMethod={props.insideForm ? "post" : undefined}
      formNoValidate
      aria-label={t("files.downloadName", { name })}
      onClick={onClick}
    >
      {t("files.download")}
    </button>
  );
  if (props.insideForm) return button;
  return (
    <form method="post" action={url} className="answer-files__download-form">
      {button}
    </form>
  );
}

/** The type label of §3 (img, doc, …) as text, so it does not rest on colour. */
function FileKindLabel({ kind }: { kind: FileKind | null }) {
  const t = useT();
  if (!kind) return null;
  return <span className={`answer-files__kind answer-files__kind--${kind}`}>{t(`files.kind.${kind}`)}</span>;
}

function FileList(props: DownloadProps & { files: FileRef[]; label: string; deletable: boolean }) {
  const t = useT();
  return (
    <ul className="answer-files__list" aria-label={props.label}>
      {props.files.map((file) => {
        const name = fileLabel(file);
        const kind = fileKind(name);
        return (
          <li key={fileKey(file)} className="answer-files__item">
            <FileKindLabel kind={kind} />
            <span className="answer-files__name">{name}</span>
            <DownloadControl
              kind={props.kind}
              file={file}
              insideForm={props.insideForm}
              onProgress={props.onProgress}
              onError={props.onError}
            />
            {props.deletable ? (
              <button
                type="submit"
                className="answer-files__delete"
                name="intent"
                value={deleteFileIntent(fileKey(file))}
                formNoValidate
                aria-label={t("files.deleteName", { name })}
              >
                {t("files.delete")}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One of the files a question comes with: its download (for QuestionView's `renderAttachment`), with its own
 * progress and message.
 */
export function QuestionFileDownload({ file, insideForm = true }: { file: FileRef; insideForm?: boolean }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = fileLabel(file);
  const kind = fileKind(name);
  return (
    <span className="answer-files__item answer-files__item--question">
      <FileKindLabel kind={kind} />
      <span className="answer-files__name">{name}</span>
      <DownloadControl
        kind="question"
        file={file}
        insideForm={insideForm}
        onProgress={setProgress}
        onError={setMessage}
      />
      <TransferStatus progress={progress} failure={message} inline />
    </span>
  );
}

/** The answer's current files as the form's `attachment` field holds them, else as the page was rendered. */
function currentFiles(form: HTMLFormElement | null, fallback: FileRef[]): FileRef[] {
  const field = form?.elements.namedItem("attachment");
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      const value: unknown = JSON.parse(field.value || "[]");
      if (Array.isArray(value)) return value as FileRef[];
    } catch {
      // fall back to the rendered list
    }
  }
  return fallback;
}

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
};

/** The answer's files, their downloads and deletes, and the upload controls (hidden at 3 files, §4). */
export function AnswerFiles(props: AnswerFilesProps) {
  const { context, files, readOnly = false, error = null, insideForm = true } = props;
  const t = useT();
  const id = useId();
  const urls = useFilesUrls();
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? error;
  const problemText = (problem: UploadProblem) =>
    t(`files.${problem}`, { types: ALLOWED_LIST, max: MAX_FILES });

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
    else if (outcome.message) setMessage(outcome.message);
    setProgress(null);
    if (stored.length === 0) return;
    // Save the answer with its new list, as the no-JS post would (the file part itself is not sent again).
    const data = new FormData(form);
    data.delete("file");
    data.set("attachment", JSON.stringify([...list, ...stored]));
    data.set("intent", "upload");
    // The files are already stored: this tells the action to say 'Upload succeeded' as the no-JS post does.
    data.set("uploaded_in_browser", String(stored.length));
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
    void upload(chosen, form);
  }

  const room = !readOnly && insideForm && files.length < MAX_FILES;
  if (!room && files.length === 0) return null;
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
