import "~/components/page-kit";
import "~/components/list-kit";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";

import { ListState } from "~/components/ui/list-state";
import { recordTakenDown } from "~/domain/course-rules";
import { studyRecordOpenPath } from "~/domain/record-paths";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";
import { createApi, orNull } from "~/services/http.server";
import { listLearningRecords, type LearningRecord } from "~/services/learning-record.server";
import { screenMeta } from "~/utils/page-title";

export async function loader({ request }: LoaderFunctionArgs) {
  const records = await orNull(listLearningRecords(createApi(request)));
  return { groups: records?.items ?? null };
}

/** The record's way into the course: a portal route that checks fresh details first (learner-area §4). */
function openHref(school: string, record: LearningRecord): string {
  return studyRecordOpenPath(school, {
    courseId: record.course_id,
    materialId: record.cm_id,
    takenDown: recordTakenDown(record.course_status),
  });
}

function studiedTime(value: LearningRecord["visit_time"]): string {
  if (typeof value === "number") return formatHms(value);
  return value ?? "";
}

export const meta = screenMeta("studyRecord.title");

export default function StudyRecord() {
  const t = useT();
  const { school = "" } = useParams();
  const { groups } = useLoaderData<typeof loader>();

  return (
    <section className="study-record" aria-labelledby="study-record-title">
      <h1 id="study-record-title">{t("studyRecord.title")}</h1>
      <ListState items={groups} failed="studyRecord.listFailed">
        {(groups) =>
          groups.map((group) => (
            <section
              key={group.updated_time}
              className="record-group"
              aria-labelledby={`day-${group.updated_time}`}
            >
              <h2 id={`day-${group.updated_time}`} className="record-group__day">
                <time dateTime={group.updated_time}>{group.updated_time}</time>
              </h2>
              <ul className="record-list">
                {group.data.map((record, index) => (
                  <li key={`${record.course_id}-${record.cm_id ?? index}`}>
                    <Link className="record" to={openHref(school, record)} reloadDocument>
                      {record.photo ? (
                        <img
                          className="record__photo"
                          src={record.photo}
                          alt=""
                          loading="lazy"
                          width={120}
                          height={68}
                        />
                      ) : null}
                      <span className="record__text">
                        <span className="record__name">{record.name || record.course_name}</span>
                        <span className="record__meta">
                          {t("studyRecord.course", { name: record.course_name })}
                        </span>
                        {record.content ? <span className="record__meta">{record.content}</span> : null}
                        <span className="record__meta">
                          {t("studyRecord.studiedTime", { time: studiedTime(record.visit_time) })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </ListState>
    </section>
  );
}
