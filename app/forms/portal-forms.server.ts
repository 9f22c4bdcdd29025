import { z } from "zod";

// The portal-wide posts (the footer's language switch, logout): hidden fields that take any value, since each
// route has a default for one it cannot use (the route checks `from` with safeLocalPath, the locale with
// isLocale). Server only, so that zod stays out of the page's JavaScript.

/** The page the post was made on, as sent ("" when there is none or it is not text). */
const from = z.string().catch("");

/** The language switch: the page to go back to and the chosen locale (any text; the route checks it). */
export const LocaleFormSchema = z.object({ from, locale: z.string().catch("") });

/** Logout: the page it was made on. */
export const LogoutFormSchema = z.object({ from });
