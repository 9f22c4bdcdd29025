import { redirect } from "@remix-run/node";

import { cardEntries, currentQuestion, flagOf, neighbours } from "~/domain/answer-card";
import { parsePracticeQuery, practiceScreen, practiceScreenUrl } from "~/domain/practice-rules";

import { attachmentText } from "./answer-form.server";
import { createApi } from "./http.server";
import { getPracticeCard, getPracticeQuestion } from "./practice.server";
import { sanitizeQuestion } from "./question-html.server";
import { settle } from "./upstream-failure";

// What the practice answering (NowPractice) and review (AgainPractice) screens load: the chapter's card and
// the question shown, with the spec's start rule (learner-area §4 Practice) applied on arrival.

export type PracticeScreen = "NowPractice" | "AgainPractice";

/**
 * The screen's data. A card failure is data (the screen shows the server's message or 'Fetch failed'), not a
 * crash page. A chapter on the wrong screen for its state (submitted on NowPractice, open on AgainPractice) is
 * redirected to the other one with the same query.
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

  const items = card.data.items;
  const current = currentQuestion(items, query.queId);
  // A review asks for the question with is_again 1, which brings the right answer and the explanation.
  const question = current
    ? await settle(getPracticeQuestion(api, { ...query, queId: current, again: screen === "AgainPractice" }))
    : null;
  const item = cardEntries(items).find((entry) => entry.que_id === current) ?? null;
  const shown = question?.ok ? sanitizeQuestion(question.data) : null;

  return {
    query,
    failure: null,
    screen: {
      items,
      current,
      item,
      /** The number the card shows for the current question. */
      number: item?.number ?? 1,
      ...neighbours(items, current),
      question: question === null ? null : question.ok ? { ok: true as const, data: shown } : question,
      isSign: flagOf(shown, item),
      attachment: attachmentText(shown?.user_attachment ?? []),
    },
  } as const;
}
