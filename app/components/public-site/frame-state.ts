import type { SerializeFrom } from "@remix-run/node";

// A site's layout route (routes/_hzvtc.tsx, routes/_party.tsx) draws the site's frame around its pages; what the
// frame shows of the page in view — the menu entry that is current, the header search's keyword — the page says in
// its handle, from its own loader data (decision 040).

/** The page's part of the frame: the current menu entry (none on a failure) and the search's keyword. */
export type FrameState<Current extends string> = { current: Current | null; search?: { keywords: string } };

/**
 * A site page's handle: how its frame looks for its loader data (`handle: FrameHandle<typeof loader>`). A method, so
 * that the layout, which holds the page's data as `unknown`, can call it as a `FramedMatch` without a cast: Remix
 * gives a match the data of its own route's loader, the one `Loader` names.
 */
export type FrameHandle<Loader> = { frame(page: SerializeFrom<Loader>): FrameState<string> };

/**
 * The match of the page in view as its layout reads it (`useMatches().at(-1)`): its handle's `frame`, called with
 * its data, gives the frame state; a page that says nothing marks no entry. Types only: each layout reads it in
 * its own two lines, so that no script is shared by the two layouts alone (one more file on their pages) or added
 * to the public sites' kit (every site's pages; the contest is at its budget).
 */
export type FramedMatch<Current extends string> =
  { handle?: { frame?(page: unknown): FrameState<Current> }; data: unknown } | undefined;
