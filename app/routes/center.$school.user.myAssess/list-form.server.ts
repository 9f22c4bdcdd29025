import { z } from "zod";

import { ID_PATTERN } from "~/domain/ids";

// The posts of My assessments (learner-area §2, §4): hidden fields only, checked on the server. Server only, so
// that zod stays out of the page's JavaScript.

const formId = z.string().trim().regex(ID_PATTERN);
const optionalFormId = z
  .string()
  .trim()
  .regex(/^[\w-]{0,64}$/)
  .default("");

export const AssessListPostSchema = z.discriminatedUnion("intent", [
  /** 'start': open the start dialog (the detail is fetched by the next page load). */
  z.object({ intent: z.literal("start"), id: formId, class_id: optionalFormId }),
  /** 'begin' in the dialog: ask for the card (starts or resumes the attempt) and go answer. */
  z.object({
    intent: z.literal("begin"),
    id: formId,
    class_id: optionalFormId,
    name: z.string().max(500).default(""),
    show_result: z.enum(["", "0", "1", "2"]).default(""),
  }),
]);
