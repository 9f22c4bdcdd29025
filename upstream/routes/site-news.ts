import { Hono } from "hono";
import { num, paging, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";

/** News lists: 5 a page unless `size` says otherwise. */
export const NEWS_PAGE_SIZE = 5;

/**
 * The media service's site news (public-sites §7.5, docs/design.md §9): GET /api/site/news with type notice or report,
 * page and size; public. The HTML is served as stored (not sanitized: the portal must sanitize it).
 */
export function siteNews({ db, urls }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get("/api/site/news", async (c) => {
    const type = c.req.query("type")?.trim();
    if (type !== "notice" && type !== "report") return fail(c, "1422", "type must be notice or report");
    const { size, offset } = paging(c, NEWS_PAGE_SIZE);
    const [page, count] = await Promise.all([
      db.execute({
        sql: "SELECT id, name, html FROM site_news WHERE type = ? ORDER BY sort, id LIMIT ? OFFSET ?",
        args: [type, size, offset],
      }),
      db.execute({ sql: "SELECT COUNT(*) AS n FROM site_news WHERE type = ?", args: [type] }),
    ]);
    const total = Number(count.rows[0]?.n ?? 0);
    return ok(c, {
      // Images of the demo news live in static/: their src is made absolute, as course photos are.
      items: page.rows.map((row) => ({
        id: num(row, "id"),
        name: str(row, "name"),
        html: str(row, "html").replaceAll('src="/static/', `src="${urls.self("/static/")}`),
      })),
      total,
      page_num: Math.ceil(total / size),
    });
  });

  return app;
}
