import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";

import { AnswerCard } from "~/components/question/answer-card";
import {
  AnswerFileDeleteDialog,
  AnswerFiles,
  QuestionFileDownload,
} from "~/components/question/answer-files";
import { QuestionForm } from "~/components/question/question-form";
import { QuestionView } from "~/components/question/question-view";
import { PracticeScreenFrame, PracticeScreenFailure } from "~/components/question/practice-screen";
import { stateFromValues } from "~/domain/answer-encoding";
import { parsePracticeQuery, practiceScreenUrl } from "~/domain/practice-rules";
import { CONFIRM_DELETE_FILE, confirmDeleteFile, takesAnswerFiles } from "~/domain/upload-rules";
import { useT, type MessageKey } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/locale.server";
import { answerWithoutFile, uploadToast } from "~/services/answer-files.server";
import { parseAnswerForm, readQuestionForm } from "~/services/answer-form.server";
import { createApi } from "~/services/http.server";
import { getPracticeQuestion, savePracticeAnswer } from "~/services/practice.server";
import { loadPracticeScreen } from "~/services/practice-screen.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

// Practice answering (learner-area §2 Practice answering and review, §4 Practice): the question on the left,
// the card on the right. Every move posts the question form: the answer is saved (subtype 1) and the browser is
// redirected to the next question; the final submit saves with subtype 2 and goes to the review.

const FORM_ID = "practice-question";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPracticeScreen(request, params.school ?? "", "NowPractice");
}

type ActionFailure = {
  error: { key: MessageKey; text?: string };
  queId: string;
  values: { answer: string[]; blank: string[] };
};

export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const query = parsePracticeQuery(new URL(request.url).searchParams);
  const form = await readQuestionForm(request);
  if (query && form.get("intent") === CONFIRM_DELETE_FILE)
    return confirmFileDelete(request, school, query, form);
  const parsed = parseAnswerForm(form, "practice");
  if (!query || !parsed.ok) {
    const values = parsed.ok ? parsed.value.values : parsed.values;
    const failure: ActionFailure = {
      error: { key: parsed.ok ? "question.badForm" : (parsed.errors[0] ?? "question.badForm") },
      queId: parsed.ok ? parsed.value.queId : parsed.queId,
      values: { answer: [...values.answer], blank: [...values.blank] },
    };
    return data(failure, { status: 400 });
  }
  const post = parsed.value;
  const submit = post.intent === "submit";

  // A deleted question (or one that did not load) has nothing to save; a move just moves. The final submit
  // still has to reach the server, with the (empty) answer of a deleted question.
  if (post.answerable || submit) {
    const saved = await settle(
      savePracticeAnswer(createApi(request), {
        chapterId: query.chapterId,
        exeId: query.exeId,
        queId: post.queId,
        subtype: submit ? 2 : 1,
        isSign: post.isSign,
        answer: post.answer,
        attachment: post.attachment,
      }),
    );
    if (!saved.ok) {
      // The server's message, else 'submit failed' (learner-area §8); the form comes back as it was sent.
      const failure: ActionFailure = {
        error: { key: "practiceAnswer.submitFailed", text: saved.message || undefined },
        queId: post.queId,
        values: { answer: [...post.values.answer], blank: [...post.values.blank] },
      };
      return data(failure, { status: 400 });
    }
  }

  if (submit) return redirect(practiceScreenUrl(school, "1", query));
  const here = practiceScreenUrl(school, "0", query, post.queId);
  // Delete: what was typed is saved (above); the confirm dialog then asks 'Sure to delete this file?'.
  if (post.intent === "delete-file") return redirect(`${here}&confirm=${confirmDeleteFile(post.target)}`);
  // Files chosen in the form were uploaded while it was read and saved with the answer; say how that went.
  const toast = post.answerable ? uploadToast(translatorFor(request), form.upload, form) : null;
  if (toast) return redirectWithToast(here, toast);
  // go: the target; flag, save, upload: this question.
  const next = post.intent === "go" ? post.target : post.queId;
  return redirect(practiceScreenUrl(school, "0", query, next));
}

