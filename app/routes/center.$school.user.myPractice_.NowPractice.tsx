import "~/components/page-kit";
import "~/features/question/question-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useParams, type ClientActionFunctionArgs } from "@remix-run/react";

import { FormErrors } from "~/components/ui/form-errors";
import { practiceScreenUrl } from "~/domain/question-paths";
import { answeringClientAction } from "~/features/question/answer-outbox";
import { AnswerSaving } from "~/features/question/answer-status";
import { AnswerCard } from "~/features/question/answer-card";
import { AnswerFileDeleteDialog } from "~/features/question/answer-files";
import { AnsweringForm } from "~/features/question/answering-form";
import { canKeep, KeptAnswer } from "~/features/question/kept-answer";
import { PracticeCheckArea } from "~/features/question/practice-check";
import { ConfirmDialog } from "~/features/question/question-dialog";
import { QuestionFailed, QuestionScreen, QuestionScreenFailure } from "~/features/question/question-screen";
import { useT } from "~/i18n/i18n";
import { answerPractice, loadPracticeScreen } from "~/features/question/practice.server";
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
  return loadPracticeScreen(request, requireSchool(params), "NowPractice");
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
  const t = useT();
  const { query, failure, screen } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const school = useParams().school ?? "";
  const busy = useIsPending({ state: "non-idle" });
  if (!screen || !query) {
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
  const here = practiceScreenUrl(school, "0", query, current);
  return (
    <QuestionScreen
      name={query.name}
      main={
        current === null ? null : (
          <>
            {/* The answers' one status line and their way to the server (decision 042). */}
            <AnswerSaving
              formId={FORM_ID}
              // Its own name among the learner's records: a chapter id is not an attempt id.
              recordId={`p${query.chapterId}`}
              queId={current}
              number={screen.number}
              enabled={!keep}
              // This screen's autosave route, with the screen's query: …/NowPractice/autosave?chapter_id=…
              autosaveUrl={here.replace("?", "/autosave?")}
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
                submitLabel={t("practiceAnswer.submit")}
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
            {screen.confirm ? (
              <ConfirmDialog
                title={
                  screen.counts.unanswered > 0
                    ? t("practiceAnswer.incompleteTitle")
                    : t("practiceAnswer.confirmSubmitTitle")
                }
                message={
                  screen.counts.unanswered > 0
                    ? t("practiceAnswer.incomplete", {
                        answered: screen.counts.answered,
                        unanswered: screen.counts.unanswered,
                      })
                    : t("practiceAnswer.confirmSubmit")
                }
                closeHref={here}
                fields={{ intent: "finish", from: "dialog", que_id: current }}
                confirmLabel={t("practiceAnswer.submit")}
              />
            ) : null}
          </>
        )
      }
    />
  );
}
