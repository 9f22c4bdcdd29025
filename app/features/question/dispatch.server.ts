import { data, redirect } from "@remix-run/node";

import { cardCounts } from "~/domain/answer-card";
import { parseId } from "~/domain/ids";
import { CHECK_QUERY } from "~/domain/practice-check";
import { refusalMessage } from "~/domain/refusals";
import { CONFIRM_DELETE_FILE, confirmDeleteFile, UPLOADS_BUSY_HEADER } from "~/domain/upload-rules";
import type { FormMessage } from "~/forms/form-message";
import type { Translate } from "~/i18n/i18n";
import { createApi, type Api } from "~/services/http.server";
import { settle, type Failure } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

import { restartDeadline } from "~/utils/request-scope.server";

import type { AnswerToSave, QuestionFailure, QuestionSide, SentQuestionFields } from "./adapter";
import { answerWithoutFile, uploadToast } from "./answer-files.server";
import {
  parseAnswerForm,
  questionFields,
  readQuestionForm,
  savedAnswer,
  withAnswerFiles,
  type AnswerPost,
  type QuestionFields,
} from "./answer-form.server";

// The one intent dispatcher of the question form (docs/contracts/practice-and-exams.md, "The screens' URL state
// and question forms"), for practice and assessments alike; ./adapter.ts says what each side does differently.
// Every move saves what the form holds (subtype 1) and redirects (post/redirect/get, so it all works without
// JavaScript). Intents: save, flag, go:<que_id>, upload, delete-file:<file>, submit; the file dialog's
// confirm-delete-file; in confirm mode 'finish' (the dialog's confirm, or the time-up finish with the form as it
// stands). A failure is a QuestionFailure (status 400) or, when the screen has ended, a redirect with a toast.

type Reply = Response | ReturnType<typeof data<QuestionFailure>>;

/** What was sent of the answer: the values typed and the form's own fields (null: a dialog's post, no answer). */
type Sent = { values: QuestionFailure["values"]; fields: SentQuestionFields | null };

const NOTHING_SENT: Sent = { values: null, fields: null };

function sentFields(fields: QuestionFields): SentQuestionFields {
  return {
    queType: fields.que_type,
    options: fields.options,
    isSign: fields.is_sign,
    attachment: fields.attachment,
  };
}

/**
 * The form refused with what it sent. With the form's own fields the answer is kept (it could not be saved because
 * the upstream was unavailable): the page's loaders then show it even when their own data fails too.
 */
function failed(message: FormMessage, queId: string, sent: Sent, init: ResponseInit = { status: 400 }) {
  const failure: QuestionFailure = { message, queId, ...sent };
  return data(failure, init);
}

/**
 * A refused save: where the screen goes when it has ended, else the server's words or 'submit failed'. A final
 * submit that finds the attempt already over (a second submit of the same form, without JavaScript) has done
 * what it was for: it lands where a finish lands, without an error (decision 024).
 */
async function refused(
  screen: QuestionSide,
  failure: Failure,
  queId: string,
  sent: Sent,
  final = false,
): Promise<Reply> {
  // In the page's language when the catalogue knows the code (decision 043); else 'submit failed' and the words.
  const message = refusalMessage(
    screen.mode === "assessment" ? "attempt" : "practice",
    failure,
    screen.saveFailedKey,
  );
  const over = await endedUrl(screen, failure);
  if (over && final) return redirect(over);
  if (over)
    return redirectWithToast(over, { type: "error", key: message.key, text: message.text ?? undefined });
  // Only an answer the upstream could not take (down, too slow) is kept to be sent again as it is; one it refused
  // (not this learner's attempt, a record that does not exist) would be refused again.
  const kept = failure.kind === "unavailable" ? sent : { values: sent.values, fields: null };
  return failed(message, queId, kept);
}

const isMultipart = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");

const answerOf = (post: AnswerPost): AnswerToSave => ({
  queId: post.queId,
  answer: post.answer,
  isSign: post.isSign,
  attachment: post.attachment,
  order: post.order,
});

/**
 * Serves a question form post on a screen of either kind. `refuse`: the screen's URL does not say what it shows
 * (the practice screen without its chapter): the form is refused as it came, as a malformed one.
 */
