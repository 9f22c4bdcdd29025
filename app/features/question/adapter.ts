import type { AnswerMode, AnswerValues } from "~/domain/answer-encoding";
import type { FormMessage } from "~/forms/form-message";
import type { MessageKey } from "~/i18n/i18n";
import type { Question } from "~/services/question.server";
import type { ResourceType } from "~/services/upload.server";
import type { Failure } from "~/services/upstream-failure";

// The question screens (learner-area §2 Practice answering and review, Assessment answering; §4 Practice,
// Assessment; docs/contracts/practice-and-exams.md) are one screen with two kinds. Each kind supplies an adapter,
// bound to the request, the school and the chapter or attempt it shows; ./dispatch.server.ts serves the question
// form's intents for both, ./loader.server.ts loads the question shown for both.
//
// What the kinds keep apart (the spec's differences):
//   practice    answers are encoded in practice mode; files are stored as tk_user; 'submit' saves (subtype 1) and,
//               when questions are still unanswered, opens the same incomplete-submit dialog as the assessment
//               (with the counts, issue 14); with every question answered, or from the dialog, it is the final
//               save (subtype 2) and goes to the review (AgainPractice) with the same query; a card failure
//               shows the server's message or 'Fetch failed' on the screen; a submitted chapter is reviewed.
//   assessment  answers are encoded in assessment mode; files are stored as tk_exam; 'submit' saves (subtype 1)
//               and opens the confirm dialog chosen by the card's counts ('Confirm submitting…' or the incomplete
//               one); the dialog's confirm and the time-up finish are the final save; after it show_result 1
//               goes to the result review, else the end page with the time used; a save refused because the
//               attempt is over (1409) goes there too, with the server's message.
//   both        'submit failed' with the server's words when a save is refused (§8).

/** One question's answer as an answer post sends it. */
export type AnswerToSave = { queId: string; answer: string; isSign: "1" | "2"; attachment: string };

export type AnswerScreen = {
  /** How answers are encoded (app/domain/answer-encoding.ts). */
  mode: AnswerMode;
  /** Where the answer's files are stored (learner-area §7). */
  resourceType: ResourceType;
  /** A refused save: this key, with the server's words when it gave any (§8 'submit failed'). */
  saveFailedKey: MessageKey;
  /** The screen showing a question (null: the card's first), with extra query (the dialogs' URL state). */
  here(queId: string | null, extra?: Record<string, string>): string;
  /** The question as the learner answers it (null: deleted). */
  question(queId: string): Promise<Question | null>;
  /** Saves an answer with subtype 1. */
  save(answer: AnswerToSave): Promise<unknown>;
  /** Saves an answer with subtype 2, and says where the finished screen goes. */
  finish(answer: AnswerToSave): Promise<string>;
  /**
   * After 'submit' saved the answer: the screen with its confirm dialog open (the assessment always asks; practice
   * asks while questions are unanswered), or null when there is nothing to ask: the final save follows at once.
   */
  confirm(queId: string): Promise<string | null>;
  /** A refused save that ends the screen (the attempt is over): where to go, or null to show the failure. */
  ended(failure: Failure): Promise<string | null>;
};

/**
 * A review screen (after the final save; learner-area §2 Practice review, Assessment result review): the question
 * with is_again 1 (the right answer and the explanation), and 'answer again', which each kind starts its own way
 * (practice: the card with is_again 1 clears the chapter's answers; assessment: the card without a record starts an
 * attempt). What only the assessment review has — self-scoring of subjective questions, a 2004 on the card that
 * goes back to the list — is in ./assessment-review.server.ts; a practice card failure is shown on the screen.
 */
export type ReviewScreen = {
  /** The review the post came from: where a refused 'answer again' comes back to. */
  here: string;
  /** The question as reviewed (null: deleted). */
  question(queId: string): Promise<Question | null>;
  /** Starts answering again, and says where the answering screen is. */
  again(): Promise<string>;
  /** A refused 'answer again': this key, with the server's words when it gave any. */
  againFailedKey: MessageKey;
};

/** The one failure of a question form post: what went wrong, on which question, with what the learner sent. */
/**
 * The question form's own fields as a refused post sent them: with `values` they are the whole answer, so a screen
 * that can no longer show the question (a full outage) can still keep the answer and post it again (issue 13 §14).
 * Set only when the save failed because the upstream was unavailable: an answer it refused would be refused again.
 */
export type SentQuestionFields = { queType: string; options: string; isSign: string; attachment: string };

export type QuestionFailure = {
  message: FormMessage;
  queId: string;
  values: AnswerValues | null;
  fields: SentQuestionFields | null;
};
