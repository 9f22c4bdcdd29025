import "~/components/page-kit";
import "~/features/question/question-kit";
import { useMemo, useState } from "react";

import { lostFiles, type LostFiles } from "~/domain/answer-files-waiting";
import { attemptIdOfKey, learnerOf } from "~/domain/answers-left";
import { useT } from "~/i18n/i18n";
import { useOptionalUser } from "~/utils/root-data";

import { learnerRecords, updateUnsent } from "./answer-outbox-store.client";
import { useSaving, type SavingState } from "./answer-saving";

// Answer files a page left before it sent them (decision 042, "Answer files picked offline"), told where the learner
// lands after leaving the answering screen: the list of assessments and the pages an ended attempt leads to, beside
// the answers left on the device (answers-left.lazy.tsx). The same words as under the answering screen's status
// line ("Question 4: not sent: essay.pdf — pick it again", answer-files-lost.tsx), per assessment; Dismiss forgets
// the names shown. Files the page still holds (a link followed from the answering screen: the same page goes on
// sending them) are not lost, and are not listed. Loaded after the page (answers-left.tsx).

type Left = { key: string; name: string; files: LostFiles[] };

/** This learner's attempt records that name files no page holds. */
function filesLeft(learner: string, held: SavingState["filesHeld"]): Left[] {
  const left: Left[] = [];
  for (const [key, record] of learnerRecords(learner)) {
    if (attemptIdOfKey(key, learner) === null) continue;
    const files = lostFiles(record.unsent, held[key] ?? {});
    if (files.length === 0) continue;
    const autosave = record.attempt?.autosave;
    const name = autosave
      ? (new URL(autosave, window.location.href).searchParams.get("assessName") ?? "")
      : "";
    left.push({ key, name, files });
  }
  return left;
}

export function FilesLeftList() {
  const t = useT();
  const learner = learnerOf(useOptionalUser());
  const { filesHeld } = useSaving();
  // This part renders in the browser only (its code loads after hydration): read again whenever what this page
  // holds changes (a file it still sends reaches the server); dismissed, nothing until the page is loaded again.
  const [dismissed, setDismissed] = useState(false);
  const left = useMemo(
    () => (dismissed ? [] : filesLeft(learner, filesHeld)),
    [dismissed, learner, filesHeld],
  );
  if (left.length === 0) return null;
  const dismiss = () => {
    for (const { key, files } of left)
      updateUnsent(key, (unsent) => {
        const next = { ...unsent };
        for (const item of files) {
          const names = (next[item.queId]?.names ?? []).filter((name) => !item.names.includes(name));
          if (names.length > 0) next[item.queId] = { number: item.number, names };
          else delete next[item.queId];
        }
        return next;
      });
    setDismissed(true);
  };
  return (
    <div className="answer-status__refused answer-status__lost" role="alert">
      <h2 className="answer-status__title">{t("answerSaving.lostTitle")}</h2>
      {left.map(({ key, name, files }) => (
        <div key={key}>
          {name ? <p className="answers-left__name">{name}</p> : null}
          <ul>
            {files.flatMap((item) =>
              item.names.map((file) => (
                <li key={`${item.queId}:${file}`}>
                  {t("answerSaving.lostFile", { number: item.number ?? "?", name: file })}
                </li>
              )),
            )}
          </ul>
        </div>
      ))}
      <button type="button" className="button button--small" onClick={dismiss}>
        {t("answerSaving.lostDismiss")}
      </button>
    </div>
  );
}
