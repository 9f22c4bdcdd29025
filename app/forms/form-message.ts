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
