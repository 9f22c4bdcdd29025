import { Hono } from "hono";
import { num, paging, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { ok } from "../envelope";

type RecordItem = {
  id: number;
  photo: string;
  name: string;
  course_name: string;
  content: string;
  visit_time: number;
  course_id: number;
  chapter_id: number;
  cm_id: number;
  course_status: number;
};

/** Learning records: the user's learning logs, one per material (its latest), grouped by day. */
export function learningRecords({ db, sessions, urls }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get("/api/my/learn/log", requireApiUser(sessions), async (c) => {
    const { size, offset } = paging(c, 100);
    // A bare column next to a single MAX() takes its value from the row holding the maximum (SQLite),
    // so id and chapter_id are those of the material's latest log.
    const rs = await db.execute({
      sql: `WITH latest AS (
              SELECT id, course_id, chapter_id, cm_id, MAX(created_at) AS last_at,
                SUM(studied_seconds) AS visit_time
              FROM learning_logs WHERE user_id = ? GROUP BY course_id, cm_id
            )
            SELECT latest.*, c.name AS course_name, c.photo, c.course_status,
              COALESCE(m.name, '') AS material_name, COALESCE(ch.name, '') AS chapter_name
            FROM latest JOIN courses c ON c.id = latest.course_id
            LEFT JOIN materials m ON m.id = latest.cm_id
            LEFT JOIN chapters ch ON ch.id = latest.chapter_id
            ORDER BY latest.last_at DESC, latest.id DESC LIMIT ? OFFSET ?`,
      args: [c.get("user").id, size, offset],
    });
    const days = new Map<string, RecordItem[]>();
    for (const row of rs.rows) {
      const day = str(row, "last_at").slice(0, 10);
      const group = days.get(day) ?? [];
      days.set(day, group);
      group.push({
        id: num(row, "id"),
        photo: urls.self(str(row, "photo")),
        name: str(row, "material_name"),
        course_name: str(row, "course_name"),
        content: str(row, "chapter_name"),
        visit_time: num(row, "visit_time"),
        course_id: num(row, "course_id"),
        chapter_id: num(row, "chapter_id"),
        cm_id: num(row, "cm_id"),
        course_status: num(row, "course_status"),
      });
    }
    // Map keeps insertion order: the newest day first, as the rows came.
    return ok(c, { items: [...days].map(([updated_time, data]) => ({ updated_time, data })) });
  });

  return app;
}
