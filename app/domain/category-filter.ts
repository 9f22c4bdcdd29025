import { parseNumericId } from "./ids";
import { schoolRules } from "./school-rules";

// My courses' category filters (learner-area §2): up to three rows kept in the query as categoryLevel, type,
// oneCateId, twoCateId, threeCateId. Choosing at one row clears the rows below it.

export const CATEGORY_PARAMS = ["oneCateId", "twoCateId", "threeCateId"] as const;

export type CategorySelection = { one: string | null; two: string | null; three: string | null };

export function readCategorySelection(params: URLSearchParams): CategorySelection {
  const id = (name: string) => parseNumericId(params.get(name));
  const one = id("oneCateId");
  const two = one ? id("twoCateId") : null;
  const three = two ? id("threeCateId") : null;
  return { one, two, three };
}

/** The category the list is filtered by: the deepest one chosen. */
export function selectedCategory(selection: CategorySelection): string | null {
  return selection.three ?? selection.two ?? selection.one;
}

export type CategoryRow = { row: 1 | 2 | 3; rootId: string; level: number };

/**
 * The category rows to load: the first from the school's root (0 at level 1 for most; 346 / 363 at level 2
 * for 100046 / 100044), each lower row from the category chosen above it, except the rows the school does
 * not load (100041: rows 2 and 3; 100046: row 2, and so row 3 has nothing to hang from).
 */
export function categoryRows(school: string, selection: CategorySelection): CategoryRow[] {
  const rules = schoolRules(school);
  const { id: rootId, level: rootLevel } = rules.categoryRoot;
  const rows: CategoryRow[] = [{ row: 1, rootId: String(rootId), level: rootLevel }];
  const chosen = [selection.one, selection.two];
  for (const row of [2, 3] as const) {
    const parent = chosen[row - 2];
    if (!parent || rules.unloadedCategoryLevels.includes(row)) break;
    rows.push({ row, rootId: parent, level: rootLevel + row - 1 });
  }
  return rows;
}

/** The query after choosing `categoryId` (or "all", null) in `row`: the rows below are cleared. */
export function chooseCategory(
  params: URLSearchParams,
  row: 1 | 2 | 3,
  categoryId: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  CATEGORY_PARAMS.slice(row - 1).forEach((name) => next.delete(name));
  next.delete("page");
  if (categoryId) {
    next.set(CATEGORY_PARAMS[row - 1] ?? "oneCateId", categoryId);
    next.set("categoryLevel", String(row));
  } else if (row > 1) {
    next.set("categoryLevel", String(row - 1));
  } else {
    next.delete("categoryLevel");
  }
  return next;
}

/**
 * The filter rows as far as each choice is one of its row's categories. The rows are asked in one round from the
 * ids in the URL, so a hand-written id from another tree would list that tree's categories; the cascade ends at
 * the first choice its row does not offer (or a row that failed to load).
 */
export function rowsInTree<T extends { row: 1 | 2 | 3; categories: readonly { id: string }[] | null }>(
  rows: readonly T[],
  selection: CategorySelection,
): T[] {
  const chosen = [selection.one, selection.two, selection.three];
  const kept: T[] = [];
  for (const row of rows) {
    kept.push(row);
    const choice = chosen[row.row - 1];
    if (!choice || !row.categories?.some((category) => category.id === choice)) break;
  }
  return kept;
}
