import type { Client } from "@libsql/client";
import type { Hono } from "hono";
import { envelope } from "./helpers";

// Helpers for the learning-area tests: calls with a session, and direct reads and writes of the demo data.

export type Envelope<T> = { code: string | number; message: string; data: T };

/** GET (or any request) with the session cookie; the parsed envelope. */
export async function call<T = unknown>(
  app: Hono,
  path: string,
  cookie?: string,
  init: RequestInit = {},
): Promise<Envelope<T>> {
  const headers = { ...(init.headers as Record<string, string> | undefined), ...(cookie ? { cookie } : {}) };
  return (await envelope(await app.request(path, { ...init, headers }))) as Envelope<T>;
}

export async function idOf(db: Client, sql: string, arg: string | number): Promise<number> {
  const row = (await db.execute({ sql, args: [arg] })).rows[0];
  if (!row) throw new Error(`nothing for ${sql} with ${arg}`);
  return Number(row.id);
}

export const userId = (db: Client, username: string) =>
  idOf(db, "SELECT id FROM users WHERE username = ?", username);

export const courseId = (db: Client, name: string) => idOf(db, "SELECT id FROM courses WHERE name = ?", name);

export type Material = { id: number; chapter_id: number; type: number; duration: number; pages: number };

export async function materialsOf(db: Client, course: number): Promise<Material[]> {
  const rs = await db.execute({
    sql: `SELECT m.id, m.chapter_id, m.type, m.duration, m.pages FROM materials m JOIN chapters c ON c.id = m.chapter_id
          WHERE m.course_id = ? ORDER BY c.sort, m.sort`,
    args: [course],
  });
  return rs.rows.map((r) => ({
    id: Number(r.id),
    chapter_id: Number(r.chapter_id),
    type: Number(r.type),
    duration: Number(r.duration),
    pages: Number(r.pages),
  }));
}

/** Adds a learning log as the progress call would, now unless `at` is given. */
export async function addLog(
  db: Client,
  log: { user: number; course: number; material: Material; studied: number; position?: number; at?: string },
): Promise<void> {
  await db.execute({
    sql: `INSERT INTO learning_logs (user_id, course_id, chapter_id, cm_id, position, studied_seconds, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`,
    args: [
      log.user,
      log.course,
      log.material.chapter_id,
      log.material.id,
      log.position ?? 0,
      log.studied,
      log.at ?? new Date().toISOString(),
    ],
  });
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
