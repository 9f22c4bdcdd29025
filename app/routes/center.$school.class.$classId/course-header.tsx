import { Link } from "@remix-run/react";

import type { CourseFacts } from "~/domain/course-facts";
import { playerPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { useLoginUrl, useRootData } from "~/utils/root-data";
import { Avatar } from "~/components/ui/avatar";
import { CourseCover } from "~/components/course-cover";
import { useContentLang } from "~/hooks/use-content-lang";
import { CONTENT_SLOT, ContentIn } from "~/components/ui/content-text";

type Props = {
  school: string | null;
  courseId: string;
  /** The material the start button opens (the `cmid` query), else the last one learned. */
  materialId: string | null;
  /** That material's chapter in the directory, when it is there: the player then loads in one round. */
  chapterId: string | null;
  course: Omit<CourseFacts, "id">;
  studyBan: boolean;
  /** The first of the course's teachers, when the upstream names one. */
  teacher?: { name: string; photo?: string | null } | null;
  /** How many materials the directory holds, when it could be read. */
  materials?: number | null;
};

/**
 * The course's hero (learner-area §2; decision 046, in the manner of the MOOC sites): the cover, the name, the
 * teacher and the school, the facts (category, total time, materials) and one call to action, Start learning;
 * without a school the start logs in first.
 */
export function CourseHeader({
  school,
  courseId,
  materialId,
  chapterId,
  course,
  studyBan,
  teacher,
  materials,
}: Props) {
  const t = useT();
  const loginUrl = useLoginUrl();
  const lang = useContentLang();
  const schoolName = useRootData()?.school?.name;
  const start = school ? playerPath(school, courseId, materialId ?? 0, chapterId) : loginUrl;
  return (
    <header className="course-header">
      <CourseCover className="course-header__cover" course={course} size="head" />
      <div className="course-header__text">
        <h1 id="course-title" lang={lang(course.name)}>
          {course.name}
        </h1>
        {teacher || schoolName ? (
          <p className="course-header__people">
            {teacher ? (
              <span className="course-header__teacher">
                <Avatar name={teacher.name} photo={teacher.photo} size={32} />
                <span>
                  <ContentIn text={t("courseDetail.teacher", { name: CONTENT_SLOT })} value={teacher.name} />
                </span>
              </span>
            ) : null}
            {schoolName ? <span>{t("courseDetail.school", { name: schoolName })}</span> : null}
          </p>
        ) : null}
        <p className="course-header__meta">
          {course.category_name ? (
            <span>
              <ContentIn
                text={t("courseDetail.category", { name: CONTENT_SLOT })}
                value={course.category_name}
              />
            </span>
          ) : null}
          {course.total_time ? <span>{t("courseDetail.totalTime", { time: course.total_time })}</span> : null}
          {materials ? <span>{t("courseDetail.materials", { count: materials })}</span> : null}
        </p>
        {studyBan ? null : (
          <Link className="course-header__start button button--primary" to={start} reloadDocument={!school}>
            {t("courseDetail.startLearning")}
          </Link>
        )}
      </div>
    </header>
  );
}
