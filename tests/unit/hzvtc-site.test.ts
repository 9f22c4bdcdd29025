import { describe, expect, it } from "vitest";

import { loginSchool } from "~/domain/access";
import { siteSchoolOfPath } from "~/domain/sites";
import { siteTenantRedirect } from "~/domain/sites.server";
import {
  hzvtcDetailPath,
  hzvtcHomePath,
  hzvtcPlayPath,
  hzvtcSearchPath,
  hzvtcSectionPath,
  hzvtcDetailOpenedFrom,
  FEELINGS,
  pickOne,
  SECTIONS,
  sectionKeyOf,
  showsPager,
} from "~/domain/hzvtc-site";
import { isSectionKey, SECTION_KEYS } from "~/domain/hzvtc-keys";

describe("sectionKeyOf: the search result's key from its category_name (public-sites §2.2)", () => {
  it.each([
    ["文化传承/非遗技艺", "culture"],
    ["价值引领/核心价值观", "value"],
    ["家国情怀/强国建设/科技强国", "feelings"],
    ["职业精神/劳模精神", "profession"],
    ["特色育人/品牌活动", "feature"],
    ["青春风采/社团风采", "vita"],
    ["文化传承", "culture"],
  ] as const)("%s → %s", (categoryName, key) => {
    expect(sectionKeyOf(categoryName)).toBe(key);
  });

  it("takes the path's root when it is a section, whatever the sub-category is called", () => {
    expect(sectionKeyOf("价值引领/文化传承故事")).toBe("value");
    expect(sectionKeyOf("青春风采 / 家国情怀主题团日")).toBe("vita");
  });

  it("finds the section name anywhere in the name", () => {
    expect(sectionKeyOf("校级资源 · 青春风采")).toBe("vita");
  });

  it("gives none when no section name appears, or there is no name", () => {
    expect(sectionKeyOf("Vocational Skills/Welding")).toBeNull();
    expect(sectionKeyOf("文化")).toBeNull();
    expect(sectionKeyOf("")).toBeNull();
    expect(sectionKeyOf(null)).toBeNull();
    expect(sectionKeyOf(undefined)).toBeNull();
  });

  it("has one root name per section, none containing another", () => {
    const names = SECTION_KEYS.map((key) => SECTIONS[key].categoryName);
    for (const name of names) expect(names.filter((other) => other.includes(name))).toEqual([name]);
  });
});

describe("the section table (public-sites §2.2, §9)", () => {
  it("has the roots and category ids of §9", () => {
    const roots = Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTIONS[key].rootId]));
    expect(roots).toEqual({
      culture: 106,
      value: 110,
      feelings: 121,
      profession: 136,
      feature: 195,
      vita: 152,
    });
    const blocks = Object.fromEntries(
      SECTION_KEYS.map((key) => [key, SECTIONS[key].blocks.map((block) => block.categoryId)]),
    );
    expect(blocks).toEqual({
      culture: [107, 108, 109, 118],
      value: [111, 112, 113],
      feelings: [],
      profession: [137, 139],
      feature: [202, 201, 200],
      vita: [153, 154, 155, 156],
    });
    expect(SECTIONS.feelings.subCategoryIds).toEqual([193, 194]);
  });

  it("asks the home block sizes of §2.2", () => {
    const sizes = Object.fromEntries(SECTION_KEYS.map((key) => [key, SECTIONS[key].home.size]));
    expect(sizes).toEqual({ culture: 12, value: 8, feelings: 5, profession: 100, feature: 4, vita: 1 });
  });

  it("has the sliders, autoplay delays and tile counts of §2.2", () => {
    const layout = (key: keyof typeof SECTIONS, id: number) =>
      SECTIONS[key].blocks.find((block) => block.categoryId === id)?.layout;
    expect(layout("culture", 107)).toMatchObject({
      kind: "slider",
      vertical: true,
      perView: 3,
      autoplayMs: 8000,
    });
    expect(layout("culture", 108)).toMatchObject({
      kind: "slider",
      perView: 3,
      autoplayMs: 15000,
      pagination: true,
    });
    expect(layout("culture", 109)).toEqual({ kind: "tiles", count: 2 });
    expect(layout("culture", 118)).toEqual({ kind: "feature", count: 3 });
    expect(layout("profession", 137)).toMatchObject({
      effect: "coverflow",
      autoplayMs: 8000,
      lastAsTiles: 3,
    });
    expect(layout("profession", 139)).toEqual({ kind: "tiles", count: 3 });
    expect(layout("value", 111)).toMatchObject({ effect: "coverflow" });
    expect(layout("value", 112)).toEqual({ kind: "tiles", count: 6 });
    expect(layout("feature", 202)).toMatchObject({ effect: "coverflow" });
    expect(layout("vita", 154)).toEqual({ kind: "tiles", count: 3 });
  });

  it("gives the feelings page its six fixed tabs paged by 6 and the beautiful-China block", () => {
    expect(FEELINGS.power.tabs.map((tab) => tab.id)).toEqual([122, 123, 124, 125, 126, 127]);
    expect(FEELINGS.power.pageSize).toBe(6);
    expect(FEELINGS.china).toMatchObject({ rootId: 194, perView: 3, autoplayMs: 12000 });
  });

  it("tells a section key", () => {
    for (const key of SECTION_KEYS) expect(isSectionKey(key)).toBe(true);
    expect(isSectionKey("search")).toBe(false);
    expect(isSectionKey("__proto__")).toBe(false);
    expect(isSectionKey(undefined)).toBe(false);
  });
});

