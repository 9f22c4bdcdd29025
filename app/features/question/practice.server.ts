import { redirect } from "@remix-run/node";

import { cardCounts } from "~/domain/answer-card";
import { parseSubmitConfirm } from "~/domain/assessment-rules";
import { myPracticeUrl, practiceScreenUrl } from "~/domain/question-paths";
import { spokenOutcome } from "~/domain/refusals";
import { parsePracticeQuery, practiceScreen, type PracticeChapterQuery } from "~/domain/practice-rules";
import { translatorFor } from "~/i18n/locale.server";
import { createApi, type Api } from "~/services/http.server";
import { getPracticeCard, getPracticeQuestion, savePracticeAnswer } from "~/services/practice.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import type { QuestionSide, ReviewScreen } from "./adapter";
import { autosaveReply } from "./assessment.server";
import { parseAnswerForm, readQuestionForm } from "./answer-form.server";
import { saveFlagOnHeldAnswer } from "./autosave-flag.server";
import { dispatchAnswer } from "./dispatch.server";
import { loadShownQuestion } from "./load-screen.server";
import { loadPracticeCheck } from "./practice-check.server";
import { spokenShown } from "./spoken.server";
import { answerAgain } from "./review.server";

// The practice kind of the question screens (learner-area §2 Practice answering and review, §4 Practice): the
// chapter's card and question calls with is_again, the answer saved with its subtype, and the spec's start rule
// applied on arrival.

export type PracticeScreen = "NowPractice" | "AgainPractice";

/** The answering screen's side for a chapter (./adapter.ts). */
export function practiceSide(api: Api, school: string, chapter: PracticeChapterQuery): QuestionSide {
  return {
    mode: "practice",
    resourceType: "tk_user",
    saveFailedKey: "practiceAnswer.submitFailed",
    // 'submit' with questions still unanswered asks first, with the counts, as the assessment does (decision 020);
    // with every question answered it is the final save at once (§2).
    asks: "incomplete",
    overCode: null,
    here: (queId, extra) => practiceScreenUrl(school, "0", chapter, queId, extra),
    // The final submit goes to the review with the same query (§2).
    finished: () => practiceScreenUrl(school, "1", chapter),
    question: (queId) => getPracticeQuestion(api, { ...chapter, queId, again: false }),
    card: async () => ({
      items: (await getPracticeCard(api, { ...chapter, again: false })).items,
      finished: null,
    }),
    save: async (answer, subtype) => {
      await savePracticeAnswer(api, {
        chapterId: chapter.chapterId,
        exeId: chapter.exeId,
        subtype,
        ...answer,
      });
      return null;
    },
  };
}

/** The review screen's side for a submitted chapter (./adapter.ts); `here` is the review's own URL. */
export function practiceReviewScreen(
  api: Api,
  school: string,
  chapter: PracticeChapterQuery,
  here: string,
): ReviewScreen {
  return {
    here,
    // is_again 1 brings the right answer and the explanation.
    question: (queId) => getPracticeQuestion(api, { ...chapter, queId, again: true }),
    // The card with is_again 1 clears the chapter's answers; then the answering screen with the same query.
    again: async () => {
      await getPracticeCard(api, { ...chapter, again: true });
      return practiceScreenUrl(school, "0", chapter);
    },
    // The server's message, else 'Fetch failed' (learner-area §8), on the review it came from.
    againFailedKey: "practiceAnswer.fetchFailed",
    refusals: "practice",
  };
}

/** The review's 'answer again' post; a review without its chapter goes back to My practice. */
/**
 * The answering screen's post (NowPractice's action): the chapter from the query, then the question form's move
 * (./dispatch.server.ts). Without its chapter the screen has nothing to save to: the form is refused as it came.
 * Here rather than in the route so that the route's browser module does not reach the query's rules.
 */
export function answerPractice(request: Request, school: string) {
  const query = parsePracticeQuery(new URL(request.url).searchParams);
  const api = createApi(request);
  const chapter = query ?? { chapterId: "", exeId: "", name: "" };
  return dispatchAnswer(request, api, practiceSide(api, school, chapter), translatorFor(request), {
    refuse: query === null,
  });
}

