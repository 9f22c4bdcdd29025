import { z } from "zod";

import { postedReviewLevel, reviewContentProblem } from "~/domain/review-rules";
import type { MessageKey } from "~/i18n/i18n";

import { ruleText } from "./rule-text.server";

// A course review (learner-area §5, public-sites §5): content 5 to 50 characters, a level 1 to 5, by the rules of
// app/domain/review-rules.ts. One schema for the learner area's two review forms (the course page and the
// player's rate dialog); the public sites' detail pages take the same fields with their own spec's wording for a
// short text. A post without a level is refused with a message: the forms show 5 checked, so only a post
// without any checked star (or a forged one) has none, and it is never saved as a silent 5. Server only: the
// page's JavaScript gets plain constraints from the domain constants, never zod (its size).

/** The level field: one of 1 to 5, else 'choose a rating'. */
const level = z.unknown().transform((value, context) => {
  const chosen = postedReviewLevel(value);
  if (chosen === null) {
    context.addIssue({ code: "custom", message: "validation.levelRequired" satisfies MessageKey });
    return z.NEVER;
  }
  return chosen;
});

/** A review's fields, with `tooShort` the screen's wording of the 5-character rule (decision 020). */
function reviewFields(tooShort: MessageKey) {
  return z.object({
    content: ruleText(reviewContentProblem, { tooShort, tooLong: "courseDetail.tooLong" }, { trim: true }),
    level,
  });
}

/** The learner area's review (the course page and the player's rate dialog): learner-area §5's wording. */
export const ReviewSchema = reviewFields("validation.tooShort");

/** The review form of the course page. */
export const ReviewFormSchema = ReviewSchema.extend({ intent: z.literal("review") });

/** The review form of the public sites' course details: public-sites §5's wording ('至少输入5个字'). */
export const PublicReviewFormSchema = reviewFields("validation.publicReviewTooShort").extend({
  intent: z.literal("review"),
});

/** Deleting one's own review on the course page; the route refuses an id that cannot be one (400). */
export const DeleteReviewFormSchema = z.object({
  intent: z.literal("delete"),
  reviewId: z.string().catch(""),
});
