import { describe, expect, it } from "vitest";

import { headerMenu } from "~/domain/header-menu";
import { schoolRules, SPECIAL_SCHOOLS } from "~/domain/school-rules";
import { schoolHomePath, travelStudyPath } from "~/domain/sites";

describe("schoolRules", () => {
  it("gives every special school at least one rule of its own (an entry that changes nothing is a mistake)", () => {
    for (const code of Object.keys(SPECIAL_SCHOOLS))
      expect(schoolRules(code), code).not.toEqual(schoolRules("100001"));
  });

  it("reads a school without rules of its own, or none, as an ordinary school", () => {
    expect(schoolRules(null)).toBe(schoolRules("100001"));
    expect(schoolRules("999999")).toBe(schoolRules("100001"));
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
