import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono, type Context } from "hono";
import { positiveInt, requireApiUser, str, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { uploadAttachment } from "../answer-files";
import { contentMatchesName } from "../file-content";
import { fail, ok } from "../envelope";
import { readFields } from "../request";
import {
  ALLOWED_EXTENSIONS,
  extensionOf,
  insideFolder,
  isAllowedName,
  MAX_CHUNK_BYTES,
  MAX_CHUNKS,
  MAX_FILE_BYTES,
  sendFile,
  SIZE_MESSAGE,
} from "../files";

// Uploads (learner-area §7 File upload, Chunk merge) and the downloads of answer and question files
// (docs/contracts/practice-and-exams.md, Files). Stored under the data folder: uploads/<user>/<file_id>.<ext>;
// chunks wait in chunks/<user>/<upload_id>/<n> until the merge.

/** Where the files questions come with live (seeded with the demo questions). */
export const questionFilesDir = fileURLToPath(new URL("../demo/files/", import.meta.url));

const TYPE_MESSAGE = `File must be of type ${ALLOWED_EXTENSIONS.join(", ")}`;
const MISSING = "resource does not exist";

export function files({ db, sessions, dataDir, now }: Deps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);

  /** Stores the bytes as the user's upload and answers the stored file; content not of the name's type is refused. */
  async function store(c: Context<ApiEnv>, name: string, resourceType: string, bytes: Uint8Array) {
    if (!(await contentMatchesName(name, bytes))) return fail(c, "1422", TYPE_MESSAGE);
    const user = c.get("user");
    const fileId = randomBytes(16).toString("hex");
    const rel = `uploads/${user.id}/${fileId}.${extensionOf(name)}`;
    await mkdir(join(dataDir, "uploads", String(user.id)), { recursive: true });
    await writeFile(join(dataDir, rel), bytes);
    const row = (
      await db.execute({
        sql: `INSERT INTO uploads (user_id, file_id, file_name, path, size, resource_type, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        args: [user.id, fileId, name, rel, bytes.length, resourceType, new Date(now()).toISOString()],
      })
    ).rows[0];
    return ok(c, row ? uploadAttachment(row) : null);
  }

  app.post("/api/upload/file", requireUser, async (c) => {
    const user = c.get("user");
    // An oversized body was refused before anything read it: uploadBodyLimit in app.ts, ahead of methodOverride.
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      const fields = c.req.header("content-type")?.startsWith("application/json")
        ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
        : {};
      form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    }
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    const act = field("act");
    const name = field("name").replace(/[\\/]/g, "_").slice(0, 200);
    const resourceType = field("resource_type");
    if (resourceType !== "tk_exam" && resourceType !== "tk_user")
      return fail(c, "1422", "resource_type must be tk_exam or tk_user");
    if (!name || !isAllowedName(name)) return fail(c, "1422", TYPE_MESSAGE);
    const chunks = positiveInt(field("chunks") || "1");
    if (chunks === null || chunks > MAX_CHUNKS) return fail(c, "1422", SIZE_MESSAGE);
    const uploadId = field("upload_id");
    const chunkDir = () => {
      if (!/^[\w-]{1,64}$/.test(uploadId)) return null;
      return join(dataDir, "chunks", String(user.id), uploadId);
    };

    if (act === "upload") {
      const file = form.get("file");
      if (!(file instanceof File)) return fail(c, "1422", "The file is missing");
      if (file.size > MAX_CHUNK_BYTES) return fail(c, "1422", SIZE_MESSAGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (chunks === 1) return store(c, name, resourceType, bytes);
      const chunk = Number(field("chunk"));
      if (!Number.isInteger(chunk) || chunk < 0 || chunk >= chunks)
        return fail(c, "1422", "chunk is out of range");
      const dir = chunkDir();
      if (!dir) return fail(c, "1422", "upload_id is missing or not valid");
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, String(chunk)), bytes);
      return ok(c, { chunk });
    }

    if (act === "merge") {
      const dir = chunkDir();
      if (!dir) return fail(c, "1422", "upload_id is missing or not valid");
      const present = new Set(await readdir(dir).catch(() => [] as string[]));
      const parts: Buffer[] = [];
      for (let i = 0; i < chunks; i += 1) {
        if (!present.has(String(i))) return fail(c, "1422", `Chunk ${i} of this upload is missing`);
        parts.push(await readFile(join(dir, String(i))));
      }
      const total = parts.reduce((sum, part) => sum + part.length, 0);
      await rm(dir, { recursive: true, force: true });
      if (total > MAX_FILE_BYTES) return fail(c, "1422", SIZE_MESSAGE);
      return store(c, name, resourceType, new Uint8Array(Buffer.concat(parts)));
    }

    // The uploader takes back the chunks of a file it will not merge (a form that saved nothing, a browser that
    // left): the chunks go now instead of at the sweep (decision 050). Nothing stored is touched.
    if (act === "cancel") {
      const dir = chunkDir();
      if (!dir) return fail(c, "1422", "upload_id is missing or not valid");
      await rm(dir, { recursive: true, force: true });
      return ok(c, null);
    }

    return fail(c, "1422", "act must be upload, merge or cancel");
  });

  /** An answer file of the user's own, by id or stored path; someone else's is answered as missing. */
  async function ownUpload(c: Context<ApiEnv>) {
    const id = positiveInt(c.req.query("id"));
    const path = c.req.query("path") ?? "";
    if (id === null && path === "") return fail(c, "1404", MISSING);
    const row = (
      await db.execute({
        sql: `SELECT * FROM uploads WHERE user_id = ? AND ${id === null ? "path = ?" : "id = ?"}`,
        args: [c.get("user").id, id ?? path],
      })
    ).rows[0];
    const full = row ? insideFolder(dataDir, str(row, "path")) : null;
    if (!row || !full) return fail(c, "1404", MISSING);
    return sendFile(c, full, str(row, "file_name"));
  }

  app.get("/api/my/tk/exam/download", requireUser, ownUpload);
  app.get("/api/my/tk/exercises/attachment", requireUser, ownUpload);

  /** A file a question comes with, for learners of the question's school. */
  async function questionFile(c: Context<ApiEnv>, idText: string | undefined) {
    const id = positiveInt(idText);
    const row =
      id === null
        ? undefined
        : (
            await db.execute({
              sql: `SELECT f.*, qc.school_code FROM question_files f JOIN questions q ON q.id = f.que_id
                    JOIN question_chapters qc ON qc.id = q.chapter_id WHERE f.id = ?`,
              args: [id],
            })
          ).rows[0];
    if (!row || str(row, "school_code") !== c.get("user").schoolCode) return fail(c, "1404", MISSING);
    const full = insideFolder(questionFilesDir, str(row, "path"));
    if (!full) return fail(c, "1404", MISSING);
    return sendFile(c, full, str(row, "file_name"));
  }

  app.post("/api/my/tk/exercises/question/download", requireUser, async (c) => {
    const fields = await readFields(c.req);
    return questionFile(c, fields.id ?? c.req.query("id"));
  });
  app.get("/api/my/tk/exercises/question/download", requireUser, (c) => questionFile(c, c.req.query("id")));

  return app;
}
