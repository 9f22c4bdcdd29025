import { Link, useParams } from "@remix-run/react";

import { ListState } from "~/components/ui/list-state";
import { ASSESSMENT_RECORDS_PAGE_SIZE } from "~/domain/page-sizes";
import { resultReviewUrl } from "~/domain/learner-paths";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";
import type { AssessmentRecord } from "~/services/exam.server";
import type { Outcome } from "~/services/upstream-failure";

// My assessments, tab 1 (learner-area §2): the finished attempts, 10 a page, each with its result link when the
// assessment shows results. A table on wide screens; on a phone each row is a card whose cells say their
// column's name (data-label, app/styles/_assess.scss).

export function RecordList({
  page,
  outcome,
}: {
  page: number;
  outcome: Outcome<{ items: AssessmentRecord[]; total: number }>;
}) {
  const t = useT();
  const school = useParams().school ?? "";
  const total = outcome.ok ? outcome.data.total : 0;
  return (
    <ListState
      items={outcome.ok ? outcome.data.items.slice(0, ASSESSMENT_RECORDS_PAGE_SIZE) : null}
      pager={{ page, total, size: ASSESSMENT_RECORDS_PAGE_SIZE, target: "my-assess-title" }}
      failed="assess.recordsFailed"
    >
      {(items) => (
        <div className="assess-records">
          <table>
            <caption className="visually-hidden">{t("assess.recordsLabel")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("assess.recordName")}</th>
                <th scope="col">{t("assess.finishTime")}</th>
                <th scope="col">{t("assess.score")}</th>
                <th scope="col">{t("assess.timeUsed")}</th>
                <th scope="col">{t("assess.result")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => (
                <tr key={record.id}>
                  <th scope="row">{record.exam_name}</th>
                  <td data-label={t("assess.finishTime")}>{record.finish_time}</td>
                  <td data-label={t("assess.score")}>
                    {record.score !== null ? t("assess.points", { score: record.score }) : "–"}
                    {record.is_assess === 0 ? (
                      <span className="assess-records__pending"> ({t("assess.pendingScore")})</span>
                    ) : null}
                  </td>
                  <td data-label={t("assess.timeUsed")}>
                    {record.duration !== null ? formatHms(record.duration) : "–"}
                  </td>
                  <td data-label={t("assess.result")}>
                    {record.show_result === 1 ? (
                      <Link
                        to={resultReviewUrl(school, {
                          examId: record.exam_id,
                          name: record.exam_name,
                          recordId: record.id,
                          classId: record.class_id,
                          duration: record.duration,
                          isAssess: record.is_assess,
                        })}
                        aria-label={t("assess.viewResultOf", { name: record.exam_name })}
                      >
                        {t("assess.viewResult")}
                      </Link>
                    ) : (
                      <span className="assess-records__hidden">{t("assess.resultHidden")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListState>
  );
}
