import "~/components/page-kit";
import "~/features/question/question-kit";
import { Link } from "@remix-run/react";
import { useEffect } from "react";

import { answersKey } from "~/domain/answer-outbox";
import { learnerOf } from "~/domain/answers-left";
import { notSavedLine, refusedWhy } from "~/domain/refused-answers";
import { LOGOUT_PATH } from "~/domain/paths";
import { useI18n } from "~/i18n/i18n";
import { useOptionalUser, useRootData } from "~/utils/root-data";

import { lazyCode } from "~/components/ui/lazy-code";

import { LostFilesNotice } from "./answer-files-lost";
import type { OutboxOptions } from "./answer-outbox";
import { learnerRecords } from "./answer-outbox-store.client";
import { savingState, useSaving, type SavingState } from "./answer-saving";
import { askBeforeLeavingWhile } from "./ask-before-leaving";

// The one status line of the answers (decision 042): in the page from the server's render, empty until an answer
// is given, so that screen readers hear every change of it, politely ("saved", "saved on this device — will be
// sent when you are back online (3 answers waiting)", "sent"). Answers the server refused for good are listed
// under it, each with its question and why ("not saved: the time was over at 10:32"), never dropped silently.
// Loaded once the page has loaded (answer-status.tsx): until then its server HTML, the empty line, stands, and the
// question form posts as it always did. Once here it also starts the answers' machinery (answer-outbox.client.ts)
// for the question on screen, the learner's own (the root's user: another learner on the same device has
// other records).

/** A hand-in asked for while answers waited, to offer now that every answer has been sent (decision 042). */
const offersSubmit = (state: SavingState) =>
  state.pendingSubmit &&
  state.waiting.length === 0 &&
  state.submitRefused === null &&
  state.over === null &&
  state.phase !== "waiting";

function lineOf(t: ReturnType<typeof useI18n>["t"], state: SavingState): string {
  const waiting = state.waiting.length;
  const files = state.filesWaiting.length;
  // Answer files held in the page, not sent yet: counted after the answers (decision 042).
  // The browser is online but the server could not take them (a 5xx): said so, never "you are offline".
  const server = state.serverDown || (files > 0 && state.filesServerDown);
  // Files on their way (a held file uploading, or stored with its answer not yet saved): said so, never "sent"
  // nor "when you are back online" (the line is up).
  const filesLine =
    state.filesSending > 0
      ? t("answerSaving.filesSending", { count: state.filesSending })
      : files > 0
        ? t(state.filesServerDown ? "answerSaving.filesServerWaiting" : "answerSaving.filesWaiting", {
            count: files,
          })
        : "";
  // The browser keeps nothing on the device: the answers wait in this page only, and the line says so.
  const page = state.deviceOff === true;
  if (state.submitRefused !== null) {
    const count = Math.max(state.submitRefused, waiting);
    if (files > 0 && count === 0)
      return t(server ? "answerSaving.submitServerFiles" : "answerSaving.submitOfflineFiles", {
        count: files,
      });
    const refused = page
      ? server
        ? "answerSaving.submitServerPage"
        : "answerSaving.submitOfflinePage"
      : server
        ? "answerSaving.submitServer"
        : "answerSaving.submitOffline";
    return [t(refused, { count }), filesLine].filter(Boolean).join(" ");
  }
  if (offersSubmit(state)) return t("answerSaving.pendingSubmit");
  const moved = state.pendingMove
    ? `${t(server ? "answerSaving.movedServer" : "answerSaving.movedOffline")} `
    : "";
  const answersLine = t(
    page
      ? state.serverDown
        ? "answerSaving.pageServerWaiting"
        : "answerSaving.pageWaiting"
      : state.serverDown
        ? "answerSaving.serverWaiting"
        : "answerSaving.waiting",
    { count: waiting },
  );
  if (filesLine)
    return `${moved}${state.phase === "waiting" && waiting > 0 ? `${answersLine} ` : ""}${filesLine}`;
  if (state.phase === "waiting") return `${moved}${answersLine}`;
  if (state.phase === "sending") return t("answerSaving.sending");
  if (state.phase === "saved") return t("answerSaving.saved");
  if (state.phase === "sent") return t("answerSaving.sent");
  return "";
}

/**
 * How many of `learner`'s answers wait on this device for the server: what their logout would lose. Another
 * learner's records stay on the device through this one's logout (decision 052), so they are not counted.
 */
