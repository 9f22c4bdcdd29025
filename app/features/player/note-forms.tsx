import { Form } from "@remix-run/react";
import { useRef } from "react";

import { FormErrors } from "~/components/ui/form-errors";
import { Modal, ModalActions } from "~/components/ui/modal";
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from "~/domain/note-rules";
import {
  replyField,
  replyForm,
  type FormMessage,
  type RepliedProps,
  type ReplyField,
} from "~/forms/form-message";
import { useT } from "~/i18n/i18n";

import { playerBridge } from "./bridge";
import { CountedTextarea } from "./note-text-field";
import { useErrorFocus } from "~/hooks/use-error-focus";
import { useIsPending } from "~/hooks/use-is-pending";

export type NoteMaterial = { cmId: string; chapterId: string; type: number; savedPosition: number };

/** A note's text with its counter, then what the server said about the whole form. */
function NoteText({
  field,
  initial,
  errorId,
  message,
  rows,
}: {
  field: ReplyField;
  initial?: string;
  errorId: string;
  message: FormMessage | null;
  rows?: number;
}) {
  const t = useT();
  return (
    <>
      <CountedTextarea
        field={field}
        initial={initial}
        label={t("player.noteLabel")}
        placeholder={t("player.notePlaceholder")}
        min={NOTE_MIN_LENGTH}
        max={NOTE_MAX_LENGTH}
        rows={rows}
      />
      <FormErrors id={errorId} message={message} />
    </>
  );
}

/** Add mode: the note is taken at the player's position (with JS) or the saved one (without). */
export function AddNoteForm({ material, lastResult }: { material: NoteMaterial } & RepliedProps) {
  const t = useT();
  const busy = useIsPending();
  const position = useRef<HTMLInputElement>(null);
  const form = replyForm("note-add", lastResult);
  // A refused note puts the focus on the text and its message (decision 036).
  const formRef = useErrorFocus(lastResult);
  return (
    <Form
      method="post"
      ref={formRef}
      {...form.props}
      className="player-note-form"
      preventScrollReset
      onSubmit={() => {
        // With JS, the note is taken where the player is now; without, at the saved position.
        const now = playerBridge.get()?.position();
        if (position.current && now !== undefined) position.current.value = String(Math.floor(now));
      }}
    >
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="cm_id" value={material.cmId} />
      <input type="hidden" name="chapter_id" value={material.chapterId} />
      <input type="hidden" name="type" value={material.type} />
      <input ref={position} type="hidden" name="position" defaultValue={Math.floor(material.savedPosition)} />
      <NoteText
        field={replyField("note-add", lastResult, "content")}
        errorId={form.errorId}
        message={form.message}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("player.saveNote")}
      </button>
    </Form>
  );
}

/** Edit mode (?edit=ID): the note's text in a modal. */
export function EditNoteModal({
  note,
  closeHref,
  lastResult,
}: { note: { id: string; content: string }; closeHref: string } & RepliedProps) {
  const t = useT();
  const formId = `note-edit-${note.id}`;
  const form = replyForm(formId, lastResult);
  const formRef = useErrorFocus(lastResult);
  return (
    <Modal title={t("player.editTitle")} closeHref={closeHref}>
      <Form method="post" ref={formRef} {...form.props} preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={note.id} />
        <NoteText
          field={replyField(formId, lastResult, "content")}
          initial={note.content}
          errorId={form.errorId}
          message={form.message}
          rows={6}
        />
        <ModalActions closeHref={closeHref} submitLabel={t("player.confirm")} />
      </Form>
    </Modal>
  );
}
