import type { Client, Row, Transaction } from "@libsql/client";
import { num, str } from "./api";
import { answerable, type DemoQuestion, type SubQuestion } from "./demo/questions";

// Questions shared by practice and assessments: the card of a question-bank chapter, the question as the
// learner sees it, grading, and the demo questions' seed. Schema: migrations/004-practice-exams.sql.

/** The longest answer text kept (a short answer is at most 4000 characters; the rest are much shorter). */
export const MAX_ANSWER_LENGTH = 4000;

export type QuestionRow = {
  id: number;
  type: number;
  num: number; // position on the card, from 1
  parentId: number | null;
  score: number;
  isDel: boolean;
};

const toQuestion = (row: Row, index: number): QuestionRow => ({
  id: num(row, "id"),
  type: num(row, "type"),
  num: index + 1,
  parentId: row.parent_id === null ? null : num(row, "parent_id"),
  score: num(row, "score"),
  isDel: num(row, "is_del") === 1,
});

/**
 * The card's questions of a chapter in order: every question but the combinations themselves (their
 * sub-questions stand for them), deleted ones included; `num` counts from 1 along the card.
 */
export async function cardQuestions(db: Client | Transaction, chapterId: number): Promise<QuestionRow[]> {
  const rs = await db.execute({
    sql: "SELECT id, type, parent_id, score, is_del FROM questions WHERE chapter_id = ? AND type <> 5 ORDER BY num",
    args: [chapterId],
  });
  return rs.rows.map(toQuestion);
}

export type AnswerLog = {
  answer: string;
  is_right: string;
  score: number;
  is_score: string;
  is_sign: string;
  attachment: string;
};

export type Attachment = {
  id: number;
  name: string;
  file_id: string;
  file_name: string;
  file_path: string;
  file_url: string;
  cover: string;
};

/** A stored answer's files, never failing on a bad value. */
export function storedAttachments(text: string): Attachment[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? (list as Attachment[]) : [];
  } catch {
    return [];
  }
}

/**
 * The question call's data. `review` adds the right options, explanation and shared explanation; `log` is the
 * learner's answer, if any.
 */
export async function questionData(
  db: Client,
  q: QuestionRow,
  opts: { review: boolean; log: AnswerLog | null; recordId?: number },
) {
  if (q.isDel) return { id: q.id, is_del: 1 };
  const [row, items, files, parent] = await Promise.all([
    db.execute({ sql: "SELECT * FROM questions WHERE id = ?", args: [q.id] }).then((rs) => rs.rows[0]),
    db.execute({
      sql: "SELECT id, content, is_right FROM question_items WHERE que_id = ? ORDER BY sort",
      args: [q.id],
    }),
    db.execute({
      sql: "SELECT id, file_name FROM question_files WHERE que_id = ? OR que_id = ? ORDER BY que_id DESC, id",
      args: [q.id, q.parentId ?? 0],
    }),
    q.parentId === null
      ? Promise.resolve(undefined)
      : db
          .execute({ sql: "SELECT content, correct_content FROM questions WHERE id = ?", args: [q.parentId] })
          .then((rs) => rs.rows[0]),
  ]);
  if (!row) return null;
  const log = opts.log;
  const attachment = files.rows.map((f) => ({
    id: num(f, "id"),
    name: str(f, "file_name"),
    file_name: str(f, "file_name"),
    file_id: String(num(f, "id")),
    file_path: "",
    file_url: "",
    cover: "",
  }));
  return {
    id: q.id,
    type: q.type,
    content: str(row, "content"),
    score: q.score,
    num: q.num,
    items: items.rows.map((item) => ({
      id: num(item, "id"),
      content: str(item, "content"),
      ...(opts.review ? { is_right: num(item, "is_right") === 1 ? "1" : "2" } : {}),
    })),
    correct_content: opts.review ? str(row, "correct_content") : "",
    attachment,
    user_log: log
      ? {
          answer: log.answer,
          is_right: log.is_right === "" ? 0 : log.is_right,
          score: log.score,
          is_score: log.is_score,
          is_sign: log.is_sign,
        }
      : null,
    is_sign: log?.is_sign ?? "2",
    user_attachment: log ? storedAttachments(log.attachment) : [],
    big_content: parent ? str(parent, "content") : "",
    big_correct_content: parent && opts.review ? str(parent, "correct_content") : "",
    record_id: opts.recordId ?? "",
    parent_id: q.parentId ?? "",
  };
}

export type Normalized = { ok: true; answer: string; empty: boolean } | { ok: false; message: string };

/**
 * Checks an answer against the question's encoding (docs/contracts/practice-and-exams.md) and gives the form it
 * is stored in. A whitespace-only answer is empty, except a short answer when `keepBlank` (assessment mode 1).
 */
export async function normalizeAnswer(
  db: Client,
  q: QuestionRow,
  raw: string,
  keepBlank: boolean,
): Promise<Normalized> {
  if (raw.length > MAX_ANSWER_LENGTH) {
    return { ok: false, message: `The answer cannot be longer than ${MAX_ANSWER_LENGTH} characters` };
  }
  if (q.type === 4) {
    return { ok: true, answer: raw, empty: keepBlank ? raw === "" : raw.trim() === "" };
  }
  const text = raw.trim();
  if (text === "") return { ok: true, answer: "", empty: true };
  const invalid = { ok: false, message: "The answer is not valid for this question" } as const;
  if (q.type === 3) return text === "1" || text === "2" ? { ok: true, answer: text, empty: false } : invalid;
  if (q.type === 6) {
    let blanks: unknown;
    try {
      blanks = JSON.parse(text);
    } catch {
      return invalid;
    }
    if (!Array.isArray(blanks) || !blanks.every((b) => typeof b === "string")) return invalid;
    const values = blanks as string[];
    return { ok: true, answer: JSON.stringify(values), empty: values.every((b) => b.trim() === "") };
  }
  const options = (
    await db.execute({ sql: "SELECT id FROM question_items WHERE que_id = ? ORDER BY sort", args: [q.id] })
  ).rows.map((r) => num(r, "id"));
  const chosen = text.split(",").map((part) => Number(part.trim()));
  if (chosen.some((id) => !options.includes(id))) return invalid;
  if (q.type === 1) return chosen.length === 1 ? { ok: true, answer: text, empty: false } : invalid;
  // Multiple choice: option order, no repeats.
  return { ok: true, answer: options.filter((id) => chosen.includes(id)).join(","), empty: false };
}

