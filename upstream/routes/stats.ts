import { Hono } from "hono";
import { num, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { ok } from "../envelope";

// Study statistics, all derived from the learning logs. `leran_` is the real service's spelling.

/** Per top-level category of the user's logged courses: the time studied and the number of courses. */
const byTopCategory = `SELECT top.id, top.name AS category_name, SUM(p.visit_time) AS visit_time,
    COUNT(*) AS leran_course_count
  FROM course_progress p JOIN courses c ON c.id = p.course_id
  JOIN category_tree tree ON tree.id = c.category_id JOIN categories top ON top.id = tree.root_id
  WHERE p.user_id = ? GROUP BY top.id`;

export function stats({ db, sessions }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);

  const totalTime = async (userId: number) =>
    Number(
      (
        await db.execute({
          sql: "SELECT COALESCE(SUM(studied_seconds), 0) AS t FROM learning_logs WHERE user_id = ?",
          args: [userId],
        })
      ).rows[0]?.t ?? 0,
    );

  app.get("/api/my/stat/summary", requireUser, async (c) => {
    const user = c.get("user");
    const [school, classes, counts, visitTime] = await Promise.all([
      db.execute({ sql: "SELECT name, name_en FROM schools WHERE code = ?", args: [user.schoolCode] }),
      db.execute({
        sql: `SELECT k.name FROM class_members m JOIN classes k ON k.id = m.class_id
              WHERE m.user_id = ? ORDER BY k.id`,
        args: [user.id],
      }),
      db.execute({
        sql: `SELECT
                (SELECT COUNT(*) FROM course_progress WHERE user_id = ?1) AS learned,
                (SELECT COUNT(*) FROM (
                   SELECT course_id FROM enrolments WHERE user_id = ?1 AND status = 2
                   UNION SELECT course_id FROM course_progress WHERE user_id = ?1 AND learn_percent = 100
                 )) AS finished`,
        args: [user.id],
      }),
      totalTime(user.id),
    ]);
    const row = counts.rows[0];
    return ok(c, {
      name: user.name,
      school_name: school.rows[0] ? str(school.rows[0], "name") : "",
      ...(school.rows[0]?.name_en ? { school_name_en: str(school.rows[0], "name_en") } : {}),
      class_name: classes.rows.map((r) => str(r, "name")),
      visit_time: visitTime,
      leran_course_num: row ? num(row, "learned") : 0,
      leran_course_finish_num: row ? num(row, "finished") : 0,
    });
  });

  app.get("/api/my/stat/report1", requireUser, async (c) => {
    const userId = c.get("user").id;
    const [rs, visitTime] = await Promise.all([
      db.execute({
        sql: `SELECT * FROM (${byTopCategory}) WHERE visit_time > 0 ORDER BY visit_time DESC, id`,
        args: [userId],
      }),
      totalTime(userId),
    ]);
    return ok(c, {
      visit_time: visitTime,
      items: rs.rows.map((r) => ({
        category_name: str(r, "category_name"),
        visit_time: num(r, "visit_time"),
      })),
    });
  });

  app.get("/api/my/stat/report2", requireUser, async (c) => {
    const rs = await db.execute({
      sql: `SELECT * FROM (${byTopCategory}) ORDER BY leran_course_count DESC, id`,
      args: [c.get("user").id],
    });
    return ok(c, {
      items: rs.rows.map((r) => ({
        category_name: str(r, "category_name"),
        leran_course_count: num(r, "leran_course_count"),
      })),
    });
  });

  return app;
}
