import type { Context } from "hono";

// Every JSON call answers HTTP 200 with {code, message, data}; the code says what happened.

export const ok = (c: Context, data: unknown) => c.json({ code: "0000", message: "success", data });

/** A failure; `code` is a string such as '1001', as the success code '0000' is. */
export const fail = (c: Context, code: string, message: string) => c.json({ code, message, data: null });

/** Real servers of this kind send 2001 as a number; the portal accepts both. */
export const notLoggedIn = (c: Context) => c.json({ code: 2001, message: "not logged in", data: null });
