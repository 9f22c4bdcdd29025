import "~/components/page-kit";
import "~/features/question/question-kit";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";

import { AnswerCard } from "~/features/question/answer-card";
import { ReviewNav } from "~/features/question/review-nav";
import { PracticeScreen } from "~/features/question/practice-screen";
import { ReviewedQuestion } from "~/features/question/reviewed-question";
import { ConfirmDialog } from "~/features/question/question-dialog";
import { reviewState } from "~/domain/answer-card";
import { practiceScreenUrl } from "~/domain/question-paths";
import { asksAnswerAgain, CONFIRM_AGAIN } from "~/domain/answer-again";
import { useT } from "~/i18n/i18n";
import { answerPracticeAgain, loadPracticeScreen } from "~/features/question/practice.server";
import { requireSchool } from "~/forms/ids.server";
import { parseForm } from "~/forms/parse-form.server";
import { AnswerAgainFormSchema } from "~/features/question/answer-form.server";
import { protectedAction } from "~/utils/guard.server";
import { screenMeta } from "~/utils/page-title";

// Practice review (learner-area §2 Practice answering and review, §4 Practice): the submitted chapter with each
// question's result, the card coloured right / wrong / unanswered, and 'answer again', which discards the answers
// and so asks first (issue 14): the button opens `?confirm=again` (URL state, JS on and off), and only the
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
  const loaded = useLoaderData<typeof loader>();
  const school = useParams().school ?? "";
  return (
    <PracticeScreen
      school={school}
      loaded={loaded}
      main={(screen, query) => (
        <>
          {screen.question && !screen.question.ok ? (
            <p className="question-screen__fallback" role="alert">
              {screen.question.message || t("practiceAnswer.questionFailed")}
            </p>
          ) : (
            <ReviewedQuestion
              key={screen.current}
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
              hrefFor={(queId) => practiceScreenUrl(school, "1", query, queId)}
            />
          </div>
        </>
      )}
      card={(screen, query) => {
        const here = practiceScreenUrl(school, "1", query, screen.current);
        return (
          <>
            <AnswerCard
              mode="review"
              items={screen.items}
              current={screen.current}
              hrefFor={(queId) => practiceScreenUrl(school, "1", query, queId)}
            />
            <p className="question-screen__actions">
              <Link
                to={practiceScreenUrl(school, "1", query, screen.current, { confirm: CONFIRM_AGAIN })}
                className="button button--primary"
                preventScrollReset
              >
                {t("practiceAnswer.answerAgain")}
              </Link>
            </p>
            {loaded.confirmAgain ? (
              <ConfirmDialog
                title={t("practiceAnswer.againTitle")}
                message={t("practiceAnswer.againConfirm")}
                closeHref={here}
                fields={{ intent: CONFIRM_AGAIN }}
                confirmLabel={t("practiceAnswer.answerAgain")}
              />
            ) : null}
          </>
        );
      }}
    />
  );
}
