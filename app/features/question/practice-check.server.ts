import { cardCheck, CHECK_QUERY, practiceCheck, type PracticeCheck } from "~/domain/practice-check";
import type { PracticeChapterQuery } from "~/domain/practice-rules";
import type { Api } from "~/services/http.server";
import { checkPracticeAnswer } from "~/services/practice.server";
import type { CardItem } from "~/services/question.server";
import { settle } from "~/services/upstream-failure";

import { sanitizeQuestion } from "./question-html.server";

// "Check this answer" on the practice answering screen (decision 051). The question form's 'check' saves the
// answer (subtype 1) and redirects to the same question with `?check=1` (app/features/question/dispatch.server.ts);
// this loads what the screen then says. The upstream's check call (the call is traced and counted like every
// upstream call) gives the right answer and the analysis; without it (a service that does not have the call, or
// a failure) the card's is_right of the question still says right or wrong.

/** The check of the question shown, when the URL asks for it; null otherwise (or for a deleted question). */
export async function loadPracticeCheck(
  request: Request,
  api: Api,
  chapter: PracticeChapterQuery,
  queId: string | null,
  items: readonly CardItem[],
): Promise<PracticeCheck | null> {
  if (queId === null || new URL(request.url).searchParams.get(CHECK_QUERY) !== "1") return null;
  const checked = await settle(checkPracticeAnswer(api, { ...chapter, queId }));
  if (checked.ok) {
    const question = sanitizeQuestion(checked.data);
    return question ? practiceCheck(question) : null;
  }
  return cardCheck(items.find((item) => item.que_id === queId));
}
