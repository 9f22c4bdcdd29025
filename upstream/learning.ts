import type { Client, InArgs, Row } from "@libsql/client";
import { num, str, strOrNull, type Paging } from "./api";
import type { Urls } from "./urls";

// Queries and derived values shared by the learning calls. Progress comes from the views of
// migrations/002-learning.sql (course_progress, category_tree), which derive it from the learning logs.

/** Today's date on the server, UTC, as YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** Whole days from today to the end date, never negative (0 = expired); null for open courses or no end. */
export function remainingDay(type: number, endDate: string | null, today = todayUtc()): number | null {
  if (type === 1 || !endDate) return null;
  const days = Math.floor((Date.parse(endDate) - Date.parse(today)) / DAY_MS);
  return Number.isNaN(days) ? null : Math.max(0, days);
}

/** Seconds as HH:MM:SS (hours may exceed 99). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const enrolmentStatusName = (status: number) =>
  status === 2 ? "Completed" : status === 3 ? "Disabled" : "In progress";

/** A stored date-time (ISO or 'YYYY-MM-DD HH:MM:SS') as 'YYYY-MM-DD HH:MM:SS'. */
export const dateTime = (value: string) => value.replace("T", " ").slice(0, 19);

// A course with its category, top-level category, total duration and number of learners.
export const courseColumns = `c.id, c.name, c.photo, c.list_photo, c.type, c.type_name, c.teacher, c.abstract, c.intro,
  c.origin_name, c.course_status, c.category_id, cat.name AS category_name, tree.root_id,
  (SELECT COALESCE(SUM(m.duration), 0) FROM materials m WHERE m.course_id = c.id) AS total_seconds,
  (SELECT COUNT(*) FROM enrolments x WHERE x.course_id = c.id) AS learn_num`;
export const courseJoins = `JOIN categories cat ON cat.id = c.category_id JOIN category_tree tree ON tree.id = c.category_id`;

/**
 * A course of the public sites' lists (getCourseList, the study-trip lists): `category_name` is the path of names
 * from the root, `type` 1 when the course has a video, else 2. The query joins `category_paths p` beside
 * `courseJoins`.
 */
export const siteCourseColumns = `${courseColumns}, p.names AS category_path,
  EXISTS (SELECT 1 FROM materials v WHERE v.course_id = c.id AND v.type = 1) AS has_video`;

export function siteCourseItem(row: Row, urls: Urls) {
  return {
    id: num(row, "id"),
    name: str(row, "name"),
    photo: urls.self(str(row, "photo")),
    category_name: str(row, "category_path"),
    category_id: num(row, "category_id"),
    root_id: num(row, "root_id"),
    total_time: formatDuration(num(row, "total_seconds")),
    type: num(row, "has_video") === 1 ? 1 : 2,
    intro: str(row, "intro"),
  };
}

/** SQL: `column` is the category given as the one argument, or any category below it. */
export function inCategoryTree(column: string): string {
  return `${column} IN (WITH RECURSIVE sub (id) AS (SELECT ? UNION ALL
    SELECT k.id FROM categories k JOIN sub ON k.parent_id = sub.id) SELECT id FROM sub)`;
}

export type MyCourseFilters = { categoryId: number | null; q: string; learnedOnly: boolean };

/** The user's enrolled courses of their school, most recently enrolled first. */
export async function listMyCourses(
  db: Client,
  user: { id: number; schoolCode: string },
  filters: MyCourseFilters,
  { size, offset }: Paging,
): Promise<{ rows: Row[]; total: number }> {
  const where = ["e.user_id = ?", "c.school_code = ?"];
  const args: InArgs = [user.id, user.schoolCode];
  if (filters.learnedOnly) where.push("p.course_id IS NOT NULL");
  if (filters.q) {
    where.push("instr(lower(c.name), lower(?)) > 0");
    args.push(filters.q);
  }
  if (filters.categoryId !== null) {
    where.push(inCategoryTree("c.category_id"));
    args.push(filters.categoryId);
  }
  const from = `FROM enrolments e JOIN courses c ON c.id = e.course_id ${courseJoins}
    LEFT JOIN course_progress p ON p.user_id = e.user_id AND p.course_id = e.course_id
    WHERE ${where.join(" AND ")}`;
  const [page, count] = await Promise.all([
    db.execute({
      sql: `SELECT ${courseColumns}, e.status, e.end_date, COALESCE(p.learn_percent, 0) AS learn_percent
            ${from} ORDER BY e.created_at DESC, e.id DESC LIMIT ? OFFSET ?`,
      args: [...args, size, offset],
    }),
    db.execute({ sql: `SELECT COUNT(*) AS n ${from}`, args }),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** An item of GET /api/my/course. */
export function myCourseItem(row: Row, urls: Urls, today = todayUtc()) {
  const type = num(row, "type");
  const status = num(row, "status");
  const endDate = strOrNull(row, "end_date");
  return {
    id: num(row, "id"),
    name: str(row, "name"),
    photo: urls.self(str(row, "photo")),
    list_photo: urls.self(str(row, "list_photo")),
    status,
    status_name: enrolmentStatusName(status),
    remaining_day: remainingDay(type, endDate, today),
    end_date: type === 1 ? null : endDate,
    type,
    type_name: str(row, "type_name"),
    category_name: str(row, "category_name"),
    category_id: num(row, "category_id"),
    root_id: num(row, "root_id"),
    total_time: formatDuration(num(row, "total_seconds")),
    teacher: str(row, "teacher"),
    abstract: str(row, "abstract"),
    learn_percent: num(row, "learn_percent"),
    learn_num: num(row, "learn_num"),
    origin_name: str(row, "origin_name"),
  };
}

/** The data of GET /api/course/course/{id}; enrolment values only for an enrolled user. */
export async function courseDetail(db: Client, urls: Urls, id: number, userId: number | null) {
  const row = (
    await db.execute({
      sql: `SELECT ${courseColumns}, e.status, e.end_date FROM courses c ${courseJoins}
            LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = ? WHERE c.id = ?`,
      args: [userId, id],
    })
  ).rows[0];
  if (!row) return null;
  const type = num(row, "type");
  const enrolled = row.status !== null;
  return {
    id: num(row, "id"),
    name: str(row, "name"),
    photo: urls.self(str(row, "photo")),
    category_name: str(row, "category_name"),
    intro: str(row, "intro"),
    total_time: formatDuration(num(row, "total_seconds")),
    remaining_day: enrolled ? remainingDay(type, strOrNull(row, "end_date")) : null,
    status: enrolled ? num(row, "status") : null,
    course_status: num(row, "course_status"),
    type,
  };
}

/**
 * The children of a category (0 = top level) that a school may see: shared ones and the school's own.
 * Without a school only the shared ones.
 */
export async function childCategories(db: Client, parentId: number, schoolCode: string | null) {
  const rs = await db.execute({
    sql: `SELECT c.id, c.name, c.parent_id, c.level, tree.path FROM categories c
          JOIN category_tree tree ON tree.id = c.id
          WHERE c.parent_id = ? AND (c.school_code IS NULL OR c.school_code = ?) ORDER BY c.id`,
    args: [parentId, schoolCode],
  });
  return rs.rows.map((r) => ({
    id: num(r, "id"),
    name: str(r, "name"),
    root_id: num(r, "parent_id"),
    level: num(r, "level"),
    path: str(r, "path"),
  }));
}
