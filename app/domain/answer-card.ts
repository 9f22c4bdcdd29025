// The answer card (learner-area §2 Practice answering and review, Assessment answering and result review; §3
// Practice card, Assessment card; docs/contracts/practice-and-exams.md). Pure, shared by practice and assessments.
//
// API (kept stable; the assessment screens build on it):
//   CardEntryInput                   what a card item needs (the shape of question.server.ts's CardItem)
//   cardEntries(items)               the numbered buttons: combinations (type 5) are not buttons, their
//                                    sub-questions are
//   answeringState(item)             "answered" | "unanswered"
//   reviewState(item)                "right" | "partial" | "wrong" | "pending" | "unanswered"
//   CARD_STATE_KEY[state]            the catalogue key naming the state (legend and screen-reader text)
//   CARD_FLAG_KEY, CARD_CURRENT_KEY  the keys naming a flagged and the current question
//   cardCounts(items)                { total, answered, unanswered } for the incomplete-submit dialog
//   firstQuestion(items)             the first button's que_id, or null for an empty card
//   currentQuestion(items, queId)    the requested que_id when it is on the card, else the first
//   neighbours(items, queId)         { index, total, previous, next } (previous/next null at the ends)
//   isFlagged(item)                  is_sign '1'
//   flagOf(question, cardItem?)      a saved answer's is_sign: '1' or '2'
//
// Values (contract): is_right 0/'' unanswered, '1' right, anything else wrong; is_score '0' answered and waiting
// for a score (subjective only), '1' scored; is_sign '1' flagged, '2' not.

import type { MessageKey } from "~/i18n/i18n";

export type CardEntryInput = {
  que_id: string;
  parent_id?: string;
  num?: number | null;
  type?: number | null;
  is_right?: string;
  is_score?: string;
  is_sign?: string;
  /** The points the answer got, where the card gives them (a finished attempt's). */
  score?: number | null;
};

export type CardEntry<T extends CardEntryInput = CardEntryInput> = T & {
  /** The number shown on the button: the item's own num, else its position from 1. */
  number: number;
};

export type AnsweringState = "answered" | "unanswered";
export type ReviewState = "right" | "partial" | "wrong" | "pending" | "unanswered";
export type CardState = AnsweringState | ReviewState;

const COMBINATION = 5;

export const CARD_STATE_KEY: Record<CardState, MessageKey> = {
  answered: "question.card.answered",
  unanswered: "question.card.unanswered",
  right: "question.card.right",
  partial: "question.card.partial",
  wrong: "question.card.wrong",
  pending: "question.card.pending",
};
export const CARD_FLAG_KEY: MessageKey = "question.card.flagged";
export const CARD_CURRENT_KEY: MessageKey = "question.card.current";

/** The buttons of a card, in the card's order. A combination is never answered itself: its sub-questions are. */
export function cardEntries<T extends CardEntryInput>(items: readonly T[]): CardEntry<T>[] {
  return items
    .filter((item) => item.type !== COMBINATION && item.que_id !== "")
    .map((item, index) => ({ ...item, number: item.num && item.num > 0 ? item.num : index + 1 }));
}

function hasResult(isRight: string | undefined): boolean {
  return isRight !== undefined && isRight !== "" && isRight !== "0";
}

function isPending(item: CardEntryInput): boolean {
  return item.is_score === "0";
}

export function isFlagged(item: CardEntryInput): boolean {
  return item.is_sign === "1";
}

type FlagSource = { is_sign?: string | null } | null | undefined;

/**
 * Whether a saved answer is flagged ('1') or not ('2'), as the answering screens show it and a final submit
 * sends it. The first non-empty is_sign wins: the learner's own (user_log), then the question's, then the card
 * item's (which may lag behind the question just read).
 */
export function flagOf(
  question: (NonNullable<FlagSource> & { user_log?: FlagSource }) | null | undefined,
  cardItem?: FlagSource,
): "1" | "2" {
  return (question?.user_log?.is_sign || question?.is_sign || cardItem?.is_sign) === "1" ? "1" : "2";
}

/** While answering: answered once the server has a result for it or holds it for scoring. */
export function answeringState(item: CardEntryInput): AnsweringState {
  return hasResult(item.is_right) || isPending(item) ? "answered" : "unanswered";
}

/**
 * In a review: pending (a subjective answer waiting for its score), right, wrong, or unanswered; and partial, an
 * answer that is not right by the spec's is_right rule but got some points (a self-score of 7 of 10). The
 * figures (right/wrong counts, the score) keep the is_right rule; only what the learner sees names the credit.
 */
export function reviewState(item: CardEntryInput): ReviewState {
  if (isPending(item)) return "pending";
  if (!hasResult(item.is_right)) return "unanswered";
  if (item.is_right === "1") return "right";
  return (item.score ?? 0) > 0 ? "partial" : "wrong";
}

export function cardCounts(items: readonly CardEntryInput[]): {
  total: number;
  answered: number;
  unanswered: number;
} {
  const entries = cardEntries(items);
  const answered = entries.filter((item) => answeringState(item) === "answered").length;
  return { total: entries.length, answered, unanswered: entries.length - answered };
}

export function firstQuestion(items: readonly CardEntryInput[]): string | null {
  return cardEntries(items)[0]?.que_id ?? null;
}

/** The question to show: the one asked for when it is on the card, else the first (none on an empty card). */
export function currentQuestion(
  items: readonly CardEntryInput[],
  queId: string | null | undefined,
): string | null {
  const entries = cardEntries(items);
  if (queId && entries.some((item) => item.que_id === queId)) return queId;
  return entries[0]?.que_id ?? null;
}

/** Where the question sits on the card and its neighbours (null at the ends, and for a que_id not on it). */
export function neighbours(
  items: readonly CardEntryInput[],
  queId: string | null | undefined,
): { index: number; total: number; previous: string | null; next: string | null } {
  const entries = cardEntries(items);
  const index = entries.findIndex((item) => item.que_id === queId);
  if (index < 0) return { index, total: entries.length, previous: null, next: null };
  return {
    index,
    total: entries.length,
    previous: entries[index - 1]?.que_id ?? null,
    next: entries[index + 1]?.que_id ?? null,
  };
}
