import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";

import { AnswerCard } from "~/components/question/answer-card";
import { QuestionForm } from "~/components/question/question-form";
import { QuestionView } from "~/components/question/question-view";
import { PracticeScreenFrame, PracticeScreenFailure } from "~/components/question/practice-screen";
import { stateFromValues } from "~/domain/answer-encoding";
import { parsePracticeQuery, practiceScreenUrl } from "~/domain/practice-rules";
import { useT, type MessageKey } from "~/i18n/i18n";
import { parseAnswerForm, readQuestionForm } from "~/services/answer-form.server";
import { createApi } from "~/services/http.server";
import { savePracticeAnswer } from "~/services/practice.server";
import { loadPracticeScreen } from "~/services/practice-screen.server";
import { settle } from "~/services/upstream-failure";

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
  // go: the target; flag, save and the files' intents (handled by the files block when it lands): this question.
  const next = post.intent === "go" ? post.target : post.queId;
  return redirect(practiceScreenUrl(school, "0", query, next));
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
                />
              )}
            </QuestionForm>
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
