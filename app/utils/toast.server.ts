import { redirect } from "@remix-run/node";
import { z } from "zod";

import type { MessageKey } from "~/i18n/i18n";
import { carryOverCookie } from "~/utils/cookies.server";
import { FLASH_COOKIE } from "~/utils/root-data";

// Post/redirect/get: an action redirects and the next page shows the outcome once (docs/design.md §5).
const ToastSchema = z.object({
  type: z.enum(["success", "error"]),
  /** A catalogue key, so that the toast speaks the reader's language. */
  key: z.string(),
  /** A message from the upstream, shown instead of the key's text when the spec says so. */
  text: z.string().max(500).optional(),
});
export type Toast = z.output<typeof ToastSchema> & { key: MessageKey };

// Not HttpOnly: the browser's router looks for it to know that the root must be loaded again to show the toast
// (root.tsx `shouldRevalidate`); it holds a signed catalogue key, nothing a script may not read.
const flashCookie = () => carryOverCookie(FLASH_COOKIE, { httpOnly: false });

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const cookie = flashCookie();
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  if (value === null || value === undefined) return { toast: null, clear: null };
  const parsed = ToastSchema.safeParse(value);
  const clear = await cookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? (parsed.data as Toast) : null, clear };
}
