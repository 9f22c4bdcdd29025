import { useRouteLoaderData } from "@remix-run/react";

import type { loader as rootLoader } from "~/root";
import type { User } from "~/services/account.server";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root") ?? undefined;
}

/** The root loader's data as the components receive it. */
export type RootData = NonNullable<ReturnType<typeof useRootData>>;

/** The logged-in user, from the root or from the guard of the protected page being shown. */
export function useOptionalUser(): User | null {
  const root = useRootData();
  const userArea = useRouteLoaderData<{ user: User }>("routes/center.$school.user");
  const player = useRouteLoaderData<{ user: User }>("routes/center.$school.video.$classId.$videoId");
  return userArea?.user ?? player?.user ?? root?.user ?? null;
}
