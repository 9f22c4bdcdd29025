// Assessment result review and end page: learner-area §2 (Assessment result review, Assessment end page),
// §3 (Assessment card), §4 (Assessment: scoring), §5 (score input), §9 ('points'); the contract in
// docs/contracts/practice-and-exams.md. Pure rules: the route, the action and the browser share them.

import { parseId } from "./ids";

/**
 * A short answer: the only subjective question type (the contract's "Subjective questions"), QUESTION_TYPE.short
 * of answer-encoding.ts. Written as its number rather than imported: this module is on my assessments' and the
 * time's-up page's script, which have no question to decode, and the import put the whole answer encoding there
 * as a file of its own (decision 035). tests/unit/assessment-result.test.ts holds the two equal.
 */
export const SHORT_ANSWER = 4;

/** The records tab of my assessments: where a finished attempt is listed (learner-area §2, tabs=1). */
export const RECORDS_TAB = "1";

/** A whole number of seconds from the query (`time`, `duration`); anything else is null. */
export function parseSeconds(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The result review's query (learner-area §2): ass_id, assessName, record_id, class_id, tabs, duration, is_assess. */
export type ResultQuery = {
  examId: string | null;
  recordId: string | null;
  classId: string;
  name: string;
  tabs: string;
  duration: number | null;
  isAssess: number | null;
  queId: string | null;
  /** How the attempt was handed in, when the review follows its finish (decision 043); else null. */
  ended: "learner" | "time" | null;
};

export function parseResultQuery(params: URLSearchParams): ResultQuery {
  const isAssess = params.get("is_assess");
  return {
    examId: parseId(params.get("ass_id")),
    recordId: parseId(params.get("record_id")),
    classId: parseId(params.get("class_id")) ?? "",
    name: (params.get("assessName") ?? "").slice(0, 200),
    tabs: params.get("tabs") === "0" ? "0" : RECORDS_TAB,
    duration: parseSeconds(params.get("duration")),
    isAssess: isAssess === "0" || isAssess === "1" ? Number(isAssess) : null,
    queId: parseId(params.get("que_id")),
    ended: ENDED.find((value) => value === params.get("ended")) ?? null,
  };
}

const ENDED = ["learner", "time"] as const;

// ── the score header ────────────────────────────────────────────────────────────────────────────────────────

/** What the header needs of a card item: is_score '0' means answered and waiting for a score. */
export type ScoredItem = { is_score: string; is_right: string };

/** Waiting for a score: a subjective answer that nobody has scored yet (the contract's is_score '0'). */
export function isPendingScore(item: ScoredItem): boolean {
  return item.is_score === "0";
}

export type ResultCardFigures = {
  items: ScoredItem[];
  total_score: number | null;
  total_user_score: number | null;
  duration: number | null;
  is_assess: number | null;
};

export type ResultHeader = {
  userScore: number;
  totalScore: number;
  /** Seconds used, or null when neither the card nor the query says. */
  duration: number | null;
  /** Questions still waiting for a score. */
  pending: number;
  /** Every subjective question scored: the total is final. */
  assessed: boolean;
};

/**
 * The header's figures. The card is the truth; the query's duration and is_assess (learner-area §2, from the
 * records list) only fill in what an upstream leaves out.
 */
export function resultHeader(
  card: ResultCardFigures,
  fromQuery: { duration: number | null; isAssess: number | null } = { duration: null, isAssess: null },
): ResultHeader {
  const pending = card.items.filter(isPendingScore).length;
  const isAssess = card.is_assess ?? fromQuery.isAssess;
  return {
    userScore: roundScore(card.total_user_score ?? 0),
    totalScore: roundScore(card.total_score ?? 0),
    duration: card.duration ?? fromQuery.duration,
    pending,
    // A pending item outweighs a stale flag: the learner must not read a provisional total as final.
    assessed: pending === 0 && isAssess !== 0,
  };
}

/** Scores keep at most two decimals on screen (half and quarter points exist; float noise does not). */
export function roundScore(value: number): number {
  return Math.round(value * 100) / 100;
}

// ── subjective questions ─────────────────────────────────────────────────────────────────────────────────

export type SubjectiveScoring =
  /** The learner scores it (is_subjective 1): the score form, with the current score when there is one. */
  | { kind: "self"; score: number | null; max: number }
  /** A teacher scores it: the score once given, else 'pending score'. */
  | { kind: "teacher"; score: number | null };

type QuestionForScoring = {
  type: number;
  score: number | null;
  user_log: { score: number | null; is_score: string } | null;
};

/**
 * Which label and control a question of the review gets (learner-area §4 Assessment, §6): none for an objective
 * question; for a short answer the learner's own score form when the assessment is self-scored, else the
 * teacher's score or 'pending score'. A short answer that was never answered has nothing to score.
 */
export function subjectiveScoring(
  card: { is_subjective: number | null },
  question: QuestionForScoring,
): SubjectiveScoring | null {
  if (question.type !== SHORT_ANSWER || question.user_log === null) return null;
  const log = question.user_log;
  const score = log.is_score === "1" && log.score !== null ? roundScore(log.score) : null;
  if (card.is_subjective === 1) return { kind: "self", score, max: scoreMax(question.score) };
  return { kind: "teacher", score };
}

// ── the score input (learner-area §5) ───────────────────────────────────────────────────────────────────────

/**
 * The highest score a question allows: its own score. A question without one allows only 0, so that nothing
 * above what the assessment is worth can be sent.
 */
export function scoreMax(questionScore: number | null): number {
  return questionScore !== null && Number.isFinite(questionScore) && questionScore > 0
    ? roundScore(questionScore)
    : 0;
}

/**
 * Steps of the number input. Decimals are allowed: the spec asks for "a number from 0 up to the question's
 * score", not a whole number, and half points are how subjective answers are usually marked; two decimals are
 * the most the screen shows (roundScore).
 */
export const SCORE_STEP = 0.01;

/**
 * The score typed, or null when it breaks the rule: a plain decimal number (at most two decimals) from 0 up to
 * max. An empty field, a sign, an exponent or a comma are all refused with the same rule message.
 */
export function parseScore(raw: string, max: number): number | null {
  const text = raw.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value >= 0 && value <= max ? value : null;
}

/**
 * Why a typed score is refused, for its message (decision 051): "precision" for a number in range with more than
 * two decimals (7.555 of 10: the learner is told the step, not that 7.555 is out of range), "range" for anything
 * else parseScore refuses, null when it takes it.
 */
export function scoreProblem(raw: string, max: number): "range" | "precision" | null {
  if (parseScore(raw, max) !== null) return null;
  const text = raw.trim();
  if (/^\d{1,6}\.\d{3,}$/.test(text)) {
    const value = Number(text);
    if (value >= 0 && value <= max) return "precision";
  }
  return "range";
}

// ── time used ──────────────────────────────────────────────────────────────────────────────────────────────

export type Duration = { hours: number; minutes: number; seconds: number };

/** Seconds as hours, minutes and seconds, for "1 h 2 min 3 s" (the end page and the header). */
export function splitDuration(totalSeconds: number): Duration {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** Which wording a duration takes: only the units that matter ("45 s", "3 min 5 s", "1 h 0 min 7 s"). */
export function durationWording(duration: Duration): "hms" | "ms" | "s" {
  if (duration.hours > 0) return "hms";
  if (duration.minutes > 0) return "ms";
  return "s";
}
