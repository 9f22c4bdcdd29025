import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";

import { splitClassNames } from "~/domain/study-stats";
import { formatHms } from "~/domain/time-format";
import { useI18n, useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { getStudyCourses, getStudySummary, getStudyTime } from "~/services/stats.server";
import { useOptionalUser, useRootData } from "~/utils/root-data";

import { StudyCoursesSection, StudyState, StudyTimeSection } from "./study-sections";
import { screenMeta } from "~/utils/page-title";

// Study data (public-sites §2.1): a top card, study time per category as a ring and courses per category as
// bars. The server renders every figure as text and tables; with JavaScript the charts are drawn over them.

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

export const meta = screenMeta("myStudy.title");

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
      <StudyState outcome={summary}>
        {(data) => (
          <>
            <div className="study-card__who">
              <p className="study-card__name">{data.name || user?.name || user?.username}</p>
              {school ? <p className="study-card__school">{school}</p> : null}
              <ClassNames names={data.class_name} />
            </div>
            <dl className="study-card__figures">
              <div>
                <dt>{t("myStudy.studyTime")}</dt>
                <dd>{formatHms(data.visit_time)}</dd>
              </div>
              <div>
                <dt>{t("myStudy.coursesLearned")}</dt>
                <dd>{data.leran_course_num}</dd>
              </div>
              <div>
                <dt>{t("myStudy.coursesFinished")}</dt>
                <dd>{data.leran_course_finish_num}</dd>
              </div>
            </dl>
          </>
        )}
      </StudyState>
    </section>
  );
}

/** The first class names, and the whole list in a tooltip that opens on hover and on keyboard focus. */
function ClassNames({ names }: { names: string[] }) {
  const { t, locale } = useI18n();
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const { shown, hidden, all } = splitClassNames(names);
  const separator = locale === "zh-CN" ? "、" : ", ";
  return (
    <p className="study-card__classes">
      <span className="study-card__label">{t("myStudy.classes")}</span>{" "}
      {shown.length ? shown.join(separator) : t("myStudy.noClass")}
      {hidden > 0 ? (
        <span className={dismissed ? "tooltip tooltip--dismissed" : "tooltip"}>
          {" "}
          <button
            type="button"
            className="tooltip__trigger"
            aria-describedby={tipId}
            onKeyDown={(event) => {
              // Escape hides the list and leaves the focus where it is (WCAG 1.4.13: dismissible).
              if (event.key === "Escape") setDismissed(true);
            }}
            onBlur={() => setDismissed(false)}
            onMouseEnter={() => setDismissed(false)}
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
