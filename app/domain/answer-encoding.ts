// Answer encodings, per question type (learner-area §3 Answer form, §5; docs/contracts/practice-and-exams.md,
// table "Questions"). Pure and shared by the practice and assessment screens, their actions and the browser.
//
// API (kept stable; the assessment screens build on it):
//   QUESTION_TYPE                         the type numbers (1 single, 2 multiple, 3 true/false, 4 short, 5 combination,
//                                         6 fill-in-blank)
//   SHORT_ANSWER_MAX_LENGTH               4000 (the editor's maximum, learner-area §9)
//   AnswerMode                            "practice" | "assessment"
//   optionLetter(index)                   "A", "B", … (then "AA", "AB", …)
//   encodeAnswer(question, values, mode)  the form's raw values → the `answer` string sent upstream
//   decodeAnswer(question, answer)        the stored answer → the form's state (checked ids, text, blanks)
//   isAnswered(type, answer, mode)        whether an encoded answer counts as an answer
//   isAnswerable(type)                    false for a combination (5) and unknown types
//   stateFromValues(values)               the raw values sent → the form's state (re-render after a failure)
//   (lengths: charCount of app/domain/text-length.ts, the one count of every text rule)
//
// Whitespace: a whitespace-only short answer is empty (unanswered) in practice, and kept exactly as typed in an
// assessment — the specification's "assessment mode 1" (learner-area §5), which is the only assessment editor
// mode the portal has. Choices and blanks are never kept as whitespace.

export const QUESTION_TYPE = {
  single: 1,
  multiple: 2,
  trueFalse: 3,
  short: 4,
  combination: 5,
  blank: 6,
} as const;

/** The short-answer editor's maximum, in characters as a reader counts them (code points). */
export const SHORT_ANSWER_MAX_LENGTH = 4000;

/** True/false answers: '1' correct, '2' wrong (learner-area §3). */
export const TRUE_ANSWER = "1";
export const FALSE_ANSWER = "2";

export type AnswerMode = "practice" | "assessment";

/** What encoding needs to know of a question: its type and its options (or blanks) in order. */
export type EncodableQuestion = { type: number; items: ReadonlyArray<{ id: string }> };

/**
 * The form's raw values: every `answer` value (one radio, the checked boxes, the textarea) and every `blank`
 * input in order.
 */
export type AnswerValues = { answer: readonly string[]; blank: readonly string[] };

/** The form's state for a stored answer: the checked option ids (or '1'/'2'), the text, the blanks. */
export type AnswerState = { checked: string[]; text: string; blanks: string[] };

/** Option letters from A (learner-area §5); past Z they go on as spreadsheet columns do (AA, AB, …). */
export function optionLetter(index: number): string {
  let n = Math.max(0, Math.floor(index));
  let letters = "";
  do {
    letters = String.fromCharCode(65 + (n % 26)) + letters;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return letters;
}

/** A combination (5) has no answer of its own; neither has a type this portal does not know. */
export function isAnswerable(type: number): boolean {
  return (
    type === QUESTION_TYPE.single ||
    type === QUESTION_TYPE.multiple ||
    type === QUESTION_TYPE.trueFalse ||
    type === QUESTION_TYPE.short ||
    type === QUESTION_TYPE.blank
  );
}

/**
 * The `answer` string for the form's values. Choice values that are not the question's options are dropped
 * (a stale or forged form); multiple choice is joined in option order whatever order the values came in; an
 * empty answer is "" (unanswered). Fill-in-blank is a JSON array with one string per blank (missing ones "").
 * The short answer is not cut here: the form parser refuses one over the limit, so nothing is lost silently.
 */
export function encodeAnswer(question: EncodableQuestion, values: AnswerValues, mode: AnswerMode): string {
  const optionIds = question.items.map((item) => item.id);
  switch (question.type) {
    case QUESTION_TYPE.single: {
      const chosen = values.answer.find((value) => optionIds.includes(value));
      return chosen ?? "";
    }
    case QUESTION_TYPE.multiple: {
      const chosen = new Set(values.answer);
      return optionIds.filter((id) => chosen.has(id)).join(",");
    }
    case QUESTION_TYPE.trueFalse: {
      const chosen = values.answer.find((value) => value === TRUE_ANSWER || value === FALSE_ANSWER);
      return chosen ?? "";
    }
    case QUESTION_TYPE.short: {
      const text = values.answer[0] ?? "";
      return isAnswered(QUESTION_TYPE.short, text, mode) ? text : "";
    }
    case QUESTION_TYPE.blank: {
      const count = Math.max(question.items.length, values.blank.length);
      const blanks = Array.from({ length: count }, (_, index) => values.blank[index] ?? "");
      return blanks.some((blank) => blank.trim() !== "") ? JSON.stringify(blanks) : "";
    }
    default:
      return "";
  }
}

/** The blanks of a stored fill-in-blank answer; anything that is not a JSON array of strings is no answer. */
function parseBlanks(answer: string): string[] {
  if (!answer) return [];
  try {
    const parsed: unknown = JSON.parse(answer);
    return Array.isArray(parsed)
      ? parsed.map((value) => (typeof value === "string" ? value : String(value ?? "")))
      : [];
  } catch {
    return [];
  }
}

/** The form's state for a stored answer (the question's own answer, or the learner's answer in a review). */
export function decodeAnswer(question: EncodableQuestion, answer: string | null | undefined): AnswerState {
  const stored = answer ?? "";
  const empty: AnswerState = { checked: [], text: "", blanks: question.items.map(() => "") };
  switch (question.type) {
    case QUESTION_TYPE.single:
    case QUESTION_TYPE.multiple: {
      const ids = new Set(stored.split(",").map((id) => id.trim()));
      const checked = question.items.map((item) => item.id).filter((id) => ids.has(id));
      return { ...empty, checked: question.type === QUESTION_TYPE.single ? checked.slice(0, 1) : checked };
    }
    case QUESTION_TYPE.trueFalse:
      return { ...empty, checked: stored === TRUE_ANSWER || stored === FALSE_ANSWER ? [stored] : [] };
    case QUESTION_TYPE.short:
      return { ...empty, text: stored };
    case QUESTION_TYPE.blank: {
      const blanks = parseBlanks(stored);
      const count = Math.max(question.items.length, blanks.length);
      return { ...empty, blanks: Array.from({ length: count }, (_, index) => blanks[index] ?? "") };
    }
    default:
      return empty;
  }
}

/**
 * Whether an (encoded) answer counts as answered. A whitespace-only short answer is empty in practice and an
 * answer in an assessment (kept as typed, "assessment mode 1"); a fill-in-blank answer counts once one blank
 * has text.
 */
export function isAnswered(type: number, answer: string | null | undefined, mode: AnswerMode): boolean {
  const stored = answer ?? "";
  if (type === QUESTION_TYPE.short) return mode === "assessment" ? stored !== "" : stored.trim() !== "";
  if (type === QUESTION_TYPE.blank) return parseBlanks(stored).some((blank) => blank.trim() !== "");
  if (!isAnswerable(type)) return false;
  return stored.trim() !== "";
}

/** The form's state from the values the learner sent (re-rendering the form after a failed save). */
export function stateFromValues(values: AnswerValues): AnswerState {
  return { checked: [...values.answer], text: values.answer[0] ?? "", blanks: [...values.blank] };
}
