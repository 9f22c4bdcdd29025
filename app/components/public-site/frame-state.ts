import type { SerializeFrom } from "@remix-run/node";
import { useMatches } from "@remix-run/react";

// A site's layout route (routes/_hzvtc.tsx, routes/_party.tsx) draws the site's frame around its pages; what the
// frame shows of the page in view — the menu entry that is current, the header search's keyword — the page says in
// its handle, from its own loader data (decision 040).

/** The page's part of the frame: the current menu entry (none on a failure) and the search's keyword. */
export type FrameState<Current extends string> = { current: Current | null; search?: { keywords: string } };

/** A site page's handle: how its frame looks for its loader data (`handle: FrameHandle<typeof loader>`). */
export type FrameHandle<Loader> = { frame: (page: SerializeFrom<Loader>) => FrameState<string> };

/** The frame state the page in view asks for; a page that says nothing marks no entry. */
export function useFrameState<Current extends string>(): FrameState<Current> {
  const page = useMatches().at(-1);
  const frame = (page?.handle as Partial<FrameHandle<never>> | undefined)?.frame;
  return (frame?.(page?.data as never) ?? { current: null }) as FrameState<Current>;
}