/**
 * The practice screen's autosave (with JavaScript only; ./answer-outbox.client.ts, decision 042): the question form
 * as it stands, saved with subtype 1 and the page's order, answered with JSON so that the page stays where it is.
 * The same machinery as the assessment's, without a deadline.
 */
export async function autosavePractice(request: Request, school: string) {
  const query = parsePracticeQuery(new URL(request.url).searchParams);
  const formData = await readQuestionForm(request);
  formData.set("intent", "save");
  const parsed = parseAnswerForm(formData, "practice");
  if (!query || !parsed.ok || !parsed.value.answerable) return autosaveReply({ ok: false }, { status: 400 });
  const { queId, answer, isSign, attachment, order } = parsed.value;
  const side = practiceSide(createApi(request), school, query);
  // A flag kept on the device for an untouched question: the server's answer, flagged as sent (decision 042).
  const saved = await settle(
    parsed.value.unchanged
      ? saveFlagOnHeldAnswer(side, parsed.value)
      : side.save({ queId, answer, isSign, attachment, order }, 1),
  );
  if (saved.ok) return autosaveReply({ ok: true });
  // The one failure model's status: a refusal is a 4xx, a service down 503, a bad answer 502.
  return autosaveReply({ ok: false, message: saved.message }, { status: saved.status });
}

export async function answerPracticeAgain(request: Request, school: string) {
  const url = new URL(request.url);
  // The confirm dialog's own URL state is not where a refused 'answer again' comes back to.
  url.searchParams.delete("confirm");
  const query = parsePracticeQuery(url.searchParams);
  if (!query) {
    return redirectWithToast(myPracticeUrl(school), { type: "error", key: "practiceAnswer.fetchFailed" });
  }
  return answerAgain(practiceReviewScreen(createApi(request), school, query, `${url.pathname}${url.search}`));
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
  if (!card.ok) {
    // The catalogue's words for a code it knows, in the page's language (decision 043).
    const failure = { message: spokenOutcome(card, "practice", translatorFor(request)).message };
    return { query, failure, screen: null } as const;
  }
  if (practiceScreen(card.data.is_sub) !== screen) {
    throw redirect(practiceScreenUrl(school, card.data.is_sub, query, query.queId));
  }
  const read =
    screen === "AgainPractice"
      ? practiceReviewScreen(api, school, query, "").question
      : practiceSide(api, school, query).question;
  const shown = spokenShown(await loadShownQuestion(card.data.items, query.queId, read), "practice", request);
  // The incomplete-submit dialog's URL state (answering only) and the counts it says.
  const confirm =
    screen === "NowPractice" ? parseSubmitConfirm(new URL(request.url).searchParams.get("confirm")) : null;
  const counts = cardCounts(card.data.items);
  // "Check this answer" (decision 051): answering only; the review shows every answer's result anyway.
  const check =
    screen === "NowPractice"
      ? await loadPracticeCheck(request, api, query, shown.current, card.data.items)
      : null;
  return { query, failure: null, screen: { ...shown, confirm, counts, check } } as const;
}

/**
 * What the practice answering screen says and links, computed here rather than by its first script, which keeps
 * within the question screens' budget (decision 011): its own address (where its dialogs close to), its autosave
 * route's (with the screen's query: …/NowPractice/autosave?chapter_id=…), the answers' record name on the device,
 * and, in the page's language, 'Submit' and the incomplete-submit dialog's title and message with the counts.
 */
export function practiceAnsweringWords(
  request: Request,
  school: string,
  query: PracticeChapterQuery,
  screen: { current: string | null; confirm: unknown; counts: { answered: number; unanswered: number } },
) {
  const here = practiceScreenUrl(school, "0", query, screen.current);
  const t = translatorFor(request);
  const { answered, unanswered } = screen.counts;
  const dialog = !screen.confirm
    ? null
    : unanswered > 0
      ? {
          title: t("practiceAnswer.incompleteTitle"),
          message: t("practiceAnswer.incomplete", { answered, unanswered }),
        }
      : { title: t("practiceAnswer.confirmSubmitTitle"), message: t("practiceAnswer.confirmSubmit") };
  return {
    here,
    autosaveUrl: here.replace("?", "/autosave?"),
    // The answers' own name among the learner's records on the device: a chapter id is not an attempt id.
    recordId: `p${query.chapterId}`,
    submit: t("practiceAnswer.submit"),
    dialog,
  };
}
