import type { Client, Row } from "@libsql/client";
import { Hono, type Context } from "hono";
import { num, paging, positiveInt, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { answerFiles } from "../answer-files";
import { fail, ok } from "../envelope";
import {
  cardQuestions,
  gradeObjective,
  normalizeAnswer,
  questionData,
  type AnswerLog,
  type QuestionRow,
} from "../questions";
import { readFields } from "../request";
import { saveOrderOf, takesNewer } from "../save-order";

/** My practice: the exercise sets of the user's school, their chapters and a chapter's answer card. */
export function practice({ db, sessions, urls }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);

  app.get("/api/my/tk/exercises", requireUser, async (c) => {
    const { size, offset } = paging(c, 3);
    const school = c.get("user").schoolCode;
    const [page, count] = await Promise.all([
      db.execute({
        sql: "SELECT * FROM exercises WHERE school_code = ? ORDER BY id LIMIT ? OFFSET ?",
        args: [school, size, offset],
      }),
      db.execute({ sql: "SELECT COUNT(*) AS n FROM exercises WHERE school_code = ?", args: [school] }),
    ]);
    const items = page.rows.map((row) => ({
      id: num(row, "id"),
      name: str(row, "name"),
      photo: urls.self(str(row, "photo")),
      abstract: str(row, "abstract"),
      status: num(row, "status"),
    }));
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  app.get("/api/my/tk/exercises/card", requireUser, async (c) => {
    const user = c.get("user");
    const set = await schoolSet(db, c, c.req.query("exe_id"));
    if (set instanceof Response) return set;
    if (num(set, "status") === 2) return fail(c, "1410", "This exercise set has expired");
    const exerciseId = num(set, "id");
    const chapterId = positiveInt(c.req.query("chapter_id"));
    const inSet = (
      await db.execute({
        sql: "SELECT 1 FROM exercise_chapters WHERE exercise_id = ? AND chapter_id = ?",
        args: [exerciseId, chapterId],
      })
    ).rows[0];
    if (!inSet || chapterId === null) return fail(c, "1404", "not found");

    if (c.req.query("is_again") === "1") {
      // Answer again: forget this chapter's answers and the submission. The places applied from each sender go
      // with the answers (migrations/012-answer-save-places.sql), so the new round takes every sender's saves.
      await db.batch(
        [
          {
            sql: `DELETE FROM practice_answers WHERE user_id = ? AND exercise_id = ?
                  AND que_id IN (SELECT id FROM questions WHERE chapter_id = ?)`,
            args: [user.id, exerciseId, chapterId],
          },
          {
            sql: `INSERT INTO practice_submissions (user_id, exercise_id, chapter_id, submitted) VALUES (?, ?, ?, 0)
                  ON CONFLICT DO UPDATE SET submitted = 0`,
            args: [user.id, exerciseId, chapterId],
          },
        ],
        "write",
      );
    }
    const [submitted, questions, answers] = await Promise.all([
      isSubmitted(db, user.id, exerciseId, chapterId),
      cardQuestions(db, chapterId),
      practiceLogs(db, user.id, exerciseId, chapterId),
    ]);
    return ok(c, {
      is_sub: submitted ? "1" : "0",
      items: questions.map((q) => {
        const a = answers.get(q.id);
        return {
          que_id: q.id,
          id: q.id,
          parent_id: q.parentId ?? "",
          num: q.num,
          type: q.type,
          // 0 unanswered, else '1' right or '2' wrong, as the real service answers.
          is_right: !a || a.is_right === "" || q.isDel ? 0 : a.is_right,
          is_score: "",
          is_sign: a?.is_sign ?? "2",
        };
      }),
    });
  });

  app.get("/api/my/tk/exercises/question", requireUser, async (c) => {
    const user = c.get("user");
    const target = await practiceQuestion(db, c, c.req.query());
    if (target instanceof Response) return target;
    const { exerciseId, chapterId, question } = target;
    const [submitted, logs] = await Promise.all([
      isSubmitted(db, user.id, exerciseId, chapterId),
      practiceLogs(db, user.id, exerciseId, chapterId),
    ]);
    return ok(c, await questionData(db, question, { review: submitted, log: logs.get(question.id) ?? null }));
  });

  // "Check this answer" (docs/decisions/051): the question as a review shows it (the right options, the
  // analysis) with the learner's saved answer and its is_right, while the chapter is still open. Practice only:
  // the assessments have no such call.
  app.get("/api/my/tk/exercises/check", requireUser, async (c) => {
    const user = c.get("user");
    const target = await practiceQuestion(db, c, c.req.query());
    if (target instanceof Response) return target;
    const { exerciseId, chapterId, question } = target;
    const logs = await practiceLogs(db, user.id, exerciseId, chapterId);
    return ok(c, await questionData(db, question, { review: true, log: logs.get(question.id) ?? null }));
  });

  app.post("/api/my/tk/exercises", requireUser, async (c) => {
    const user = c.get("user");
    const fields = await readFields(c.req);
    const target = await practiceQuestion(db, c, fields);
    if (target instanceof Response) return target;
    const { exerciseId, chapterId, question } = target;
    const subtype = fields.subtype === "2" ? 2 : fields.subtype === "1" ? 1 : null;
    if (subtype === null) return fail(c, "1422", "subtype must be 1 or 2");
    const isSign = fields.is_sign === "1" ? "1" : "2";

    if (await isSubmitted(db, user.id, exerciseId, chapterId)) {
      // A second submit (a double click) changes nothing; a save after the submission is refused.
      if (subtype === 2) {
        const log = (await practiceLogs(db, user.id, exerciseId, chapterId)).get(question.id);
        return ok(c, { is_right: log && log.is_right !== "" ? log.is_right : 0 });
      }
      return fail(c, "1409", "This chapter has already been submitted; choose answer again to change it");
    }

    let isRight: "" | "1" | "2" = "";
    // A deleted question cannot be answered: the post still counts as a move (and a submit), nothing is stored.
    if (!question.isDel) {
      const normalized = await normalizeAnswer(db, question, fields.answer ?? "", false);
      if (!normalized.ok) return fail(c, "1422", normalized.message);
      const files = await answerFiles(db, user.id, fields.attachment);
      if (!files.ok) return fail(c, "1422", files.message);
      if (!normalized.empty) {
        // Practice has no scoring: a non-empty short answer counts as right (the review shows the reference).
        isRight = question.type === 4 ? "1" : await gradeObjective(db, question, normalized.answer);
      }
      // A device's queued send whose place is not after the last one applied from its sender changes nothing,
      // whoever stored the answer since (../save-order.ts).
      const order = saveOrderOf(fields);
      await db.execute({
        sql: `INSERT INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, is_sign, attachment,
                save_client, save_seq)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT DO UPDATE SET answer = excluded.answer, is_right = excluded.is_right,
                is_sign = excluded.is_sign, attachment = excluded.attachment, save_client = excluded.save_client,
                save_seq = excluded.save_seq
              WHERE ${takesNewer("practice_answers")}`,
        args: [
          user.id,
          exerciseId,
          question.id,
          normalized.empty ? "" : normalized.answer,
          isRight,
          isSign,
          files.json,
          order.client,
          order.seq,
        ],
      });
    }
    if (subtype === 2) {
      await db.execute({
        sql: `INSERT INTO practice_submissions (user_id, exercise_id, chapter_id, submitted) VALUES (?, ?, ?, 1)
              ON CONFLICT DO UPDATE SET submitted = 1`,
        args: [user.id, exerciseId, chapterId],
      });
    }
    return ok(c, { is_right: isRight === "" ? 0 : isRight });
  });

  app.get("/api/my/tk/exercises/:id{[0-9]+}", requireUser, async (c) => {
    const set = await schoolSet(db, c, c.req.param("id"));
    if (set instanceof Response) return set;
    const chapters = await db.execute({
      sql: "SELECT id, chapter_id, name FROM exercise_chapters WHERE exercise_id = ? ORDER BY sort, id",
      args: [num(set, "id")],
    });
    return ok(c, {
      id: num(set, "id"),
      name: str(set, "name"),
      status: num(set, "status"),
      chapter: chapters.rows.map((row) => ({
        id: num(row, "id"),
        chapter_id: num(row, "chapter_id"),
        name: str(row, "name"),
      })),
    });
  });

  return app;
}

async function isSubmitted(db: Client, userId: number, exerciseId: number, chapterId: number) {
  const row = (
    await db.execute({
      sql: "SELECT submitted FROM practice_submissions WHERE user_id = ? AND exercise_id = ? AND chapter_id = ?",
      args: [userId, exerciseId, chapterId],
    })
  ).rows[0];
  return row?.submitted === 1;
}

/** The learner's answers in a chapter of a set, by question id. */
async function practiceLogs(
  db: Client,
  userId: number,
  exerciseId: number,
  chapterId: number,
): Promise<Map<number, AnswerLog>> {
  const rs = await db.execute({
    sql: `SELECT a.* FROM practice_answers a JOIN questions q ON q.id = a.que_id
          WHERE a.user_id = ? AND a.exercise_id = ? AND q.chapter_id = ?`,
    args: [userId, exerciseId, chapterId],
  });
  return new Map(
    rs.rows.map((row) => [
      num(row, "que_id"),
      {
        answer: str(row, "answer"),
        is_right: str(row, "is_right"),
        score: 0,
        is_score: "",
        is_sign: str(row, "is_sign"),
        attachment: str(row, "attachment"),
      },
    ]),
  );
}

/**
 * The set (of the user's school, not expired), its chapter and the card question named by exe_id, chapter_id
 * and que_id; otherwise the failure to answer.
 */
async function practiceQuestion(
  db: Client,
  c: Context<ApiEnv>,
  fields: Record<string, string | undefined>,
): Promise<Response | { exerciseId: number; chapterId: number; question: QuestionRow }> {
  const set = await schoolSet(db, c, fields.exe_id);
  if (set instanceof Response) return set;
  if (num(set, "status") === 2) return fail(c, "1410", "This exercise set has expired");
  const exerciseId = num(set, "id");
  const chapterId = positiveInt(fields.chapter_id);
  const inSet = (
    await db.execute({
      sql: "SELECT 1 FROM exercise_chapters WHERE exercise_id = ? AND chapter_id = ?",
      args: [exerciseId, chapterId],
    })
  ).rows[0];
  if (!inSet || chapterId === null) return fail(c, "1404", "not found");
  const queId = positiveInt(fields.que_id);
  const question = (await cardQuestions(db, chapterId)).find((q) => q.id === queId);
  if (!question) return fail(c, "1404", "This question is not part of the chapter");
  return { exerciseId, chapterId, question };
}

/** The exercise set with this id when it belongs to the user's school; otherwise the failure to answer. */
async function schoolSet(db: Client, c: Context<ApiEnv>, id: string | undefined): Promise<Row | Response> {
  const exerciseId = positiveInt(id);
  const row =
    exerciseId === null
      ? undefined
      : (await db.execute({ sql: "SELECT * FROM exercises WHERE id = ?", args: [exerciseId] })).rows[0];
  if (!row) return fail(c, "1404", "not found");
  if (str(row, "school_code") !== c.get("user").schoolCode) return fail(c, "1403", "no permission");
  return row;
}
