import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useParams,
  useSubmit,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useCallback, useRef } from "react";

import { useAnswerDraft } from "~/components/assess/answer-draft";
import { ExamTimer } from "~/components/assess/exam-timer";
import { AnswerCard } from "~/components/question/answer-card";
import {
  AnswerFileDeleteDialog,
  AnswerFiles,
  QuestionFileDownload,
} from "~/components/question/answer-files";
import { QuestionForm } from "~/components/question/question-form";
import { QuestionView } from "~/components/question/question-view";
import { ConfirmDialog } from "~/components/ui/modal";
import { cardCounts, cardEntries, currentQuestion, flagOf, neighbours } from "~/domain/answer-card";
import { QUESTION_TYPE, stateFromValues, type AnswerValues } from "~/domain/answer-encoding";
import { parseId } from "~/domain/ids";
import {
  afterFinishUrl,
  assessAnswerUrl,
  myAssessUrl,
  parseAttemptQuery,
  parseSubmitConfirm,
  STATUS_COMPLETED,
  type AttemptQuery,
} from "~/domain/assessment-rules";
import { timerModeOf } from "~/domain/exam-timer";
import { CONFIRM_DELETE_FILE, confirmDeleteFile, takesAnswerFiles } from "~/domain/upload-rules";
import { useT } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/locale.server";
import { answerWithoutFile, uploadToast } from "~/services/answer-files.server";
import { attachmentText, parseAnswerForm, readQuestionForm } from "~/services/answer-form.server";
import {
  isAttemptOver,
  overDestination,
  saveAnswer,
  savedAnswerOf,
  type AttemptAnswer,
} from "~/services/assess-answer.server";
import { getExamCard, getExamQuestion } from "~/services/exam.server";
import type { Api } from "~/services/http.server";
import { createApi } from "~/services/http.server";
import { sanitizeQuestion } from "~/services/question-html.server";
import { settle, type Failure as OutcomeFailure } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

// Assessment answering (learner-area §2, §4 Assessment; docs/contracts/practice-and-exams.md). One question at a
// time as a form: a move (previous, next, a card number, the flag) saves the answer with subtype 1 and redirects
// (post/redirect/get, so it all works without JavaScript); 'submit' saves, then opens the confirm dialog as URL
// state (?confirm=submit|incomplete), whose confirm finishes with subtype 2. The deadline is the server's: the
// loader prints the time left by the server's clock, the browser counts down from it and finishes at zero
// without a dialog; the upstream refuses late saves (1409) and finishes an expired attempt itself.

const FORM_ID = "assess-answer-form";

