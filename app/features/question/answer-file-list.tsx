import "~/components/page-kit";
import "~/features/question/question-kit";
import { useLocation, useParams } from "@remix-run/react";
import { useState, type MouseEvent } from "react";

import { lazyCode } from "~/components/ui/lazy-code";
import { answerFilesUrl } from "~/domain/question-paths";
import {
  deleteFileIntent,
  fileKey,
  fileKind,
  fileLabel,
  isStreamedDownload,
  type FileKind,
  type FileRef,
} from "~/domain/upload-rules";
import { useT } from "~/i18n/i18n";

import type { AnswerContext } from "./answer-files";

// The answer files' list and downloads (the files listed with their kind, a download with its progress), part of
// the answer-files block's code that loads later (answer-files.lazy.tsx holds the block itself, its uploads and
// the delete dialog).

/** The transfer code (chunked upload, downloads with progress), loaded on the first upload or download. */
export const transfer = lazyCode(() => import("./answer-transfer.client"));

type DownloadKind = AnswerContext | "question";

export function useFilesUrls() {
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

export type Progress = { label: string; share: number };

/** A transfer's progress while it runs, then its failure (a line of its own, or inline beside a file). */
export function TransferStatus(props: {
  progress: Progress | null;
  failure: string | null;
  inline?: boolean;
}) {
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

export function FileList(props: DownloadProps & { files: FileRef[]; label: string; deletable: boolean }) {
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
