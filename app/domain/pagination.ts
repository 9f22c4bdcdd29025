/**
 * The highest page a query may ask for. Far above any real list, and far below where whole numbers stop being
 * exact (2^53): a page there would make the pager's arithmetic stand still.
 */
export const MAX_PAGE = 100_000;

/** The page asked for in the query: plain digits from 1 to MAX_PAGE; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers to link, with null for a gap: always the first and last, and two either side of the
 * current page, so a phone never gets a row of fifty links.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count]);
  // Bounded by the list itself: at most five steps, whatever `current` is.
  for (let page = Math.max(1, current - 2); page <= Math.min(count, current + 2); page += 1) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}

/**
 * The link to page `to` of a paged list: the rest of the query kept (but `omit`, the state of one page, when
 * leaving it), page 1 without the parameter, and the list's heading as the fragment, so that a whole page load
 * (no JavaScript) lands on the list, not at the top of the page.
 */
export function pageHref(args: {
  pathname: string;
  search: string;
  page: number;
  to: number;
  param: string;
  omit: readonly string[];
  target: string;
}): string {
  const params = new URLSearchParams(args.search);
  if (args.to !== args.page) for (const name of args.omit) params.delete(name);
  if (args.to === 1) params.delete(args.param);
  else params.set(args.param, String(args.to));
  const query = params.toString();
  return `${query ? `?${query}` : args.pathname}#${encodeURIComponent(args.target)}`;
}
