/** The page asked for in the query: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
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
  for (let page = current - 2; page <= current + 2; page += 1)
    if (page >= 1 && page <= count) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}
