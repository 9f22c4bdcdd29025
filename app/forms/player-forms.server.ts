import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import { REVIEW_MAX_LENGTH, REVIEW_MIN_LENGTH } from "~/domain/review-rules";

import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from "~/domain/note-rules";

// The player's forms (add a note, edit a note, rate the course), validated in the action only: kept out of the
// route module so that zod never reaches the browser bundle. Messages are catalogue keys the page translates.

const DIGITS = /^\d{1,18}$/;

const NoteAddSchema = z.object({
  intent: z.literal("note"),
  content: z
    .string({ error: "player.noteTooShort" })
    .trim()
    .min(NOTE_MIN_LENGTH, "player.noteTooShort")
    .max(NOTE_MAX_LENGTH, "player.noteTooLong"),
  position: z.coerce.number().int().min(0).default(0),
  cm_id: z.string().regex(DIGITS),
  chapter_id: z.string().regex(DIGITS),
  type: z.coerce.number().int().min(1).max(3),
});

const NoteEditSchema = z.object({
  intent: z.literal("edit"),
  id: z.string().regex(DIGITS),
  content: z
    .string({ error: "player.noteTooShort" })
    .trim()
    .min(NOTE_MIN_LENGTH, "player.noteTooShort")
    .max(NOTE_MAX_LENGTH, "player.noteTooLong"),
});

const RateSchema = z.object({
  intent: z.literal("rate"),
  level: z.coerce.number().int().min(1).max(5).default(5),
  content: z
    .string({ error: "player.reviewTooShort" })
    .trim()
    .min(REVIEW_MIN_LENGTH, "player.reviewTooShort")
    .max(REVIEW_MAX_LENGTH, "player.reviewTooLong"),
});

const schemas = { note: NoteAddSchema, edit: NoteEditSchema, rate: RateSchema } as const;
export type PlayerIntent = keyof typeof schemas;

/** The submission of the form named by `intent`, or null for an unknown intent. */
export function parsePlayerForm(formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  if (!Object.hasOwn(schemas, intent)) return { intent, submission: null };
  return { intent, submission: parseWithZod(formData, { schema: schemas[intent as PlayerIntent] }) };
}
