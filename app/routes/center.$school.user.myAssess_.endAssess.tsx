import "~/components/page-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";

import { useFormatDuration } from "~/components/time-used";
import { parseSeconds } from "~/domain/assessment-result";
import { myAssessUrl } from "~/domain/learner-paths";
import { useBlockBack } from "~/hooks/use-block-back";
import { useT } from "~/i18n/i18n";
import { screenMeta } from "~/utils/page-title";

// Assessment end page (learner-area §2 Assessment end page, §4 'after final submit'): the time used and the way
// back. Reached after a submit when the assessment does not show its result (show_result 0).

export function loader({ request }: LoaderFunctionArgs) {
  // A `time` that is not whole seconds is left out; the page itself still says the attempt is done.
  return { time: parseSeconds(new URL(request.url).searchParams.get("time")) };
}

export const meta = screenMeta("assessResult.endTitle");

export default function AssessmentEnd() {
  const t = useT();
  const { time } = useLoaderData<typeof loader>();
  const school = useParams().school ?? "";
  const formatDuration = useFormatDuration();
  useBlockBack();

  return (
    <section className="assess-end" aria-labelledby="assess-end-title">
      <h1 id="assess-end-title">{t("assessResult.endTitle")}</h1>
      <p>{t("assessResult.endText")}</p>
      {time !== null ? (
        <p className="assess-end__time">{t("assessResult.endTime", { time: formatDuration(time) })}</p>
      ) : null}
      <p className="assess-end__actions">
        {/* The records tab: the attempt just finished is listed there, the first thing a learner checks. */}
        <Link className="button button--primary" to={myAssessUrl(school, { tabs: 1 })}>
          {t("assessResult.backToList")}
        </Link>
      </p>
    </section>
  );
}