describe("pager visibility (public-sites §2.2)", () => {
  it("shows the power-building pager only above 6 and the beautiful-China pager only above 3", () => {
    expect(showsPager(6, 6)).toBe(false);
    expect(showsPager(7, 6)).toBe(true);
    expect(showsPager(0, 6)).toBe(false);
    expect(showsPager(3, 3)).toBe(false);
    expect(showsPager(4, 3)).toBe(true);
  });
});

describe("pickOne: the recommendations' random sub-category (public-sites §2.3)", () => {
  it("maps [0, 1) over the items and never leaves them", () => {
    const ids = [107, 108, 109, 118];
    expect(pickOne(ids, 0)).toBe(107);
    expect(pickOne(ids, 0.25)).toBe(108);
    expect(pickOne(ids, 0.9999)).toBe(118);
    expect(pickOne(ids, 1)).toBe(118);
    expect(pickOne(ids, -1)).toBe(107);
    expect(pickOne([], 0.5)).toBeNull();
  });
});

describe("hzvtc school rules and paths (public-sites §2.2, §6)", () => {
  it("sends another school's hzvtc home to the college's", () => {
    expect(siteTenantRedirect("hzvtc", "100001", "", "")).toBe("/center/100028/hzvtc");
    expect(siteTenantRedirect("hzvtc", "100004", "/", "?x=1")).toBe("/center/100028/hzvtc");
    expect(siteTenantRedirect("hzvtc", "100028", "", "")).toBeNull();
  });

  it("moves school-coded section, search and detail paths to the spec's school-less ones, with the query", () => {
    expect(siteTenantRedirect("hzvtc", "100028", "culture", "?id=108")).toBe("/center/hzvtc/culture?id=108");
    expect(siteTenantRedirect("hzvtc", "100001", "vita/", "")).toBe("/center/hzvtc/vita");
    expect(siteTenantRedirect("hzvtc", "100028", "search", "?keywords=a")).toBe(
      "/center/hzvtc/search?keywords=a",
    );
    expect(siteTenantRedirect("hzvtc", "100028", "detail", "?id=1&key=value")).toBe(
      "/center/hzvtc/detail?id=1&key=value",
    );
  });

  it("sends /{school}/hzvtc/list (§6: needs no login) to the site's whole list, the search (decision 027)", () => {
    expect(siteTenantRedirect("hzvtc", "100028", "list", "")).toBe("/center/hzvtc/search?keywords=");
    expect(siteTenantRedirect("hzvtc", "100001", "list/", "?keywords=%E8%A5%BF&page=2&x=1")).toBe(
      "/center/hzvtc/search?keywords=%E8%A5%BF&page=2",
    );
  });

  it("leaves the college's unknown sub-paths alone (404), and sends another school's to the college home", () => {
    expect(siteTenantRedirect("hzvtc", "100028", "culture/extra", "")).toBeNull();
    expect(siteTenantRedirect("hzvtc", "100001", "x", "")).toBe("/center/100028/hzvtc");
    expect(siteTenantRedirect("hzvtc", "100001", "culture/extra", "?q=1")).toBe("/center/100028/hzvtc");
  });

  it("builds the site's paths", () => {
    expect(hzvtcHomePath()).toBe("/center/100028/hzvtc");
    expect(hzvtcSectionPath("culture")).toBe("/center/hzvtc/culture");
    // The anchor alone: the `id` query is answered by a redirect to it (decision 044).
    expect(hzvtcSectionPath("culture", 108)).toBe("/center/hzvtc/culture#block-108");
    expect(hzvtcSearchPath("工匠")).toBe("/center/hzvtc/search?keywords=%E5%B7%A5%E5%8C%A0");
    expect(hzvtcSearchPath("a b", 2)).toBe("/center/hzvtc/search?keywords=a+b&page=2");
    expect(hzvtcDetailPath(28001, "value")).toBe("/center/hzvtc/detail?id=28001&key=value");
    expect(hzvtcDetailPath("28001", null, "reviews")).toBe("/center/hzvtc/detail?id=28001#reviews");
    expect(hzvtcPlayPath(28001, 7, "culture")).toBe(
      "/center/100028/video/28001/7?from=%2Fcenter%2Fhzvtc%2Fdetail&id=28001&key=culture",
    );
  });

  it("gives the school-less college pages the college's school, for its name and its login page", () => {
    expect(siteSchoolOfPath("/center/hzvtc/culture")).toBe("100028");
    expect(siteSchoolOfPath("/center/100001/user/myClass")).toBeNull();
    expect(loginSchool("/center/hzvtc/detail", "100001", "100035")).toBe("100028");
    expect(loginSchool("/center/100028/hzvtc", null, null)).toBe("100028");
  });
});

describe("hzvtcDetailOpenedFrom: the player's way back to the college detail (public-sites §2.3)", () => {
  const back = (query: string, courseId = "28001") =>
    hzvtcDetailOpenedFrom(new URLSearchParams(query), courseId);

  it("goes back to the detail the player was opened from, with its key", () => {
    expect(back("from=%2Fcenter%2Fhzvtc%2Fdetail&id=28001&key=culture")).toBe(
      "/center/hzvtc/detail?id=28001&key=culture",
    );
    expect(back("from=/center/hzvtc/detail&id=28001&key=nonsense")).toBe("/center/hzvtc/detail?id=28001");
  });

  it("ignores any other from, or another course's id", () => {
    expect(back("")).toBeNull();
    expect(back("from=//evil.example&id=28001")).toBeNull();
    expect(back("from=/center/hzvtc/detail/../../evil&id=28001")).toBeNull();
    expect(back("from=/center/hzvtc/detail&id=28002")).toBeNull();
  });
});
