import "~/components/page-kit";
import "~/features/question/question-kit";
import { useEffect, useSyncExternalStore, type ChangeEvent, type RefObject } from "react";

import { fileProblem, roomFor, type FileRef, type UploadProblem } from "~/domain/upload-rules";
import { useT } from "~/i18n/i18n";

import type { AnswerContext } from "./answer-files";
import { transfer, useFilesUrls } from "./answer-file-list";
import {
  attachScreen,
  drop,
  forgetLost,
  heldFiles,
  hold,
  subscribeHeld,
  updateScreen,
  type HeldFile,
  type HeldScreen,
} from "./answer-files-held";
import { savingState } from "./answer-saving";
import type { StoredFile, UploadPlace } from "./file-transfer";

// The answer-files block's side of the files held in the page (decision 042, "Answer files picked offline";
// answer-files-held.ts keeps and sends them): holding a file picked while the line is down, adding a stored one to
// the answer, and the list of those not sent yet. Part of the block's late code (answer-files.lazy.tsx).

const noHeld: readonly HeldFile[] = [];

/** The answer's current files as the form's `attachment` field holds them, else as the page was rendered. */
export function currentFiles(form: HTMLFormElement | null, fallback: FileRef[]): FileRef[] {
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

/**
 * The question's held files and what the block does with them: `holdChosen` holds files (checked first as far as
 * the page can), `onPick` is the file input's change (offline, a pick is held at once).
 */
export function useHeldFiles(options: {
  context: AnswerContext;
  files: FileRef[];
  queId: string;
  number: number | null;
  /** The block holds files: inside a question form, not a review. */
  enabled: boolean;
  input: RefObject<HTMLInputElement | null>;
  /** Empties the file input (what it held is held in the page now, or refused). */
  clearInput: () => void;
  /** An upload under way owns the chosen files: the line dropping then is its to handle (it holds what it cut). */
  uploading: RefObject<boolean>;
  setMessage: (message: string | null) => void;
  problemText: (problem: UploadProblem) => string;
  /** Saves the answer with its new list as an upload does (the list then comes back from the server). */
  saveWithFiles: (form: HTMLFormElement, list: FileRef[], added: number) => void;
}) {
  const { context, files, queId, input, uploading, setMessage, problemText, saveWithFiles } = options;
  const t = useT();
  const urls = useFilesUrls();
  const allHeld = useSyncExternalStore(subscribeHeld, heldFiles, () => noHeld);
  const held = allHeld.filter((item) => item.queId === queId);
  const holds = options.enabled && queId !== "";

  /** Stored files join the answer's list: kept and sent as the answer (a move waiting for them goes after). */
  function addStored(stored: StoredFile[]) {
    const form =
      input.current?.form ??
      document.querySelector<HTMLInputElement>(`input[name=que_id][value="${CSS.escape(queId)}"]`)?.form;
    if (!form) return;
    const list = [...currentFiles(form, files), ...stored];
    const field = form.elements.namedItem("attachment");
    if (field instanceof HTMLInputElement) {
      field.value = JSON.stringify(list);
      // The answers' machinery keeps the answer with its new list and sends it in order (answer-outbox.client.ts).
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    // No move or hand-in waiting for the files (each would be replaced by a post of the form): the answer is saved
    // as an upload is, and the list comes back from the server.
    const { pendingMove, submitRefused } = savingState();
    if (pendingMove === null && submitRefused === null) saveWithFiles(form, list, stored.length);
  }

  const heldScreen: HeldScreen = {
    queId,
    number: options.number,
    url: urls.upload,
    resourceType: context === "exam" ? "tk_exam" : "tk_user",
    failed: t("files.failed"),
    onStored: addStored,
    onRefused: (name, problem, text) => setMessage(`${name}: ${problem ? problemText(problem) : text}`),
  };
  // Every render gives the held files' machinery its latest callbacks (before the block attaches).
  useEffect(() => updateScreen(heldScreen));
  useEffect(() => {
    if (!holds) return;
    // The transfer code is had while the line is up: a file picked offline is checked, and sent, with it.
    void transfer.load();
    return attachScreen(queId);
  }, [holds, queId]);

  /** Holds files picked while the line is down (checked first as far as the page can: room, size, type). */
  async function holdChosen(chosen: File[], places: UploadPlace[] = []) {
    const form = input.current?.form ?? null;
    const existing = currentFiles(form, files).length + held.length;
    const code = transfer.current();
    const problem = code
      ? await code.checkChosen(chosen, existing)
      : !roomFor(existing, chosen.length)
        ? "tooMany"
        : (chosen.map(fileProblem).find(Boolean) ?? null);
    options.clearInput();
    if (problem) {
      setMessage(problemText(problem));
      return;
    }
    setMessage(null);
    hold(chosen, places);
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    if (!holds) return;
    // A file picked for this question again: the notice of one a page left unsent here has done its work.
    forgetLost([queId]);
    const chosen = Array.from(event.currentTarget.files ?? []);
    if (chosen.length > 0 && !navigator.onLine) void holdChosen(chosen);
  }

  // Picked while the line was up but not sent yet when it drops: held, so that no post loses it on the way.
  useEffect(() => {
    if (!holds) return;
    const onOffline = () => {
      if (uploading.current) return;
      const chosen = Array.from(input.current?.files ?? []);
      if (chosen.length > 0) void holdChosen(chosen);
    };
    window.addEventListener("offline", onOffline);
    return () => window.removeEventListener("offline", onOffline);
  });

  return { held, holds, holdChosen, onPick };
}

/** The files held in the page, each "Not sent yet" (or "Sending…"), with a Remove button. */
export function HeldFileList({ held }: { held: readonly HeldFile[] }) {
  const t = useT();
  return (
    <>
      {held.length > 0 ? (
        <div className="answer-files__held">
          <ul className="answer-files__list" aria-label={t("files.heldLabel")}>
            {held.map((item) => (
              <li key={item.id} className="answer-files__item answer-files__item--held">
                <span className="answer-files__name">{item.file.name}</span>
                <span className="answer-files__held-state">
                  {t(item.sending ? "files.sendingHeld" : "files.notSent")}
                </span>
                <button
                  type="button"
                  className="answer-files__delete"
                  aria-label={t("files.removeHeldName", { name: item.file.name })}
                  onClick={() => drop(item.id)}
                >
                  {t("files.removeHeld")}
                </button>
              </li>
            ))}
          </ul>
          <p className="answer-files__limits">{t("files.heldNote")}</p>
        </div>
      ) : null}
    </>
  );
}
