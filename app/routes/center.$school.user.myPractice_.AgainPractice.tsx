import "~/components/page-kit";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation, useParams } from "@remix-run/react";

import { AnswerCard } from "~/components/question/answer-card";
import { ReviewNav } from "~/components/question/question-form";
import { PracticeScreen } from "~/components/question/practice-screen";
import { ReviewedQuestion } from "~/components/question/question-screen";
import { reviewState } from "~/domain/answer-card";
import { practiceScreenUrl } from "~/domain/learner-paths";
import { useT } from "~/i18n/i18n";
import { answerPracticeAgain, loadPracticeScreen } from "~/screens/question/practice-adapter.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/services/guard.server";
import { screenMeta } from "~/utils/page-title";

// Practice review (learner-area §2 Practice answering and review, §4 Practice): the submitted chapter with each
// question's result, the card coloured right / wrong / unanswered, and 'answer again' (a POST: the card with
// is_again 1 clears the chapter's answers, then the answering screen).

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPracticeScreen(request, requireSchool(params), "AgainPractice");
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    return answerPracticeAgain(request, requireSchool(params));
  });

export const meta = screenMeta<{ query: { name: string } | null }>(
  "title.practiceReview",
  (loaded) => loaded.query?.name,
);

export default function AgainPractice() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
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
      card={(screen, query) => (
        <>
          <AnswerCard
            mode="review"
            items={screen.items}
            current={screen.current}
            hrefFor={(queId) => practiceScreenUrl(school, "1", query, queId)}
          />
          <Form
            method="post"
            action={`${location.pathname}${location.search}`}
            className="question-screen__actions"
          >
            <button type="submit" className="button button--primary" disabled={navigation.state !== "idle"}>
              {t("practiceAnswer.answerAgain")}
            </button>
          </Form>
        </>
      )}
    />
  );
}
