import { Link, useLocation } from "@remix-run/react";

import { pageCount, pageWindow } from "~/domain/pagination";
import { useT } from "~/i18n/i18n";

type Props = {
  page: number;
  total: number;
  size: number;
  /** Query parameters that belong to one page and are dropped when leaving it (e.g. an opened item). */
  omit?: string[];
  /** The query parameter of the page, for a page with two paged lists (default `page`). */
  param?: string;
  /** An anchor to land on, so a page further down a long page keeps its place without JavaScript. */
  hash?: string;
};

/** The one pagination: links that keep the rest of the query, so it works without JavaScript. */
export function Pagination({ page, total, size, omit = [], param = "page", hash }: Props) {
  const t = useT();
  const location = useLocation();
  const count = pageCount(total, size);
  if (count <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target !== page) for (const name of omit) params.delete(name);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${query ? `?${query}` : location.pathname}${hash ? `#${hash}` : ""}`;
  };

  return (
    <nav className="pagination" aria-label={t("ui.pagination")}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(Math.min(page - 1, count))} rel="prev" preventScrollReset={Boolean(hash)}>
              {t("ui.previousPage")}
            </Link>
          ) : (
            <span aria-disabled="true">{t("ui.previousPage")}</span>
          )}
        </li>
        {pageWindow(page, count).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                to={hrefFor(target)}
                preventScrollReset={Boolean(hash)}
                aria-current={target === page ? "page" : undefined}
                aria-label={t("ui.pageNumber", { page: target })}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} rel="next" preventScrollReset={Boolean(hash)}>
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
