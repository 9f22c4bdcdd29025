import "~/components/page-kit";
import { useEffect, useState } from "react";

import {
  answersLeft,
  attemptIdOfKey,
  hasAnswersLeft,
  learnerOf,
  type LeftAnswer,
} from "~/domain/answers-left";
import { notSavedLine } from "~/domain/refused-answers";
import { useI18n } from "~/i18n/i18n";
import { useOptionalUser } from "~/utils/root-data";

import { learnerRecords } from "./answer-outbox-store.client";

// Answers left on this device by an attempt that has ended (decision 042, "A record left on the device"): on the
// pages an ended attempt leads to (its result or end page) and on the list, loaded after the page (answers-left.tsx).
// For each of the learner's attempts whose record still holds answers, the server is asked once whether the attempt
// is over (the autosave route's GET: it changes nothing). Over: what the record held is listed as not saved, each
// with its question and why ("Question 2: not saved: the time was over at 10:32"), and the record is cleared once
// the list is on screen. Still open, or the server cannot be asked: the record stays for the attempt's own page,
// which sends what waits when it is opened.

type Ended = { key: string; name: string; endsAt: number | null; answers: LeftAnswer[] };

/** Whether the server says the attempt is over; null when it cannot be asked (offline, a failure). */
async function isOver(autosave: string): Promise<boolean | null> {
  try {
    const response = await fetch(autosave, { headers: { accept: "application/json" }, cache: "no-store" });
    // The reply of the time-left GET (app/features/question/time-left.ts): { ok: false, over } once it is over.
    const reply = (await response.json()) as { ok: boolean; over?: string };
    return reply.ok ? false : reply.over ? true : null;
  } catch {
    return null;
  }
}

/** The learner's records of attempts that the server says are over, with what each still holds. */
async function endedAttempts(learner: string): Promise<Ended[]> {
  const found = learnerRecords(learner).filter(
    ([key, record]) => attemptIdOfKey(key, learner) !== null && record.attempt && hasAnswersLeft(record),
  );
  const ended: Ended[] = [];
  for (const [key, record] of found) {
    const { autosave, endsAt } = record.attempt!;
    if ((await isOver(autosave)) !== true) continue;
    const name = new URL(autosave, window.location.href).searchParams.get("assessName") ?? "";
    ended.push({ key, name, endsAt, answers: answersLeft(record, Date.now() / 1000) });
  }
  return ended;
}

export function AnswersLeftList() {
  const { t, locale } = useI18n();
  const learner = learnerOf(useOptionalUser());
  const [ended, setEnded] = useState<Ended[]>([]);
  useEffect(() => {
    let gone = false;
    void endedAttempts(learner).then((found) => {
      if (!gone) setEnded(found);
    });
    return () => {
      gone = true;
    };
  }, [learner]);
  // Listed, then cleared: the device keeps nothing of an attempt that is over.
  useEffect(() => {
    for (const { key } of ended) {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // storage off: nothing to clear
      }
    }
  }, [ended]);
  if (ended.length === 0) return null;
  return (
    <div className="answer-status__refused answers-left" role="alert">
      <h2 className="answer-status__title">{t("answerSaving.refusedTitle")}</h2>
      {ended.map(({ key, name, endsAt, answers }) => (
        <div key={key}>
          {name ? <p className="answers-left__name">{name}</p> : null}
          <ul>
            {answers.map((item) => (
              <li key={item.queId}>{notSavedLine(t, locale, item, endsAt)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