export async function dispatchAnswer(
  request: Request,
  api: Api,
  screen: QuestionSide,
  t: Translate,
  options: { refuse?: boolean } = {},
) {
  // The files stream on upstream while the body comes (decision 050).
  const form = await readQuestionForm(request, { request, resourceType: screen.resourceType });
  // Reading a form with files takes minutes on a slow line: not the page's time (docs/decisions/045).
  if (isMultipart(request)) restartDeadline();
  const fields = questionFields(form);
  const { intent } = fields;
  if (options.refuse) {
    const parsed = parseAnswerForm(form, screen.mode);
    const values = parsed.ok ? parsed.value.values : parsed.values;
    const key = parsed.ok ? "question.badForm" : (parsed.errors[0] ?? "question.badForm");
    return failed({ key, text: null }, parsed.ok ? parsed.value.queId : parsed.queId, {
      values,
      fields: null,
    });
  }
  if (intent === CONFIRM_DELETE_FILE) return confirmFileDelete(screen, fields);

  // 'finish' is the final save: from the confirm dialog with the answer as saved, else (time up) with the form
  // as it stands.
  const finishing = intent === "finish";
  if (finishing && fields.from === "dialog") return finishAsSaved(screen, parseId(fields.que_id));
  if (finishing) form.set("intent", "save");

  const parsed = parseAnswerForm(form, screen.mode);
  if (!parsed.ok) {
    const key = parsed.errors[0] ?? "question.badForm";
    return failed({ key, text: null }, parsed.queId, { values: parsed.values, fields: null });
  }
  // "Check this answer" is practice's alone (decision 051): an assessment's form never sends it.
  if (parsed.value.intent === "check" && screen.mode !== "practice") {
    return failed({ key: "question.badForm", text: null }, parsed.value.queId, {
      values: parsed.value.values,
      fields: null,
    });
  }
  // Files sent past the process's bound on upload bodies were not taken (docs/decisions/045): nothing is saved,
  // the form comes back as typed with 503 and Retry-After, to be sent again as it is.
  const busy = request.headers.get(UPLOADS_BUSY_HEADER);
  if (form.chosen.problem === "busy" && busy !== null) {
    return failed(
      { key: "files.busy", text: null },
      parsed.value.queId,
      { values: parsed.value.values, fields: sentFields(fields) },
      { status: 503, headers: { "Retry-After": busy, "Cache-Control": "no-store" } },
    );
  }

  // A deleted question (or a combination) has nothing to save: a move just moves. 'submit' from it asks like any
  // other (or, with nothing to ask, is the final save with the question's empty answer).
  if (!parsed.value.answerable && !finishing) {
    if (parsed.value.intent !== "submit") return redirect(moveOf(screen, parsed.value));
    const ask = await confirmUrl(screen, parsed.value.queId);
    return ask ? redirect(ask) : finish(screen, answerOf(parsed.value));
  }

  // The answer shown was not touched (app/domain/answer-unchanged.ts; no file came with it): it is not saved again.
  if (parsed.value.unchanged && form.chosen.files.length === 0)
    return unchangedPost(screen, parsed.value, finishing);

  // The upload step, only for a post that is saved: the files chosen in the form go with the answer. Each call
  // has its own time-out: the body's reading (minutes on a slow line) has used up the request's deadline.
  const { post, upload } = parsed.value.answerable
    ? await withAnswerFiles(
        form.chosen.files.length ? createApi(request, { deadline: "each call" }) : api,
        form,
        parsed.value,
        screen.resourceType,
      )
    : { post: parsed.value, upload: null };
  // The save and what follows get a whole deadline, whatever the body and its files took.
  if (form.chosen.files.length || isMultipart(request)) restartDeadline();

  // The answer's files as saved with it: the ones just sent on are in it, so an answer kept after a failed save
  // (the service down) carries them into the next save instead of leaving them unattached upstream.
  const sent: Sent = { values: post.values, fields: { ...sentFields(fields), attachment: post.attachment } };
  if (finishing) return finish(screen, answerOf(post), sent, "time");
  const saved = await settle(screen.save(answerOf(post), 1));
  if (!saved.ok) return refused(screen, saved, post.queId, sent);

  // Delete: what was typed is saved (above); the confirm dialog then asks 'Sure to delete this file?'.
  if (post.intent === "delete-file") {
    return redirect(screen.here(post.queId, { confirm: confirmDeleteFile(post.target) }));
  }
  // Say how the files went (a submit's dialog comes first).
  const toast = upload && post.intent !== "submit" ? uploadToast(t, upload, form) : null;
  if (toast) return redirectWithToast(moveOf(screen, post), toast);
  if (post.intent === "submit") {
    // Saved; the card as it is now says whether to ask first. Nothing to ask: the final save of the same answer.
    const ask = await confirmUrl(screen, post.queId);
    return ask ? redirect(ask) : finish(screen, answerOf(post), sent);
  }
  return redirect(moveOf(screen, post));
}

/**
 * After 'submit' saved the answer: the screen with its confirm dialog open, chosen by the card as it is now (the
 * save just made included), or null when the side asks nothing: the final save follows at once. A card that
 * cannot be read counts no question unanswered.
 */
