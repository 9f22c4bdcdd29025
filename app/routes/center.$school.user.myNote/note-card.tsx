import { Link, useParams, useSearchParams } from "@remix-run/react";

import { NOTE_CUT_SCREEN, notePosition } from "~/domain/note-rules";
import { parsePage } from "~/domain/pagination";
import { myNotesPath, noteOpenPath } from "~/domain/learner-paths";
import { cutText } from "~/domain/text-length";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";
import type { Note } from "~/services/note.server";

/** A link to this page with UI state added (`edit`, `confirm`, `expand`), `page` kept. */
export function useNotesHref() {
  const [params] = useSearchParams();
  const school = useParams().school ?? "";
  const page = parsePage(params.get("page"));
  return (state: [string, string][] = [], hash = "") => myNotesPath(school, page, state, hash);
}

/** A note of the list: cut at 1000 characters with a link to expand it, where it was taken, its links. */
export function NoteCard({ note, expanded }: { note: Note; expanded: boolean }) {
  const t = useT();
  const school = useParams().school ?? "";
  const [params] = useSearchParams();
  const hrefWith = useNotesHref();
  const page = parsePage(params.get("page"));

  const { text, cut } = cutText(note.content, NOTE_CUT_SCREEN);
  const others = params.getAll("expand").filter((id) => id !== note.id);
  const toggleHref = hrefWith(
    (expanded ? others : [...others, note.id]).map((id) => ["expand", id]),
    `#note-${note.id}`,
  );
  const position = notePosition(note.type, note.position);
  // Both links open the player at the note's material, after the server checked the course (myNote.open).
  const openHref = noteOpenPath(school, note.id, page);

  return (
    <li className="note-card" id={`note-${note.id}`}>
      <p className="note-card__content">{expanded ? note.content : text}</p>
      {cut ? (
        <Link
          className="note-card__toggle"
          to={toggleHref}
          preventScrollReset
          replace
          aria-expanded={expanded}
        >
          {expanded ? t("ui.collapse") : t("ui.expand")}
        </Link>
      ) : null}
      <p className="note-card__meta">
        <span>{t("myNote.createdAt", { time: note.created_at })}</span>
        <span>
          {position.kind === "time"
            ? t("myNote.positionTime", { time: formatHms(position.seconds) })
            : t("myNote.positionPage", { page: position.page })}
        </span>
      </p>
      <p className="note-card__links">
        <span>
          {t("myNote.courseLabel")}: <a href={openHref}>{note.course_name}</a>
        </span>
        {note.chapter_name ? (
          <span>
            {t("myNote.chapterLabel")}: <a href={openHref}>{note.chapter_name}</a>
          </span>
        ) : null}
      </p>
      <p className="note-card__actions">
        <Link className="button button--small" to={hrefWith([["edit", note.id]])} preventScrollReset>
          {t("myNote.edit")}
        </Link>
        <Link
          className="button button--small note-card__delete"
          to={hrefWith([["confirm", `delete-${note.id}`]])}
          preventScrollReset
        >
          {t("myNote.delete")}
        </Link>
      </p>
    </li>
  );
}
