import { describe, expect, it } from "vitest";

import { headerMenu } from "~/domain/header-menu";
import { schoolRules, siteSchool, SPECIAL_SCHOOLS } from "~/domain/school-rules";
import { schoolHomePath, travelStudyPath } from "~/domain/sites";

describe("schoolRules", () => {
  it("gives every special school at least one rule of its own (an entry that changes nothing is a mistake)", () => {
    for (const code of Object.keys(SPECIAL_SCHOOLS))
      expect(schoolRules(code), code).not.toEqual(schoolRules("100001"));
  });

  it("gives ordinary schools the defaults", () => {
    const rules = schoolRules("100001");
    expect(rules.teacherLabel).toBe("lecturer");
    expect(rules.categoryRoot).toEqual({ id: 0, level: 1 });
    expect(rules.unloadedCategoryLevels).toEqual([]);
    expect(rules.largeLogo).toBe(false);
    expect(schoolRules(null)).toBe(rules);
  });

  it("applies the learner-area rules of the special schools", () => {
    expect(schoolRules("100004").teacherLabel).toBe("expert");
    expect(schoolRules("100051").largeLogo).toBe(true);
    expect(schoolRules("100046").categoryRoot).toEqual({ id: 346, level: 2 });
    expect(schoolRules("100044").categoryRoot).toEqual({ id: 363, level: 2 });
    expect(schoolRules("100041").unloadedCategoryLevels).toEqual([2, 3]);
    expect(schoolRules("100046").unloadedCategoryLevels).toEqual([2]);
    expect(schoolRules("100035").studyTripCategoryIds).toEqual([92, 93, 94]);
    expect(schoolRules("100046").studyTripCategoryIds).toEqual([3481, 3482, 3483]);
  });

  it("knows which school owns each public site", () => {
    expect(siteSchool("hzvtc")).toBe("100028");
    expect(siteSchool("party")).toBe("100004");
    expect(siteSchool("contest")).toBe("100044");
  });

  it("does not treat prototype keys as schools", () => {
    expect(schoolRules("constructor")).toBe(schoolRules("100001"));
    expect(schoolRules("__proto__")).toBe(schoolRules("100001"));
  });
});

describe("header menu (learner-area §1)", () => {
  const learner = { show_menu: ["school", "xuexi"], user_type: 1, school_code: "100001" };

  it("shows school home and learning centre by show_menu", () => {
    expect(headerMenu(learner)).toEqual({
      schoolHome: "/center/school/class",
      learningCentre: "/center/100001/user/center",
      userManagement: false,
      travelStudy: null,
    });
    const bare = headerMenu({ ...learner, show_menu: [] });
    expect(bare.schoolHome).toBeNull();
    expect(bare.learningCentre).toBeNull();
  });

  it("shows user management only for user_type 2", () => {
    expect(headerMenu({ ...learner, user_type: 2 }).userManagement).toBe(true);
  });

  it("shows the travel-study entry for 100035 and 100046 only", () => {
    expect(headerMenu({ ...learner, school_code: "100035" }).travelStudy).toBe(
      "/center/100035/custom/sxyxlx",
    );
    expect(headerMenu({ ...learner, school_code: "100046" }).travelStudy).toBe(
      "/center/100046/custom/sxyxlx",
    );
    expect(travelStudyPath("100004")).toBeNull();
  });

  it("sends school home to the school's own site when it has one", () => {
    expect(schoolHomePath("100028")).toBe("/center/100028/hzvtc");
    expect(schoolHomePath("100004")).toBe("/center/100004/custom/party");
  });
});
