import { redirect } from "@remix-run/node";

import { parseAssessTab } from "~/domain/assessment-rules";
import { refusalToast } from "~/domain/refusals";
import { parsePage } from "~/domain/pagination";
import { myAssessUrl, startDialogUrl } from "~/domain/learner-paths";
import { assessAnswerUrl } from "~/domain/question-paths";
import { parseForm } from "~/forms/parse-form.server";
import { getExamCard } from "~/services/exam.server";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import { AssessListPostSchema } from "./list-form.server";

// My assessments' server side beyond its loader: the list's query and the posts of 'Start' and 'Begin'. A server
// module so that the page's script does not reach the answering screen's path, which only the post uses (a route
// file's imports put their modules on its page even when only the server uses them; decisions 011 and 035).

export function listQuery(url: URL) {
  return {
    tab: parseAssessTab(url.searchParams.get("tabs")),
    page: parsePage(url.searchParams.get("page")),
  };
}

/** 'Start' opens the dialog (post/redirect/get); 'Begin' asks for the card, which starts or resumes the attempt. */
export async function startAssessment(request: Request, school: string) {
  const { page } = listQuery(new URL(request.url));
  const backUrl = myAssessUrl(school, { tabs: 0, page });
  const parsed = await parseForm(request, AssessListPostSchema);
  if (!parsed.ok) return redirectWithToast(backUrl, { type: "error", key: "assess.cardFailed" });
  const post = parsed.value;

  if (post.intent === "start") {
    // Post/redirect/get into the dialog: the next load fetches the detail (learner-area §2).
    return redirect(startDialogUrl(school, page, post.id, post.class_id));
  }

  const card = await settle(getExamCard(createApi(request), post.id, post.class_id));
  if (!card.ok) {
    // 2004 (single attempt used, window closed…): the message in the page's language (decision 043), then back
    // to the list (learner-area §8); an unknown code's own words, else 'failed to get the answer card'.
    return redirectWithToast(backUrl, { type: "error", ...refusalToast("start", card, "assess.cardFailed") });
  }
  return redirect(
    assessAnswerUrl(school, {
      examId: post.id,
      classId: post.class_id,
      name: post.name,
      recordId: card.data.record_id,
      showResult: post.show_result === "" ? null : Number(post.show_result),
    }),
  );
}
