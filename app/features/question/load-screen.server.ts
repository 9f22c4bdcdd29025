import { cardEntries, currentQuestion, flagOf, neighbours } from "~/domain/answer-card";
import { sanitizeQuestion } from "./question-html.server";
import type { CardItem, Question } from "~/services/question.server";
import { settle, type Outcome } from "~/services/upstream-failure";

import { attachmentText } from "./answer-form.server";

// What every question screen loads beside its card (answering and review, practice and assessments): the
// question shown — the one of the URL's que_id when it is on the card, else the card's first — sanitized, its
// place on the card, its flag and its files as the form's hidden field carries them. A question that fails is
// data (the screen keeps its card and shows its fallback), never a crash page.

export type ShownQuestion = {
  items: CardItem[];
  /** The question shown (null: an empty card). */
  current: string | null;
  /** Its card entry, with the number the card shows. */
  item: ReturnType<typeof cardEntries<CardItem>>[number] | null;
  number: number;
  previous: string | null;
  next: string | null;
  total: number;
  /** null: no question to show; a failed outcome: the question did not load; data null: a deleted question. */
  question: Outcome<Question | null> | null;
  isSign: "1" | "2";
  /** The answer's files as the form's hidden `attachment` field carries them. */
  attachment: string;
};

/**
 * Loads the question shown for a card. `early` is the requested question already asked for beside the card (so
 * it does not wait for it); it is used when the requested question is the one shown.
 */
export async function loadShownQuestion(
  items: CardItem[],
  requested: string | null | undefined,
  read: (queId: string) => Promise<Question | null>,
  early: Promise<Outcome<Question | null>> | null = null,
): Promise<ShownQuestion> {
  const current = currentQuestion(items, requested);
  const loaded =
    current === null ? null : current === requested && early ? await early : await settle(read(current));
  const shown = loaded?.ok ? sanitizeQuestion(loaded.data) : null;
  const item = cardEntries(items).find((entry) => entry.que_id === current) ?? null;
  const { previous, next, total } = neighbours(items, current);
  return {
    items,
    current,
    item,
    number: item?.number ?? 1,
    previous,
    next,
    total,
    question: loaded === null ? null : loaded.ok ? { ok: true, data: shown } : loaded,
    isSign: flagOf(shown, item),
    attachment: attachmentText(shown?.user_attachment ?? []),
  };
}
