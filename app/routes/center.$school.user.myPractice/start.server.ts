import { redirect } from "@remix-run/node";

import { parsePage } from "~/domain/pagination";
import { parseId } from "~/domain/ids";
import { refusalToast } from "~/domain/refusals";
import { myPracticeUrl, practiceScreenUrl } from "~/domain/question-paths";
import { parseForm } from "~/forms/parse-form.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { getPracticeCard } from "~/services/practice.server";
import { redirectWithToast } from "~/utils/toast.server";

import { PracticeStartSchema } from "./start-form.server";

// My practice's server side beyond its loader: the list's query and the 'practice now' post. A server module so
// that the page's script does not reach the learner paths and the practice rules only these use (a route file's
// imports put their modules on its page even when only the server uses them; decisions 011 and 035).

export function listQuery(url: URL) {
  return {
    page: parsePage(url.searchParams.get("page")),
    open: parseId(url.searchParams.get("open")) /* the set whose chapters are shown */,
  };
}

/** 'practice now': asks for the current card (is_again 2) and goes to review or answering by is_sub. */
export async function startPractice(request: Request, school: string) {
  const { page, open } = listQuery(new URL(request.url));
  const back: Record<string, string> = {};
  if (page > 1) back.page = String(page);
  if (open) back.open = open;
  const backUrl = myPracticeUrl(school, back);

  const parsed = await parseForm(request, PracticeStartSchema);
  if (!parsed.ok) return redirectWithToast(backUrl, { type: "error", key: "myPractice.fetchFailed" });
  const { exe_id: exeId, chapter_id: chapterId, name } = parsed.value;

  const card = await settle(getPracticeCard(createApi(request), { exeId, chapterId, again: false }));
  if (!card.ok) {
    // The server's message is preferred, in the page's language when the catalogue knows its code (decision
    // 043); 'Fetch failed' when it has none (learner-area §8).
    return redirectWithToast(backUrl, {
      type: "error",
      ...refusalToast("practice", card, "myPractice.fetchFailed"),
    });
  }
  return redirect(practiceScreenUrl(school, card.data.is_sub, { chapterId, name, exeId }));
}
