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

/**
 * What a section of study data shows (as ListState does for a list): the fallback when its call failed, 'no
 * data' when it has nothing to draw, else the data.
 */
export function StudyState<T>({
  outcome,
  hasData = () => true,
  children,
}: {
  outcome: Outcome<T>;
  hasData?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (!outcome.ok) {
    return (
      <p className="study__fallback" role="alert">
        {t("myStudy.sectionFailed")}
      </p>
    );
  }
  if (!hasData(outcome.data)) return <EmptyState>{t("myStudy.noData")}</EmptyState>;
  return <>{children(outcome.data)}</>;
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
  return (
    <StudySection title={t("myStudy.timeTitle")}>
      <StudyState outcome={time} hasData={(data) => hasStudyTime(data.items)}>
        {(data) => {
          const total = totalStudySeconds(data.visit_time, data.items);
          const shares = studyTimeShares(data.items);
          return (
            <ChartWithTable
              chart={({ StudyTimeRing }, onReady) => (
                <StudyTimeRing shares={shares} total={total} onReady={onReady} />
              )}
              table={
                <StudyTable
                  caption={t("myStudy.timeCaption", { total: formatHms(total) })}
                  columns={[t("myStudy.time"), t("myStudy.share")]}
                  rows={shares.map((share, index) => ({
                    key: `${index}:${share.name}`,
                    name: share.name,
                    cells: [formatHms(share.seconds), `${share.percent}%`],
                  }))}
                  total={{ name: t("myStudy.totalTime"), cells: [formatHms(total), null] }}
                />
              }
            />
          );
        }}
      </StudyState>
    </StudySection>
  );
}

export function StudyCoursesSection({ courses }: { courses: Outcome<StudyCourses> }) {
  const t = useT();
  return (
    <StudySection title={t("myStudy.coursesTitle")}>
      <StudyState outcome={courses} hasData={(data) => hasCourses(data.items)}>
        {({ items }) => (
          <ChartWithTable
            chart={({ StudyCoursesBars }, onReady) => <StudyCoursesBars items={items} onReady={onReady} />}
            table={
              <StudyTable
                caption={t("myStudy.coursesCaption")}
                columns={[t("myStudy.courseCount")]}
                rows={items.map((item, index) => ({
                  key: `${index}:${item.category_name}`,
                  name: item.category_name,
                  cells: [item.leran_course_count],
                }))}
              />
            }
          />
        )}
      </StudyState>
    </StudySection>
  );
}

type StudyRow = { name: ReactNode; cells: ReactNode[] };

/** A chart's table: a row a category (its name heads the row), the chart's figures, and a total row if any. */
function StudyTable({
  caption,
  columns,
  rows,
  total,
}: {
  caption: string;
  columns: string[];
  rows: (StudyRow & { key: string })[];
  total?: StudyRow;
}) {
  const t = useT();
  const cellsOf = ({ name, cells }: StudyRow) => (
    <>
      <th scope="row">{name}</th>
      {cells.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
    </>
  );
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {[t("myStudy.category"), ...columns].map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>{cellsOf(row)}</tr>
        ))}
      </tbody>
      {total ? (
        <tfoot>
          <tr>{cellsOf(total)}</tr>
        </tfoot>
      ) : null}
    </table>
  );
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
