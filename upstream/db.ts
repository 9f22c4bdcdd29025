import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "@libsql/client";

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Opens the database; for a `file:` URL the folder is created first. */
export async function openDb(url: string): Promise<Client> {
  const path = localPath(url);
  if (path) mkdirSync(dirname(path), { recursive: true });
  // Another connection may hold the file's lock for a moment (the client's own pool, a transaction, the end-to-end
  // tests reading or moving an attempt's deadline: decision 055): wait for it, up to 5 s, instead of failing the
  // request with SQLITE_BUSY.
  const db = createClient({ url, timeout: 5_000 });
  await db.execute("PRAGMA foreign_keys = ON");
  return db;
}

/** Applies the `NNN-name.sql` files not yet recorded in `schema_migrations`, in order, each in a transaction. */
export async function migrate(db: Client): Promise<void> {
  await db.execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const applied = new Set((await db.execute("SELECT name FROM schema_migrations")).rows.map((r) => r.name));
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    const tx = await db.transaction("write");
    try {
      await tx.executeMultiple(readFileSync(migrationsDir + file, "utf8"));
      await tx.execute({
        sql: "INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)",
        args: [file, new Date().toISOString()],
      });
      await tx.commit();
    } finally {
      tx.close();
    }
  }
}

/** The file path of a `file:` URL (`file:relative/x.db`, `file:/abs/x.db`, `file:///abs/x.db`), else null. */
function localPath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const withoutQuery = url.replace(/\?.*$/, "");
  return withoutQuery.startsWith("file://")
    ? fileURLToPath(withoutQuery)
    : withoutQuery.slice("file:".length);
}
