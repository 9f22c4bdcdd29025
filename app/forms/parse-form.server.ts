import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";

import { bodyRefusalResponse } from "~/guard/guard.server";
import { noteFormRefused } from "~/utils/request-scope.server";

import { formErrorsOf, type FormMessage } from "./form-message";

// The one way an action reads its form (docs/decisions/033-one-form-helper-and-one-pending-hook.md): the body is
// read once, parsed by conform's `parseWithZod` against the schema, and the action gets either the typed value or
// a reply that keeps what the learner typed and carries the schema's messages (catalogue keys). An upstream
// refusal after a valid post is the same reply with a form-level message (app/forms/form-message.ts).
//
//   const form = await parseForm(request, Schema);
//   if (!form.ok) return form.invalid();              // 400, the typed values and the field messages
//   … form.value …                                    // typed by the schema
//   return form.refused({ key, text }, status);       // the failure's own status, the typed values kept
//
// A form whose failure is not shown beside its fields (hidden fields only: a list's buttons) reads `form.ok` and
// answers its own way (a toast). `form.reply(message?)` is conform's SubmissionResult itself, for an answer that
// wraps it. A body that cannot be read is a 400 (docs/decisions/028), never a 5xx. A reply with errors is noted
// in the request's scope: the page rendered with it (no JavaScript) is titled 'Error: …' (decision 036).

/** conform's reply: what was typed (`initialValue`) and the messages by field ("" for the form). */
export type FormReply = SubmissionResult<string[]>;

type Replies = {
  /** The form's FormData as read (a second read of the request's body is not possible). */
  formData: FormData;
  /** conform's reply, with `message` as the form-level error when given. */
  reply: (message?: FormMessage | null) => FormReply;
  /** The reply as the action's answer with `status`: a refusal the page shows above the form. */
  refused: (message: FormMessage | null, status: number) => ReturnType<typeof data<FormReply>>;
};

export type ParsedForm<Output> =
  | (Replies & { ok: true; value: Output })
  | (Replies & {
      ok: false;
      /** The field messages as a 400 answer (the post could not be valid as sent). */
      invalid: () => ReturnType<typeof data<FormReply>>;
    });

/**
 * `exact`: the fields as sent, without conform's coercion ("" stays "", a field sent once stays a string): for a
 * form whose empty and repeated fields mean something (the question form's blanks, decision 033).
 */
type ParseOptions = { exact?: boolean };

/**
 * Reads the request's form (or a FormData already read) and parses it with `schema`. Server only: zod and
 * conform never reach the browser (decision 009).
 */
export async function parseForm<Schema extends z.ZodType>(
  source: Request | FormData,
  schema: Schema,
  options: ParseOptions = {},
): Promise<ParsedForm<z.output<Schema>>> {
  const formData = source instanceof Request ? await readForm(source) : source;
  return parseFormData(formData, schema, options);
}

/** `parseForm` for a FormData already in hand (synchronous). */
export function parseFormData<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  options: ParseOptions = {},
): ParsedForm<z.output<Schema>> {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: options.exact });
  const reply = (message?: FormMessage | null): FormReply => {
    const answer = message ? submission.reply({ formErrors: formErrorsOf(message) }) : submission.reply();
    // A reply with errors titles the page rendered in this request as refused ('Error: …', decision 036).
    if (answer.status === "error") noteFormRefused();
    return answer;
  };
  const refused = (message: FormMessage | null, status: number) => data(reply(message), { status });
  if (submission.status === "success") {
    return { ok: true, value: submission.value as z.output<Schema>, formData, reply, refused };
  }
  return { ok: false, formData, reply, refused, invalid: () => refused(null, 400) };
}

/**
 * The request's form. Behind the action wrappers an unreadable body already answers 400 (guard.server.ts); the
 * same refusal here keeps that true for any caller. A browser that went away gets nothing.
 */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof Response || request.signal.aborted) throw error;
    throw bodyRefusalResponse(request, "unreadable");
  }
}
