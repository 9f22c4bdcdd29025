import { z } from "zod";

import { parsePosition } from "~/domain/player-rules";

import { NumericId } from "./ids.server";
import { noteContent } from "./note-forms.server";
import { parseFormData } from "./parse-form.server";
import { ReviewSchema } from "./review-form.server";

// The player's forms (add a note, edit a note, rate the course), validated in the action only: kept out of the
// route module so that zod never reaches the browser bundle. The texts follow the same rules as the notes
// screen and the course page (app/domain); messages are catalogue keys the page translates.

const NOTE_MESSAGES = { tooShort: "validation.tooShort", tooLong: "player.noteTooLong" } as const;

const NoteAddSchema = z.object({
  intent: z.literal("note"),
  content: noteContent(NOTE_MESSAGES, { trim: true }),
  position: z.coerce.number().int().min(0).default(0),
  cm_id: NumericId,
  chapter_id: NumericId,
  type: z.coerce.number().int().min(1).max(3),
});

const NoteEditSchema = z.object({
  intent: z.literal("edit"),
  id: NumericId,
  content: noteContent(NOTE_MESSAGES, { trim: true }),
});

/** The rate dialog: the learner area's one review schema (as on the course page). */
export const RateFormSchema = ReviewSchema.extend({ intent: z.literal("rate") });

const schemas = { note: NoteAddSchema, edit: NoteEditSchema, rate: RateFormSchema } as const;
export type PlayerIntent = keyof typeof schemas;

/** The form named by `intent`, parsed by the one helper; null for an unknown intent (the action's 400). */
export function parsePlayerForm(formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(schemas, intent)) return { intent, form: null };
  return { intent, form: parseFormData(formData, schemas[intent as PlayerIntent]) };
}

/**
 * The progress beacon's post (the progress route): the position in seconds (app/domain's rule) and the
 * material's chapter. Anything else is a 400 the beacon only logs.
 */
export const ProgressFormSchema = z.object({
  position: z.unknown().transform(parsePosition).pipe(z.number()),
  chapter_id: NumericId,
});
