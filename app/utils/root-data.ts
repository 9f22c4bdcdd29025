import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";
import type { User } from "~/services/account.server";

export type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root") ?? undefined;
}

/** The logged-in user, from the root or from the guard of the protected page being shown. */
export function useOptionalUser(): User | null {
  const root = useRootData();
  const userArea = useRouteLoaderData<{ user: User }>("routes/center.$school.user");
  return userArea?.user ?? root?.user ?? null;
}
