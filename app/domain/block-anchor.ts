// public-sites §2.2, §2.4: a section page's `id` query names the block to scroll to (the college's culture page,
// the party's local list…). Without JavaScript a query cannot scroll, an anchor can: the server answers an address
// with `id` by a redirect to the same page without it, at the block's anchor (`#block-{id}`), and the sites' own
// links carry the anchor alone (decision 044).

/** The page's blocks: a block's anchor is `block-{categoryId}`. */
export const blockAnchor = (categoryId: number | string): string => `block-${categoryId}`;

/**
 * Where an address with `id` goes: the same page and query without `id`, at the anchor of the block it names
 * (none when it names no block of this page). Null when the address has no `id`.
 */
export function blockAnchorRedirect(url: URL, blockIds: readonly number[]): string | null {
  const id = url.searchParams.get("id");
  if (id === null) return null;
  const query = new URLSearchParams(url.searchParams);
  query.delete("id");
  const search = query.toString();
  const known = /^\d{1,9}$/.test(id) && blockIds.includes(Number(id));
  return `${url.pathname}${search ? `?${search}` : ""}${known ? `#${blockAnchor(id)}` : ""}`;
}
