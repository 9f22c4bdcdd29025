import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { str } from "./api";
import { insideFolder } from "./files";

// Uploads never attached to an answer are swept (decision 021): an upload older than
// ORPHAN_AGE_HOURS that no practice or assessment answer lists is deleted, row and file, and so are chunk folders
// of uploads never merged. The reference upstream sweeps when it starts and every SWEEP_EVERY_MS after.

/** An upload may wait this long for the answer it was made for (a learner may upload, then write for hours). */
export const ORPHAN_AGE_HOURS = 24;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export type SweepResult = { uploads: number; chunkFolders: number };

/** An answer's attachment is JSON rebuilt from the uploads row (answer-files.ts): the file_id is in its text. */
const referencedBy = (table: string) =>
  `EXISTS (SELECT 1 FROM ${table} a WHERE instr(a.attachment, '"' || u.file_id || '"') > 0)`;

export async function sweepOrphanUploads(
  db: Client,
  dataDir: string,
  now: number,
  maxAgeHours = ORPHAN_AGE_HOURS,
): Promise<SweepResult> {
  const cutoff = new Date(now - maxAgeHours * 3600_000);
  const orphans = await db.execute({
    sql: `SELECT u.id, u.path FROM uploads u WHERE u.created_at < ?
          AND NOT ${referencedBy("practice_answers")} AND NOT ${referencedBy("exam_answers")}`,
    args: [cutoff.toISOString()],
  });
  for (const row of orphans.rows) {
    const full = insideFolder(dataDir, str(row, "path"));
    if (full) await rm(full, { force: true });
    await db.execute({ sql: "DELETE FROM uploads WHERE id = ?", args: [Number(row.id)] });
  }

  let chunkFolders = 0;
  const chunksRoot = join(dataDir, "chunks");
  for (const user of await readdir(chunksRoot).catch(() => [] as string[])) {
    for (const upload of await readdir(join(chunksRoot, user)).catch(() => [] as string[])) {
      const folder = join(chunksRoot, user, upload);
      const info = await stat(folder).catch(() => null);
      if (info && info.mtime < cutoff) {
        await rm(folder, { recursive: true, force: true });
        chunkFolders += 1;
      }
    }
  }
  return { uploads: orphans.rows.length, chunkFolders };
}
