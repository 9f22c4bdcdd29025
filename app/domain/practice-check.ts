import { FALSE_ANSWER, optionLetter, QUESTION_TYPE, TRUE_ANSWER } from "~/domain/answer-encoding";
import type { MessageKey } from "~/i18n/i18n";

// "Check this answer" in practice (decision 051): what the learner is told about one question's saved answer
// before the chapter is submitted. Pure: the loader gives it the upstream's check (the question as a review
// shows it, with the learner's answer), or only the card's is_right when the upstream has no such call.
//
//   right       the saved answer is right (a choice, true/false, fill-in-blank)
//   wrong       it is not
//   reference   a short answer: practice does not grade it (any text counts as right), so the learner compares
//               with the analysis instead of being told 'right'
//   unanswered  nothing saved yet: answer first

export type CheckResult = "right" | "wrong" | "reference" | "unanswered";

export type PracticeCheck = {
  result: CheckResult;
  /** The right choices as letters ("A, C"), or "" where the question has none to show. */
  rightLetters: string;
  /** True/false: the right one's catalogue key. */
  rightKey: MessageKey | null;
  /** The analysis and the combination's shared analysis (sanitized HTML), "" when none came. */
  analysis: string;
  materialAnalysis: string;
  /** The analysis could not be had (the upstream gave only right/wrong): the screen says so. */
  withoutAnalysis: boolean;
};

export const CHECK_RESULT_KEY: Record<CheckResult, MessageKey> = {
  right: "practiceAnswer.checkRight",
  wrong: "practiceAnswer.checkWrong",
  reference: "practiceAnswer.checkReference",
  unanswered: "practiceAnswer.checkUnanswered",
};

/** The query flag that asks the answering screen to show the check of its question (post/redirect/get). */
export const CHECK_QUERY = "check";

type CheckedItem = { id: string; is_right: string };
export type CheckedQuestion = {
  type: number;
  items: readonly CheckedItem[];
  correct_content: string;
  big_correct_content: string;
  user_log: { answer: string; is_right: string } | null;
};

/** 0 / '' unanswered, '1' right, anything else wrong (the contract's is_right). */
function resultOf(type: number | null | undefined, isRight: string | null | undefined): CheckResult {
  if (!isRight || isRight === "0") return "unanswered";
  if (type === QUESTION_TYPE.short) return "reference";
  return isRight === "1" ? "right" : "wrong";
}

/** The check from the upstream's check call: the saved answer's result, the right answer and the analysis. */
export function practiceCheck(question: CheckedQuestion): PracticeCheck {
  const choice = question.type === QUESTION_TYPE.single || question.type === QUESTION_TYPE.multiple;
  const rightLetters = choice
    ? question.items
        .map((item, index) => (item.is_right === "1" ? optionLetter(index) : null))
        .filter((letter) => letter !== null)
        .join(", ")
    : "";
  const trueFalse = question.type === QUESTION_TYPE.trueFalse;
  const rightId = trueFalse ? question.items.find((item) => item.is_right === "1")?.id : undefined;
  const rightKey: MessageKey | null =
    rightId === TRUE_ANSWER ? "question.true" : rightId === FALSE_ANSWER ? "question.false" : null;
  return {
    result: resultOf(question.type, question.user_log?.is_right),
    rightLetters,
    rightKey,
    analysis: question.correct_content,
    materialAnalysis: question.big_correct_content,
    withoutAnalysis: false,
  };
}

/**
 * The check when the upstream has no check call (or it failed): right or wrong from the card's is_right of the
 * question, which the practice card gives while the chapter is open; no right answer, no analysis.
 */
export function cardCheck(item: { type?: number | null; is_right?: string } | undefined): PracticeCheck {
  return {
    result: resultOf(item?.type, item?.is_right),
    rightLetters: "",
    rightKey: null,
    analysis: "",
    materialAnalysis: "",
    withoutAnalysis: true,
  };
}
