import type { SubmissionResult } from "@conform-to/react";

import { EmptyState } from "~/components/ui/empty-state";
import { useT } from "~/i18n/i18n";

import { AddNoteForm, EditNoteModal, type NoteMaterial } from "./note-forms";
import { NotesList } from "./notes-list";

export type Note = {
  id: string;
  cm_id?: string | null;
  content: string;
  created_at: string;
  type: number | null;
  position: number;
};

export type ActionReply = { intent: string; result: SubmissionResult<string[]> } | null;

export type NotesPanelProps = {
  material: NoteMaterial;
  notes: { items: Note[]; total: number } | null;
  page: number;
  editing: Note | null;
  actionData: ActionReply;
  /** A link to this panel with the given extra query (e.g. edit=ID, t=SECONDS), keeping the rest. */
  hrefWith: (changes: Record<string, string | null>) => string;
  /** The player path of another material of the course. */
  materialHref: (cmId: string, changes: Record<string, string | null>) => string;
};

/** The player's notes panel: add mode (the form) and edit mode (?edit=ID), 10 notes a page. */
export function NotesPanel(props: NotesPanelProps) {
  const t = useT();
  const reply = props.actionData;
  return (
    <div className="player-notes">
      <AddNoteForm
        material={props.material}
        lastResult={reply?.intent === "note" ? reply.result : undefined}
      />
      <h3 id="player-notes-title">{t("player.myNotes")}</h3>
      {props.notes === null ? null : props.notes.items.length === 0 ? (
        <EmptyState>{t("common.noContent")}</EmptyState>
      ) : (
        <NotesList notes={props.notes} props={props} />
      )}
      {props.editing ? (
        <EditNoteModal
          note={props.editing}
          closeHref={props.hrefWith({ edit: null })}
          lastResult={reply?.intent === "edit" ? reply.result : undefined}
        />
      ) : null}
    </div>
  );
}
