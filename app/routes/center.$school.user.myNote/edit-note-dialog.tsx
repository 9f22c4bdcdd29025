import { getFormProps, getTextareaProps, parse, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";

import { FieldError, FormErrors } from "~/components/ui/form-errors";
import { Modal, ModalActions } from "~/components/ui/modal";
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH, noteContentProblem } from "~/domain/note-rules";
import { charCount } from "~/domain/text-length";
import { formMessageOfErrors } from "~/forms/form-message";
import { useT, type MessageKey } from "~/i18n/i18n";
import type { Note } from "~/services/note.server";

import type { action } from "./route";

/** The textarea's limits, from the domain constants (getZodConstraint would ship zod to the browser). */
const NOTE_CONSTRAINT = {
  id: { required: true },
  content: { required: true, minLength: NOTE_MIN_LENGTH, maxLength: NOTE_MAX_LENGTH },
};

type EditFields = { intent: "edit"; id: string; content: string };

/** The edit modal (?edit=ID): the note's text with a counter, checked as typed by the action's own rule. */
export function EditNoteDialog({ note, closeHref }: { note: Note; closeHref: string }) {
  const t = useT();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<EditFields>({
    id: `edit-note-${note.id}`,
    lastResult,
    defaultValue: { content: note.content },
    constraint: NOTE_CONSTRAINT,
    shouldRevalidate: "onInput",
    // The same rule and catalogue keys as the action's schema, without zod in the browser.
    onValidate: ({ formData }) =>
      parse<EditFields, string[]>(formData, {
        resolve: (payload) => {
          const problem = noteContentProblem(typeof payload.content === "string" ? payload.content : "");
          return problem ? { error: { content: [`myNote.${problem}`] } } : { value: payload as EditFields };
        },
      }),
  });
  const initial = fields.content.initialValue;
  const [count, setCount] = useState(() => charCount(typeof initial === "string" ? initial : ""));
  const { key, ...textarea } = getTextareaProps(fields.content);
  const contentError = (fields.content.errors?.[0] as MessageKey | undefined) ?? null;

  return (
    <Modal title={t("myNote.edit")} closeHref={closeHref}>
      <Form method="post" {...getFormProps(form)} preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={note.id} />
        <label htmlFor={fields.content.id} className="visually-hidden">
          {t("myNote.contentLabel")}
        </label>
        <textarea
          key={key}
          {...textarea}
          className="field note-editor"
          rows={8}
          placeholder={t("myNote.placeholder")}
          onInput={(event) => setCount(charCount(event.currentTarget.value))}
        />
        <p className="char-counter" aria-hidden="true">
          {t("myNote.counter", { count, max: NOTE_MAX_LENGTH })}
        </p>
        <FieldError id={fields.content.errorId} error={contentError} alert />
        <FormErrors id={form.errorId} message={formMessageOfErrors(form.errors)} />
        <ModalActions closeHref={closeHref} />
      </Form>
    </Modal>
  );
}
