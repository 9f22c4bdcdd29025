import { lazyPart } from "~/components/ui/lazy-part";

import type { ReviewAnswerProps } from "./question-review.lazy";

// The reviewed answer (what was answered, the right answer, the analysis): question-review.lazy.tsx, whose code
// loads once the page has loaded, not with the review screens' first script (decision 031). It
// only shows: until its code has arrived the server's HTML of it is the same text.
export const ReviewAnswer = lazyPart<ReviewAnswerProps>(
  () => import("./question-review.lazy").then((module) => module.ReviewAnswer),
  { afterPageLoad: true },
);
