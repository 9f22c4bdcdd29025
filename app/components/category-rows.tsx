import { Link, useLocation } from "@remix-run/react";

import { chooseCategory, type CategorySelection } from "~/domain/category-filter";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";

export type CategoryRowData = { row: 1 | 2 | 3; categories: { id: string; name: string }[] | null };

/**
 * Up to three rows of category tags as links; choosing at one row clears the rows below it. On a phone the rows
 * wait behind one control, a <details> whose summary says what is chosen (decision 046: eleven rows of tags came
 * before the first course); from a desktop width they are always shown (app/styles/_learning-centre.scss).
 */
export function CategoryRows({
  rows,
  selection,
  label,
  hash,
}: {
  rows: CategoryRowData[];
  selection: CategorySelection;
  label: string;
  /** The section to land on after a choice (a page with several sections, e.g. the contest's courses). */
  hash?: string;
}) {
  const t = useT();
  const lang = useContentLang();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const chosen = [selection.one, selection.two, selection.three];
  const visible = rows.filter((row) => row.categories && row.categories.length > 0);
  if (visible.length === 0) return null;
  const href = (row: 1 | 2 | 3, id: string | null) =>
    `?${chooseCategory(params, row, id).toString()}${hash ? `#${hash}` : ""}`;

  const chosenNames = visible.flatMap(({ row, categories }) =>
    (categories ?? []).filter((category) => category.id === chosen[row - 1]).map((category) => category.name),
  );

  const rowsNav = (
    <nav className="category-filter" aria-label={label}>
      {visible.map(({ row, categories }) => (
        <div key={row} className="category-filter__row">
          <h2 className="visually-hidden">{t("ui.categoryRow", { row })}</h2>
          <ul>
            <li>
              <Link
                to={href(row, null)}
                aria-current={chosen[row - 1] ? undefined : "true"}
                preventScrollReset
              >
                {t("ui.allCategories")}
              </Link>
            </li>
            {(categories ?? []).map((category) => (
              <li key={category.id}>
                <Link
                  to={href(row, category.id)}
                  aria-current={chosen[row - 1] === category.id ? "true" : undefined}
                  preventScrollReset
                  lang={lang(category.name)}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );

  return (
    // Keyed by the choice: after one, the rows close again as a page without script shows them, and the list
    // below is what the phone shows first.
    <details className="category-filters" key={chosen.join("/")}>
      <summary className="category-filters__summary">
        <span>{label}</span>
        <span className="category-filters__chosen">
          {chosenNames.length > 0 ? chosenNames.join(" / ") : t("ui.allCategories")}
        </span>
      </summary>
      {rowsNav}
    </details>
  );
}
