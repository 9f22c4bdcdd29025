import { Link, useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";

import { pageCount, pageHref, pageWindow } from "~/domain/pagination";
import { useT } from "~/i18n/i18n";

export type PaginationProps = {
  page: number;
  total: number;
  size: number;
  /**
   * The id of the list's heading (or of the section it names). Every page link lands there: without JavaScript as
   * the fragment of a whole page load, with it by moving the focus there (and the view with it).
   */
  target: string;
  /** Query parameters that belong to one page and are dropped when leaving it (e.g. an opened item). */
  omit?: string[];
  /** The query parameter of the page, for a page with two paged lists (default `page`). */
  param?: string;
};

/**
 * The one pagination: links that keep the rest of the query, so it works without JavaScript. After a page link
 * the learner is at the list's heading, not at the top of the page nor at the bottom link (docs/decisions/018).
 */
export function Pagination({ page, total, size, target, omit = [], param = "page" }: PaginationProps) {
  const t = useT();
  const location = useLocation();
  const navigationType = useNavigationType();
  const count = pageCount(total, size);

  // A page link was followed (a push to this list's fragment): the new page is on screen, focus its heading.
  // Remix's scroll restoration has already brought the fragment into view.
  useEffect(() => {
    if (navigationType !== "PUSH" || location.hash !== `#${target}`) return;
    const heading = document.getElementById(target);
    if (!heading) return;
    // Headings and sections: focusable from script, never a Tab stop.
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType, target]);

  if (count <= 1) return null;
  const hrefFor = (to: number) =>
    pageHref({ pathname: location.pathname, search: location.search, page, to, param, omit, target });

  return (
    <nav className="pagination" aria-label={t("ui.pagination")}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(Math.min(page - 1, count))} rel="prev" preventScrollReset>
              {t("ui.previousPage")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("ui.previousPage")}</span>
          )}
        </li>
        {pageWindow(page, count).map((to, index) =>
          to === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={to}>
              <Link
                to={hrefFor(to)}
                preventScrollReset
                aria-current={to === page ? "page" : undefined}
                aria-label={t("ui.pageNumber", { page: to })}
              >
                {to}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} rel="next" preventScrollReset>
              {t("ui.nextPage")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("ui.nextPage")}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
