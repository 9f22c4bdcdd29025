// Answer files picked while the line is down (decision 042, "Answer files picked offline"): pure rules, no browser.
// The page holds such a file (the File itself, in memory only) until the line returns and it has been sent; no file
// content is ever stored on the device. What the device keeps is only each waiting file's NAME, per question, in the
// attempt's record (answer-outbox.ts `unsent`), so that when the page was left before the file went, the next
// page that opens the attempt can say "not sent: <name> — pick it again".

/** Per question (que_id): its number on the card and the names of the files picked there that were not sent. */
export type UnsentFiles = Record<string, { number: number | null; names: string[] }>;

/** One question's files that were not sent and that no page holds any more: what the learner is told. */
export type LostFiles = { queId: string; number: number | null; names: string[] };

/** A stored `unsent` value read back; anything that is not one is read as nothing waiting. */
export function readUnsent(value: unknown): UnsentFiles {
  if (!value || typeof value !== "object") return {};
  const unsent: UnsentFiles = {};
  for (const [queId, item] of Object.entries(value as Record<string, unknown>)) {
    if (!item || typeof item !== "object") continue;
    const { number, names } = item as { number?: unknown; names?: unknown };
    if (!Array.isArray(names)) continue;
    const kept = names.filter((name): name is string => typeof name === "string" && name !== "");
    if (kept.length === 0) continue;
    unsent[queId] = { number: typeof number === "number" ? number : null, names: kept };
  }
  return unsent;
}

/**
 * `unsent` with the question's waiting names set to `names` (the files the page holds for it now, in the order
 * picked, each once); a question with none leaves it.
 */
export function withUnsent(
  unsent: UnsentFiles | undefined,
  queId: string,
  number: number | null,
  names: readonly string[],
): UnsentFiles {
  const next = { ...unsent };
  const unique = [...new Set(names.filter((name) => name !== ""))];
  if (unique.length === 0) delete next[queId];
  else next[queId] = { number, names: unique };
  return next;
}

/**
 * The files a page opening the attempt must tell the learner about: every name in the record that this page does
 * not hold itself (`held`, per question; the same tab moving between questions still holds its files). Ordered
 * by question number.
 */
export function lostFiles(
  unsent: UnsentFiles | undefined,
  held: Readonly<Record<string, readonly string[]>>,
): LostFiles[] {
  const lost: LostFiles[] = [];
  for (const [queId, item] of Object.entries(unsent ?? {})) {
    const mine = held[queId] ?? [];
    const names = item.names.filter((name) => !mine.includes(name));
    if (names.length > 0) lost.push({ queId, number: item.number, names });
  }
  return lost.sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity));
}

/**
 * How a failed transfer of a held file is taken: `line` — the request never got an answer (`status` null), or the
 * server could not take it now (5xx, 408, 429): the file stays held and goes again later; `refused` — the portal
 * answered for good (a 4xx: its type by content, its size, a session that ended): shown, and no longer held.
 */
export function transferFailure(status: number | null): "line" | "refused" {
  if (status === null || status >= 500 || status === 408 || status === 429) return "line";
  return "refused";
}

/**
 * Whether a question form post waits for the files held in the page before it goes: a move to another question
 * and a hand-in (the file is part of the answer, and the question's form must be on screen to save it with its
 * answer); a save, the flag, an upload or a delete stay on the question and go at once.
 */
export function waitsForHeldFiles(intent: string): boolean {
  return intent.startsWith("go:") || intent === "submit" || intent === "finish";
}
