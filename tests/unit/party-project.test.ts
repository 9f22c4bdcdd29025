import { describe, expect, it } from "vitest";

import { parseProjectCategory, parseProjectTab, projectCategories } from "~/domain/party-site";
import { partyProjectPath } from "~/domain/party-paths";

// The training-project page's URL state and chips (public-sites §2.5).

describe("the project page's tab and chip queries", () => {
  it("shows the training background unless the goal is asked for", () => {
    expect(parseProjectTab("goal")).toBe("goal");
    for (const value of [null, undefined, "", "background", "Goal", "goal "]) {
      expect(parseProjectTab(value)).toBe("background");
    }
  });

  it("takes a positive id as the chosen chip, anything else as '全部'", () => {
    expect(parseProjectCategory("212")).toBe("212");
    for (const value of [null, undefined, "", "0", "012", "-1", "abc", "1.5", "1234567890123"]) {
      expect(parseProjectCategory(value)).toBeNull();
    }
  });
});

describe("projectCategories: the chips after '全部'", () => {
  it("gives the distinct categories in list order, named by their last segment", () => {
    expect(
      projectCategories([
        { category_id: "212", category_name: "党性教育/理想信念" },
        { category_id: "208", category_name: "入党必备/党员标准" },
        { category_id: "212", category_name: "党性教育/理想信念" },
        { category_id: null, category_name: "公共课程" },
        { category_id: "226", category_name: "党史" },
      ]),
    ).toEqual([
      { id: "212", name: "理想信念" },
      { id: "208", name: "党员标准" },
      { id: "226", name: "党史" },
    ]);
    expect(projectCategories([])).toEqual([]);
  });

  it("keeps the whole name when its last segment is blank", () => {
    expect(projectCategories([{ category_id: "1", category_name: "党史/ " }])).toEqual([
      { id: "1", name: "党史/ " },
    ]);
  });
});

describe("partyProjectPath with its state", () => {
  it("builds the project, tab, chip and anchor", () => {
    expect(partyProjectPath(2)).toBe("/center/custom/party/project?index=2");
    expect(partyProjectPath(0, { tab: "background", categoryId: null })).toBe(
      "/center/custom/party/project?index=0",
    );
    expect(partyProjectPath(1, { tab: "goal", categoryId: "212", hash: "project-courses" })).toBe(
      "/center/custom/party/project?index=1&tab=goal&category_id=212#project-courses",
    );
  });
});
