import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation, useParams } from "@remix-run/react";

import { AnswerCard } from "~/components/question/answer-card";
import { AnswerFiles, QuestionFileDownload } from "~/components/question/answer-files";
import { ReviewNav } from "~/components/question/question-form";
import { QuestionView } from "~/components/question/question-view";
import { PracticeScreenFailure, PracticeScreenFrame } from "~/components/question/practice-screen";
import { reviewState } from "~/domain/answer-card";
import { myPracticeUrl, practiceScreenUrl } from "~/domain/paths";
import { parsePracticeQuery } from "~/domain/practice-rules";
import { useT } from "~/i18n/i18n";
import { loadPracticeScreen } from "~/screens/question/practice-adapter.server";
import { createApi } from "~/services/http.server";
import { getPracticeCard } from "~/services/practice.server";
import { settle } from "~/services/upstream-failure";
import { redirectWithToast } from "~/utils/toast.server";

// Practice review (learner-area §2 Practice answering and review, §4 Practice): the submitted chapter with each
// question's result, the card coloured right / wrong / unanswered, and 'answer again' (a POST: the card with
// is_again 1 clears the chapter's answers, then the answering screen).

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPracticeScreen(request, params.school ?? "", "AgainPractice");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const school = params.school ?? "";
  const url = new URL(request.url);
  const query = parsePracticeQuery(url.searchParams);
  if (!query)
    return redirectWithToast(myPracticeUrl(school), {
      type: "error",
      key: "practiceAnswer.fetchFailed",
    });
  const card = await settle(getPracticeCard(createApi(request), { ...query, again: true }));
  if (!card.ok) {
    // The server's message, else 'Fetch failed' (learner-area §8), on the review it came from.
    return redirectWithToast(`${url.pathname}${url.search}`, {
      type: "error",
      key: "practiceAnswer.fetchFailed",
      text: card.message || undefined,
    });
  }
  return redirect(practiceScreenUrl(school, "0", query));
}

export default function AgainPractice() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
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
  const hrefFor = (queId: string) => practiceScreenUrl(school, "1", query, queId);
  const question = screen.question?.ok ? screen.question.data : null;

  return (
    <PracticeScreenFrame
      school={school}
      name={query.name}
      main={
        screen.current === null ? (
          <p className="question-screen__fallback">{t("practiceAnswer.emptyCard")}</p>
        ) : (
          <>
            {screen.question && !screen.question.ok ? (
              <p className="question-screen__fallback" role="alert">
                {screen.question.message || t("practiceAnswer.questionFailed")}
              </p>
            ) : (
              <QuestionView
                key={screen.current}
                question={question}
                number={screen.number}
                mode="review"
                result={screen.item ? reviewState(screen.item) : undefined}
                renderAttachment={(file) => <QuestionFileDownload file={file} insideForm={false} />}
              >
                {question ? (
                  <AnswerFiles
                    context="practice"
                    files={question.user_attachment}
                    readOnly
                    insideForm={false}
                  />
                ) : null}
              </QuestionView>
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
          <AnswerCard mode="review" items={screen.items} current={screen.current} hrefFor={hrefFor} />
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
      }
    />
  );
}
