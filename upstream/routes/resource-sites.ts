import { Hono } from "hono";
import { num, paging, positiveInt, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";
import {
  courseJoins,
  formatDuration,
  inCategoryTree,
  remainingDay,
  siteCourseColumns,
  siteCourseItem,
} from "../learning";

/** Search results, course lists and material lists of the sites: 16 a page unless `size` says otherwise. */
export const SITE_PAGE_SIZE = 16;

/**
 * The public resource sites' calls (docs/design.md §9, docs/contracts/resource-sites.md): a school's on-shelf courses
 * by category (with everything below it), keyword or class; a category's children; a course's materials.
 */
export function resourceSites({ db, urls, sessions }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  // getCourseList. class_name (project and contest lists) adds the matched courses' total time. With a session,
  // each item also carries the course detail's remaining_day and status of the user's enrolment (null without
  // one): the contest page sets its study ban from the first course's (public-sites §4.3).
  app.get("/api/sz/school/course", async (c) => {
    const schoolCode = c.req.query("school_code")?.trim();
    if (!schoolCode) return fail(c, "1422", "school_code is required");
    const { size, offset } = paging(c, SITE_PAGE_SIZE);
    const user = await sessions.user(c);
    const where = ["c.course_status = 1", "c.school_code = ?"];
    const args: (string | number)[] = [user?.id ?? 0, schoolCode];
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
    const className = c.req.query("class_name")?.trim();
    if (className) {
      where.push("c.class_name = ?");
      args.push(className);
    }
    const from = `FROM courses c ${courseJoins} JOIN category_paths p ON p.id = c.category_id
      LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = ?
      WHERE ${where.join(" AND ")}`;
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT ${siteCourseColumns}, e.status AS enrolment_status, e.end_date
              ${from} ORDER BY c.sort, c.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      }),
      db.execute({
        sql: `SELECT COUNT(*) AS n,
                COALESCE(SUM((SELECT SUM(m.duration) FROM materials m WHERE m.course_id = c.id)), 0) AS seconds
              ${from}`,
        args,
      }),
    ]);
    const items = page.rows.map((row) => ({
      ...siteCourseItem(row, urls),
      ...(user
        ? {
            remaining_day:
              row.enrolment_status === null
                ? null
                : remainingDay(num(row, "type"), row.end_date === null ? null : str(row, "end_date")),
            status: row.enrolment_status === null ? null : num(row, "enrolment_status"),
          }
        : {}),
    }));
    const totals = count.rows[0];
    const total = totals ? num(totals, "n") : 0;
    const list = { items, total, page_num: Math.ceil(total / size) };
    return ok(
      c,
      className ? { ...list, total_time: formatDuration(totals ? num(totals, "seconds") : 0) } : list,
    );
  });

  // getCategoryList: the direct children of root_id, in their order. `size` keeps at most that many; class_name
  // is accepted and ignored. Without school_code every child is listed, with it the school's and shared ones.
  app.get("/api/sz/school/course/category", async (c) => {
    const parentId = positiveInt(c.req.query("root_id"));
    if (parentId === null) return fail(c, "1422", "root_id is required");
    const schoolCode = c.req.query("school_code")?.trim() || null;
    const rs = await db.execute({
      sql: `SELECT k.id, k.name, k.level, p.root_id, p.ids FROM categories k JOIN category_paths p ON p.id = k.id
            WHERE k.parent_id = ?1 AND (?2 IS NULL OR k.school_code IS NULL OR k.school_code = ?2)
            ORDER BY k.sort, k.id LIMIT ?3`,
      args: [parentId, schoolCode, positiveInt(c.req.query("size")) ?? -1],
    });
    return ok(
      c,
      rs.rows.map((r) => ({
        id: num(r, "id"),
        name: str(r, "name"),
        root_id: num(r, "root_id"),
        path: str(r, "ids"),
        level: num(r, "level"),
      })),
    );
  });

  // getCourseMaterial: the course's materials in its order (chapter, then material); `type` 1 video, 2 any other.
  app.get("/api/sz/school/course/list", async (c) => {
    const courseId = positiveInt(c.req.query("course_id"));
    if (courseId === null) return fail(c, "1422", "course_id is required");
    const schoolCode = c.req.query("school_code")?.trim();
    const course = (
      await db.execute({ sql: "SELECT photo, school_code FROM courses WHERE id = ?", args: [courseId] })
    ).rows[0];
    if (!course || (schoolCode && str(course, "school_code") !== schoolCode)) {
      return fail(c, "1404", "course does not exist");
    }
    const { size, offset } = paging(c, SITE_PAGE_SIZE);
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT m.id, m.name, m.type FROM materials m JOIN chapters ch ON ch.id = m.chapter_id
              WHERE m.course_id = ? ORDER BY ch.sort, m.sort LIMIT ? OFFSET ?`,
        args: [courseId, size, offset],
      }),
      db.execute({ sql: "SELECT COUNT(*) AS n FROM materials WHERE course_id = ?", args: [courseId] }),
    ]);
    const photo = urls.self(str(course, "photo"));
    const items = page.rows.map((row) => {
      const video = num(row, "type") === 1;
      return { id: num(row, "id"), name: str(row, "name"), photo: video ? photo : "", type: video ? 1 : 2 };
    });
    const total = Number(count.rows[0]?.n ?? 0);
    return ok(c, { items, page_num: Math.ceil(total / size), total });
  });

  return app;
}
