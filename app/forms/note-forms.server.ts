import { z } from "zod";

import { noteContentProblem } from "~/domain/note-rules";

import { NumericId } from "./ids.server";
import { ruleText, type LengthMessages } from "./rule-text.server";

// A note's text (learner-area §5: 5 to 1000 characters) by the rule of app/domain/note-rules.ts, for the notes
// screen and the player's notes panel; a short text is learner-area §5's one wording (`validation.tooShort`).

export function noteContent(messages: LengthMessages, options: { trim?: boolean } = {}) {
  return ruleText(noteContentProblem, messages, options);
}

/** My notes (learner-area §4 Notes): edit a note's text, or delete it. */
export const MyNoteFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("edit"),
    id: NumericId,
    content: noteContent({ tooShort: "validation.tooShort", tooLong: "myNote.tooLong" }),
  }),
  z.object({ intent: z.literal("delete"), id: NumericId }),
]);
