import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Client } from "@libsql/client";
import type { Hono } from "hono";
import { inject } from "vitest";
import { createUpstreamApp } from "../../upstream/app";
import type { UpstreamConfig } from "../../upstream/config";
import { migrate, openDb } from "../../upstream/db";
import { mediaSignatureQuery } from "../../upstream/media-signing";

export const config: UpstreamConfig = {
  publicUrl: "http://login.test",
  portalOrigins: ["http://portal.test", "http://127.0.0.1:3000"],
  sessionCookieName: "api_token",
  sessionTtlHours: 8,
  mediaSecret: "test-media-secret-0123456789abcdef0123456789",
};

/** A course-media path signed as the test upstream signs it, valid until `expires` (unix seconds; default +1 h). */
export const signedMedia = (path: string, expires = Math.floor(Date.now() / 1000) + 3600) =>
  `${path}?${mediaSignatureQuery(config.mediaSecret ?? "", path, expires)}`;

export type TestUpstream = { app: Hono; db: Client; dbUrl: string; dataDir: string; close(): void };

/**
 * A migrated, seeded upstream over a fresh file database, called with app.request (no port). `now` replaces the
 * clock (milliseconds), `config` overrides settings such as examGraceSeconds. The database is a copy of the run's
 * seeded one (tests/global-setup.ts); migrating it again is a no-op that proves it is current.
 */
export async function createTestUpstream(
  options: { now?: () => number; config?: Partial<UpstreamConfig> } = {},
): Promise<TestUpstream> {
  const dir = mkdtempSync(join(tmpdir(), "upstream-test-"));
  const dbUrl = pathToFileURL(join(dir, "test.db")).href;
  copyFileSync(inject("upstreamTemplateDb"), join(dir, "test.db"));
  const db = await openDb(dbUrl);
  await migrate(db);
  return {
    app: createUpstreamApp({
      db,
      config: { ...config, dataDir: join(dir, "files"), ...options.config },
      ...(options.now ? { now: options.now } : {}),
    }),
    db,
    dbUrl,
    dataDir: join(dir, "files"),
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const formPost = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
});

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Logs in through the login form; returns the `cookie` request header for the new session. */
export async function login(app: Hono, username: string, password = username): Promise<string> {
  const res = await app.request("/api/login", formPost({ username, password }));
  if (res.status !== 303) throw new Error(`login as ${username} failed with ${res.status}`);
  return sessionCookie(res);
}

export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${config.sessionCookieName}=`));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0] ?? "";
}

export async function envelope(res: Response) {
  return (await res.json()) as { code: string | number; message: string; data: unknown };
}

/** The upload call's form as the portal sends it (one chunk of a tk_exam file unless `fields` say otherwise). */
export function uploadForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    act: "upload",
    is_tmp: "0",
    resource_type: "tk_exam",
    chunk: "0",
    chunks: "1",
    ...fields,
  }))
    form.set(k, v);
  if (file) form.set("file", new Blob([file.bytes]), file.name);
  return form;
}
