import "~/components/page-kit";
import "~/components/assess/assess-kit";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";

import { useFormatDuration } from "~/components/time-used";
import { myAssessUrl } from "~/domain/learner-paths";
import { AnswersLeft } from "~/features/question/answers-left";
import { loadEndPage } from "~/features/question/end-receipt.server";
import { useBlockBack } from "~/hooks/use-block-back";
import { useT } from "~/i18n/i18n";
import { screenMeta } from "~/utils/page-title";

// Assessment end page (learner-area §2 Assessment end page, §4 'after final submit'): the time used and the way
// back. Reached after a submit when the assessment does not show its result (show_result 0). When the address
// names the attempt, a receipt from the server's record (printable); else the time alone, claiming nothing
// (decision 043).

export const loader = ({ request }: LoaderFunctionArgs) => loadEndPage(request);

const receiptMeta = screenMeta("assessResult.endTitle");
const plainMeta = screenMeta("assessResult.endPlainTitle");
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.receipt ? receiptMeta(args) : plainMeta(args);

export default function AssessmentEnd() {
  const t = useT();
  const { time, receipt } = useLoaderData<typeof loader>();
  const school = useParams().school ?? "";
  const formatDuration = useFormatDuration();
  useBlockBack();

  return (
    <section className="assess-end" aria-labelledby="assess-end-title">
      <h1 id="assess-end-title">{t(receipt ? "assessResult.endTitle" : "assessResult.endPlainTitle")}</h1>
      {/* Answers this attempt left on the device when it ended, listed as not saved (decision 042). */}
      <AnswersLeft />
      {receipt ? (
        <>
          <p>{t("assessResult.endText")}</p>
          <dl className="assess-end__receipt" aria-label={t("assessResult.receipt")}>
            {receipt.name ? (
              <div>
                <dt>{t("assessResult.receiptName")}</dt>
                <dd>{receipt.name}</dd>
              </div>
            ) : null}
            {receipt.handedIn ? (
              <div>
                <dt>{t("assessResult.receiptHandedIn")}</dt>
                <dd>
                  <time dateTime={receipt.handedIn.iso}>{receipt.handedIn.text}</time>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("assessResult.receiptAnswered")}</dt>
              <dd>
                {t("assessResult.receiptAnsweredOf", { answered: receipt.answered, total: receipt.total })}
              </dd>
            </div>
            {time !== null ? (
              <div>
                <dt>{t("assessResult.timeUsed")}</dt>
                <dd>{formatDuration(time)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("assessResult.receiptAttempt")}</dt>
              <dd>{receipt.recordId}</dd>
            </div>
          </dl>
          <p className="assess-end__print">{t("assessResult.receiptPrint")}</p>
        </>
      ) : (
        <>
          <p className="assess-end__plain">{t("assessResult.endPlainText")}</p>
          {time !== null ? (
            <p className="assess-end__time">{t("assessResult.endTime", { time: formatDuration(time) })}</p>
          ) : null}
        </>
      )}
      <p className="assess-end__actions">
        {/* The records tab: the attempt just finished is listed there, the first thing a learner checks. */}
        <Link className="button button--primary" to={myAssessUrl(school, { tabs: 1 })}>
          {t("assessResult.backToList")}
        </Link>
      </p>
    </section>
  );
}
