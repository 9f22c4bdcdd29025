import { Link, useLocation } from "@remix-run/react";
import { useId } from "react";

import { PostButton } from "~/components/ui/post-button";
import { canStartPractice, chapterNumber, isExpiredSet } from "~/domain/practice-rules";
import { useT } from "~/i18n/i18n";
import type { ExerciseChapter, ExerciseSet } from "~/services/practice.server";
import type { Outcome } from "~/services/upstream-failure";

// My practice's accordion (learner-area §2, §3 Exercise set): a set, opened or closed by a link (URL state
// ?open=ID), and the open set's chapters with 'practice now', which posts to the page.

/** The same URL with the set opened, or closed when it is the open one; the page stays. */
function useToggleHref(setId: string, isOpen: boolean): string {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  if (isOpen) query.delete("open");
  else query.set("open", setId);
  const search = query.toString();
  return search ? `?${search}` : location.pathname;
}

export function PracticeSet({
  set,
  chapters,
}: {
  set: ExerciseSet;
  chapters: Outcome<ExerciseChapter[]> | null;
}) {
  const t = useT();
  const panelId = useId();
  const isOpen = chapters !== null;
  const toggleHref = useToggleHref(set.id, isOpen);
  return (
    <li className={`practice-set${isOpen ? " practice-set--open" : ""}`}>
      <div className="practice-set__header">
        {set.photo ? (
          <img className="practice-set__cover" src={set.photo} alt={set.name} loading="lazy" />
        ) : (
          <div className="practice-set__cover practice-set__cover--none" aria-hidden="true" />
        )}
        <div className="practice-set__text">
          <h2 className="practice-set__name">
            <Link
              to={toggleHref}
              aria-expanded={isOpen}
              aria-controls={isOpen ? panelId : undefined}
              preventScrollReset
            >
              <span>{set.name}</span>
              <span className="practice-set__chevron" aria-hidden="true" />
            </Link>
          </h2>
          {isExpiredSet(set.status) ? (
            <span className="practice-set__badge">{t("myPractice.expired")}</span>
          ) : null}
          {set.abstract ? <p className="practice-set__abstract">{set.abstract}</p> : null}
        </div>
      </div>
      {chapters ? (
        <div
          id={panelId}
          className="practice-set__panel"
          role="region"
          aria-label={t("myPractice.chaptersOf", { name: set.name })}
        >
          <Chapters set={set} chapters={chapters} />
        </div>
      ) : null}
    </li>
  );
}

function Chapters({ set, chapters }: { set: ExerciseSet; chapters: Outcome<ExerciseChapter[]> }) {
  const t = useT();
  if (!chapters.ok) {
    return (
      <p className="practice__fallback" role="alert">
        {t("myPractice.chaptersFailed")}
      </p>
    );
  }
  if (chapters.data.length === 0) return <p className="practice__fallback">{t("myPractice.noChapters")}</p>;
  const startable = canStartPractice(set.status);
  return (
    <ol className="practice-chapters">
      {chapters.data.map((chapter, index) => {
        const nameId = `chapter-${set.id}-${chapter.chapter_id}`;
        return (
          <li key={chapter.id} className="practice-chapter">
            <span id={nameId} className="practice-chapter__title">
              <span className="practice-chapter__number">
                {t("myPractice.chapter", { n: chapterNumber(index) })}
              </span>{" "}
              <span className="practice-chapter__name">{chapter.name}</span>
            </span>
            {startable ? (
              <PostButton
                className="practice-chapter__start"
                fields={{ exe_id: set.id, chapter_id: chapter.chapter_id, name: chapter.name }}
                label={t("myPractice.practiceNow")}
                describedBy={nameId}
                rowField="chapter_id"
                buttonClassName="button button--primary button--small"
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
