import "~/components/page-kit";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { loginRedirectUrl, loginSchool } from "~/domain/access";
import { logoutStaysOnSitePage } from "~/domain/sites.server";
import { PORTAL_HOME } from "~/domain/paths";
import { safeLocalPath, sameOriginUrl } from "~/domain/safe-redirect";
import { getEnv } from "~/env.server";
import { parseForm } from "~/forms/parse-form.server";
import { LogoutFormSchema } from "~/forms/portal-forms.server";
import { logOut } from "~/services/account.server";
import { createApi, orNull } from "~/services/http.server";
import { clearSessionCookieHeader, readSchoolCookie } from "~/utils/cookies.server";
import { redirectWithToast } from "~/utils/toast.server";
import { publicAction } from "~/guard/guard.server";

export const loader = () => redirect(PORTAL_HOME);

/**
 * Logout (learner-area §7, public-sites §4.1): end the session on the login service, forget the cookie here,
 * then follow the service's redirect, or go to its login page; hzvtc, party and contest pages stay where they are
 * (not the study-trip page: §4.1 names only those three).
 */
export const action = (args: ActionFunctionArgs) =>
  publicAction(args, async ({ request }) => {
    const env = getEnv();
    const origin = new URL(request.url).origin;
    const form = await parseForm(request, LogoutFormSchema);
    // The schema takes any post: a page that is not one of ours is the portal's home.
    const fromPath = safeLocalPath(form.ok ? form.value.from : "", origin, PORTAL_HOME);
    const fromUrl = new URL(fromPath, origin).href;

    // Logged out already, or the service is down (null): this browser forgets its session either way.
    const next = await orNull(logOut(createApi(request, { redirectWhenLoggedOut: false }), fromUrl));

    // What the learner kept on the device (their answers' records, the question screens kept for a line that
    // drops) is cleared by the page's logout form and the next page's sweep, never by Clear-Site-Data "storage",
    // which would also drop another learner's answers waiting on a shared device (decision 052).
    const headers = { "Set-Cookie": clearSessionCookieHeader() };
    const fromPathname = new URL(fromUrl).pathname;
    if (logoutStaysOnSitePage(fromPathname)) {
      return redirectWithToast(fromPath, { type: "success", key: "toast.loggedOut" }, { headers });
    }
    const allowed = [new URL(env.loginServicePublicUrl).origin, origin];
    const target =
      sameOriginUrl(next, allowed) ??
      loginRedirectUrl(
        env.loginServicePublicUrl,
        loginSchool(fromPathname, null, readSchoolCookie(request)),
        fromUrl,
      );
    return redirect(target, { headers });
  });
