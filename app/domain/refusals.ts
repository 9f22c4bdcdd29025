import type { MessageKey, Translate } from "~/i18n/i18n";

// The upstream's refusals a learner can meet on the practice and assessment screens and in the notes, in the
// page's language (decisions 043, 051). The one way every screen says a refused call: `refusalMessage` (a key
// and, for a code not in the catalogue, the upstream's words), shaped as a toast (`refusalToast`) or, for a
// screen that shows a failed call's message as it is, said on the server (`spokenOutcome`). The upstream's words are its own language's (the reference upstream's are English), so a page
// shows the portal's catalogue text for every code it knows at that place; the upstream's words only for a code
// it does not know, and the place's fallback ('submit failed', 'Fetch failed'…) when there are none.
//
// A code means different things at different calls (2004 at a start is 'may not start', at a record 'not yours
// or gone'), so the table is by place:
//   start     the assessment's card without a record (Begin, answer again): starts or resumes an attempt
//   detail    the assessment's detail (the start dialog)
//   attempt   an open attempt's card, question and saves (answering, autosave)
//   result    a finished attempt's result card, its reviewed question, a self-score
//   practice  a practice chapter's card, question and saves
//   note      a note's edit or delete (my notes, the player's notes panel)

export type RefusalPlace = "start" | "detail" | "attempt" | "result" | "practice" | "note";

const REFUSALS: Record<RefusalPlace, Partial<Record<string, MessageKey>>> = {
  start: {
    "1404": "refusal.assessmentMissing",
    "1409": "refusal.alreadySubmitted",
    "2004": "refusal.cannotStart",
  },
  detail: {
    "1404": "refusal.assessmentMissing",
    "2004": "refusal.noAccess",
  },
  attempt: {
    "1404": "refusal.questionMissing",
    "1409": "refusal.attemptOver",
    "1422": "refusal.answerRefused",
    "2004": "refusal.attemptMissing",
  },
  result: {
    "1404": "refusal.questionMissing",
    "1422": "refusal.scoreRefused",
    "2004": "refusal.resultUnavailable",
  },
  practice: {
    "1403": "refusal.noAccess",
    "1404": "refusal.practiceMissing",
    "1409": "refusal.chapterSubmitted",
    "1410": "refusal.practiceExpired",
    "1422": "refusal.answerRefused",
    "2004": "refusal.noAccess",
  },
  note: {
    "1403": "refusal.noteNotYours",
    "1404": "refusal.noteMissing",
    "2004": "refusal.noteNotYours",
  },
};

/** The catalogue's key for an upstream code at a place, or null when the portal does not know that refusal. */
export function refusalKey(place: RefusalPlace, code: string | null): MessageKey | null {
  return (code === null ? undefined : REFUSALS[place][code]) ?? null;
}

/** A refusal as the screens hold their messages: a catalogue key, and the upstream's words only as a last resort. */
export type RefusalMessage = { key: MessageKey; text: string | null };

/**
 * The message for a failed call at a place: the catalogue's for a known code (the upstream's words dropped), else
 * the fallback key with the upstream's words when it gave any (a service down has none: the fallback alone).
 */
export function refusalMessage(
  place: RefusalPlace,
  failure: { code: string | null; message: string },
  fallback: MessageKey,
): RefusalMessage {
  const known = refusalKey(place, failure.code);
  if (known) return { key: known, text: null };
  return { key: fallback, text: failure.message || null };
}

/** The same as a toast's fields (`text` absent when the catalogue speaks). */
export function refusalToast(
  place: RefusalPlace,
  failure: { code: string | null; message: string },
  fallback: MessageKey,
): { key: MessageKey; text?: string } {
  const { key, text } = refusalMessage(place, failure, fallback);
  return text ? { key, text } : { key };
}

/** A call's outcome as the services settle it (services/upstream-failure.ts), as far as a refusal needs it. */
type Settled = { ok: true } | { ok: false; code: string | null; message: string };

/**
 * The same for a screen that shows a failed call's `message` as it is (`message || fallback`): the message put
 * in the page's language on the server when the catalogue knows the code at that place, so the screens' code and
 * script stay as they are. A code it does not know keeps the upstream's words; no words stay none.
 */
export function spokenOutcome<O extends Settled>(outcome: O, place: RefusalPlace, t: Translate): O {
  if (outcome.ok) return outcome;
  const known = refusalKey(place, outcome.code);
  return known ? { ...outcome, message: t(known) } : outcome;
}
