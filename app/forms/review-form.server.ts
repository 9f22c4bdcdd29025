import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import { reviewContentProblem, reviewLevel } from "~/domain/review-rules";

import { ruleText, type LengthMessages } from "./rule-text.server";

// A course review (learner-area §5): content 5 to 50 characters, level 1 to 5 (default 5), by the rules of
// app/domain/review-rules.ts. The course page, the public sites and the player's rate dialog take a review with
// these fields; each form speaks with its own catalogue keys. Server only: the page's JavaScript gets plain
// constraints from the domain constants, never zod (its size).

/** A review's fields: the text by the review rule, the stars by the levels (anything else is the default). */
export function reviewFields(messages: LengthMessages, options: { trim?: boolean } = {}) {
  return {
    content: ruleText(reviewContentProblem, messages, options),
    level: z.preprocess((value) => reviewLevel(value), z.number()),
  };
}

/** The review form of the course page and the public sites' course details. */
export const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  ...reviewFields({ tooShort: "courseDetail.tooShort", tooLong: "courseDetail.tooLong" }),
});

export function parseReviewForm(formData: FormData) {
  return parseWithZod(formData, { schema: ReviewFormSchema });
}
