import { Link } from "@remix-run/react";

import { canEnterCourse, courseBadge, validityOf } from "~/domain/course-rules";
import { schoolRules } from "~/domain/school-rules";
import { useT } from "~/i18n/i18n";
import type { Course } from "~/services/course.server";
import { playerPath } from "~/domain/paths";
import { CourseCover } from "~/components/course-cover";
import { useContentLang } from "~/hooks/use-content-lang";

/** A card of my courses (learner-area §2 My courses): every field, state and rule of the spec. */
export function CourseCard({ course, school }: { course: Course; school: string }) {
  const t = useT();
  const badge = courseBadge(course);
  const validity = validityOf(course);
  const percent = Math.min(100, Math.max(0, Math.round(course.learn_percent)));
  const teacherKey = schoolRules(school).teacherLabel === "expert" ? "myClass.expert" : "myClass.lecturer";
  const progressId = `course-${course.id}-progress`;
  const lang = useContentLang();
  // 'Category: 党员标准' with the category in an element of its own (as ContentIn does on the course pages,
  // components/ui/content-text.tsx, whose kit My courses does not load: decision 036).
  const split = (key: "myClass.category" | "myClass.studyNowLabel" | typeof teacherKey) =>
    t(key, { name: "\u0000" }).split("\u0000");
  const category = split("myClass.category");
  const teacher = split(teacherKey);
  const study = split("myClass.studyNowLabel");

  return (
    <article className={`course-card${badge === "disabled" ? " course-card--disabled" : ""}`}>
      <CourseCover
        className="course-card__cover"
        course={{ name: course.name, photo: course.list_photo || course.photo, art: course.art }}
        size="card"
      />
      <div className="course-card__body">
        <h2 className="course-card__name" lang={lang(course.name)}>
          {course.name}
        </h2>
        <p className="course-card__meta">
          {course.category_name ? (
            <span>
              {category[0]}
              <span lang={lang(course.category_name)}>{course.category_name}</span>
              {category[1]}
            </span>
          ) : null}
          {course.total_time ? <span>{t("myClass.duration", { time: course.total_time })}</span> : null}
          {course.teacher ? (
            <span>
              {teacher[0]}
              <span lang={lang(course.teacher)}>{course.teacher}</span>
              {teacher[1]}
            </span>
          ) : null}
        </p>
        {course.abstract ? (
          <p className="course-card__abstract" lang={lang(course.abstract)}>
            {course.abstract}
          </p>
        ) : null}
        <p className="course-card__states">
          {badge ? (
            // The portal's words for the status, in the page's language: the service's status_name is its own
            // (the reference upstream's is English) and names a state the portal already knows (decision 044).
            <span className={`badge badge--${badge}`}>
              {t(badge === "completed" ? "myClass.statusCompleted" : "myClass.statusDisabled")}
            </span>
          ) : null}
          {validity.kind === "expired" ? (
            <span className="badge badge--expired">{t("myClass.expired")}</span>
          ) : null}
          {validity.kind === "days" ? <span>{t("myClass.validDays", { days: validity.days })}</span> : null}
          {validity.kind === "until" ? <span>{t("myClass.validUntil", { date: validity.date })}</span> : null}
        </p>
        <div className="course-card__progress">
          <span id={progressId}>{t("myClass.progress")}</span>
          <progress aria-labelledby={progressId} value={percent} max={100} />
          <span>{t("myClass.progressValue", { percent })}</span>
        </div>
        {canEnterCourse(course) ? (
          <Link className="button button--primary course-card__study" to={playerPath(school, course.id)}>
            {/* Named 'Study now: <course>' with the course's name in its own language (decision 051), where an
                aria-label would be read in the page's. */}
            <span aria-hidden="true">{t("myClass.studyNow")}</span>
            <span className="visually-hidden">
              {study[0]}
              <span lang={lang(course.name)}>{course.name}</span>
              {study[1]}
            </span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
