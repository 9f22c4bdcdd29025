import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";

import { Modal } from "~/components/ui/modal";
import { Pagination } from "~/components/ui/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import {
  cutNote,
  NOTE_CUT_PLAYER,
  NOTE_MAX_LENGTH,
  NOTE_MIN_LENGTH,
  notePosition,
} from "~/domain/note-rules";
import { PLAYER_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { formatHms } from "~/domain/time-format";
import { useT, type MessageKey } from "~/i18n/i18n";

import { playerBridge } from "./bridge";
import { CountedTextarea } from "./note-text-field";

type Note = {
  id: string;
  cm_id?: string | null;
  content: string;
  created_at: string;
  type: number | null;
  position: number;
};

export type ActionReply = { intent: string; result: SubmissionResult<string[]> } | null;

type Props = {
  material: { cmId: string; chapterId: string; type: number; savedPosition: number };
  notes: { items: Note[]; total: number } | null;
  page: number;
  editing: Note | null;
  actionData: ActionReply;
  /** A link to this panel with the given extra query (e.g. edit=ID, t=SECONDS), keeping the rest. */
  hrefWith: (changes: Record<string, string | null>) => string;
  /** The player path of another material of the course. */
  materialHref: (cmId: string, changes: Record<string, string | null>) => string;
};

function FormErrors({ errors }: { errors: string[] | undefined }) {
  const t = useT();
  if (!errors?.length) return null;
  return (
    <p className="form-error" role="alert">
      {errors.map((error) => (error.startsWith("player.") ? t(error as MessageKey) : error)).join(" ")}
    </p>
  );
}

function AddNoteForm({
  material,
  lastResult,
}: {
  material: Props["material"];
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const position = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm<{ content: string }>({ id: "note-add", lastResult });
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      noValidate
      className="player-note-form"
      preventScrollReset
      onSubmit={(event) => {
        // With JS, the note is taken where the player is now; without, at the saved position.
        const now = playerBridge.get()?.position();
        if (position.current && now !== undefined) position.current.value = String(Math.floor(now));
        formProps.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="cm_id" value={material.cmId} />
      <input type="hidden" name="chapter_id" value={material.chapterId} />
      <input type="hidden" name="type" value={material.type} />
      <input ref={position} type="hidden" name="position" defaultValue={Math.floor(material.savedPosition)} />
      <CountedTextarea
        field={fields.content}
        label={t("player.noteLabel")}
        placeholder={t("player.notePlaceholder")}
        min={NOTE_MIN_LENGTH}
        max={NOTE_MAX_LENGTH}
      />
      <FormErrors errors={form.errors} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("player.saveNote")}
      </button>
    </Form>
  );
}

function EditNoteModal({
  note,
  closeHref,
  lastResult,
}: {
  note: Note;
  closeHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<{ content: string; id: string }>({
    id: `note-edit-${note.id}`,
    lastResult,
    defaultValue: { content: note.content, id: note.id },
  });
  return (
    <Modal title={t("player.editTitle")} closeHref={closeHref}>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={note.id} />
        <CountedTextarea
          field={fields.content}
          label={t("player.noteLabel")}
          placeholder={t("player.notePlaceholder")}
          min={NOTE_MIN_LENGTH}
          max={NOTE_MAX_LENGTH}
          rows={6}
        />
        <FormErrors errors={form.errors} />
        <div className="modal__actions">
          <Link to={closeHref} className="button" preventScrollReset>
            {t("ui.cancel")}
          </Link>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("player.confirm")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

function NoteItem({ note, props }: { note: Note; props: Props }) {
  const t = useT();
  const cut = cutNote(note.content, NOTE_CUT_PLAYER);
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
        <Link to={props.hrefWith({ edit: note.id })} preventScrollReset>
          {t("player.editNote")}
        </Link>
      </p>
    </li>
  );
}

/** The player's notes panel: add mode (the form) and edit mode (?edit=ID), 10 notes a page. */
export function NotesPanel(props: Props) {
  const t = useT();
  const reply = props.actionData;
  return (
    <div className="player-notes">
      <AddNoteForm
        material={props.material}
        lastResult={reply?.intent === "note" ? reply.result : undefined}
      />
      <h3>{t("player.myNotes")}</h3>
      {props.notes === null ? null : props.notes.items.length === 0 ? (
        <EmptyState>{t("common.noContent")}</EmptyState>
      ) : (
        <>
          <ul className="player-notes__list">
            {props.notes.items.slice(0, PLAYER_NOTES_PAGE_SIZE).map((note) => (
              <NoteItem key={note.id} note={note} props={props} />
            ))}
          </ul>
          <Pagination page={props.page} total={props.notes.total} size={PLAYER_NOTES_PAGE_SIZE} />
        </>
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
