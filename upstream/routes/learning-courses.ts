import { Hono, type Context } from "hono";
import { paging, positiveInt, requireApiUser, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";
import { childCategories, courseDetail, listMyCourses, myCourseItem, todayUtc } from "../learning";

/** My courses, course categories and the public course detail. */
export function learningCourses({ db, sessions, urls }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);
  // `level` is sent too, but the parent alone decides: the children of root_id (0 = top level).
  const parentOf = (c: Context) => positiveInt(c.req.query("root_id")) ?? 0;

  app.get("/api/my/course", requireUser, async (c) => {
    const filters = {
      categoryId: positiveInt(c.req.query("category_id")),
      q: c.req.query("q")?.trim() ?? "",
      learnedOnly: c.req.query("is_learn") === "1",
    };
    const { rows, total } = await listMyCourses(db, c.get("user"), filters, paging(c, 10));
    const today = todayUtc();
    return ok(c, { items: rows.map((row) => myCourseItem(row, urls, today)), total });
  });

  app.get("/api/my/course/category", requireUser, async (c) =>
    ok(c, await childCategories(db, parentOf(c), c.get("user").schoolCode)),
  );

  // Public (resource sites, catalogue): the school comes from the query, else the session, else shared only.
  app.get("/api/course/category", async (c) => {
    const schoolCode = c.req.query("school_code")?.trim() || (await sessions.user(c))?.schoolCode || null;
    return ok(c, await childCategories(db, parentOf(c), schoolCode));
  });

  // Public; with a session it carries the user's enrolment (status, remaining_day).
  app.get("/api/course/course/:id{[0-9]+}", async (c) => {
    const user = await sessions.user(c);
    const detail = await courseDetail(db, urls, Number(c.req.param("id")), user?.id ?? null);
    return detail ? ok(c, detail) : fail(c, "2004", "course does not exist");
  });

  return app;
}
