import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";

import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { Modal, ModalActions } from "~/components/ui/modal";
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH, noteContentProblem } from "~/domain/note-rules";
import { charCount } from "~/domain/text-length";
import { replyField, replyForm } from "~/forms/form-message";
import type { FormReply } from "~/forms/parse-form.server";
import { useErrorFocus } from "~/hooks/use-error-focus";
import { useT } from "~/i18n/i18n";
import type { Note } from "~/services/note.server";

import type { action } from "./route";

/**
 * The edit modal (?edit=ID): the note's text with a counter. The action checks it (its reply keeps the typed
 * text); the shown error goes once the text keeps the action's own rule again (no validation library here).
 */
export function EditNoteDialog({
  note,
  closeHref,
  kept,
}: {
  note: Note;
  closeHref: string;
  /** A refused edit redirected back without JavaScript (decision 043): shown as the post's own reply would be. */
  kept?: FormReply | null;
}) {
  const t = useT();
  const reply = useActionData<typeof action>() ?? kept ?? undefined;
  const formId = `edit-note-${note.id}`;
  const form = replyForm(formId, reply);
  const content = replyField(formId, reply, "content");
  const initial = content.sent ?? note.content;
  const [count, setCount] = useState(() => charCount(initial));
  const [fixed, setFixed] = useState(false);
  const error = fixed ? null : content.error;
  // A refused save puts the focus on the text and its message, not on the page (decision 036).
  const formRef = useErrorFocus(reply);

  return (
    <Modal title={t("myNote.edit")} closeHref={closeHref}>
      <Form method="post" ref={formRef} {...form.props} preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={note.id} />
        <label htmlFor={content.id} className="visually-hidden">
          {t("myNote.contentLabel")}
        </label>
        <textarea
          id={content.id}
          name={content.name}
          defaultValue={initial}
          required
          minLength={NOTE_MIN_LENGTH}
          maxLength={NOTE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? content.errorId : undefined}
          className="field note-editor"
          rows={8}
          placeholder={t("myNote.placeholder")}
          onInput={(event) => {
            const text = event.currentTarget.value;
            setCount(charCount(text));
            setFixed(noteContentProblem(text) === null);
          }}
        />
        <p className="char-counter" aria-hidden="true">
          {t("myNote.counter", { count, max: NOTE_MAX_LENGTH })}
        </p>
        <FieldError id={content.errorId} error={error} alert />
        <FormErrors id={form.errorId} message={form.message} />
        <ModalActions closeHref={closeHref} />
      </Form>
    </Modal>
  );
}
