import { lazyPart } from "~/components/ui/lazy-part";
import type { QuestionFailure } from "~/features/question/adapter";

// A refused answer kept on a screen that can no longer show its question (decision 024): the form is
// kept-answer.lazy.tsx, loaded only when a screen shows one (decision 011).

/** True when a refused post carried an answer this form can post again. */
export function canKeep(failure: QuestionFailure | null | undefined): failure is QuestionFailure & {
  values: NonNullable<QuestionFailure["values"]>;
  fields: NonNullable<QuestionFailure["fields"]>;
} {
  return Boolean(failure?.values && failure.fields && failure.queId);
}

/** The refused answer in a form that posts it again ('Try again'); `action` defaults to the current URL. */
export const KeptAnswer = lazyPart<{ failure: QuestionFailure; action?: string }>(() =>
  import("./kept-answer.lazy").then((module) => module.KeptAnswer),
);