/** '1' right or '2' wrong for an objective answer (types 1, 2, 3, 6); short answers are not graded here. */
export async function gradeObjective(db: Client, q: QuestionRow, answer: string): Promise<"1" | "2"> {
  if (q.type === 1 || q.type === 2) {
    const right = (
      await db.execute({
        sql: "SELECT id FROM question_items WHERE que_id = ? AND is_right = 1 ORDER BY sort",
        args: [q.id],
      })
    ).rows.map((r) => String(num(r, "id")));
    return answer === right.join(",") ? "1" : "2";
  }
  const row = (await db.execute({ sql: "SELECT answer FROM questions WHERE id = ?", args: [q.id] })).rows[0];
  const key = row ? str(row, "answer") : "";
  if (q.type === 3) return answer === key ? "1" : "2";
  if (q.type === 6) return blanksRight(key, answer) ? "1" : "2";
  return "2";
}

/** Every blank matches one of its accepted answers, trimmed and case-insensitively. */
export function blanksRight(key: string, answer: string): boolean {
  let accepted: string[][];
  let given: string[];
  try {
    accepted = JSON.parse(key) as string[][];
    given = JSON.parse(answer) as string[];
  } catch {
    return false;
  }
  const norm = (s: string) => s.trim().toLowerCase();
  return accepted.every((options, i) => options.some((option) => norm(option) === norm(given[i] ?? "")));
}

// Seeding demo questions.

type Run = Transaction["execute"];

/**
 * Writes a chapter's demo questions (upserts keyed on chapter and number, so seeding again changes nothing) and
 * gives the ids of the answerable ones in card order.
 */
export async function seedQuestions(
  run: Run,
  chapterId: number,
  questions: DemoQuestion[],
): Promise<number[]> {
  let n = 0;
  const ids: number[] = [];
  const write = async (q: DemoQuestion, parentId: number | null): Promise<number> => {
    n += 1;
    const key =
      q.t === 3 ? (q.right ? "1" : "2") : q.t === 6 ? JSON.stringify(q.blanks.map((b) => b.accept)) : "";
    const score = q.score ?? (q.t === 4 ? 10 : q.t === 5 ? 0 : 5);
    const id = Number(
      (
        await run({
          sql: `INSERT INTO questions (chapter_id, num, type, content, parent_id, score, answer, correct_content, is_del)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (chapter_id, num) DO UPDATE SET type = excluded.type, content = excluded.content,
                  parent_id = excluded.parent_id, score = excluded.score, answer = excluded.answer,
                  correct_content = excluded.correct_content, is_del = excluded.is_del
                RETURNING id`,
          args: [chapterId, n, q.t, q.q, parentId, score, key, q.why, q.deleted ? 1 : 0],
        })
      ).rows[0]?.id,
    );
    const items =
      q.t === 1 || q.t === 2
        ? q.options.map((content, i) => ({ content, right: q.right.includes(i) }))
        : q.t === 6
          ? q.blanks.map((b) => ({ content: b.label, right: false }))
          : [];
    for (const [i, item] of items.entries()) {
      await run({
        sql: `INSERT INTO question_items (que_id, sort, content, is_right) VALUES (?, ?, ?, ?)
              ON CONFLICT (que_id, sort) DO UPDATE SET content = excluded.content, is_right = excluded.is_right`,
        args: [id, i + 1, item.content, item.right ? 1 : 0],
      });
    }
    if (q.file) {
      await run({
        sql: `INSERT INTO question_files (que_id, file_name, path) VALUES (?, ?, ?)
              ON CONFLICT (que_id, path) DO UPDATE SET file_name = excluded.file_name`,
        args: [id, q.file.name, q.file.path],
      });
    }
    return id;
  };
  for (const q of questions) {
    const id = await write(q, null);
    if (q.t === 5) {
      for (const sub of q.subs) ids.push(await write(sub, id));
    } else {
      ids.push(id);
    }
  }
  if (ids.length !== answerable(questions).length) throw new Error("demo data: question count mismatch");
  return ids;
}

/** A demo answer to a question: its right answer, or a wrong one. */
export async function demoAnswer(run: Run, q: SubQuestion, queId: number, right: boolean): Promise<string> {
  if (q.t === 3) return q.right === right ? "1" : "2";
  if (q.t === 4) return right ? "I explained it in my own words." : "";
  if (q.t === 6) return JSON.stringify(q.blanks.map((b) => (right ? (b.accept[0] ?? "") : "not sure")));
  const ids = (
    await run({ sql: "SELECT id FROM question_items WHERE que_id = ? ORDER BY sort", args: [queId] })
  ).rows.map((r) => Number(r.id));
  const rightIds = ids.filter((_, i) => q.right.includes(i));
  if (right) return rightIds.join(",");
  if (q.t === 1) return String(ids.find((id) => !rightIds.includes(id)) ?? "");
  return String(rightIds[0] ?? ""); // one of several right options: wrong
}
