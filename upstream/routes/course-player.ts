import { createHmac, randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { Row } from "@libsql/client";
import { Hono, type Context } from "hono";
import type { User } from "../accounts";
import { num, paging, positiveInt, requireApiUser, str, strOrNull, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, notLoggedIn, ok } from "../envelope";
import {
  courseColumns,
  courseJoins,
  dateTime,
  formatDuration,
  inCategoryTree,
  remainingDay,
} from "../learning";
import { mediaDir } from "../media";
import { readFields } from "../request";
import { reviewContentError } from "../text-rules";

export const NO_STUDY_PERMISSION = "You have no permission to study this course";

/** Seconds a progress log may count at most: the client logs every 15 s, so a longer gap was not studying. */
export const MAX_STUDIED_PER_LOG = 30;

const defaultSettings = { play_status: 2, hook_status: 2, hook_minute: 1, hook_second: 0 };

/** The cloud signature stand-in: a file id is signed for an hour. */
const SIGN_TTL_SECONDS = 3600;

/** A material's file id as the cloud video service would name it. */
export const fileIdOf = (cmId: number) => `vod-${cmId}`;

/** A seconds or page position: a non-negative number, rounded down; 0 when missing or bad. */
const position = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

const fileSizes = new Map<string, number>();
/** The size in bytes of a file under static/media (0 when missing), read once. */
async function mediaSize(file: string): Promise<number> {
  if (!file) return 0;
  let size = fileSizes.get(file);
  if (size === undefined) {
    size = await stat(mediaDir + file).then(
      (s) => s.size,
      () => 0,
    );
    fileSizes.set(file, size);
  }
  return size;
}

/**
 * The public course calls (catalogue, chapter tree, teachers, reviews, material introductions, study settings)
 * and the player's calls (play info, preview, progress log, video signature).
 */
export function coursePlayer({ db, sessions, urls, mediaSigner }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);
  const signKey = randomBytes(32);
  // Given only in the play answer, after the study check: a short-lived signed URL (media-signing.ts).
  const mediaUrl = (file: string) => urls.self(mediaSigner.sign(`/static/media/${file}`));

  /**
   * Whether the user may study the course: the course is on shelf, and the user is enrolled (not disabled, not
   * expired) or, for an open course (a resource site's), of the course's school. A disabled enrolment bars even
   * an open course.
   */
  async function mayStudy(user: User, courseId: number): Promise<"yes" | "no" | "unknown"> {
    const row = (
      await db.execute({
        sql: `SELECT c.course_status, c.type, c.school_code, c.open_access, e.status, e.end_date FROM courses c
              LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = ? WHERE c.id = ?`,
        args: [user.id, courseId],
      })
    ).rows[0];
    if (!row) return "unknown";
    if (num(row, "course_status") !== 1) return "no";
    const enrolled = row.status !== null;
    if (enrolled && num(row, "status") === 3) return "no";
    if (num(row, "open_access") === 1 && str(row, "school_code") === user.schoolCode) return "yes";
    if (!enrolled) return "no";
    return remainingDay(num(row, "type"), strOrNull(row, "end_date")) === 0 ? "no" : "yes";
  }

  /** The 2004 answer when the user may not study the course, else null. */
  async function studyRefusal(c: Context<ApiEnv>, courseId: number | null): Promise<Response | null> {
    const access = courseId === null ? "unknown" : await mayStudy(c.get("user"), courseId);
    if (access === "unknown") return fail(c, "2004", "course does not exist");
    return access === "no" ? fail(c, "2004", NO_STUDY_PERMISSION) : null;
  }

  /** A material of the course with the user's progress (last position, finished). */
  async function materialsOf(courseId: number, userId: number | null, cmId?: number) {
    const rs = await db.execute({
      sql: `SELECT m.*, ch.name AS chapter_name, ch.sort AS chapter_sort, COALESCE(mp.finished, 0) AS is_finish,
              COALESCE((SELECT l.position FROM learning_logs l WHERE l.user_id = ? AND l.cm_id = m.id
                ORDER BY l.created_at DESC, l.id DESC LIMIT 1), 0) AS last_position
            FROM materials m JOIN chapters ch ON ch.id = m.chapter_id
            LEFT JOIN material_progress mp ON mp.user_id = ? AND mp.course_id = m.course_id AND mp.cm_id = m.id
            WHERE m.course_id = ?${cmId === undefined ? "" : " AND m.id = ?"} ORDER BY ch.sort, m.sort`,
      args: cmId === undefined ? [userId, userId, courseId] : [userId, userId, courseId, cmId],
    });
    return rs.rows;
  }

  // Catalogue: on-shelf courses of the school from `school_code`, else the session's school, else every school.
  app.get("/api/course/course", async (c) => {
    const { size, offset } = paging(c, 15);
    const schoolCode = c.req.query("school_code")?.trim() || (await sessions.user(c))?.schoolCode || null;
    const where = ["c.course_status = 1"];
    const args: (string | number)[] = [];
    if (schoolCode) {
      where.push("c.school_code = ?");
      args.push(schoolCode);
    }
    const type = c.req.query("type");
    if (type === "1" || type === "2") {
      where.push("c.type = ?");
      args.push(Number(type));
    }
    const categoryId = positiveInt(c.req.query("category_id"));
    if (categoryId !== null) {
      where.push(inCategoryTree("c.category_id"));
      args.push(categoryId);
    }
    const q = c.req.query("q")?.trim();
    if (q) {
      where.push("instr(lower(c.name), lower(?)) > 0");
      args.push(q);
    }
    const from = `FROM courses c ${courseJoins} WHERE ${where.join(" AND ")}`;
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT ${courseColumns} ${from} ORDER BY c.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      }),
      db.execute({ sql: `SELECT COUNT(*) AS n ${from}`, args }),
    ]);
    const items = page.rows.map((row) => ({
      id: num(row, "id"),
      name: str(row, "name"),
      photo: urls.self(str(row, "photo")),
      list_photo: urls.self(str(row, "list_photo")),
      category_name: str(row, "category_name"),
      category_id: num(row, "category_id"),
      root_id: num(row, "root_id"),
      total_time: formatDuration(num(row, "total_seconds")),
      type: num(row, "type"),
      type_name: str(row, "type_name"),
      teacher: str(row, "teacher"),
      abstract: str(row, "abstract"),
      learn_num: num(row, "learn_num"),
      origin_name: str(row, "origin_name"),
    }));
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  // The chapter tree: public; with action=learn only for a user who may study the course.
  app.get("/api/course/:id{[0-9]+}/chapter", async (c) => {
    const courseId = Number(c.req.param("id"));
    const user = await sessions.user(c);
    if (c.req.query("action") === "learn") {
      if (!user) return notLoggedIn(c);
      c.set("user", user);
      const refusal = await studyRefusal(c, courseId);
      if (refusal) return refusal;
    } else {
      const exists = await db.execute({ sql: "SELECT 1 FROM courses WHERE id = ?", args: [courseId] });
      if (!exists.rows[0]) return fail(c, "2004", "course does not exist");
    }
    const chapters = await db.execute({
      sql: "SELECT id, name FROM chapters WHERE course_id = ? ORDER BY sort",
      args: [courseId],
    });
    const materials = await materialsOf(courseId, user?.id ?? null);
    const tree = await Promise.all(
      chapters.rows.map(async (ch) => ({
        name: str(ch, "name"),
        chapter_type: 1,
        chapter_id: num(ch, "id"),
        children: await Promise.all(
          materials
            .filter((m) => num(m, "chapter_id") === num(ch, "id"))
            .map(async (m) => ({
              name: str(m, "name"),
              chapter_type: 2,
              chapter_id: num(m, "chapter_id"),
              cm_id: num(m, "id"),
              type: num(m, "type"),
              status: num(m, "status"),
              is_finish: num(m, "is_finish"),
              duration: num(m, "duration"),
              size: await mediaSize(str(m, "file")),
              position: num(m, "last_position"),
              file_id: fileIdOf(num(m, "id")),
              pages: num(m, "type") === 1 ? null : num(m, "pages"),
              sign: num(m, "sign"),
            })),
        ),
      })),
    );
    return ok(c, tree);
  });

  // Teachers: the course's teacher rows; a course without them lists its teacher's name only.
  app.get("/api/course/teacher", async (c) => {
    const courseId = positiveInt(c.req.query("course_id"));
    const rs = await db.execute({
      sql: "SELECT name, photo, intro FROM course_teachers WHERE course_id = ? ORDER BY sort",
      args: [courseId],
    });
    if (rs.rows.length === 0) {
      const course = (await db.execute({ sql: "SELECT teacher FROM courses WHERE id = ?", args: [courseId] }))
        .rows[0];
      return ok(c, course ? [{ name: str(course, "teacher"), photo: "", intro: "" }] : []);
    }
    return ok(
      c,
      rs.rows.map((r) => ({
        name: str(r, "name"),
        photo: str(r, "photo") ? urls.self(str(r, "photo")) : "",
        intro: str(r, "intro"),
      })),
    );
  });

  const reviewItem = (row: Row) => ({
    id: num(row, "id"),
    user_id: num(row, "user_id"),
    user_name: str(row, "user_name"),
    user_photo: row.user_photo ? urls.self(str(row, "user_photo")) : "",
    level: num(row, "level"),
    content: str(row, "content"),
    created_at: dateTime(str(row, "created_at")),
  });

  // Reviews, newest first; page_num is the number of pages.
  app.get("/api/course/comment", async (c) => {
    const { size, offset } = paging(c, 10);
    const courseId = positiveInt(c.req.query("course_id"));
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT k.*, u.name AS user_name, u.photo AS user_photo FROM course_comments k
              JOIN users u ON u.id = k.user_id WHERE k.course_id = ?
              ORDER BY k.created_at DESC, k.id DESC LIMIT ? OFFSET ?`,
        args: [courseId, size, offset],
      }),
      db.execute({ sql: "SELECT COUNT(*) AS n FROM course_comments WHERE course_id = ?", args: [courseId] }),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return ok(c, { items: page.rows.map(reviewItem), total, page_num: Math.ceil(total / size) });
  });

  app.post("/api/course/comment", requireUser, async (c) => {
    const fields = await readFields(c.req);
    const error = reviewContentError(fields.content ?? "");
    if (error) return fail(c, "1422", error);
    const level = fields.level?.trim() ?? "";
    if (!/^[1-5]$/.test(level)) return fail(c, "1422", "the score must be 1 to 5 stars");
    const courseId = positiveInt(fields.course_id);
    const course = (
      await db.execute({ sql: "SELECT id, school_code FROM courses WHERE id = ?", args: [courseId] })
    ).rows[0];
    if (!course) return fail(c, "1404", "course does not exist");
    // A learner reviews only a course of their own school (decision 028): the portal's rule, enforced here too.
    if (str(course, "school_code") !== c.get("user").schoolCode)
      return fail(c, "1403", "you may not review this course");
    const rs = await db.execute({
      sql: `INSERT INTO course_comments (course_id, user_id, level, content, created_at) VALUES (?, ?, ?, ?, ?)
            RETURNING id`,
      args: [
        num(course, "id"),
        c.get("user").id,
        Number(level),
        (fields.content ?? "").trim(),
        dateTime(new Date().toISOString()),
      ],
    });
    return ok(c, { id: Number(rs.rows[0]?.id) });
  });

  app.delete("/api/course/comment/:id", requireUser, async (c) => {
    const id = positiveInt(c.req.param("id"));
    const row = (await db.execute({ sql: "SELECT user_id FROM course_comments WHERE id = ?", args: [id] }))
      .rows[0];
    if (!row) return fail(c, "1404", "not found");
    if (num(row, "user_id") !== c.get("user").id) return fail(c, "1403", "no permission");
    await db.execute({ sql: "DELETE FROM course_comments WHERE id = ?", args: [id] });
    return ok(c, null);
  });

  // A material's introduction (HTML, unsanitized: the portal sanitizes it).
  app.get("/api/course/course/material", async (c) => {
    const row = (
      await db.execute({
        sql: "SELECT remark FROM materials WHERE id = ? AND course_id = ?",
        args: [positiveInt(c.req.query("cm_id")), positiveInt(c.req.query("course_id"))],
      })
    ).rows[0];
    return row ? ok(c, { remark: str(row, "remark") }) : fail(c, "1404", "not found");
  });

  // Play info. Without cm_id (or 0): the material last studied, else the first one.
  app.get("/api/course/course/:id{[0-9]+}/play", requireUser, async (c) => {
    const courseId = Number(c.req.param("id"));
    const refusal = await studyRefusal(c, courseId);
    if (refusal) return refusal;
    const userId = c.get("user").id;
    let cmId = positiveInt(c.req.query("cm_id"));
    if (cmId === null) {
      const last = await db.execute({
        sql: `SELECT cm_id FROM learning_logs l JOIN materials m ON m.id = l.cm_id AND m.course_id = l.course_id
              WHERE l.user_id = ? AND l.course_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT 1`,
        args: [userId, courseId],
      });
      cmId = last.rows[0] ? num(last.rows[0], "cm_id") : null;
    }
    const m = (
      cmId === null ? await materialsOf(courseId, userId) : await materialsOf(courseId, userId, cmId)
    )[0];
    if (!m) return fail(c, "1404", "this material does not exist");
    const type = num(m, "type");
    const playable = num(m, "status") === 1;
    return ok(c, {
      course_id: courseId,
      cm_id: num(m, "id"),
      chapter_id: num(m, "chapter_id"),
      chapter_name: str(m, "chapter_name"),
      name: str(m, "name"),
      type,
      status: num(m, "status"),
      url: playable ? mediaUrl(str(m, "file")) : "",
      position: num(m, "last_position"),
      duration: num(m, "duration"),
      pages: type === 2 ? num(m, "pages") : null,
      file_id: fileIdOf(num(m, "id")),
      sign: num(m, "sign"),
      download_url: playable && type === 3 ? mediaUrl(str(m, "file")) : "",
      is_finish: num(m, "is_finish"),
    });
  });

  // The PDF of a slides material.
  app.post("/api/course/course/preview", requireUser, async (c) => {
    const fields = await readFields(c.req);
    const courseId = positiveInt(fields.course_id);
    const refusal = await studyRefusal(c, courseId);
    if (refusal) return refusal;
    const m = (
      await db.execute({
        sql: "SELECT type, status, file FROM materials WHERE id = ? AND course_id = ?",
        args: [positiveInt(fields.cm_id), courseId],
      })
    ).rows[0];
    if (!m || num(m, "status") !== 1) return fail(c, "1404", "this material does not exist");
    if (num(m, "type") !== 2) return fail(c, "1422", "only slides and pdf materials have a preview");
    const bytes = await readFile(mediaDir + str(m, "file"));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${str(m, "file")}"`,
    });
  });

  // A progress log. The time studied is the server's: seconds since the user's previous log of the material,
  // capped, 0 for the first one.
  app.get("/api/course/log/add", requireUser, async (c) => {
    const user = c.get("user");
    if (positiveInt(c.req.query("user_id")) !== user.id) return fail(c, "1403", "no permission");
    const courseId = positiveInt(c.req.query("course_id"));
    const refusal = await studyRefusal(c, courseId);
    if (refusal) return refusal;
    const m = (
      await db.execute({
        sql: "SELECT id, chapter_id FROM materials WHERE id = ? AND course_id = ?",
        args: [positiveInt(c.req.query("cm_id")), courseId],
      })
    ).rows[0];
    if (!m) return fail(c, "1404", "this material does not exist");
    const previous = (
      await db.execute({
        sql: "SELECT MAX(created_at) AS at FROM learning_logs WHERE user_id = ? AND cm_id = ?",
        args: [user.id, num(m, "id")],
      })
    ).rows[0]?.at;
    const now = new Date();
    const studied =
      typeof previous === "string"
        ? Math.max(
            0,
            Math.min(MAX_STUDIED_PER_LOG, Math.floor((now.getTime() - Date.parse(previous)) / 1000)),
          )
        : 0;
    await db.execute({
      sql: `INSERT INTO learning_logs (user_id, course_id, chapter_id, cm_id, position, studied_seconds, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)`,
      args: [
        user.id,
        courseId,
        num(m, "chapter_id"),
        num(m, "id"),
        position(c.req.query("position")),
        studied,
        now.toISOString(),
      ],
    });
    return ok(c, null);
  });

  // Anti-cheat settings of a school (from `school_code`, else the session's); defaults without a row.
  app.get("/api/school/course/setting", async (c) => {
    const schoolCode = c.req.query("school_code")?.trim() || (await sessions.user(c))?.schoolCode || "";
    const row = (
      await db.execute({
        sql: "SELECT play_status, hook_status, hook_minute, hook_second FROM school_course_settings WHERE school_code = ?",
        args: [schoolCode],
      })
    ).rows[0];
    if (!row) return ok(c, defaultSettings);
    return ok(c, {
      play_status: num(row, "play_status"),
      hook_status: num(row, "hook_status"),
      hook_minute: num(row, "hook_minute"),
      hook_second: num(row, "hook_second"),
    });
  });

  // A stand-in for the cloud video signature: an HMAC of the file id and the expiry time.
  app.get("/api/tencent/vod/sign", requireUser, (c) => {
    const fileId = c.req.query("file_id")?.trim();
    if (!fileId) return fail(c, "1422", "file_id is required");
    const expiresAt = Math.floor(Date.now() / 1000) + SIGN_TTL_SECONDS;
    const sign = createHmac("sha256", signKey).update(`${fileId}:${expiresAt}`).digest("hex");
    return ok(c, { sign, file_id: fileId, expires_at: expiresAt });
  });

  return app;
}
