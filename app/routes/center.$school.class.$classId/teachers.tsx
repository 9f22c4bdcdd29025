import { Avatar } from "~/components/ui/avatar";
import { cutIntro } from "~/domain/review-rules";
import { useT } from "~/i18n/i18n";
import type { Teacher } from "~/services/course.server";
import { useContentLang } from "~/hooks/use-content-lang";

/** The course's teachers beside the tabs (learner-area §4); a long introduction folds behind 'view more'. */
export function Teachers({ teachers }: { teachers: readonly Teacher[] }) {
  const t = useT();
  const lang = useContentLang();
  if (teachers.length === 0) return null;
  return (
    <aside className="teachers" aria-labelledby="teachers-title">
      <h2 id="teachers-title">{t("courseDetail.teachers")}</h2>
      <ul>
        {teachers.map((teacher, index) => {
          const intro = cutIntro(teacher.intro);
          return (
            <li key={index} className="teacher">
              <Avatar
                className="teacher__photo"
                name={teacher.name}
                photo={teacher.photo}
                alt={t("courseDetail.teacherPhoto", { name: teacher.name })}
              />
              <div>
                <h3 className="teacher__name" lang={lang(teacher.name)}>
                  {teacher.name}
                </h3>
                {intro.cut ? (
                  // 'view more' and 'collapse' without JavaScript: a <details> whose summary swaps its label.
                  <details className="teacher__intro">
                    <summary>
                      <span className="teacher__short" lang={lang(intro.short)}>
                        {intro.short}
                      </span>{" "}
                      <span className="teacher__more">{t("courseDetail.viewMore")}</span>
                      <span className="teacher__less">{t("courseDetail.collapse")}</span>
                    </summary>
                    <p lang={lang(teacher.intro)}>{teacher.intro}</p>
                  </details>
                ) : teacher.intro ? (
                  <p className="teacher__intro" lang={lang(teacher.intro)}>
                    {teacher.intro}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
