import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import { reviewContentProblem, reviewLevel } from "~/domain/review-rules";

// The review form's rules (learner-area §5): content 5 to 50 characters, level 1 to 5 (default 5). Server
// only: the page's JavaScript gets plain constraints from the domain constants, never zod (its size).
const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  content: z.string({ error: "courseDetail.tooShort" }).superRefine((content, context) => {
    const problem = reviewContentProblem(content);
    if (problem) context.addIssue({ code: "custom", message: `courseDetail.${problem}` });
  }),
  level: z.preprocess((value) => reviewLevel(value), z.number()),
});

export function parseReviewForm(formData: FormData) {
  return parseWithZod(formData, { schema: ReviewFormSchema });
}
