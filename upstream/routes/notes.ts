import { Hono, type Context } from "hono";
import { num, paging, positiveInt, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";
import { dateTime } from "../learning";
import { readFields } from "../request";
import { noteContentError } from "../text-rules";

const now = () => dateTime(new Date().toISOString());

/** A seconds or page position: a non-negative number, rounded down; 0 when missing or bad. */
const position = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

/** The user's notes: list, add, edit and delete (owner only). */
export function notes({ db, sessions }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);

  app.get("/api/my/course/note", requireUser, async (c) => {
    const { size, offset } = paging(c, 6);
    const courseId = positiveInt(c.req.query("course_id"));
    const where = `WHERE n.user_id = ?${courseId === null ? "" : " AND n.course_id = ?"}`;
    const args = courseId === null ? [c.get("user").id] : [c.get("user").id, courseId];
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT n.*, c.name AS course_name, c.course_status, COALESCE(ch.name, '') AS chapter_name
              FROM notes n JOIN courses c ON c.id = n.course_id LEFT JOIN chapters ch ON ch.id = n.chapter_id
              ${where} ORDER BY n.created_at DESC, n.id DESC LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      }),
      db.execute({ sql: `SELECT COUNT(*) AS n FROM notes n ${where}`, args }),
    ]);
    const items = page.rows.map((row) => ({
      id: num(row, "id"),
      course_id: num(row, "course_id"),
      chapter_id: num(row, "chapter_id"),
      cm_id: num(row, "cm_id"),
      content: str(row, "content"),
      created_at: dateTime(str(row, "created_at")),
      type: num(row, "type"),
      position: num(row, "position"),
      course_name: str(row, "course_name"),
      chapter_name: str(row, "chapter_name"),
      course_status: num(row, "course_status"),
    }));
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  app.post("/api/my/course/note", requireUser, async (c) => {
    const fields = await readFields(c.req);
    const content = fields.content ?? "";
    const error = noteContentError(content);
    if (error) return fail(c, "1422", error);
    const courseId = positiveInt(fields.course_id);
    const cmId = positiveInt(fields.cm_id);
    if (courseId === null || cmId === null) return fail(c, "1422", "course_id and cm_id are required");

    const material = (
      await db.execute({
        sql: `SELECT m.chapter_id, m.type, e.id AS enrolment_id,
                (k.open_access = 1 AND k.school_code = ?) AS open_to_user
              FROM materials m JOIN courses k ON k.id = m.course_id
              LEFT JOIN enrolments e ON e.course_id = m.course_id AND e.user_id = ?
              WHERE m.id = ? AND m.course_id = ?`,
        args: [c.get("user").schoolCode, c.get("user").id, cmId, courseId],
      })
    ).rows[0];
    if (!material) return fail(c, "1404", "not found");
    // Notes on the courses one studies: enrolled ones, and the open courses of one's school.
    if (material.enrolment_id === null && num(material, "open_to_user") !== 1) {
      return fail(c, "1403", "no permission");
    }
    const chapterId = num(material, "chapter_id");
    if (fields.chapter_id && positiveInt(fields.chapter_id) !== chapterId) {
      return fail(c, "1422", "the material is not in this chapter");
    }
    const type =
      fields.type === "1" || fields.type === "2" ? Number(fields.type) : num(material, "type") === 1 ? 1 : 2;
    const at = now();
    const rs = await db.execute({
      sql: `INSERT INTO notes (user_id, course_id, chapter_id, cm_id, content, type, position, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      args: [
        c.get("user").id,
        courseId,
        chapterId,
        cmId,
        content.trim(),
        type,
        position(fields.position),
        at,
        at,
      ],
    });
    return ok(c, { id: Number(rs.rows[0]?.id) });
  });

  /** The note of the path when it is the user's; otherwise the failure to answer. */
  async function ownNote(c: Context<ApiEnv>): Promise<{ id: number } | Response> {
    const id = positiveInt(c.req.param("id"));
    const row =
      id === null
        ? undefined
        : (await db.execute({ sql: "SELECT id, user_id FROM notes WHERE id = ?", args: [id] })).rows[0];
    if (!row) return fail(c, "1404", "not found");
    if (num(row, "user_id") !== c.get("user").id) return fail(c, "1403", "no permission");
    return { id: num(row, "id") };
  }

  app.put("/api/my/course/note/:id", requireUser, async (c) => {
    const note = await ownNote(c);
    if (note instanceof Response) return note;
    const content = (await readFields(c.req)).content ?? "";
    const error = noteContentError(content);
    if (error) return fail(c, "1422", error);
    await db.execute({
      sql: "UPDATE notes SET content = ?, updated_at = ? WHERE id = ?",
      args: [content.trim(), now(), note.id],
    });
    return ok(c, null);
  });

  app.delete("/api/my/course/note/:id", requireUser, async (c) => {
    const note = await ownNote(c);
    if (note instanceof Response) return note;
    await db.execute({ sql: "DELETE FROM notes WHERE id = ?", args: [note.id] });
    return ok(c, null);
  });

  return app;
}
