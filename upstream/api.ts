import type { Row } from "@libsql/client";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { User } from "./accounts";
import { notLoggedIn } from "./envelope";
import type { Sessions } from "./session";

// Helpers shared by the JSON calls of the learning service.

export type ApiEnv = { Variables: { user: User } };

/** Answers 2001 without a session; otherwise puts the user in `c.get("user")`. */
export const requireApiUser = (sessions: Sessions) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const user = await sessions.user(c);
    if (!user) return notLoggedIn(c);
    c.set("user", user);
    await next();
  });

export const MAX_PAGE_SIZE = 100;

export type Paging = { page: number; size: number; offset: number };

/** `page` (1-based) and `size` from the query; a missing or bad value takes the default. */
export function paging(c: Context, defaultSize: number): Paging {
  const page = positiveInt(c.req.query("page")) ?? 1;
  const size = Math.min(positiveInt(c.req.query("size")) ?? defaultSize, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/** A positive integer from a query or form value, else null. */
export function positiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

// Typed reads of a result row.
export const num = (row: Row, key: string) => Number(row[key] ?? 0);
export const str = (row: Row, key: string) => String(row[key] ?? "");
export const strOrNull = (row: Row, key: string) => {
  const v = row[key];
  return v === null || v === undefined ? null : String(v);
};
