import "~/components/page-kit";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { PORTAL_HOME } from "~/domain/paths";
import { safeLocalPath } from "~/domain/safe-redirect";
import { parseForm } from "~/forms/parse-form.server";
import { LocaleFormSchema } from "~/forms/portal-forms.server";
import { LOCALE_COOKIE } from "~/i18n/locale.server";
import { isLocale } from "~/i18n/locales";
import { plainCookieHeader } from "~/utils/cookies.server";
import { publicAction } from "~/guard/guard.server";

export const loader = () => redirect(PORTAL_HOME);

/** The footer's language switch: remembers the choice and goes back to the page it was made on. */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, async ({ request }) => {
    const form = await parseForm(request, LocaleFormSchema);
    // The schema takes any post: a value the route cannot use is its default.
    const { from, locale } = form.ok ? form.value : { from: "", locale: "" };
    const back = safeLocalPath(from, new URL(request.url).origin, PORTAL_HOME);
    if (!isLocale(locale)) return redirect(back);
    return redirect(back, { headers: { "Set-Cookie": plainCookieHeader(LOCALE_COOKIE, locale) } });
  });