async function confirmUrl(screen: QuestionSide, queId: string): Promise<string | null> {
  const card = await settle(screen.card());
  const unanswered = card.ok ? cardCounts(card.data.items).unanswered : 0;
  if (unanswered > 0) return screen.here(queId, { confirm: "incomplete" });
  return screen.asks === "always" ? screen.here(queId, { confirm: "submit" }) : null;
}

/**
 * A refused save that ends the screen (the side's `overCode`: the attempt is over): where it goes, which the save
 * that found out had no reply to say, so the card says it (a finished attempt's show_result and time used), or
 * failing that the side's default. null: the screen has not ended, the failure is shown.
 */
export async function endedUrl(screen: QuestionSide, failure: Failure): Promise<string | null> {
  if (screen.overCode === null || failure.code !== screen.overCode) return null;
  const card = await settle(screen.card());
  return screen.finished(card.ok ? card.data.finished : null);
}

/**
 * How an attempt was handed in, for the result page to say (decision 043): by the learner (the dialog's confirm)
 * or automatically at the deadline (the timer's finish, which posts the form as it stands without `from`).
 */
type HandedInBy = "learner" | "time";

/** The finished screen's URL with how the assessment's attempt was handed in (`ended`); practice's as it is. */
function withEnded(screen: QuestionSide, url: string, by: HandedInBy): string {
  return screen.mode === "assessment" ? `${url}${url.includes("?") ? "&" : "?"}ended=${by}` : url;
}

/** The final save (subtype 2), and where the finished screen goes. */
async function finish(
  screen: QuestionSide,
  answer: AnswerToSave,
  sent: Sent = NOTHING_SENT,
  by: HandedInBy = "learner",
): Promise<Reply> {
  const done = await settle(
    screen.save(answer, 2).then((reply) => withEnded(screen, screen.finished(reply), by)),
  );
  // A final submit the server already took ('already submitted') lands on the result without an error.
  return done.ok ? redirect(done.data) : refused(screen, done, answer.queId, sent, true);
}

/** go: the target; check: this question with its check shown (decision 051); flag, save, upload: this question. */
function moveOf(screen: QuestionSide, post: AnswerPost): string {
  if (post.intent === "check") return screen.here(post.queId, { [CHECK_QUERY]: "1" });
  return screen.here(post.intent === "go" ? post.target : post.queId);
}

/** The confirm dialog's final submit (or an unchanged one's): the question's answer as saved, with subtype 2. */
async function finishAsSaved(screen: QuestionSide, queId: string | null, by?: HandedInBy): Promise<Reply> {
  if (!queId) return failed({ key: screen.saveFailedKey, text: null }, "", NOTHING_SENT);
  // A question that cannot be read is a failure, never an empty answer: sending "" would wipe it.
  const question = await settle(screen.question(queId));
  if (!question.ok) return refused(screen, question, queId, NOTHING_SENT);
  return finish(screen, { queId, ...savedAnswer(question.data) }, NOTHING_SENT, by);
}

/** Unchanged (never the answer shown, maybe older than the server's): a move saves nothing, and so does practice's
 * check (it checks the answer the server holds); the flag, a submit's final save and the time-up finish save the
 * answer the server holds (the flag as asked); a submit asks as ever. */
async function unchangedPost(screen: QuestionSide, post: AnswerPost, finishing: boolean): Promise<Reply> {
  const { queId } = post;
  if (finishing) return finishAsSaved(screen, queId, "time");
  if (post.intent === "submit") {
    const ask = await confirmUrl(screen, queId);
    return ask ? redirect(ask) : finishAsSaved(screen, queId);
  }
  if (post.intent === "flag") {
    const question = await settle(screen.question(queId));
    const sent = { values: post.values, fields: null };
    if (!question.ok) return refused(screen, question, queId, sent);
    const flagged = { queId, ...savedAnswer(question.data), isSign: post.isSign, order: post.order };
    const saved = question.data ? await settle(screen.save(flagged, 1)) : null;
    if (saved && !saved.ok) return refused(screen, saved, queId, sent);
  }
  return redirect(moveOf(screen, post));
}

/** 'Sure to delete this file?' confirmed: the answer as saved (just before the dialog opened) without the file. */
async function confirmFileDelete(screen: QuestionSide, fields: QuestionFields): Promise<Reply> {
  const queId = parseId(fields.que_id);
  if (!queId) return redirect(screen.here(null));
  const here = screen.here(queId);
  // A question that cannot be read must not save an empty answer.
  const question = await settle(screen.question(queId));
  const kept = question.ok && question.data ? answerWithoutFile(question.data, fields.file) : null;
  if (!kept) return redirectWithToast(here, { type: "error", key: "files.missing" });
  const saved = await settle(screen.save({ queId, ...kept }, 1));
  if (!saved.ok) return refused(screen, saved, queId, NOTHING_SENT);
  return redirectWithToast(here, { type: "success", key: "files.deleted" });
}
