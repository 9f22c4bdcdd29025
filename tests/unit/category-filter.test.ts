import { describe, expect, it } from "vitest";

import {
  categoryRows,
  chooseCategory,
  readCategorySelection,
  rowsInTree,
  selectedCategory,
} from "~/domain/category-filter";

const selection = (query: string) => readCategorySelection(new URLSearchParams(query));

describe("category filter rows per school (learner-area §2)", () => {
  it("loads from root 0 at level 1 and each lower row from the choice above", () => {
    expect(categoryRows("100001", selection(""))).toEqual([{ row: 1, rootId: "0", level: 1 }]);
    expect(categoryRows("100001", selection("oneCateId=3&twoCateId=12"))).toEqual([
      { row: 1, rootId: "0", level: 1 },
      { row: 2, rootId: "3", level: 2 },
      { row: 3, rootId: "12", level: 3 },
    ]);
  });

  it("roots 100046 at 346 and 100044 at 363, level 2", () => {
    expect(categoryRows("100046", selection(""))[0]).toEqual({ row: 1, rootId: "346", level: 2 });
    expect(categoryRows("100044", selection("oneCateId=400"))).toEqual([
      { row: 1, rootId: "363", level: 2 },
      { row: 2, rootId: "400", level: 3 },
    ]);
  });

  it("does not load levels 2 and 3 for 100041, nor level 2 (and so 3) for 100046", () => {
    expect(categoryRows("100041", selection("oneCateId=3&twoCateId=12"))).toHaveLength(1);
    expect(categoryRows("100046", selection("oneCateId=350&twoCateId=351"))).toHaveLength(1);
  });
});

describe("category query", () => {
  it("ignores lower levels without the level above, and non-numeric ids", () => {
    expect(selection("twoCateId=5")).toEqual({ one: null, two: null, three: null });
    expect(selection("oneCateId=x")).toEqual({ one: null, two: null, three: null });
    expect(selectedCategory(selection("oneCateId=3&twoCateId=12"))).toBe("12");
    expect(selectedCategory(selection(""))).toBeNull();
  });

  it("choosing at level 1 clears the lower levels and the page, and keeps the rest", () => {
    const next = chooseCategory(
      new URLSearchParams("q=math&oneCateId=3&twoCateId=12&threeCateId=40&page=3&is_learn=1"),
      1,
      "5",
    );
    expect(Object.fromEntries(next)).toEqual({
      q: "math",
      is_learn: "1",
      oneCateId: "5",
      categoryLevel: "1",
    });
  });

  it("choosing 'all' at level 2 keeps level 1", () => {
    const next = chooseCategory(new URLSearchParams("oneCateId=3&twoCateId=12&categoryLevel=2"), 2, null);
    expect(Object.fromEntries(next)).toEqual({ oneCateId: "3", categoryLevel: "1" });
  });
});

describe("rows in the tree", () => {
  const row = (n: 1 | 2 | 3, ids: string[] | null) => ({
    row: n,
    categories: ids?.map((id) => ({ id })) ?? null,
  });
  const rows = [row(1, ["364", "365"]), row(2, ["3641", "3642"]), row(3, ["36411"])];

  it("keeps every row while each choice is one its row offers", () => {
    expect(rowsInTree(rows, selection("oneCateId=364&twoCateId=3641"))).toEqual(rows);
    expect(rowsInTree(rows.slice(0, 1), selection(""))).toEqual(rows.slice(0, 1));
  });

  it("ends at a choice its row does not offer (another tree's id written by hand)", () => {
    expect(rowsInTree(rows, selection("oneCateId=1&twoCateId=3641"))).toEqual(rows.slice(0, 1));
    expect(rowsInTree(rows, selection("oneCateId=364&twoCateId=21"))).toEqual(rows.slice(0, 2));
  });

  it("ends after a row that failed to load: its choice cannot be checked", () => {
    const failed = [row(1, null), row(2, ["21", "22"])];
    expect(rowsInTree(failed, selection("oneCateId=1"))).toEqual(failed.slice(0, 1));
  });
});
