import { z } from "zod";

import { parseScore, scoreProblem } from "~/domain/assessment-result";
import { ID_PATTERN } from "~/domain/ids";
import { parseFormData } from "~/forms/parse-form.server";
import type { MessageKey } from "~/i18n/i18n";

// The result review's score form (learner-area §5 score input), validated in the action only, so that zod never
// reaches the browser bundle. The rule is app/domain's parseScore (0 up to the question's score, two decimals);
// the message is a catalogue key, which the page shows with the question's maximum.

const SCORE_RANGE: MessageKey = "assessResult.scoreRange";
const SCORE_MESSAGE: Record<"range" | "precision", MessageKey> = {
  range: SCORE_RANGE,
  precision: "assessResult.scorePrecision",
};

/**
 * What the result review posted ('again' or a score), whatever it holds: the reply of a refusal keeps the typed
 * score in the form.
 */
const ReceivedScoreSchema = z.object({
  intent: z.string().optional(),
  que_id: z.string().optional(),
  score: z.string().optional(),
});

export function readScoreForm(formData: FormData) {
  return parseFormData(formData, ReceivedScoreSchema);
}

/** The score post, against the question's maximum as the server read it (never a form field). */
export function parseScoreForm(formData: FormData, max: number) {
  const schema = z.object({
    intent: z.literal("score"),
    que_id: z.string().regex(ID_PATTERN),
    score: z
      .string({ error: SCORE_RANGE })
      // A score in range with more than two decimals is told the step, not the range (decision 051).
      .superRefine((value, context) => {
        const problem = scoreProblem(value, max);
        if (problem) context.addIssue({ code: "custom", message: SCORE_MESSAGE[problem] });
      })
      .transform((value) => parseScore(value, max) ?? 0),
  });
  return parseFormData(formData, schema);
}
