import { describe, expect, it } from "vitest";

import { schoolHomePath, travelStudyPath } from "~/domain/sites";
import {
  studyTripMaterialPath,
  studyTripPath,
  isStudyTripSchool,
  studyTripAccess,
  studyTripLists,
} from "~/domain/study-trip";
import { SPECIAL_SCHOOLS } from "~/domain/school-rules";

// public-sites §2.7, §6, §6.1, §9 and decision 013: which schools have the study-trip page and who goes where.

describe("study-trip schools", () => {
  it("are 100035 and 100046 (both readings of §6.1), and no other special or ordinary school", () => {
    const withPage = Object.keys(SPECIAL_SCHOOLS).filter(isStudyTripSchool);
    expect(withPage).toEqual(["100035", "100046"]);
    for (const school of ["100001", "100004", "100028", "100041", "100044", "100051", "999999"]) {
      expect([school, isStudyTripSchool(school)]).toEqual([school, false]);
    }
  });

  it("list trip 92, famous-teacher 93 and multi-aide 94 for 100035; 3481-3483 for 100046; nothing elsewhere", () => {
    expect(studyTripLists("100035")).toEqual([
      { key: "trip", categoryId: 92 },
      { key: "famous", categoryId: 93 },
      { key: "aide", categoryId: 94 },
    ]);
    expect(studyTripLists("100046").map((list) => list.categoryId)).toEqual([3481, 3482, 3483]);
    expect(studyTripLists("100001")).toEqual([]);
    expect(studyTripLists("100004")).toEqual([]);
  });
});

describe("studyTripAccess", () => {
  it("shows the page to a visitor and to the school's own user", () => {
    for (const school of ["100035", "100046"]) {
      expect(studyTripAccess(school, null)).toEqual({ kind: "page" });
      expect(studyTripAccess(school, school)).toEqual({ kind: "page" });
    }
  });

  it("sends a user of any other school to their own my courses", () => {
    expect(studyTripAccess("100035", "100001")).toEqual({
      kind: "redirect",
      to: "/center/100001/user/myClass",
    });
    expect(studyTripAccess("100035", "100046")).toEqual({
      kind: "redirect",
      to: "/center/100046/user/myClass",
    });
    expect(studyTripAccess("100046", "100004")).toEqual({
      kind: "redirect",
      to: "/center/100004/user/myClass",
    });
  });

  it("sends a user of a school without the page to their my courses, and a visitor to its my courses", () => {
    expect(studyTripAccess("100001", "100001")).toEqual({
      kind: "redirect",
      to: "/center/100001/user/myClass",
    });
    expect(studyTripAccess("100001", "100035")).toEqual({
      kind: "redirect",
      to: "/center/100035/user/myClass",
    });
    // Decision 027: the login, then the visitor's own my courses (a 404 here led only to itself).
    expect(studyTripAccess("100001", null)).toEqual({ kind: "redirect", to: "/center/100001/user/myClass" });
    expect(studyTripAccess("100004", null)).toEqual({ kind: "redirect", to: "/center/100004/user/myClass" });
  });
});

describe("study-trip paths", () => {
  it("are the header's travel-study entry and the school home of the two schools", () => {
    for (const school of ["100035", "100046"]) {
      expect(studyTripPath(school)).toBe(`/center/${school}/custom/sxyxlx`);
      expect(travelStudyPath(school)).toBe(studyTripPath(school));
      expect(schoolHomePath(school)).toBe(studyTripPath(school));
    }
    expect(travelStudyPath("100001")).toBeNull();
    expect(studyTripPath("100035", "materials")).toBe("/center/100035/custom/sxyxlx#materials");
  });

  it("name a material's download with its id, name and path, encoded", () => {
    expect(
      studyTripMaterialPath("100035", { id: "3501", name: "研学 手册.pdf", path: "100035/a&b.pdf" }),
    ).toBe(
      "/center/100035/custom/sxyxlx/material?id=3501&name=%E7%A0%94%E5%AD%A6+%E6%89%8B%E5%86%8C.pdf&path=100035%2Fa%26b.pdf",
    );
  });
});
