import type { Client, Row } from "@libsql/client";
import { Hono, type Context } from "hono";
import { num, paging, positiveInt, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../app";
import { fail, ok } from "../envelope";

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
    if (!inSet) return fail(c, "1404", "not found");

    if (c.req.query("is_again") === "1") {
      // Answer again: forget this chapter's answers and the submission.
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
    const [submission, questions] = await Promise.all([
      db.execute({
        sql: "SELECT submitted FROM practice_submissions WHERE user_id = ? AND exercise_id = ? AND chapter_id = ?",
        args: [user.id, exerciseId, chapterId],
      }),
      db.execute({
        sql: `SELECT q.id, q.num, q.type, a.is_right, a.is_sign FROM questions q
              LEFT JOIN practice_answers a ON a.que_id = q.id AND a.user_id = ? AND a.exercise_id = ?
              WHERE q.chapter_id = ? ORDER BY q.num`,
        args: [user.id, exerciseId, chapterId],
      }),
    ]);
    return ok(c, {
      is_sub: submission.rows[0]?.submitted === 1 ? "1" : "0",
      items: questions.rows.map((row) => ({
        que_id: num(row, "id"),
        num: num(row, "num"),
        type: num(row, "type"),
        // 0 unanswered, else '1' right or '2' wrong, as the real service answers.
        is_right: row.is_right === null ? 0 : str(row, "is_right"),
        is_sign: row.is_sign === null ? "2" : str(row, "is_sign"),
      })),
    });
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
