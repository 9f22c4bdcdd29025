import "~/components/page-kit";
import "~/features/question/question-kit";
import "~/components/assess/assess-kit";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { AnswersLeft } from "~/features/question/answers-left";
import { ResultReview } from "~/features/question/result-review";
import { useBlockBack } from "~/hooks/use-block-back";
import { useT } from "~/i18n/i18n";
import {
  loadResultReview,
  resultReviewAction,
  type ResultReviewData,
} from "~/features/question/assessment-review.server";
import { requireSchool } from "~/forms/ids.server";
import { protectedAction } from "~/guard/guard.server";
import { screenMeta } from "~/utils/page-title";

// Assessment result review (learner-area §2 Assessment result review, §4 Assessment: scoring, §5 score input,
// §8 'failed to get the answer card', 'scoring failed'; the contract in docs/contracts/practice-and-exams.md).
// The current question is URL state (`que_id`); scoring and 'answer again' are form posts (post/redirect/get).
// The review screens' shared parts and this kind's adapter: app/features/question (assessment-review.server.ts).

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadResultReview(request, requireSchool(params));
}

export const action = (args: ActionFunctionArgs) =>
  protectedAction(args, async ({ request, params }) => {
    return resultReviewAction(request, requireSchool(params));
  });

export const meta = screenMeta<ResultReviewData>("assessResult.title", (loaded) => loaded.query.name);

export default function AssessmentResult() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>() as ResultReviewData;
  useBlockBack();

  const title = loaded.query.name || t("assessResult.title");
  return (
    <section className="assess-result" aria-labelledby="assess-result-title">
      <h1 id="assess-result-title">{title}</h1>
      {/* Answers this attempt left on the device when it ended, listed as not saved (decision 042). */}
      <AnswersLeft />
      {loaded.failed ? (
        <>
          <p className="assess-result__fallback" role="alert">
            {t("assessResult.cardFailed")}
          </p>
          <p>
            <Link className="button" to={loaded.listHref}>
              {t("assessResult.backToList")}
            </Link>
          </p>
        </>
      ) : (
        <ResultReview query={loaded.query} card={loaded.card} shown={loaded.shown} scoring={loaded.scoring} />
      )}
    </section>
  );
}
