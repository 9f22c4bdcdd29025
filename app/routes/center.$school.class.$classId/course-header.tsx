import { Link } from "@remix-run/react";

import type { CourseFacts } from "~/domain/course-facts";
import { playerPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import { useLoginUrl } from "~/utils/root-data";
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
};

/** The cover, the facts and Start learning (learner-area §2); without a school the start logs in first. */
export function CourseHeader({ school, courseId, materialId, chapterId, course, studyBan }: Props) {
  const t = useT();
  const loginUrl = useLoginUrl();
  const lang = useContentLang();
  const start = school ? playerPath(school, courseId, materialId ?? 0, chapterId) : loginUrl;
  return (
    <header className="course-header">
      <CourseCover className="course-header__cover" course={course} size="head" />
      <div className="course-header__text">
        <h1 id="course-title" lang={lang(course.name)}>
          {course.name}
        </h1>
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
        </p>
        {studyBan ? null : (
          <Link className="button button--primary" to={start} reloadDocument={!school}>
            {t("courseDetail.startLearning")}
          </Link>
        )}
      </div>
    </header>
  );
}
