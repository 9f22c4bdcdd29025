import { Hono } from "hono";
import { num, paging, positiveInt, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";
import { insideFolder, sendFile } from "../files";
import { courseJoins, inCategoryTree, siteCourseColumns, siteCourseItem } from "../learning";
import { studyTripDir } from "../media";

/** The study-trip lists: 16 a page unless `size` says otherwise (at most 100). */
export const STUDY_TRIP_PAGE_SIZE = 16;

const MISSING = "resource does not exist";

/**
 * The study-trip page's calls (public-sites §7.5, §7.6; docs/design.md §9), all public: a school's on-shelf courses of
 * a list category (with everything below it), its tools and materials, and a material's file
 * (`is_download=1`), served only for the material's own school and from its own folder.
 */
export function studyTrip({ db, urls }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get("/api/yanxue/course/index", async (c) => {
    const schoolCode = c.req.query("school_code")?.trim();
    if (!schoolCode) return fail(c, "1422", "school_code is required");
    const categoryId = positiveInt(c.req.query("category_id"));
    if (categoryId === null) return fail(c, "1422", "category_id is required");
    const { size, offset } = paging(c, STUDY_TRIP_PAGE_SIZE);
    const from = `FROM courses c ${courseJoins} JOIN category_paths p ON p.id = c.category_id
      WHERE c.course_status = 1 AND c.school_code = ? AND ${inCategoryTree("c.category_id")}`;
    const args = [schoolCode, categoryId];
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT ${siteCourseColumns} ${from} ORDER BY c.sort, c.id LIMIT ? OFFSET ?`,
        args: [...args, size, offset],
      }),
      db.execute({ sql: `SELECT COUNT(*) AS n ${from}`, args }),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return ok(c, {
      items: page.rows.map((row) => siteCourseItem(row, urls)),
      total,
      page_num: Math.ceil(total / size),
    });
  });

  app.get("/api/yanxue/material/index", async (c) => {
    const schoolCode = c.req.query("school_code")?.trim() ?? "";
    if (c.req.query("is_download") === "1") {
      // The material of this id, of this school, at the path it was listed with: else it does not exist (404).
      const id = positiveInt(c.req.query("id"));
      const row = id
        ? (await db.execute({ sql: "SELECT * FROM yanxue_materials WHERE id = ?", args: [id] })).rows[0]
        : undefined;
      const path = c.req.query("path");
      if (
        !row ||
        str(row, "school_code") !== schoolCode ||
        (path !== undefined && path !== str(row, "path"))
      ) {
        return c.json({ code: "1404", message: MISSING, data: null }, 404);
      }
      const full = insideFolder(studyTripDir, str(row, "path"));
      if (!full) return c.json({ code: "1404", message: MISSING, data: null }, 404);
      return sendFile(c, full, str(row, "name"));
    }
    if (!schoolCode) return fail(c, "1422", "school_code is required");
    const { size, offset } = paging(c, STUDY_TRIP_PAGE_SIZE);
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT id, name, path FROM yanxue_materials WHERE school_code = ? ORDER BY sort, id LIMIT ? OFFSET ?`,
        args: [schoolCode, size, offset],
      }),
      db.execute({
        sql: "SELECT COUNT(*) AS n FROM yanxue_materials WHERE school_code = ?",
        args: [schoolCode],
      }),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return ok(c, {
      items: page.rows.map((row) => ({ id: num(row, "id"), name: str(row, "name"), path: str(row, "path") })),
      total,
      page_num: Math.ceil(total / size),
    });
  });

  return app;
}