/** The assessment's name before the site's title (the root's), so the tab says what is being sat. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const site = matches
    .flatMap((match) => match.meta ?? [])
    .map((descriptor) => ("title" in descriptor ? String(descriptor.title) : ""))
    .find(Boolean);
  const name = loaded?.attempt.name ?? "";
  return [{ title: [name, site].filter(Boolean).join(" - ") }];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = params.school ?? "";
  const url = new URL(request.url);
  const attempt = parseAttemptQuery(url.searchParams);
  if (!attempt)
    throw await redirectWithToast(myAssessUrl(school), { type: "error", key: "assess.cardFailed" });
  const api = createApi(request);
  const ref = { examId: attempt.examId, classId: attempt.classId, recordId: attempt.recordId };

  // With a que_id in the query the question is asked for beside the card, not after it.
  const early = attempt.queId
    ? settle(getExamQuestion(api, { ...ref, queId: attempt.queId, again: false }))
    : null;
  early?.catch(() => undefined);
  const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
  if (!card.ok) {
    // 2004 and other failures: the server's message or 'failed to get the answer card', back to the list.
    await early?.catch(() => undefined);
    throw await redirectWithToast(myAssessUrl(school), {
      type: "error",
      key: "assess.cardFailed",
      text: card.message || undefined,
    });
  }
  if (card.data.status === STATUS_COMPLETED) {
    throw redirect(
      afterFinishUrl(school, attempt, {
        showResult: card.data.show_result ?? attempt.showResult,
        useDuration: card.data.use_duration,
      }),
    );
  }

  const items = card.data.items;
  const queId = currentQuestion(items, attempt.queId);
  const question =
    queId === null
      ? null
      : queId === attempt.queId && early
        ? await early
        : await settle(getExamQuestion(api, { ...ref, queId, again: false }));

  const shown = question?.ok ? sanitizeQuestion(question.data) : null;
  return data(
    {
      attempt,
      items,
      queId,
      question: shown,
      // The answer's files as the form's hidden field carries them.
      attachment: attachmentText(shown?.user_attachment ?? []),
      questionFailed: question !== null && !question.ok,
      // The server's clock, never the browser's: the time left as of this response.
      timer: timerModeOf(card.data, Date.now()),
      counts: cardCounts(items),
      confirm: parseSubmitConfirm(url.searchParams.get("confirm")),
    },
    // An attempt in progress is never served from a cache (the back button included).
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** After a failed save the page shows again with what was sent: no reload that would replace it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

const ref = (attempt: AttemptQuery) => ({
  examId: attempt.examId,
  classId: attempt.classId,
  recordId: attempt.recordId,
});

type Failure = { formError: string; queId: string; values: AnswerValues | null };

function answerOf(post: {
  queId: string;
  answer: string;
  isSign: "1" | "2";
  attachment: string;
}): AttemptAnswer {
  return { queId: post.queId, answer: post.answer, isSign: post.isSign, attachment: post.attachment };
}

async function finish(api: Api, school: string, attempt: AttemptQuery, answer: AttemptAnswer, fail: Fail) {
  const saved = await saveAnswer(api, attempt, answer, 2);
  if (!saved.ok) return fail(saved);
  return redirect(
    afterFinishUrl(school, attempt, {
      showResult: saved.data.show_result ?? attempt.showResult ?? null,
      useDuration: saved.data.use_duration,
    }),
  );
}

type Fail = (outcome: { ok: false } & OutcomeFailure) => Promise<Response | ReturnType<typeof data<Failure>>>;

export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const url = new URL(request.url);
  const attempt = parseAttemptQuery(url.searchParams);
  if (!attempt)
    throw await redirectWithToast(myAssessUrl(school), { type: "error", key: "assess.cardFailed" });
  const t = translatorFor(request);
  const api = createApi(request);
  const formData = await readQuestionForm(request);
  const intent = String(formData.get("intent") ?? "");
  const here = (queId: string | null, extra: Record<string, string> = {}) =>
    assessAnswerUrl(school, { ...attempt, queId }, extra);

  let values: AnswerValues | null = null;
  let postedQueId = attempt.queId ?? "";
  // 1409: the attempt is over (time up, or submitted elsewhere); its saved answers count. Say so and go where
  // a finish would go. Anything else: the server's message or 'submit failed', with what was typed kept.
  const fail: Fail = async (outcome) => {
    if (isAttemptOver(outcome))
      return redirectWithToast(await overDestination(api, school, attempt), {
        type: "error",
        key: "assess.submitFailed",
        text: outcome.message || undefined,
      });
    const failure: Failure = {
      formError: outcome.message || t("assess.submitFailed"),
      queId: postedQueId,
      values,
    };
    return data(failure, { status: 400 });
  };

  // The confirm dialog's final submit: the current question's answer as saved, with subtype 2.
  if (intent === "finish" && formData.get("from") === "dialog") {
    const queId = String(formData.get("que_id") ?? "");
    const target = parseId(queId);
    if (!target)
      return data({ formError: t("assess.submitFailed"), queId: "", values: null }, { status: 400 });
    const saved = await savedAnswerOf(api, attempt, target);
    if (!saved.ok) return fail(saved);
    return finish(api, school, attempt, saved.data, fail);
  }

  // 'Sure to delete this file?' confirmed: the answer as saved (just before the dialog opened) without the file.
  if (intent === CONFIRM_DELETE_FILE) {
    const queId = String(formData.get("que_id") ?? "");
    const target = parseId(queId);
    if (!target) return redirect(here(attempt.queId ?? null));
    postedQueId = target;
    // Read here rather than through savedAnswerOf: a question that cannot be read must not save an empty answer.
    const question = await settle(getExamQuestion(api, { ...ref(attempt), queId: target, again: false }));
    const kept =
      question.ok && question.data
        ? answerWithoutFile(question.data, String(formData.get("file") ?? ""))
        : null;
    if (!kept) return redirectWithToast(here(target), { type: "error", key: "files.missing" });
    const done = await saveAnswer(api, attempt, { queId: target, ...kept }, 1);
    if (!done.ok) return fail(done);
    return redirectWithToast(here(target), { type: "success", key: "files.deleted" });
  }

  // Everything else is the question form: the time-up finish sends it as it stands.
  const finishing = intent === "finish";
  if (finishing) formData.set("intent", "save");
  const parsed = parseAnswerForm(formData, "assessment");
  if (!parsed.ok) {
    const failure: Failure = {
      formError: parsed.errors.map((key) => t(key)).join(" "),
      queId: parsed.queId,
      values: parsed.values,
    };
    return data(failure, { status: 400 });
  }
  const post = parsed.value;
  values = post.values;
  postedQueId = post.queId;
  const answer = answerOf(post);

  if (finishing) return finish(api, school, attempt, answer, fail);

  // A deleted question (or a combination) has nothing to save: the move just happens.
  if (post.answerable) {
    const saved = await saveAnswer(api, attempt, answer, 1);
    if (!saved.ok) return fail(saved);
  }
  // Delete: what was typed is saved (above); the confirm dialog then asks 'Sure to delete this file?'.
  if (post.intent === "delete-file") {
    return redirect(here(post.queId, { confirm: confirmDeleteFile(post.target) }));
  }
  // Files chosen in the form were uploaded (tk_exam) while it was read and saved with the answer.
  const toast =
    post.answerable && post.intent !== "submit" ? uploadToast(t, formData.upload, formData) : null;
  if (toast) return redirectWithToast(here(post.intent === "go" ? post.target : post.queId), toast);
  if (post.intent === "go") return redirect(here(post.target));
  if (post.intent === "submit") {
    // The dialog is chosen by the card as it is now, this save included.
    const card = await settle(getExamCard(api, attempt.examId, attempt.classId, attempt.recordId));
    const unanswered = card.ok ? cardCounts(card.data.items).unanswered : 0;
    return redirect(here(post.queId, { confirm: unanswered > 0 ? "incomplete" : "submit" }));
  }
  return redirect(here(post.queId));
}

export default function AssessAnswer() {
  const t = useT();
  const school = useParams().school ?? "";
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { attempt, items, queId, question, attachment, questionFailed, timer, counts, confirm } = loaded;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state === "submitting";

  const here = assessAnswerUrl(school, { ...attempt, queId });
  const entry = cardEntries(items).find((item) => item.que_id === queId);
  const { previous, next, total } = neighbours(items, queId);
  const sentHere = failure && failure.queId === queId ? failure : null;
  const isShort = question?.type === QUESTION_TYPE.short;
  const draft = useAnswerDraft({
    formId: FORM_ID,
    recordId: attempt.recordId,
    queId: queId ?? "",
    saved: question?.user_log?.answer ?? "",
    enabled: Boolean(isShort && queId && !sentHere),
    autosaveUrl: `/center/${encodeURIComponent(school)}/user/myAssess/assessAnswer/autosave${location.search}`,
  });

  // At zero: finish with the answer on screen, no dialog (learner-area §4). Once.
  const finishing = useRef(false);
  const onTimeUp = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    const form = document.getElementById(FORM_ID);
    const body = form instanceof HTMLFormElement ? new FormData(form) : new FormData();
    body.set("intent", "finish");
    if (!(form instanceof HTMLFormElement)) {
      body.set("from", "dialog");
      body.set("que_id", queId ?? "");
    }
    submit(body, { method: "post", encType: "multipart/form-data", action: here, replace: true });
  }, [submit, here, queId]);

  const isSign = flagOf(question);

  return (
    <section className="assess-answer question-screen" aria-labelledby="assess-answer-title">
      <header className="question-screen__header assess-answer__header">
        <h1 id="assess-answer-title">{attempt.name}</h1>
        <ExamTimer mode={timer} onTimeUp={onTimeUp} />
      </header>

      {sentHere?.formError ? (
        <p className="question-screen__error" role="alert">
          {sentHere.formError}
        </p>
      ) : null}

      <div className="question-screen__layout">
        <div className="question-screen__main">
          {queId === null ? (
            <p className="question-screen__fallback">{t("assess.emptyCard")}</p>
          ) : questionFailed ? (
            <p className="question-screen__fallback" role="alert">
              {t("assess.questionFailed")}
            </p>
          ) : (
            <QuestionForm
              id={FORM_ID}
              queId={queId}
              questionType={question?.type ?? 0}
              optionIds={(question?.items ?? []).map((item) => item.id)}
              isSign={isSign}
              attachment={attachment}
              previous={previous}
              next={next}
              total={total}
              flaggable={question !== null}
              action={here}
              busy={busy}
              actions={
                <button
                  type="submit"
                  name="intent"
                  value="submit"
                  className="button button--primary"
                  disabled={busy}
                >
                  {t("assess.submit")}
                </button>
              }
            >
              <QuestionView
                question={question}
                number={entry?.number ?? 1}
                mode="answer"
                state={sentHere?.values ? stateFromValues(sentHere.values) : undefined}
                renderAttachment={(file) => <QuestionFileDownload file={file} />}
              >
                {draft.restored ? (
                  <p className="assess-answer__draft" role="status">
                    {t("assess.draftRestored")}
                  </p>
                ) : null}
                {isShort ? <AutosaveStatus status={draft.status} /> : null}
                {question && takesAnswerFiles(question) ? (
                  <AnswerFiles context="exam" files={question.user_attachment} />
                ) : null}
              </QuestionView>
            </QuestionForm>
          )}
        </div>
        <aside className="question-screen__aside">
          <AnswerCard mode="answering" items={items} current={queId} formId={FORM_ID} disabled={busy} />
          {queId === null || questionFailed ? (
            <p>
              <Link to={myAssessUrl(school)}>{t("assess.back")}</Link>
            </p>
          ) : null}
        </aside>
      </div>

      {/* Outside the question form: the dialog posts a form of its own. */}
      {question && queId ? (
        <AnswerFileDeleteDialog
          files={question.user_attachment}
          closeHref={here}
          fields={{ que_id: queId }}
        />
      ) : null}
      {confirm && queId ? (
        <ConfirmDialog
          title={counts.unanswered > 0 ? t("assess.incompleteTitle") : t("assess.confirmSubmitTitle")}
          message={
            counts.unanswered > 0
              ? t("assess.incomplete", { answered: counts.answered, unanswered: counts.unanswered })
              : t("assess.confirmSubmit")
          }
          closeHref={here}
          fields={{ intent: "finish", from: "dialog", que_id: queId }}
          confirmLabel={t("assess.submit")}
        />
      ) : null}
    </section>
  );
}

function AutosaveStatus({ status }: { status: ReturnType<typeof useAnswerDraft>["status"] }) {
  const t = useT();
  if (status === "idle") return null;
  if (status === "failed")
    return (
      <p className="assess-answer__autosave assess-answer__autosave--failed" role="status">
        {t("assess.autosaveFailed")}
      </p>
    );
  return (
    <p className="assess-answer__autosave">
      {status === "saving" ? t("assess.autosaving") : t("assess.autosaved")}
    </p>
  );
}
