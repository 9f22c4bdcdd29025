import { z } from "zod";

import type { FormReply } from "~/forms/parse-form.server";
import { carryOverCookie } from "~/utils/cookies.server";
import { noteFormRefused } from "~/utils/request-scope.server";

// A refused note edit, post/redirect/get without JavaScript (decision 043). A browser without JavaScript that gets
// the refusal as the post's own answer keeps that answer in its history: a valid save, a reload and Back then
// land on it ('Confirm form resubmission', net::ERR_CACHE_MISS). So a refused edit that came as a navigation
// (Sec-Fetch-Mode: navigate) is kept for one minute in a signed cookie and redirected to the edit modal's URL,
// whose loader shows it once, exactly as the post's answer showed it. With JavaScript (a fetch) the reply comes
// as before: nothing enters the history. A browser that sends no Sec-Fetch-Mode keeps the reply as well.

const KEPT_EDIT_COOKIE = "__kept_note";
/** Under a browser's 4096-byte cookie; a longer kept text (1000 Chinese characters and more) is answered as before. */
const MAX_COOKIE_BYTES = 3800;

const KeptEditSchema = z.object({
  id: z.string(),
  reply: z.object({
    status: z.enum(["error", "success"]).optional(),
    initialValue: z.record(z.string(), z.unknown()).nullish(),
    error: z.record(z.string(), z.array(z.string()).nullable()).nullish(),
  }),
});
export type KeptEdit = { id: string; reply: FormReply };

const keptEditCookie = () => carryOverCookie(KEPT_EDIT_COOKIE, { httpOnly: true });

/** The Set-Cookie header that keeps a refused edit for the redirect, or null when it must be answered as before. */
export async function keepRefusedEdit(request: Request, kept: KeptEdit): Promise<string | null> {
  if (request.headers.get("sec-fetch-mode") !== "navigate") return null;
  const header = await keptEditCookie().serialize(kept);
  return header.length <= MAX_COOKIE_BYTES ? header : null;
}

/** The refused edit kept for this page (once), and the header that clears it. */
export async function takeRefusedEdit(
  request: Request,
): Promise<{ kept: KeptEdit | null; clear: string | null }> {
  const cookie = keptEditCookie();
  const value: unknown = await cookie.parse(request.headers.get("cookie"));
  if (value === null || value === undefined) return { kept: null, clear: null };
  const parsed = KeptEditSchema.safeParse(value);
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!parsed.success) return { kept: null, clear };
  // The page shown with it is the refused form's: titled 'Error: …' as the post's answer was (decision 036).
  noteFormRefused();
  return { kept: parsed.data as KeptEdit, clear };
}
