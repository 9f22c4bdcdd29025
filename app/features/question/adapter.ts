import type { AnswerMode, AnswerValues } from "~/domain/answer-encoding";
import type { FormMessage } from "~/forms/form-message";
import type { RefusalPlace } from "~/domain/refusals";
import type { MessageKey } from "~/i18n/i18n";
import type { CardItem, Question } from "~/services/question.server";
import type { ResourceType } from "~/services/upload.server";

// The question screens (learner-area §2 Practice answering and review, Assessment answering; §4 Practice,
// Assessment; docs/contracts/practice-and-exams.md) are one screen with two kinds. Each kind supplies a side,
// bound to the request, the school and the chapter or attempt it shows; ./dispatch.server.ts serves the question
// form's intents for both, ./load-screen.server.ts loads the question shown for both.
//
// What the kinds keep apart (the spec's differences):
//   practice    answers are encoded in practice mode; files are stored as tk_user; 'submit' saves (subtype 1) and,
//               when questions are still unanswered, opens the same incomplete-submit dialog as the assessment
//               (with the counts, decision 020); with every question answered, or from the dialog, it is the final
//               save (subtype 2) and goes to the review (AgainPractice) with the same query; a card failure
//               shows the server's message or 'Fetch failed' on the screen; a submitted chapter is reviewed.
//   assessment  answers are encoded in assessment mode; files are stored as tk_exam; 'submit' saves (subtype 1)
//               and opens the confirm dialog chosen by the card's counts ('Confirm submitting…' or the incomplete
//               one); the dialog's confirm and the time-up finish are the final save; after it show_result 1
//               goes to the result review, else the end page with the time used; a save refused because the
//               attempt is over (1409) goes there too, with the server's message.
//   both        'submit failed' with the server's words when a save is refused (§8).

/**
 * One question's answer as an answer post sends it; `order`: the sending device's order of its saves, when the
 * page's answer queue sent it (decision 042).
 */
export type AnswerToSave = {
  queId: string;
  answer: string;
  isSign: "1" | "2";
  attachment: string;
  order?: { client: string; seq: number } | null;
};

/**
 * Where a finished side goes, as the final save's reply or a finished card says it (the assessment's); a save's
 * reply may also say the seconds left by the upstream's clock (decision 042).
 */
export type Finished = { showResult: number | null; useDuration: number | null; secondsLeft?: number | null };

/**
 * One side of the answering screen: what it is, as data, and the three things it does against the upstream its
 * own way. ./dispatch.server.ts serves the question form's intents with it for both sides.
 */
export type QuestionSide = {
  /** How answers are encoded (app/domain/answer-encoding.ts) and where their files are stored (§7). */
  mode: AnswerMode;
  resourceType: ResourceType;
  /** A refused save: this key, with the server's words when it gave any (§8 'submit failed'). */
  saveFailedKey: MessageKey;
  /**
   * Which intents ask first: after 'submit' saved the answer, the screen opens its confirm dialog always (the
   * assessment: 'confirm' or 'incomplete' by the card) or only while questions are unanswered (practice); with
   * nothing to ask the final save follows at once.
   */
  asks: "always" | "incomplete";
  /** The upstream's code of a save refused because the screen has ended (the assessment's 1409), else null. */
  overCode: string | null;
  /** The URLs: the screen showing a question (null: the card's first) with extra query, and the finished one. */
  here(queId: string | null, extra?: Record<string, string>): string;
  finished(reply: Finished | null): string;
  /** Reads a question as the learner answers it (null: deleted), and the card. */
  question(queId: string): Promise<Question | null>;
  card(): Promise<{ items: CardItem[]; finished: Finished | null }>;
  /** Saves an answer: subtype 1, or 2 the final save, whose reply may say where the finished screen is. */
  save(answer: AnswerToSave, subtype: 1 | 2): Promise<Finished | null>;
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
  /** Where a refused 'answer again' is, for the catalogue's words in the page's language (decision 043). */
  refusals: RefusalPlace;
};

/**
 * The question form's own fields as a refused post sent them: with `values` they are the whole answer, so a screen
 * that can no longer show the question (a full outage) can still keep the answer and post it again (decision 024).
 * Set only when the save failed because the upstream was unavailable: an answer it refused would be refused again.
 */
export type SentQuestionFields = { queType: string; options: string; isSign: string; attachment: string };

export type QuestionFailure = {
  message: FormMessage;
  queId: string;
  values: AnswerValues | null;
  fields: SentQuestionFields | null;
};
