import "~/components/page-kit";
import "~/features/question/question-kit";
import { useEffect } from "react";

import { lostFiles } from "~/domain/answer-files-waiting";
import { useT } from "~/i18n/i18n";

import { heldNames } from "./answer-files-held";
import { readStored, updateUnsent } from "./answer-outbox-store.client";
import { savingState, updateSaving, useSaving } from "./answer-saving";

// Answer files a page left before it sent them (decision 042, "Answer files picked offline"): their content is
// gone with that page, only their names are in the attempt's record, so the page that opens the attempt next
// tells the learner, under the status line, which file of which question to pick again. The notice goes for a
// question when a file is picked there again (answer-files-held.ts), and all of it when dismissed.

/** The attempt's files not sent, read once when the attempt is opened in this page (`storeKey`: its record). */
export function LostFilesNotice({ storeKey }: { storeKey: string }) {
  const t = useT();
  const { lostFiles: lost } = useSaving();
  useEffect(() => {
    // The names of files this page still holds, or has added to an answer on its way, are not lost: every other
    // name in the record is of a file no page holds.
    updateSaving({ lostFiles: lostFiles(readStored(storeKey)?.unsent, heldNames(storeKey)) });
  }, [storeKey]);
  if (lost.length === 0) return null;
  const dismiss = () => {
    const shown = savingState().lostFiles;
    updateUnsent(storeKey, (unsent) => {
      const next = { ...unsent };
      for (const item of shown) {
        const names = (next[item.queId]?.names ?? []).filter((name) => !item.names.includes(name));
        if (names.length > 0) next[item.queId] = { number: item.number, names };
        else delete next[item.queId];
      }
      return next;
    });
    updateSaving({ lostFiles: [] });
  };
  return (
    <div className="answer-status__refused answer-status__lost" role="alert">
      <h2 className="answer-status__title">{t("answerSaving.lostTitle")}</h2>
      <ul>
        {lost.flatMap((item) =>
          item.names.map((name) => (
            <li key={`${item.queId}:${name}`}>
              {t("answerSaving.lostFile", { number: item.number ?? "?", name })}
            </li>
          )),
        )}
      </ul>
      <button type="button" className="button button--small" onClick={dismiss}>
        {t("answerSaving.lostDismiss")}
      </button>
    </div>
  );
}
