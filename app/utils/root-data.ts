import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";

import { loginRedirectUrl } from "~/domain/access";
import { PORTAL_HOME } from "~/domain/paths";

import type { loader as rootLoader } from "~/root";
import type { User } from "~/services/account.server";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root") ?? undefined;
}

/** The root loader's data as the components receive it. */
export type RootData = NonNullable<ReturnType<typeof useRootData>>;

/** In the browser: the learner the page last showed (a document load starts it again: login, logout). */
let lastUser: User | null = null;

/** The routes that give a learner's pages their user (the root does not ask for it again). */
const GUARDS = ["routes/center.$school.user", "routes/center.$school.video.$classId.$videoId"];

/**
 * The logged-in user, from the root or from the guard of the protected page being shown. A learner's page whose
 * guard has no data in the browser is a navigation whose loaders got no answer (offline, a service down: the
 * guard answers a lost session with a redirect, never an error): nothing says the learner left, so the header
 * keeps the learner it showed (decision 044). The server and the hydrating render never do this.
 */
export function useOptionalUser(): User | null {
  const root = useRootData();
  const guard = useMatches().find((match) => GUARDS.includes(match.id));
  const user = (guard?.data as { user?: User } | undefined)?.user ?? root?.user ?? null;
  useEffect(() => {
    if (user) lastUser = user;
  }, [user]);
  return user ?? (guard && typeof document !== "undefined" ? lastUser : null);
}

/** The login link of the page in view: the login service's page for the root's school, coming back here. */
export function useLoginUrl(): string {
  const root = useRootData();
  const { pathname, search } = useLocation();
  if (!root) return PORTAL_HOME;
  const { service, school, origin } = root.login;
  return loginRedirectUrl(service, school, `${origin}${pathname}${search}`);
}

/** The cookie that carries a toast to the next page (app/utils/toast.server.ts). */
export const FLASH_COOKIE = "__flash";

/** In the browser: a redirect left a toast that only the root loader can read and show. */
export function hasPendingToast(): boolean {
  return (
    typeof document !== "undefined" &&
    document.cookie.split("; ").some((c) => c.startsWith(`${FLASH_COOKIE}=`))
  );
}
