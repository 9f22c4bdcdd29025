import type { Finished, QuestionSide } from "./adapter";
import { savedAnswer, type AnswerPost } from "./answer-form.server";

// The autosave routes' side of a flag kept on the device (app/domain/kept-flag.ts, decision 052 "What the third look
// found"), for both screens (assessment.server.ts, practice.server.ts).

/**
 * The autosave of an answer the page's queue keeps marked unchanged (app/domain/answer-unchanged.ts): a flag set on a
 * question the learner did not touch on the page, kept on the device while the line was down. The answer the server
 * holds is saved with the flag as sent (not toggled: sent again, it is the same flag), in the page's order; never
 * the answer the page showed. A deleted question saves nothing (null); one that cannot be read is a failure.
 */
export async function saveFlagOnHeldAnswer(screen: QuestionSide, post: AnswerPost): Promise<Finished | null> {
  const question = await screen.question(post.queId);
  if (!question) return null;
  return screen.save(
    { queId: post.queId, ...savedAnswer(question), isSign: post.isSign, order: post.order },
    1,
  );
}
