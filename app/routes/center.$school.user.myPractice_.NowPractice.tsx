import "~/components/page-kit";
import "~/features/question/question-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";

import { FormErrors } from "~/components/ui/form-errors";
import { answeringClientAction } from "~/features/question/answer-outbox";
import { AnswerSaving } from "~/features/question/answer-status";
import { AnswerCard } from "~/features/question/answer-card";
import { AnswerFileDeleteDialog } from "~/features/question/answer-files";
import { AnsweringForm } from "~/features/question/answering-form";
import { canKeep, KeptAnswer } from "~/features/question/kept-answer";
import { PracticeCheckArea } from "~/features/question/practice-check";
import { LazyConfirmDialog } from "~/features/question/question-dialog";
import { QuestionFailed, QuestionScreen, QuestionScreenFailure } from "~/features/question/question-screen";
import {
  answerPractice,
  loadPracticeScreen,
  practiceAnsweringWords,
} from "~/features/question/practice.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";
import { useIsPending } from "~/hooks/use-is-pending";

// Practice answering (learner-area §2 Practice answering and review, §4 Practice): the question on the left,
// the card on the right. Every move posts the question form (app/features/question/dispatch.server.ts): the answer
// is saved (subtype 1) and the browser is redirected to the next question; 'submit' with questions unanswered
// opens the incomplete-submit dialog (?confirm=incomplete, with the counts), whose confirm, like a submit with
// every question answered, saves with subtype 2 and goes to the review.

const FORM_ID = "practice-question";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const loaded = await loadPracticeScreen(request, school, "NowPractice");
  // The screen's addresses and its dialog's words come computed: less for its first script to carry.
  const words = loaded.screen ? practiceAnsweringWords(request, school, loaded.query, loaded.screen) : null;
  return { ...loaded, words };
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, ({ request, params }) => answerPractice(request, requireSchool(params)));

/** With JavaScript: every answer kept on the device and sent in order, as in an assessment (decision 042). */
export const clientAction = ({ request, serverAction }: ClientActionFunctionArgs) =>
  answeringClientAction(request, serverAction);

export const meta = screenMeta<{ query: { name: string } | null }>(
  "title.practiceAnswer",
  (loaded) => loaded.query?.name,
);

export default function NowPractice() {
  const { query, failure, screen, words } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useIsPending({ state: "non-idle" });
  if (!screen || !query || !words) {
    return (
      <QuestionScreenFailure name={query?.name ?? ""} message={failure?.message ?? ""}>
        {/* The card failed after a refused answer (a full outage): the answer is kept to be sent again. */}
        {canKeep(failed) ? (
          <>
            <FormErrors id={`${FORM_ID}-error`} message={failed.message} />
            <KeptAnswer failure={failed} />
          </>
        ) : null}
      </QuestionScreenFailure>
    );
  }
  const { current } = screen;
  const question = screen.question?.ok ? screen.question.data : null;
  const keep = failed && failed.queId === current ? failed : null;
  const { here, autosaveUrl, recordId, submit, dialog } = words;
  return (
    <QuestionScreen
      name={query.name}
      main={
        current === null ? null : (
          <>
            {/* The answers' one status line and their way to the server (decision 042). */}
            <AnswerSaving
              formId={FORM_ID}
              recordId={recordId}
              queId={current}
              number={screen.number}
              enabled={!keep}
              autosaveUrl={autosaveUrl}
            />
            <FormErrors id={`${FORM_ID}-error`} message={keep?.message ?? null} />
            {/* The question did not load after a refused answer: the answer is kept apart (no nested form). */}
            {screen.question && !screen.question.ok && canKeep(keep) ? (
              <KeptAnswer failure={keep} />
            ) : (
              <AnsweringForm
                formId={FORM_ID}
                shown={{ ...screen, current }}
                question={question}
                context="practice"
                submitLabel={submit}
                busy={busy}
                sent={keep?.values}
                fallback={
                  screen.question && !screen.question.ok ? (
                    <QuestionFailed message={screen.question.message} />
                  ) : undefined
                }
              >
                {/* "Check this answer" (decision 051): the saved answer's result and analysis. */}
                {question ? <PracticeCheckArea check={screen.check} /> : null}
              </AnsweringForm>
            )}
          </>
        )
      }
      card={
        <AnswerCard
          mode="answering"
          items={screen.items}
          current={current}
          formId={FORM_ID}
          disableWhile="posting"
        />
      }
      dialogs={
        current === null ? null : (
          <>
            {question ? (
              <AnswerFileDeleteDialog
                files={question.user_attachment}
                closeHref={here}
                fields={{ que_id: current }}
              />
            ) : null}
            {/* 'submit' with questions unanswered asks first, as the assessment does (?confirm=incomplete). */}
            {dialog ? (
              <LazyConfirmDialog
                title={dialog.title}
                message={dialog.message}
                closeHref={here}
                fields={{ intent: "finish", from: "dialog", que_id: current }}
                confirmLabel={submit}
              />
            ) : null}
          </>
        )
      }
    />
  );
}
