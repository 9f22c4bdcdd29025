import type { MessageKey } from "~/i18n/i18n";

// The upstream's refusals a learner can meet on the practice and assessment screens, in the page's language
// (decision 043). The upstream's words are its own language's (the reference upstream's are English), so a page
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

export type RefusalPlace = "start" | "detail" | "attempt" | "result" | "practice";

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
