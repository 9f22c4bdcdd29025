import { createClient } from "@libsql/client";
import type { Request } from "@playwright/test";

// What the reference upstream APPLIED of an attempt's answers, counted (decision 042, "Sent in order, once"): the
// rows its database keeps of every save that changed a stored answer (upstream/migrations/011-applied-answer-saves.sql),
// read from the file the e2e webServer uses (playwright.config.ts sets E2E_UPSTREAM_DB for the runner and its
// workers). No endpoint serves them. With what the page sent (sentSave, from the browser's requests), a test tells
// whether each save was applied once, in order, and none lost (appliedOnceProblems).

/** One save the upstream applied, in the order applied. */
export type AppliedSave = { queId: string; answer: string; isSign: string; client: string; seq: number };

/** One post of an answer the page made (an autosave or the question form's own post). */
export type SentSave = { queId: string; answer: string; client: string; seq: number };

/**
 * The saves the upstream applied to the attempt `recordId`, in the order applied. A test whose attempt may be
 * resumed from an earlier run (its learner's) counts only what follows the rows there were when it began.
 */
export async function appliedSaves(recordId: string | number): Promise<AppliedSave[]> {
  const url = process.env.E2E_UPSTREAM_DB;
  if (!url) throw new Error("E2E_UPSTREAM_DB is not set: run the end-to-end tests with playwright.config.ts");
  const db = createClient({ url });
  try {
    const rows = await db.execute({
      sql: `SELECT que_id, answer, is_sign, save_client, save_seq FROM exam_answer_saves
            WHERE record_id = ? ORDER BY id`,
      args: [Number(recordId)],
    });
    return rows.rows.map((row) => ({
      queId: String(row.que_id),
      answer: String(row.answer),
      isSign: String(row.is_sign),
      client: String(row.save_client),
      seq: Number(row.save_seq),
    }));
  } finally {
    db.close();
  }
}

/** The attempt's record id on an answering page's address. */
export function recordIdOf(url: string): string {
  const id = new URL(url).searchParams.get("record_id");
  if (!id) throw new Error(`no record_id in ${url}`);
  return id;
}

/** The answer a POST of the page carries (its que_id, answer and order), or null for a post that carries none. */
export async function sentSave(request: Request): Promise<SentSave | null> {
  if (request.method() !== "POST") return null;
  const body = request.postDataBuffer();
  if (!body) return null;
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": (await request.headerValue("content-type")) ?? "" },
  })
    .formData()
    .catch(() => null);
  const queId = form?.get("que_id");
  const client = form?.get("save_client");
  if (typeof queId !== "string" || typeof client !== "string" || !client) return null;
  return {
    queId,
    answer: form?.getAll("answer").map(String).join(",") ?? "",
    client,
    seq: Number(form?.get("save_seq")),
  };
}

/**
 * What is wrong with how the upstream applied the page's saves, as sentences ([] when nothing is): per question
 * * a save applied twice (one sender's place applied more than once: a retried send counted again);
 * * a save applied out of its sender's order (an older send undid a newer one);
 * * a save applied that the page never sent;
 * * more saves applied than distinct saves sent in order;
 * * the answer last given (`lastGiven`, by que_id, as the upstream stores it) not the one the upstream holds last:
 *   an answer lost.
 * Saves applied from no sender (a form without JavaScript, the attempt's answers before the test's page) are
 * counted against the distinct sends, not checked for order.
 */
export function appliedOnceProblems(
  applied: readonly AppliedSave[],
  sent: readonly SentSave[],
  lastGiven: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  const sentAt = new Map<string, SentSave>();
  for (const save of sent) sentAt.set(`${save.queId}:${save.client}#${save.seq}`, save);
  const questions = new Set([...applied.map((save) => save.queId), ...Object.keys(lastGiven)]);
  for (const queId of questions) {
    const mine = applied.filter((save) => save.queId === queId && save.client !== "");
    const seen = new Set<string>();
    const lastPlace = new Map<string, number>();
    for (const save of mine) {
      const place = `${save.client}#${save.seq}`;
      if (seen.has(place)) problems.push(`question ${queId}: the save ${place} was applied more than once`);
      seen.add(place);
      if ((lastPlace.get(save.client) ?? 0) > save.seq)
        problems.push(`question ${queId}: the save ${place} was applied after a newer one of its sender`);
      lastPlace.set(save.client, save.seq);
      const sentSave = sentAt.get(`${queId}:${place}`);
      if (!sentSave) problems.push(`question ${queId}: the save ${place} was applied but never sent`);
    }
    const distinctSent = [...sentAt.values()].filter((save) => save.queId === queId).length;
    if (mine.length > distinctSent)
      problems.push(
        `question ${queId}: ${mine.length} saves applied for ${distinctSent} distinct saves sent`,
      );
    const last = applied.filter((save) => save.queId === queId).at(-1);
    if (queId in lastGiven && last?.answer !== lastGiven[queId])
      problems.push(
        `question ${queId}: the answer given last (${lastGiven[queId]}) is not the one applied last (${last?.answer ?? "none"})`,
      );
  }
  return problems;
}
