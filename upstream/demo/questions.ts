// The shape of demo questions, shared by practice sets (demo/practice.ts) and assessments (demo/exams.ts).
// A question is written with its right answer and explanation; the seed stores them in `questions`,
// `question_items` and `question_files` (migrations/004-practice-exams.sql).

type Common = {
  /** Points in an assessment (practice ignores them). */
  score?: number;
  /** Kept on the card but answered as deleted. */
  deleted?: true;
  /** A file the question comes with, from demo/files. */
  file?: { name: string; path: string };
};

export type ChoiceQuestion = Common & {
  t: 1 | 2;
  q: string;
  options: string[];
  /** Indexes of the right options (one for single choice). */
  right: number[];
  why: string;
};
export type TrueFalseQuestion = Common & { t: 3; q: string; right: boolean; why: string };
/** `why` is the reference answer. */
export type ShortQuestion = Common & { t: 4; q: string; why: string };
export type BlankQuestion = Common & {
  t: 6;
  q: string;
  /** Per blank: its label and the accepted answers (compared trimmed and case-insensitively). */
  blanks: { label: string; accept: string[] }[];
  why: string;
};
export type SubQuestion = ChoiceQuestion | TrueFalseQuestion | ShortQuestion | BlankQuestion;
/** `q` is the shared material (big_content), `why` its explanation (big_correct_content). */
export type CombinationQuestion = Common & { t: 5; q: string; why: string; subs: SubQuestion[] };
export type DemoQuestion = SubQuestion | CombinationQuestion;

/** The questions a learner answers, in card order: a combination is replaced by its sub-questions. */
export const answerable = (questions: DemoQuestion[]): SubQuestion[] =>
  questions.flatMap((q) => (q.t === 5 ? q.subs : [q]));
