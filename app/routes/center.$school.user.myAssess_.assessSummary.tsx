import "~/components/page-kit";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { loadAttemptSummary } from "~/features/question/attempt-summary.server";
import { requireSchool } from "~/forms/ids.server";
import { useT } from "~/i18n/i18n";
import { screenMeta } from "~/utils/page-title";

// The summary of an attempt (decision 043): every question answered / not answered / flagged, each a link back;
// 'submit' opens the specification's confirm dialog on the answering screen. JS on and off alike: a page.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const summary = await loadAttemptSummary(request, requireSchool(params));
  // An attempt in progress is never served from a cache.
  return data(summary, { headers: { "Cache-Control": "no-store" } });
}

export const meta = screenMeta<{ name: string }>("assess.summaryTitle", (loaded) => loaded.name);

export default function AttemptSummary() {
  const t = useT();
  const { name, entries, counts, backHref, submitHref } = useLoaderData<typeof loader>();
  return (
    <section className="assess-summary" aria-labelledby="assess-summary-title">
      <h1 id="assess-summary-title">{t("assess.summaryTitle")}</h1>
      {name ? <p className="assess-summary__name">{name}</p> : null}
      <p>{t("assess.summaryCounts", { answered: counts.answered, unanswered: counts.unanswered })}</p>
      <table className="assess-summary__table">
        <caption className="visually-hidden">{t("assess.summaryCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("assess.summaryQuestion")}</th>
            <th scope="col">{t("assess.summaryStatus")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.queId} className={entry.answered ? undefined : "assess-summary__row--open"}>
              <th scope="row">
                <Link to={entry.href}>{t("question.number", { n: entry.number })}</Link>
              </th>
              <td>
                {t(entry.answered ? "question.card.answered" : "question.card.unanswered")}
                {entry.flagged ? (
                  <>
                    {", "}
                    <span className="flag-icon" aria-hidden="true" />
                    {t("question.card.flagged")}
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="assess-summary__actions">
        <Link className="button" to={backHref}>
          {t("assess.summaryBack")}
        </Link>
        <Link className="button button--primary" to={submitHref}>
          {t("assess.summarySubmit")}
        </Link>
      </p>
    </section>
  );
}
