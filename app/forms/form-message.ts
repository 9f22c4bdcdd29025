import type { SubmissionResult } from "@conform-to/react";

import type { MessageKey } from "~/i18n/i18n";

// The one form convention (docs/decisions/009-one-way-for-each-thing.md): every action answers conform's
// SubmissionResult. A field error is a catalogue key (the schema's message, from the rule in app/domain). A form
// error is a catalogue key, then, when the upstream said something of its own, its words: `[key]` or
// `[key, text]`. The page shows the upstream's words when there are any, else the key's text.

/** A form-level message: what went wrong as a catalogue key, and the upstream's own words when it gave any. */
export type FormMessage = { key: MessageKey; text: string | null };

/** conform's form errors for a message. */
export function formErrorsOf(message: FormMessage): string[] {
  return message.text ? [message.key, message.text] : [message.key];
}

/** The form message of a conform reply (null when it has none). */
export function formMessageOf(result: SubmissionResult<string[]> | null | undefined): FormMessage | null {
  return formMessageOfErrors(result?.error?.[""]);
}

/** The form message of conform's form errors as its client holds them (`form.errors`; null when none). */
export function formMessageOfErrors(errors: string[] | null | undefined): FormMessage | null {
  const [key, text] = errors ?? [];
  return key ? { key: key as MessageKey, text: text ?? null } : null;
}

/** The catalogue key of a field's first error in a conform reply (null when the field is fine). */
export function fieldErrorOf(
  result: SubmissionResult<string[]> | null | undefined,
  field: string,
): MessageKey | null {
  return (result?.error?.[field]?.[0] as MessageKey | undefined) ?? null;
}

// The browser reads the action's reply as it is (decision 022): conform runs on the server only, whose checks
// every post passes through anyway; its client (about 9 KB gzipped) is not shipped. The ids are conform's, so
// the markup is the same as when its client rendered it, with and without JavaScript.

/** A form's id and message: `{form}-error` names its message, the form's `aria-describedby` while it shows. */
export function replyForm(formId: string, result: SubmissionResult<string[]> | null | undefined) {
  const errorId = `${formId}-error`;
  const message = formMessageOf(result);
  return {
    errorId,
    message,
    props: { id: formId, noValidate: true, "aria-describedby": message ? errorId : undefined },
  };
}

/** A field of a form: `{form}-{name}` and `…-error`, its error and the value the learner sent (kept on a 400). */
export function replyField(
  formId: string,
  result: SubmissionResult<string[]> | null | undefined,
  name: string,
) {
  const id = `${formId}-${name}`;
  const sent = result?.initialValue?.[name];
  return {
    id,
    name,
    errorId: `${id}-error`,
    error: fieldErrorOf(result, name),
    sent: typeof sent === "string" ? sent : undefined,
  };
}

export type ReplyField = ReturnType<typeof replyField>;

/** The props of a form component that shows the action's last reply (its message, the fields' errors and values). */
export type RepliedProps = { lastResult?: SubmissionResult<string[]> };
