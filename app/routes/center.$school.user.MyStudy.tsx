import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Component, lazy, Suspense, useCallback, useId, useState, type ReactNode } from "react";
import { ClientOnly } from "remix-utils/client-only";

import { EmptyState } from "~/components/ui/empty-state";
import {
  hasCourses,
  hasStudyTime,
  splitClassNames,
  studyTimeShares,
  totalStudySeconds,
} from "~/domain/study-stats";
import { formatHms } from "~/domain/time-format";
import { useI18n, useT } from "~/i18n/i18n";
import { createApi } from "~/services/http.server";
import { settle } from "~/services/upstream-failure";
import { getStudyCourses, getStudySummary, getStudyTime } from "~/services/stats.server";
import { useOptionalUser, useRootData } from "~/utils/root-data";

// Study data (public-sites §2.1): a top card, study time per category as a ring and courses per category as
// bars. The server renders every figure as text and tables; with JavaScript the charts are drawn over them.

const StudyTimeRing = lazy(() =>
  import("~/components/study-charts.client").then((module) => ({ default: module.StudyTimeRing })),
);
const StudyCoursesBars = lazy(() =>
  import("~/components/study-charts.client").then((module) => ({ default: module.StudyCoursesBars })),
);

export async function loader({ request }: LoaderFunctionArgs) {
  const api = createApi(request);
  // Three independent calls at once; one failing leaves the other sections standing.
  const [summary, time, courses] = await Promise.all([
    settle(getStudySummary(api)),
    settle(getStudyTime(api)),
    settle(getStudyCourses(api)),
  ]);
  return { summary, time, courses };
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function MyStudy() {
  const { summary, time, courses } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="study">
      <h1>{t("myStudy.title")}</h1>
      <SummaryCard summary={summary} />
      <div className="study__charts">
        <StudyTimeSection time={time} />
        <StudyCoursesSection courses={courses} />
      </div>
    </div>
  );
}

function Fallback() {
  const t = useT();
  return (
    <p className="study__fallback" role="alert">
      {t("myStudy.sectionFailed")}
    </p>
  );
}

function SummaryCard({ summary }: { summary: LoaderData["summary"] }) {
  const t = useT();
  const school = useRootData()?.school?.name;
  const user = useOptionalUser();
  const titleId = useId();
  return (
    <section className="study-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("myStudy.overview")}
      </h2>
      {summary.ok ? (
        <>
          <div className="study-card__who">
            <p className="study-card__name">{summary.data.name || user?.name || user?.username}</p>
            {school ? <p className="study-card__school">{school}</p> : null}
            <ClassNames names={summary.data.class_name} />
          </div>
          <dl className="study-card__figures">
            <div>
              <dt>{t("myStudy.studyTime")}</dt>
              <dd>{formatHms(summary.data.visit_time)}</dd>
            </div>
            <div>
              <dt>{t("myStudy.coursesLearned")}</dt>
              <dd>{summary.data.leran_course_num}</dd>
            </div>
            <div>
              <dt>{t("myStudy.coursesFinished")}</dt>
              <dd>{summary.data.leran_course_finish_num}</dd>
            </div>
          </dl>
        </>
      ) : (
        <Fallback />
      )}
    </section>
  );
}

/** The first class names, and the whole list in a tooltip that opens on hover and on keyboard focus. */
function ClassNames({ names }: { names: string[] }) {
  const { t, locale } = useI18n();
  const tipId = useId();
  const { shown, hidden, all } = splitClassNames(names);
  const separator = locale === "zh-CN" ? "、" : ", ";
  return (
    <p className="study-card__classes">
      <span className="study-card__label">{t("myStudy.classes")}</span>{" "}
      {shown.length ? shown.join(separator) : t("myStudy.noClass")}
      {hidden > 0 ? (
        <span className="tooltip">
          {" "}
          <button
            type="button"
            className="tooltip__trigger"
            aria-describedby={tipId}
            onKeyDown={(event) => {
              if (event.key === "Escape") event.currentTarget.blur();
            }}
          >
            {t("myStudy.moreClasses", { count: hidden, total: all.length })}
          </button>
          <span role="tooltip" id={tipId} className="tooltip__bubble">
            {t("myStudy.allClasses", { names: all.join(separator) })}
          </span>
        </span>
      ) : null}
    </p>
  );
}

/** A chart chunk that fails to load leaves the table in place instead of taking the page down. */
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
function ChartWithTable({ chart, table }: { chart: (onReady: () => void) => ReactNode; table: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  const onReady = useCallback(() => setDrawn(true), []);
  return (
    <>
      <ChartBoundary>
        <ClientOnly>{() => <Suspense fallback={null}>{chart(onReady)}</Suspense>}</ClientOnly>
      </ChartBoundary>
      <div className={drawn ? "visually-hidden" : "study-table"}>{table}</div>
    </>
  );
}

function StudyTimeSection({ time }: { time: LoaderData["time"] }) {
  const t = useT();
  const titleId = useId();
  let body: ReactNode;
  if (!time.ok) body = <Fallback />;
  else if (!hasStudyTime(time.data.items)) body = <EmptyState>{t("myStudy.noData")}</EmptyState>;
  else {
    const total = totalStudySeconds(time.data.visit_time, time.data.items);
    const shares = studyTimeShares(time.data.items);
    body = (
      <ChartWithTable
        chart={(onReady) => <StudyTimeRing shares={shares} total={total} onReady={onReady} />}
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
  return (
    <section className="study-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("myStudy.timeTitle")}</h2>
      {body}
    </section>
  );
}

function StudyCoursesSection({ courses }: { courses: LoaderData["courses"] }) {
  const t = useT();
  const titleId = useId();
  let body: ReactNode;
  if (!courses.ok) body = <Fallback />;
  else if (!hasCourses(courses.data.items)) body = <EmptyState>{t("myStudy.noData")}</EmptyState>;
  else {
    const items = courses.data.items;
    body = (
      <ChartWithTable
        chart={(onReady) => <StudyCoursesBars items={items} onReady={onReady} />}
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
  return (
    <section className="study-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("myStudy.coursesTitle")}</h2>
      {body}
    </section>
  );
}
