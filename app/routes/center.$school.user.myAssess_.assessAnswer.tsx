import "~/components/page-kit";
import "~/features/question/question-kit";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useParams,
  type ClientActionFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";

import { answeringClientAction } from "~/features/question/answer-outbox";
import { AnswerSaving } from "~/features/question/answer-status";
import { AnswerCard } from "~/features/question/answer-card";
import { AnswerFileDeleteDialog } from "~/features/question/answer-files";
import { canKeep, KeptAnswer } from "~/features/question/kept-answer";
import { AnsweringForm } from "~/features/question/answering-form";
import { FormErrors } from "~/components/ui/form-errors";
import { lazyPart } from "~/components/ui/lazy-part";
import { LazyConfirmDialog } from "~/features/question/question-dialog";
import { isAnswerable } from "~/domain/answer-encoding";
import { assessAnswerUrl, attemptSummaryUrl, autosaveUrl } from "~/domain/question-paths";
import { useT } from "~/i18n/i18n";
import { answerAssessment, loadAttemptScreen } from "~/features/question/assessment.server";
import { createApi } from "~/services/http.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";
import { useIsPending } from "~/hooks/use-is-pending";
import { getEnv } from "~/env.server";
import type { QuestionFailure } from "~/features/question/adapter";

// Assessment answering (learner-area §2, §4 Assessment; docs/contracts/practice-and-exams.md). One question at a
// time as a form (app/features/question/dispatch.server.ts): a move (previous, next, a card number, the flag) saves
// the answer with subtype 1 and redirects (post/redirect/get, so it all works without JavaScript); 'submit'
// saves, then opens the confirm dialog as URL state (?confirm=submit|incomplete), whose confirm finishes with
// subtype 2. The deadline is the server's: the loader prints the time left by the server's clock, the browser
// counts down from it and finishes at zero without a dialog; the upstream refuses late saves (1409) and finishes
// an expired attempt itself.

const FORM_ID = "assess-answer-form";

/** The timer: its count and the finish at zero load after the page's first script (decision 011). */
const AttemptTimer = lazyPart(() =>
  import("~/features/question/attempt-timer.lazy").then((module) => module.AttemptTimer),
);

