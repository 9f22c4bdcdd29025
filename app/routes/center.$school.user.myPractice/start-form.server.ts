import { z } from "zod";

import { ID_PATTERN } from "~/domain/ids";

// The 'practice now' post of My practice (learner-area §2, §4): hidden fields only, checked on the server. Server
// only, so that zod stays out of the page's JavaScript.

const formId = z.string().regex(ID_PATTERN);

/** Which set and chapter, and the chapter name the answering screen shows. */
export const PracticeStartSchema = z.object({
  exe_id: formId,
  chapter_id: formId,
  name: z.string().max(500).default(""),
});
