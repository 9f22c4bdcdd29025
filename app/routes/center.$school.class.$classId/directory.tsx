import { Link } from "@remix-run/react";

import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { materialExtent, materialKind } from "~/domain/material-format";
import { playerPath } from "~/domain/paths";
import { useT } from "~/i18n/i18n";
import type { Chapter } from "~/services/course.server";
import { useContentLang } from "~/hooks/use-content-lang";

const KIND_LABEL = {
  video: "courseDetail.video",
  slides: "courseDetail.slides",
  document: "courseDetail.document",
} as const;

type Props = {
  school: string | null;
  courseId: string;
  /** null: the tree could not be loaded. */
  chapters: readonly Chapter[] | null;
  studyBan: boolean;
};

/**
 * The directory tab (learner-area §4): chapters and their materials; a material opens the player when there is
 * a school, it is not taken down (status 2) and study is not banned (public-sites §4.3).
 */
export function Directory({ school, courseId, chapters, studyBan }: Props) {
  const t = useT();
  const lang = useContentLang();
  return (
    <section className="course-directory" aria-label={t("courseDetail.tabDirectory")}>
      {studyBan ? <FailedNotice>{t("errors.studyBan")}</FailedNotice> : null}
      {chapters === null ? (
        <FailedNotice>{t("courseDetail.directoryFailed")}</FailedNotice>
      ) : chapters.length === 0 ? (
        <EmptyState>{t("courseDetail.underConstruction")}</EmptyState>
      ) : (
        <ol className="chapter-tree">
          {chapters.map((chapter, index) => (
            <li key={chapter.chapter_id ?? index}>
              <h2 className="chapter-tree__title" lang={lang(chapter.name)}>
                {chapter.name}
              </h2>
              <ol className="chapter-tree__materials">
                {chapter.children.map((material, position) => {
                  const extent = materialExtent(material);
                  const gone = material.status === 2;
                  const kind = materialKind(material.type);
                  return (
                    <li key={material.cm_id ?? position} className="material">
                      <span className={`material__kind material__kind--${kind}`}>{t(KIND_LABEL[kind])}</span>
                      {school && material.cm_id && !gone && !studyBan ? (
                        <Link
                          className="material__name"
                          lang={lang(material.name)}
                          to={playerPath(school, courseId, material.cm_id, material.chapter_id)}
                        >
                          {material.name}
                        </Link>
                      ) : (
                        <span className="material__name" lang={lang(material.name)}>
                          {material.name}
                        </span>
                      )}
                      {extent ? <span className="material__extent">{extent}</span> : null}
                      {gone ? <span className="material__gone">{t("courseDetail.unavailable")}</span> : null}
                      {material.is_finish === 1 ? (
                        <span className="material__finished">✓ {t("courseDetail.finished")}</span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