/** 'Sure to delete this file?' confirmed: the question's saved answer is saved again without that file. */
async function confirmFileDelete(
  request: Request,
  school: string,
  query: NonNullable<ReturnType<typeof parsePracticeQuery>>,
  form: FormData,
) {
  const queId = String(form.get("que_id") ?? "");
  const key = String(form.get("file") ?? "");
  const here = practiceScreenUrl(school, "0", query, queId || null);
  const api = createApi(request);
  const question = await settle(getPracticeQuestion(api, { ...query, queId, again: false }));
  const kept = question.ok && question.data ? answerWithoutFile(question.data, key) : null;
  if (!kept) return redirectWithToast(here, { type: "error", key: "files.missing" });
  const saved = await settle(savePracticeAnswer(api, { ...query, queId, subtype: 1, ...kept }));
  if (!saved.ok) {
    return redirectWithToast(here, {
      type: "error",
      key: "practiceAnswer.submitFailed",
      text: saved.message || undefined,
    });
  }
  return redirectWithToast(here, { type: "success", key: "files.deleted" });
}

export default function NowPractice() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const school = useParams().school ?? "";
  if (!loaded.screen) {
    return (
      <PracticeScreenFailure
        school={school}
        name={loaded.query?.name ?? ""}
        message={loaded.failure.message}
      />
    );
  }
  const { screen, query } = loaded;
  const question = screen.question?.ok ? screen.question.data : null;
  const questionFailed = screen.question !== null && !screen.question.ok;
  const keep = failed && failed.queId === screen.current ? failed : null;
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;

  return (
    <PracticeScreenFrame
      school={school}
      name={query.name}
      main={
        screen.current === null ? (
          <p className="question-screen__fallback">{t("practiceAnswer.emptyCard")}</p>
        ) : (
          <>
            {keep ? (
              <p className="question-screen__error" role="alert">
                {keep.error.text || t(keep.error.key)}
              </p>
            ) : null}
            <QuestionForm
              id={FORM_ID}
              queId={screen.current}
              questionType={question?.type ?? 0}
              optionIds={question?.items.map((item) => item.id) ?? []}
              isSign={screen.isSign}
              attachment={screen.attachment}
              previous={screen.previous}
              next={screen.next}
              total={screen.total}
              flaggable={question !== null}
              busy={busy}
              actions={
                questionFailed ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value="submit"
                    className="button button--primary"
                    disabled={busy}
                  >
                    {t("practiceAnswer.submit")}
                  </button>
                )
              }
            >
              {questionFailed ? (
                <p className="question-screen__fallback" role="alert">
                  {screen.question && !screen.question.ok && screen.question.message
                    ? screen.question.message
                    : t("practiceAnswer.questionFailed")}
                </p>
              ) : (
                <QuestionView
                  question={question}
                  number={screen.number}
                  mode="answer"
                  state={keep ? stateFromValues(keep.values) : undefined}
                  renderAttachment={(file) => <QuestionFileDownload file={file} />}
                >
                  {question && takesAnswerFiles(question) ? (
                    <AnswerFiles context="practice" files={question.user_attachment} />
                  ) : null}
                </QuestionView>
              )}
            </QuestionForm>
            {/* Outside the question form: the dialog posts a form of its own. */}
            {question ? (
              <AnswerFileDeleteDialog
                files={question.user_attachment}
                closeHref={practiceScreenUrl(school, "0", query, screen.current)}
                fields={{ que_id: screen.current }}
              />
            ) : null}
          </>
        )
      }
      card={
        <AnswerCard
          mode="answering"
          items={screen.items}
          current={screen.current}
          formId={FORM_ID}
          disabled={busy}
        />
      }
    />
  );
}
