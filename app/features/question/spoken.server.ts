import { spokenOutcome, type RefusalPlace } from "~/domain/refusals";
import { translatorFor } from "~/i18n/locale.server";

import type { ShownQuestion } from "./load-screen.server";

/**
 * The question shown, its refusal (a question not on the card, a record not the learner's) in the page's language
 * when the catalogue knows the code at that place (decision 043); the screens show `message` as it is.
 */
export function spokenShown(shown: ShownQuestion, place: RefusalPlace, request: Request): ShownQuestion {
  const t = translatorFor(request);
  return { ...shown, question: shown.question && spokenOutcome(shown.question, place, t) };
}
