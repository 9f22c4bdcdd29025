import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { Pagination } from "~/components/ui/pagination";
import { NOTE_CUT_PLAYER, notePosition } from "~/domain/note-rules";
import { PLAYER_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { cutText } from "~/domain/text-length";
import { formatHms } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";

import { playerBridge } from "./bridge";
import type { Note, NotesPanelProps as Props } from "./notes-panel";

function NoteItem({ note, page, props }: { note: Note; page: number; props: Props }) {
  const t = useT();
  const cut = cutText(note.content, NOTE_CUT_PLAYER);
  const where = notePosition(note.type, note.position);
  const label =
    where.kind === "time"
      ? t("player.notePositionTime", { time: formatHms(where.seconds) })
      : t("player.notePositionPage", { page: where.page });
  const here = !note.cm_id || note.cm_id === props.material.cmId;
  const href = here
    ? props.hrefWith({ t: String(note.position), edit: null })
    : props.materialHref(note.cm_id ?? "", { panel: "notes", t: String(note.position) });
  return (
    <li className="player-note">
      {cut.cut ? (
        <details className="player-note__more">
          <summary>
            <span className="player-note__cut">{cut.text}</span>
            <span className="player-note__toggle">{t("ui.expand")}</span>
          </summary>
          <p className="player-note__full">{note.content}</p>
        </details>
      ) : (
        <p className="player-note__text">{note.content}</p>
      )}
      <p className="player-note__meta">
        <Link
          to={href}
          preventScrollReset
          onClick={(event) => {
            const player = here ? playerBridge.get() : null;
            if (!player) return;
            event.preventDefault();
            player.seek(note.position);
          }}
        >
          {label}
        </Link>
        <span>{note.created_at}</span>
        <Link
          // A note loaded from a later page is edited on that page (the loader finds it there).
          to={props.hrefWith(page === props.page ? { edit: note.id } : { edit: note.id, page: String(page) })}
          preventScrollReset
        >
          {t("player.editNote")}
        </Link>
      </p>
    </li>
  );
}

type NotesPage = { items: Note[]; total: number };

const noSubscription = () => () => {};
type Loaded = { source: NotesPage; items: { note: Note; page: number }[]; page: number; done: boolean };

/**
 * With JavaScript, the notes after the server's page load as the end of the list comes into view (the same
 * player URL with page=N+1, through a fetcher) and are appended; the page links are for JavaScript off only
 * (decision 044).
 */
function useMoreNotes(notes: NotesPage, page: number, hrefWith: Props["hrefWith"]) {
  const t = useT();
  const fetcher = useFetcher();
  const sentinel = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded>({ source: notes, items: [], page, done: false });
  const [pending, setPending] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Whether this browser loads the next notes as the list's end comes into view: then that is the one way on,
  // and the page links (the way without JavaScript) are not shown. Known after hydration, so the server's HTML
  // and the first render agree.
  const scrolls = useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver !== "undefined",
    () => false,
  );

  // New server data (another page, a saved note): start again from it.
  if (loaded.source !== notes) {
    setLoaded({ source: notes, items: [], page, done: false });
    setPending(null);
    setAnnouncement("");
  }

  const base = notes.items.slice(0, PLAYER_NOTES_PAGE_SIZE);
  const { load, state, data } = fetcher;

  // The answer for the page asked for (the loader says which page it answered): append what is new.
  const answer = data as { notesPage?: number; notes?: NotesPage | null } | undefined;
  if (pending !== null && state === "idle" && answer?.notesPage === pending) {
    const known = new Set([...base, ...loaded.items.map((item) => item.note)].map((note) => note.id));
    const fresh = (answer.notes?.items ?? []).filter((note) => !known.has(note.id));
    setLoaded({
      ...loaded,
      items: [...loaded.items, ...fresh.map((note) => ({ note, page: pending }))],
      page: pending,
      done: fresh.length === 0,
    });
    setPending(null);
    setAnnouncement(fresh.length > 0 ? t("player.notesLoaded", { count: fresh.length }) : "");
  }

  const finished = loaded.done || base.length + loaded.items.length >= notes.total;
  const next = loaded.page + 1;
  const nextHref = hrefWith({ page: String(next), edit: null, t: null });

  // Watch the end of the list while there is more; a new observer after each load reports at once if the end
  // is still in view, so the list keeps filling a tall panel.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || finished || pending !== null || state !== "idle") return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setPending(next);
      load(nextHref);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [finished, pending, state, next, nextHref, load]);

  return {
    items: [...base.map((note) => ({ note, page })), ...loaded.items],
    sentinel,
    announcement,
    scrolls,
  };
}

export function NotesList({ notes, props }: { notes: NotesPage; props: Props }) {
  const t = useT();
  const { items, sentinel, announcement, scrolls } = useMoreNotes(notes, props.page, props.hrefWith);
  const previous = props.page - 1;
  return (
    <>
      {scrolls && previous > 0 ? (
        // A later page opened by its address (a note edited there): the notes before it are a link back, the
        // list goes on by itself.
        <p className="player-notes__previous">
          <Link
            to={props.hrefWith({ page: previous > 1 ? String(previous) : null, edit: null, t: null })}
            preventScrollReset
            rel="prev"
          >
            {t("player.earlierNotes")}
          </Link>
        </p>
      ) : null}
      <ul className="player-notes__list">
        {items.map(({ note, page }) => (
          <NoteItem key={note.id} note={note} page={page} props={props} />
        ))}
      </ul>
      <div ref={sentinel} className="player-notes__sentinel" aria-hidden="true" />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {scrolls ? null : (
        <Pagination
          page={props.page}
          total={notes.total}
          size={PLAYER_NOTES_PAGE_SIZE}
          target="player-notes-title"
        />
      )}
    </>
  );
}