/** The screen, the assessment's name, then the school, so the tab says what is being sat (decision 022). */
export const meta = screenMeta<{ attempt: { name: string } }>(
  "title.assessAnswer",
  (loaded) => loaded.attempt.name,
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { attempt, shown, timer, counts, confirm, listHref } = await loadAttemptScreen(
    request,
    createApi(request),
    requireSchool(params),
  );
  return data(
    {
      attempt,
      // null: this post was refused and the card could not be read either; the refused answer is kept.
      cardFailed: shown === null,
      items: shown?.items ?? [],
      queId: shown ? shown.current : (attempt.queId ?? null),
      question: shown?.question?.ok ? shown.question.data : null,
      number: shown?.number ?? 1,
      previous: shown?.previous ?? null,
      next: shown?.next ?? null,
      total: shown?.total ?? 0,
      isSign: shown?.isSign ?? "2",
      attachment: shown?.attachment ?? "[]",
      questionFailed: shown?.question ? !shown.question.ok : false,
      timer,
      counts,
      confirm,
      listHref,
      // The confirm dialog's way to the attempt's summary (decision 043).
      summaryHref: attemptSummaryUrl(requireSchool(params), attempt),
      // The zone of the end time without JavaScript (the browser shows its own).
      timeZone: getEnv().timeZone,
    },
    // An attempt in progress is never served from a cache (the back button included).
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** After a failed save the page shows again with what was sent: no reload that would replace it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, ({ request, params }) => answerAssessment(request, requireSchool(params)));

/** With JavaScript: answers kept on the device, a submit refused while they cannot be sent (decision 042). */
export const clientAction = ({ request, serverAction }: ClientActionFunctionArgs) =>
  answeringClientAction(request, serverAction);

export default function AssessAnswer() {
  const t = useT();
  const school = useParams().school ?? "";
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<QuestionFailure>();

  const { attempt, items, queId, question, isSign, attachment, questionFailed, timer, counts, confirm } =
    loaded;
  const { cardFailed } = loaded;
  const { number, previous, next, total } = loaded;
  const location = useLocation();
  const busy = useIsPending();

  const here = assessAnswerUrl(school, { ...attempt, queId });
  // Without its card the screen shows the refused answer whichever question the URL names.
  const sentHere = failure && (cardFailed || failure.queId === queId) ? failure : null;
  // The question cannot be shown: the refused answer is kept in a form that posts it again.
  const kept = (cardFailed || questionFailed) && canKeep(sentHere) ? sentHere : null;

  return (
    <section className="assess-answer question-screen" aria-labelledby="assess-answer-title">
      <header className="question-screen__header assess-answer__header">
        <h1 id="assess-answer-title">{attempt.name}</h1>
        {/* At zero: finish with the answer on screen, no dialog (learner-area §4). */}
        <AttemptTimer
          mode={timer}
          timeZone={loaded.timeZone}
          formId={FORM_ID}
          action={here}
          timeUrl={autosaveUrl(school, location.search)}
          queId={queId}
        />
      </header>
      {/* Every answer kept on this device and sent in order, and their one status line (decision 042). */}
      <AnswerSaving
        formId={FORM_ID}
        recordId={attempt.recordId}
        queId={queId ?? ""}
        number={number}
        enabled={Boolean(question && queId && !sentHere && isAnswerable(question.type))}
        autosaveUrl={autosaveUrl(school, location.search)}
        endsAt={timer.kind === "countdown" ? timer.endsAt : null}
      />

      <FormErrors id={`${FORM_ID}-error`} message={sentHere?.message ?? null} />

      <div className="question-screen__layout">
        <div className="question-screen__main">
          {kept ? (
            <KeptAnswer failure={kept} action={assessAnswerUrl(school, { ...attempt, queId: kept.queId })} />
          ) : cardFailed ? (
            // The service is unavailable: this screen's own failure, in place, with a retry of this address (never
            // kept on the device as a copy, decision 052).
            <div className="question-screen__fallback" role="alert" data-no-copy="">
              <p>{t("assessResult.cardFailed")}</p>
              <p>{t("errors.unavailableText")}</p>
              <p>
                <Link className="button button--primary" to={here} reloadDocument>
                  {t("common.retry")}
                </Link>
              </p>
            </div>
          ) : queId === null ? (
            <p className="question-screen__fallback">{t("assess.emptyCard")}</p>
          ) : questionFailed ? (
            <p className="question-screen__fallback" role="alert">
              {t("assess.questionFailed")}
            </p>
          ) : (
            <AnsweringForm
              formId={FORM_ID}
              shown={{ current: queId, number, previous, next, total, isSign, attachment }}
              question={question}
              context="exam"
              submitLabel={t("assess.submit")}
              busy={busy}
              action={here}
              sent={sentHere?.values}
            />
          )}
        </div>
        <aside className="question-screen__aside">
          {cardFailed ? null : (
            <AnswerCard
              mode="answering"
              items={items}
              current={queId}
              formId={FORM_ID}
              disableWhile="submitting"
            />
          )}
          {queId === null || questionFailed || cardFailed ? (
            <p>
              <Link to={loaded.listHref}>{t("assess.back")}</Link>
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
        <LazyConfirmDialog
          title={counts.unanswered > 0 ? t("assess.incompleteTitle") : t("assess.confirmSubmitTitle")}
          message={
            counts.unanswered > 0
              ? t("assess.incomplete", { answered: counts.answered, unanswered: counts.unanswered })
              : t("assess.confirmSubmit")
          }
          closeHref={here}
          fields={{ intent: "finish", from: "dialog", que_id: queId }}
          confirmLabel={t("assess.submit")}
          link={{ href: loaded.summaryHref, label: t("assess.summaryLink") }}
        />
      ) : null}
    </section>
  );
}