function waitingOnDevice(learner: string): number {
  const kept = learnerRecords(learner).reduce(
    (count, [, record]) => count + Object.keys(record.entries).length,
    0,
  );
  // The browser keeps nothing on the device: the answers this page holds are what the logout would lose.
  return savingState().deviceOff ? Math.max(kept, savingState().waiting.length) : kept;
}

// The machinery, by the same import as the route's clientAction (answer-outbox.ts): loaded here while the line is
// up, it is in the browser when a post finds the line down.
const outbox = lazyCode(() => import("./answer-outbox.client"));

export type AnswerSavingProps = Omit<OutboxOptions, "learner">;

export function AnswerSaving(props: AnswerSavingProps) {
  const { t, locale } = useI18n();
  const state = useSaving();
  // The root's user (decision 048; the user layout's data carries none: read there, every learner's records were
  // kept under one empty key).
  const user = useOptionalUser();
  const learner = learnerOf(user);
  const { formId, recordId, queId, number, enabled, autosaveUrl, endsAt } = props;
  const copies = useRootData()?.offlineCopies !== false;
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    void outbox.load().then((code) => {
      if (!gone && code)
        stop = code.watch({ formId, learner, recordId, queId, number, enabled, autosaveUrl, endsAt, copies });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [formId, learner, recordId, queId, number, enabled, autosaveUrl, endsAt, copies]);
  // Logout while answers wait (decision 042): offline it is refused, saying why; online the learner is asked first,
  // with how many would be lost. Ahead of the logout form's own handler, which clears them once the logout goes.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.action.endsWith(LOGOUT_PATH)) return;
      const count = waitingOnDevice(learner);
      if (count === 0) return;
      const offline = !navigator.onLine;
      // The browser keeps nothing on the device: they wait in this page only, and the alert says so.
      const inPage = savingState().deviceOff === true;
      if (offline) window.alert(t(inPage ? "header.logoutOfflinePage" : "header.logoutOffline", { count }));
      if (offline || !window.confirm(t("header.logoutWaiting", { count }))) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [t, learner]);
  // The browser keeps nothing on the device and answers wait: leaving or reloading the page loses them, so it asks
  // first, as it does for files held in the page (decision 042, "When the browser keeps nothing").
  const onlyHere = state.deviceOff === true && state.waiting.length > 0 && state.over === null;
  useEffect(() => {
    askBeforeLeavingWhile("answers", onlyHere);
    return () => askBeforeLeavingWhile("answers", false);
  }, [onlyHere]);
  const { refused, over } = state;
  return (
    // The attempt's record, named in the server's HTML: a submit posted before this code arrived opens it.
    <div
      className="answer-status"
      data-outbox-key={answersKey(learner, recordId)}
      data-form={formId}
      data-autosave={autosaveUrl}
      data-ends-at={endsAt ?? undefined}
    >
      <p
        className={`answer-status__line answer-status__line--${state.submitRefused !== null ? "refused" : state.filesWaiting.length > 0 ? "waiting" : state.phase}`}
        role="status"
        aria-atomic="true"
      >
        {lineOf(t, state)}
      </p>
      {offersSubmit(state) ? (
        // The question form's own Submit (its confirm dialog, as ever); or not now, and it is not offered again.
        <p className="answer-status__offer">
          <button type="submit" form={formId} name="intent" value="submit" className="button button--primary">
            {t("answerSaving.pendingSubmitGo")}
          </button>{" "}
          <button
            type="button"
            className="button"
            onClick={() => void outbox.load().then((code) => code?.submitSettled())}
          >
            {t("answerSaving.pendingSubmitDismiss")}
          </button>
        </p>
      ) : null}
      {/* An answer kept on this device was put back into the form (a reload, a closed tab). */}
      {state.restored ? <p className="assess-answer__draft">{t("assess.draftRestored")}</p> : null}
      <LostFilesNotice storeKey={answersKey(learner, recordId)} />
      {refused.length > 0 ? (
        <div className="answer-status__refused" role="alert">
          <h2 className="answer-status__title">{t("answerSaving.refusedTitle")}</h2>
          <ul>
            {refused.map((item) => (
              <li key={item.queId}>
                {notSavedLine(
                  t,
                  locale,
                  { number: item.number, why: refusedWhy(item.reason, state.endsAt, item.at) },
                  state.endsAt,
                )}
              </li>
            ))}
          </ul>
          {over ? (
            <p>
              <Link className="button button--primary" to={over} replace>
                {t("answerSaving.continue")}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
