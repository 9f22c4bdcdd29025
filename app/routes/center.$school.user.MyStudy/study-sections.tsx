import { Component, useCallback, useId, useState, type ReactNode } from "react";

import { EmptyState } from "~/components/ui/empty-state";
import { lazyCode, useLazyCode } from "~/components/ui/lazy-code";
import type * as ChartsModule from "~/components/study-charts.client";
import { hasCourses, hasStudyTime, studyTimeShares, totalStudySeconds } from "~/domain/study-stats";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";
import type { Outcome } from "~/services/http.server";
import type { StudyCourses, StudyTime } from "~/services/stats.server";

// The two chart sections of study data (public-sites §2.1): the server's table, the chart drawn over it.

/** recharts and the two charts, loaded in the browser (decision 031); without them the table stays. */
const studyCharts = lazyCode(() => import("~/components/study-charts.client"));
type Charts = typeof ChartsModule;

export function Fallback() {
  const t = useT();
  return (
    <p className="study__fallback" role="alert">
      {t("myStudy.sectionFailed")}
    </p>
  );
}

/** A chart that fails to draw leaves the table in place instead of taking the page down. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The chart, drawn in the browser only, above the server's table. Once the chart is on screen the table
 * stays for screen readers (visually hidden); without JavaScript, or until the chart has loaded, it is shown.
 */
function ChartWithTable({
  chart,
  table,
}: {
  chart: (charts: Charts, onReady: () => void) => ReactNode;
  table: ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  const onReady = useCallback(() => setDrawn(true), []);
  const charts = useLazyCode(studyCharts);
  return (
    <>
      <ChartBoundary>{charts ? chart(charts, onReady) : null}</ChartBoundary>
      <div className={drawn ? "visually-hidden" : "study-table"}>{table}</div>
    </>
  );
}

export function StudyTimeSection({ time }: { time: Outcome<StudyTime> }) {
  const t = useT();
  let body: ReactNode;
  if (!time.ok) body = <Fallback />;
  else if (!hasStudyTime(time.data.items)) body = <EmptyState>{t("myStudy.noData")}</EmptyState>;
  else {
    const total = totalStudySeconds(time.data.visit_time, time.data.items);
    const shares = studyTimeShares(time.data.items);
    body = (
      <ChartWithTable
        chart={({ StudyTimeRing }, onReady) => (
          <StudyTimeRing shares={shares} total={total} onReady={onReady} />
        )}
        table={
          <table>
            <caption>{t("myStudy.timeCaption", { total: formatHms(total) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("myStudy.category")}</th>
                <th scope="col">{t("myStudy.time")}</th>
                <th scope="col">{t("myStudy.share")}</th>
              </tr>
            </thead>
            <tbody>
              {shares.map((share, index) => (
                <tr key={`${index}:${share.name}`}>
                  <th scope="row">{share.name}</th>
                  <td>{formatHms(share.seconds)}</td>
                  <td>{share.percent}%</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("myStudy.totalTime")}</th>
                <td>{formatHms(total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        }
      />
    );
  }
  return <StudySection title={t("myStudy.timeTitle")}>{body}</StudySection>;
}

export function StudyCoursesSection({ courses }: { courses: Outcome<StudyCourses> }) {
  const t = useT();
  let body: ReactNode;
  if (!courses.ok) body = <Fallback />;
  else if (!hasCourses(courses.data.items)) body = <EmptyState>{t("myStudy.noData")}</EmptyState>;
  else {
    const items = courses.data.items;
    body = (
      <ChartWithTable
        chart={({ StudyCoursesBars }, onReady) => <StudyCoursesBars items={items} onReady={onReady} />}
        table={
          <table>
            <caption>{t("myStudy.coursesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("myStudy.category")}</th>
                <th scope="col">{t("myStudy.courseCount")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={`${index}:${item.category_name}`}>
                  <th scope="row">{item.category_name}</th>
                  <td>{item.leran_course_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    );
  }
  return <StudySection title={t("myStudy.coursesTitle")}>{body}</StudySection>;
}

function StudySection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="study-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
