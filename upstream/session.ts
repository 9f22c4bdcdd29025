import { randomBytes } from "node:crypto";
import type { Client } from "@libsql/client";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { toUser, type User } from "./accounts";
import type { UpstreamConfig } from "./config";

export type Sessions = ReturnType<typeof createSessions>;

/** Browser sessions: a random token in a cookie, a row in `sessions` with its expiry. */
export function createSessions(db: Client, config: UpstreamConfig) {
  const name = config.sessionCookieName;
  const token = (c: Context) => getCookie(c, name);

  return {
    token,

    /** The logged-in user, or null when the cookie is missing, unknown or expired. */
    async user(c: Context): Promise<User | null> {
      const t = token(c);
      if (!t) return null;
      const row = (
        await db.execute({
          sql: `SELECT users.*, sessions.expires_at FROM sessions JOIN users ON users.id = sessions.user_id
                WHERE sessions.token = ?`,
          args: [t],
        })
      ).rows[0];
      if (!row) return null;
      if (String(row.expires_at) <= new Date().toISOString()) {
        await db.execute({ sql: "DELETE FROM sessions WHERE token = ?", args: [t] });
        return null;
      }
      return toUser(row);
    },

    async start(c: Context, userId: number): Promise<void> {
      const t = randomBytes(32).toString("hex");
      const now = new Date();
      const expires = new Date(now.getTime() + config.sessionTtlHours * 3600_000);
      await db.execute({
        sql: "INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        args: [t, userId, now.toISOString(), expires.toISOString()],
      });
      setCookie(c, name, t, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: Math.round(config.sessionTtlHours * 3600),
        secure: config.publicUrl.startsWith("https:"),
      });
    },

    /** Ends the browser's session, if any, and clears its cookie. */
    async end(c: Context): Promise<void> {
      const t = token(c);
      if (t) await db.execute({ sql: "DELETE FROM sessions WHERE token = ?", args: [t] });
      deleteCookie(c, name, { path: "/" });
    },

    /** Ends every session of the user except this browser's (after a password change). */
    async endOthers(c: Context, userId: number): Promise<void> {
      await db.execute({
        sql: "DELETE FROM sessions WHERE user_id = ? AND token <> ?",
        args: [userId, token(c) ?? ""],
      });
    },
  };
}
