import { readFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { Hono } from "hono";
import { num, paging, requireApiUser, str, strOrNull, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { fail, ok } from "../envelope";
import { attachmentHeader } from "../files";
import { dateTime } from "../learning";
import { certificatesDir } from "../media";

/** The certificate file's full path, or null for a name that could leave the folder. */
function certificateFile(path: string): string | null {
  if (!/^[\w][\w.-]*\.pdf$/.test(path)) return null;
  const full = join(certificatesDir, path);
  const rel = relative(certificatesDir, full);
  return rel.startsWith("..") || isAbsolute(rel) ? null : full;
}

/** My certificates (on the login service host): the list and the download. */
export function certificates({ db, sessions }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);

  app.get("/api/user/cert", requireUser, async (c) => {
    const { size, offset } = paging(c, 10);
    const userId = c.get("user").id;
    const [page, count] = await Promise.all([
      db.execute({
        sql: "SELECT * FROM certificates WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
        args: [userId, size, offset],
      }),
      db.execute({ sql: "SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?", args: [userId] }),
    ]);
    const items = page.rows.map((row) => ({
      id: num(row, "id"),
      name: str(row, "name"),
      org_name: str(row, "org_name"),
      num: str(row, "num"),
      path: strOrNull(row, "path"),
      created_at: dateTime(str(row, "created_at")),
    }));
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  app.get("/api/user/cert/down/:id{[0-9]+}", requireUser, async (c) => {
    const row = (
      await db.execute({ sql: "SELECT * FROM certificates WHERE id = ?", args: [Number(c.req.param("id"))] })
    ).rows[0];
    // Someone else's certificate is answered as an unknown one.
    if (!row || num(row, "user_id") !== c.get("user").id) return fail(c, "1404", "not found");
    const path = strOrNull(row, "path");
    const file = path === null ? null : certificateFile(path);
    const bytes = file === null ? null : await readFile(file).catch(() => null);
    if (!bytes) return fail(c, "1404", "resource does not exist");
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentHeader(`${str(row, "name")}.pdf`),
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  });

  return app;
}
