import { useLocation } from "@remix-run/react";

type Changes = Record<string, string | null>;
type Target = { pathname?: string; hash?: string };

/**
 * A link that changes some of a page's query and keeps the rest (a panel, a tab, a page of a list): `null`
 * removes a key. It goes to `to.pathname` (else the page's own) and, with `to.hash`, to that part of the page.
 */
export function hrefWithQuery(from: { pathname: string; search: string }, changes: Changes, to: Target = {}) {
  const params = new URLSearchParams(from.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return `${to.pathname ?? from.pathname}${query ? `?${query}` : ""}${to.hash ? `#${to.hash}` : ""}`;
}

/** `hrefWithQuery` from the current location. */
export function useQueryHref() {
  const location = useLocation();
  return (changes: Changes, to?: Target) => hrefWithQuery(location, changes, to);
}
