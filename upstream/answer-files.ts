import type { Client } from "@libsql/client";
import { num, str } from "./api";
import type { Attachment } from "./questions";

// The `attachment` field of an answer: JSON text of the answer's files. Only the user's own uploads count, at
// most 3; what is stored is rebuilt from the uploads table, never taken from the client.

export const MAX_ANSWER_FILES = 3;

export type FilesResult = { ok: true; json: string } | { ok: false; message: string };

export async function answerFiles(
  db: Client,
  userId: number,
  text: string | undefined,
): Promise<FilesResult> {
  const raw = (text ?? "").trim();
  if (raw === "") return { ok: true, json: "[]" };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { ok: false, message: "The attachment list is not valid" };
  }
  if (!Array.isArray(list)) return { ok: false, message: "The attachment list is not valid" };
  if (list.length > MAX_ANSWER_FILES) {
    return { ok: false, message: `At most ${MAX_ANSWER_FILES} files can be attached` };
  }
  const files: Attachment[] = [];
  for (const entry of list) {
    const e = (entry ?? {}) as Record<string, unknown>;
    const fileId = typeof e.file_id === "string" || typeof e.file_id === "number" ? String(e.file_id) : "";
    const id = typeof e.id === "string" || typeof e.id === "number" ? Number(e.id) : NaN;
    const path = typeof e.file_path === "string" ? e.file_path : "";
    // Found by its id, file_id or stored path, and only among the user's own uploads.
    const row = (
      await db.execute({
        sql: "SELECT * FROM uploads WHERE user_id = ? AND (file_id = ? OR id = ? OR path = ?)",
        args: [userId, fileId, Number.isInteger(id) ? id : -1, path],
      })
    ).rows[0];
    if (!row) return { ok: false, message: "An attached file was not found" };
    if (files.some((f) => f.id === num(row, "id"))) continue;
    files.push(uploadAttachment(row));
  }
  return { ok: true, json: JSON.stringify(files) };
}

/** An uploads row as the calls show it. */
export function uploadAttachment(row: Record<string, unknown>): Attachment {
  const r = row as Parameters<typeof num>[0];
  return {
    id: num(r, "id"),
    name: str(r, "file_name"),
    file_id: str(r, "file_id"),
    file_name: str(r, "file_name"),
    file_path: str(r, "path"),
    file_url: "",
    cover: "",
  };
}
