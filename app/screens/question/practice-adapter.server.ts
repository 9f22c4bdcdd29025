import { redirect } from "@remix-run/node";

import { practiceScreenUrl } from "~/domain/paths";
import { parsePracticeQuery, practiceScreen, type PracticeChapterQuery } from "~/domain/practice-rules";
import { createApi, type Api } from "~/services/http.server";
import { getPracticeCard, getPracticeQuestion, savePracticeAnswer } from "~/services/practice.server";
import { settle } from "~/services/upstream-failure";

import type { AnswerScreen } from "./adapter";
import { loadShownQuestion } from "./loader.server";

// The practice kind of the question screens (learner-area §2 Practice answering and review, §4 Practice): the
// chapter's card and question calls with is_again, the answer saved with its subtype, and the spec's start rule
// applied on arrival.

export type PracticeScreen = "NowPractice" | "AgainPractice";

/** The answering screen's adapter for a chapter (./adapter.ts). */
export function practiceAnswerScreen(api: Api, school: string, chapter: PracticeChapterQuery): AnswerScreen {
  const save = (answer: Parameters<AnswerScreen["save"]>[0], subtype: 1 | 2) =>
    savePracticeAnswer(api, { chapterId: chapter.chapterId, exeId: chapter.exeId, subtype, ...answer });
  return {
    mode: "practice",
    resourceType: "tk_user",
    saveFailedKey: "practiceAnswer.submitFailed",
    submit: "final",
    here: (queId, extra) => practiceScreenUrl(school, "0", chapter, queId, extra),
    question: (queId) => getPracticeQuestion(api, { ...chapter, queId, again: false }),
    save: (answer) => save(answer, 1),
    // The final submit goes to the review with the same query (§2).
    finish: async (answer) => {
      await save(answer, 2);
      return practiceScreenUrl(school, "1", chapter);
    },
    // Practice has no confirm dialog and no end: 'submit' is the final save.
    confirm: async (queId) => practiceScreenUrl(school, "0", chapter, queId),
    ended: async () => null,
  };
}

/**
 * The screen's data. A card failure is data (the screen shows the server's message or 'Fetch failed'), not a
 * crash page. A chapter on the wrong screen for its state (submitted on NowPractice, open on AgainPractice) is
 * redirected to the other one with the same query. A review asks for the question with is_again 1, which brings
 * the right answer and the explanation.
 */
export async function loadPracticeScreen(request: Request, school: string, screen: PracticeScreen) {
  const query = parsePracticeQuery(new URL(request.url).searchParams);
  if (!query) return { query: null, failure: { message: "" }, screen: null } as const;

  const api = createApi(request);
  const card = await settle(getPracticeCard(api, { ...query, again: false }));
  if (!card.ok) return { query, failure: { message: card.message }, screen: null } as const;
  if (practiceScreen(card.data.is_sub) !== screen) {
    throw redirect(practiceScreenUrl(school, card.data.is_sub, query, query.queId));
  }
  const again = screen === "AgainPractice";
  const shown = await loadShownQuestion(card.data.items, query.queId, (queId) =>
    getPracticeQuestion(api, { ...query, queId, again }),
  );
  return { query, failure: null, screen: shown } as const;
}
