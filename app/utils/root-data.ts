import { useLocation, useRouteLoaderData } from "@remix-run/react";

import { loginRedirectUrl } from "~/domain/access";
import { PORTAL_HOME } from "~/domain/paths";

import type { loader as rootLoader } from "~/root";
import type { User } from "~/services/account.server";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root") ?? undefined;
}

/** The root loader's data as the components receive it. */
export type RootData = NonNullable<ReturnType<typeof useRootData>>;

/**
 * The logged-in user, as the root reads it for every page (decision 048). Between two posts the root's data stays
 * while the learner moves about one school's pages (`shouldRevalidate`), so a navigation whose loaders got no
 * answer (offline, a service down) keeps the learner the header showed (decision 044).
 */
export function useOptionalUser(): User | null {
  return useRootData()?.user ?? null;
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
