import "~/components/page-kit";
import "~/features/question/question-kit";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";

import { reviewState } from "~/domain/answer-card";
import { practiceScreenUrl } from "~/domain/question-paths";
import { AnswerCard } from "~/features/question/answer-card";
import { LazyConfirmDialog } from "~/features/question/question-dialog";
import { QuestionFailed, QuestionScreen, QuestionScreenFailure } from "~/features/question/question-screen";
import { ReviewNav } from "~/features/question/review-nav";
import { ReviewedQuestion } from "~/features/question/reviewed-question";
import { asksAnswerAgain, CONFIRM_AGAIN } from "~/domain/answer-again";
import { useT } from "~/i18n/i18n";
import { answerPracticeAgain, loadPracticeScreen } from "~/features/question/practice.server";
import { requireSchool } from "~/forms/ids.server";
import { parseForm } from "~/forms/parse-form.server";
import { AnswerAgainFormSchema } from "~/features/question/answer-form.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";

// Practice review (learner-area §2 Practice answering and review, §4 Practice): the submitted chapter with each
// question's result, the card coloured right / wrong / unanswered, and 'answer again', which discards the answers
// and so asks first (decision 020): the button opens `?confirm=again` (URL state, JS on and off), and only the
// dialog's post (`intent=again`: the card with is_again 1 clears the chapter's answers) starts again.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const loaded = await loadPracticeScreen(request, requireSchool(params), "AgainPractice");
  const confirmAgain = asksAnswerAgain(new URL(request.url).searchParams.get("confirm"));
  return { ...loaded, confirmAgain };
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    const form = await parseForm(request, AnswerAgainFormSchema);
    // A post that did not come from the confirm dialog only opens it: nothing is discarded unasked.
    if (!form.ok) {
      const url = new URL(request.url);
      url.searchParams.set("confirm", CONFIRM_AGAIN);
      return redirect(`${url.pathname}${url.search}`);
    }
    return answerPracticeAgain(request, requireSchool(params));
  });

export const meta = screenMeta<{ query: { name: string } | null }>(
  "title.practiceReview",
  (loaded) => loaded.query?.name,
);

export default function AgainPractice() {
  const t = useT();
  const { query, failure, screen, confirmAgain } = useLoaderData<typeof loader>();
  const school = useParams().school ?? "";
  if (!screen || !query) {
    return <QuestionScreenFailure name={query?.name ?? ""} message={failure?.message ?? ""} />;
  }
  const { current } = screen;
  const hrefFor = (queId: string) => practiceScreenUrl(school, "1", query, queId);
  return (
    <QuestionScreen
      name={query.name}
      main={
        current === null ? null : (
          <>
            {screen.question && !screen.question.ok ? (
              <QuestionFailed message={screen.question.message} />
            ) : (
              <ReviewedQuestion
                key={current}
                question={screen.question?.ok ? screen.question.data : null}
                number={screen.number}
                result={screen.item ? reviewState(screen.item) : undefined}
                context="practice"
              />
            )}
            <div className="question-form__bar">
              <ReviewNav
                previous={screen.previous}
                next={screen.next}
                total={screen.total}
                hrefFor={hrefFor}
              />
            </div>
          </>
        )
      }
      card={
        <>
          <AnswerCard mode="review" items={screen.items} current={current} hrefFor={hrefFor} />
          <p className="question-screen__actions">
            <Link
              to={practiceScreenUrl(school, "1", query, current, { confirm: CONFIRM_AGAIN })}
              className="button button--primary"
              preventScrollReset
            >
              {t("practiceAnswer.answerAgain")}
            </Link>
          </p>
        </>
      }
      dialogs={
        confirmAgain ? (
          <LazyConfirmDialog
            title={t("practiceAnswer.againTitle")}
            message={t("practiceAnswer.againConfirm")}
            closeHref={practiceScreenUrl(school, "1", query, current)}
            fields={{ intent: CONFIRM_AGAIN }}
            confirmLabel={t("practiceAnswer.answerAgain")}
          />
        ) : null
      }
    />
  );
}
