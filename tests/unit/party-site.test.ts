import { existsSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { loginSchool } from "~/domain/access";
import { siteSchoolOfPath } from "~/domain/sites";
import { isPublicPath } from "~/domain/access.server";
import { siteTenantRedirect } from "~/domain/sites.server";
import {
  EXPERT_CAROUSEL,
  hoursAndMinutes,
  isPlayable,
  PARTY_AUTOPLAY,
  PARTY_SECTIONS,
  partyKeyOfCategoryName,
  partySectionOfCategory,
  parsePartySection,
  parseProjectIndex,
  showsPartyBlock,
  PROJECT_STEPS,
} from "~/domain/party-site";
import { isPartyKey, PARTY_KEYS, type PartyKey } from "~/domain/party-keys";
import {
  partyDetailOpenedFrom,
  partyDetailPath,
  partyHomePath,
  partyListPath,
  partyPlayPath,
  partyProjectPath,
  partySearchPath,
} from "~/domain/party-paths";
import { PARTY_PROJECTS, partyProject } from "~/domain/party-projects";
import { PARTY_CONTENT } from "~/domain/party-site-content";
import { rotatingCover } from "~/domain/word-covers";
import { tenantNotFoundPath } from "~/domain/paths";
import { schoolHomePath } from "~/domain/sites";

const layoutOf = (key: PartyKey, id: number) =>
  PARTY_SECTIONS[key].blocks.find((block) => block.categoryId === id);

describe("the party school and its six sections (public-sites §2.4, §6.1, §9)", () => {
  it("lays out the blocks: the sliders, the tiles, the grids", () => {
    expect(layoutOf("edu", 215)?.layout).toEqual({ kind: "slider", autoplayMs: 8_000, lastAsTiles: 3 });
    expect(layoutOf("learn", 226)?.layout).toEqual({ kind: "slider", autoplayMs: 15_000 });
    expect(layoutOf("new", 224)?.layout).toEqual({ kind: "tiles", count: 4 });
    expect(layoutOf("local", 234)?.layout).toEqual({ kind: "slider", autoplayMs: 18_000 });
    expect(layoutOf("local", 235)?.layout).toEqual({ kind: "tiles", count: 1 });
    expect(layoutOf("local", 236)?.layout).toEqual({ kind: "tiles", count: 3 });
    expect(layoutOf("local", 237)?.layout).toEqual({ kind: "tiles", count: 2 });
    expect(layoutOf("local", 238)?.layout).toEqual({ kind: "slider", autoplayMs: 8_000 });
    expect(layoutOf("local", 239)?.layout).toEqual({ kind: "slider", autoplayMs: 15_000 });
    expect(layoutOf("join", 208)?.layout).toEqual({ kind: "grid" });
  });

  it("uses only the three delays of §2.4 on the lists, and the local page has all three", () => {
    const delays = PARTY_KEYS.flatMap((key) =>
      PARTY_SECTIONS[key].blocks.flatMap((block) =>
        block.layout.kind === "slider" ? [block.layout.autoplayMs] : [],
      ),
    );
    expect(new Set(delays)).toEqual(new Set([18_000, 8_000, 15_000]));
    expect(Object.values(PARTY_AUTOPLAY).sort()).toEqual([15_000, 18_000, 8_000].sort());
    const local = PARTY_SECTIONS.local.blocks.flatMap((block) =>
      block.layout.kind === "slider" ? [block.layout.autoplayMs] : [],
    );
    expect(local).toEqual([18_000, 8_000, 15_000]);
  });

  it("shows a local section only with data; every other block always", () => {
    for (const block of PARTY_SECTIONS.local.blocks) {
      expect(block.onlyWithData).toBe(true);
      expect(showsPartyBlock(block, 0)).toBe(false);
      expect(showsPartyBlock(block, 1)).toBe(true);
    }
    for (const key of PARTY_KEYS.filter((k) => k !== "local"))
      for (const block of PARTY_SECTIONS[key].blocks) expect(showsPartyBlock(block, 0)).toBe(true);
  });

  it("finds the section of a list page's category", () => {
    expect(partySectionOfCategory(240)).toBe("edu");
    expect(partySectionOfCategory(239)).toBe("local");
    expect(partySectionOfCategory(217)).toBeNull();
    expect(partySectionOfCategory(222)).toBeNull();
  });
});

describe("parsePartySection", () => {
  it("takes the six keys and nothing else", () => {
    for (const key of PARTY_KEYS) {
      expect(parsePartySection(key)).toBe(key);
      expect(isPartyKey(key)).toBe(true);
    }
    for (const value of ["", "New", "culture", "home", "__proto__", "local ", null, undefined])
      expect(parsePartySection(value)).toBeNull();
    expect(isPartyKey(1)).toBe(false);
  });
});

describe("partyKeyOfCategoryName: the search result's key (public-sites §2.4)", () => {
  it.each([
    ["新思想 新征程/理论前沿", "new"],
    ["党性教育/理想信念教育", "edu"],
    ["四史领悟/党史", "learn"],
    ["入党必备/入党程序", "join"],
    ["榜样人物/时代楷模", "example"],
    ["地方特色篇/红船精神", "local"],
    ["地方特色篇", "local"],
  ] as const)("%s → %s", (name, key) => {
    expect(partyKeyOfCategoryName(name)).toBe(key);
  });

  it("ignores whitespace in the names", () => {
    expect(partyKeyOfCategoryName("新思想新征程")).toBe("new");
    expect(partyKeyOfCategoryName(" 新思想  新征程 / 时代新篇")).toBe("new");
  });

  it("takes the path's root when it is a section, whatever the sub-category is called", () => {
    expect(partyKeyOfCategoryName("榜样人物/党性教育标兵")).toBe("example");
  });

  it("finds a section name anywhere in the name", () => {
    expect(partyKeyOfCategoryName("专题资源 · 四史领悟")).toBe("learn");
  });

  it("gives no key when no name matches (the detail opens without one)", () => {
    expect(partyKeyOfCategoryName("公共课程/通用素养")).toBeNull();
    expect(partyKeyOfCategoryName("新思想")).toBeNull();
    expect(partyKeyOfCategoryName("党性")).toBeNull();
    expect(partyKeyOfCategoryName("文化传承/非遗技艺")).toBeNull();
    expect(partyKeyOfCategoryName("   ")).toBeNull();
    expect(partyKeyOfCategoryName("")).toBeNull();
    expect(partyKeyOfCategoryName(null)).toBeNull();
    expect(partyKeyOfCategoryName(undefined)).toBeNull();
  });

  it("has six names, none containing another", () => {
    const names = PARTY_KEYS.map((key) => PARTY_SECTIONS[key].categoryName.replace(/\s/g, ""));
    for (const name of names) expect(names.filter((other) => other.includes(name))).toEqual([name]);
  });
});

describe("parseProjectIndex (public-sites §2.5: a missing or bad index goes home)", () => {
  it("takes 0 to 3", () => {
    expect(["0", "1", "2", "3"].map(parseProjectIndex)).toEqual([0, 1, 2, 3]);
  });

  it.each([null, undefined, "", "4", "-1", "01", " 1", "1 ", "1.0", "1e0", "0x1", "one", "١"])(
    "refuses %j",
    (value) => {
      expect(parseProjectIndex(value)).toBeNull();
    },
  );
});

describe("the course summary and the play rule (public-sites §2.4, §2.5)", () => {
  it("reads hours and minutes of a list's total_time", () => {
    expect(hoursAndMinutes("12:34:56")).toEqual({ hours: 12, minutes: 34 });
    expect(hoursAndMinutes("00:00:00")).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes("123:05:00")).toEqual({ hours: 123, minutes: 5 });
    for (const bad of ["", "1:60:00", "garbage", null, undefined, "00:00"])
      expect(hoursAndMinutes(bad)).toEqual({ hours: 0, minutes: 0 });
  });

  it("disables play only at 00:00:00", () => {
    expect(isPlayable("00:00:00")).toBe(false);
    expect(isPlayable(" 00:00:00 ")).toBe(false);
    expect(isPlayable("00:00:01")).toBe(true);
    expect(isPlayable("00:01:00")).toBe(true);
    expect(isPlayable("01:00:00")).toBe(true);
    expect(isPlayable("")).toBe(true);
    expect(isPlayable(null)).toBe(true);
  });

  it("rotates the 8 word covers", () => {
    const covers = PARTY_CONTENT.wordCovers;
    expect(covers).toHaveLength(8);
    expect(rotatingCover(covers, 0)).toBe(covers[0]);
    expect(rotatingCover(covers, 7)).toBe(covers[7]);
    expect(rotatingCover(covers, 8)).toBe(covers[0]);
    expect(rotatingCover(covers, 17)).toBe(covers[1]);
    expect(rotatingCover(covers, -1)).toBe(covers[7]);
    expect(rotatingCover([], 3)).toBeNull();
  });
});

describe("the party site's paths (public-sites §2.4, §2.5)", () => {
  it("builds them", () => {
    expect(partyHomePath()).toBe("/center/100004/custom/party");
    expect(partyHomePath("100004")).toBe("/center/100004/custom/party");
    expect(schoolHomePath("100004")).toBe("/center/100004/custom/party");
    expect(partyListPath("join")).toBe("/center/custom/party/list/join");
    // The anchor alone: the `id` query is answered by a redirect to it (decision 044).
    expect(partyListPath("local", 238)).toBe("/center/custom/party/list/local#block-238");
    expect(partySearchPath("党史")).toBe("/center/custom/party/search?keywords=%E5%85%9A%E5%8F%B2");
    expect(partySearchPath("a b&c", 2)).toBe("/center/custom/party/search?keywords=a+b%26c&page=2");
    expect(partySearchPath("x", 1)).toBe("/center/custom/party/search?keywords=x");
    expect(partyDetailPath(40001, "edu")).toBe("/center/custom/party/detail?id=40001&key=edu");
    expect(partyDetailPath("40001", null, "rating")).toBe("/center/custom/party/detail?id=40001#rating");
    expect(partyProjectPath(0)).toBe("/center/custom/party/project?index=0");
    expect(partyProjectPath(3)).toBe("/center/custom/party/project?index=3");
    expect(partyPlayPath(40001, 4000101, "local")).toBe(
      "/center/100004/video/40001/4000101?from=%2Fcenter%2Fcustom%2Fparty%2Fdetail&id=40001&key=local",
    );
    expect(partyPlayPath(40001, 0, null)).toBe(
      "/center/100004/video/40001/0?from=%2Fcenter%2Fcustom%2Fparty%2Fdetail&id=40001",
    );
    expect(tenantNotFoundPath("100001")).toBe("/center/100001/Page404");
  });

  it("goes back from the player to the party detail it was opened from, and nowhere else", () => {
    const back = (query: string, id = "40001") => partyDetailOpenedFrom(new URLSearchParams(query), id);
    expect(back("from=%2Fcenter%2Fcustom%2Fparty%2Fdetail&id=40001&key=local")).toBe(
      "/center/custom/party/detail?id=40001&key=local",
    );
    expect(back("from=/center/custom/party/detail&id=40001&key=bad")).toBe(
      "/center/custom/party/detail?id=40001",
    );
    expect(back("from=/center/hzvtc/detail&id=40001")).toBeNull();
    expect(back("from=//evil.example&id=40001")).toBeNull();
    expect(back("from=/center/custom/party/detail&id=40002")).toBeNull();
    expect(back("")).toBeNull();
  });
});

describe("the party tenant (public-sites §4.1, §6)", () => {
  it("serves the party school's home, and sends another school's party paths to its own Page404", () => {
    expect(siteTenantRedirect("party", "100004", "", "")).toBeNull();
    expect(siteTenantRedirect("party", "100004", "/", "")).toBeNull();
    expect(siteTenantRedirect("party", "100001", "", "")).toBe("/center/100001/Page404");
    expect(siteTenantRedirect("party", "100028", "/list/new", "?id=223")).toBe("/center/100028/Page404");
    expect(siteTenantRedirect("party", "100044", "/anything/else", "")).toBe("/center/100044/Page404");
  });

  it("moves the party school's school-coded pages to the school-less ones, with the query", () => {
    expect(siteTenantRedirect("party", "100004", "/list/local", "?id=238")).toBe(
      "/center/custom/party/list/local?id=238",
    );
    expect(siteTenantRedirect("party", "100004", "search/", "?keywords=a")).toBe(
      "/center/custom/party/search?keywords=a",
    );
    expect(siteTenantRedirect("party", "100004", "detail", "?id=1&key=edu")).toBe(
      "/center/custom/party/detail?id=1&key=edu",
    );
    expect(siteTenantRedirect("party", "100004", "project", "?index=2")).toBe(
      "/center/custom/party/project?index=2",
    );
  });

  it("leaves the party school's unknown pages alone (the route answers 404)", () => {
    expect(siteTenantRedirect("party", "100004", "list", "")).toBeNull();
    expect(siteTenantRedirect("party", "100004", "list/culture", "")).toBeNull();
    expect(siteTenantRedirect("party", "100004", "list/new/extra", "")).toBeNull();
    expect(siteTenantRedirect("party", "100004", "search/extra", "")).toBeNull();
    expect(siteTenantRedirect("party", "100004", "nothing", "")).toBeNull();
  });

  it("gives the school-less party pages the party school, for its name and its login page", () => {
    expect(siteSchoolOfPath("/center/custom/party/list/new")).toBe("100004");
    expect(siteSchoolOfPath("/center/custom/party")).toBe("100004");
    expect(siteSchoolOfPath("/center/custom/clnyy")).toBeNull();
    expect(siteSchoolOfPath("/center/100004/custom/party")).toBeNull();
    expect(loginSchool("/center/custom/party/detail", "100001", "100035")).toBe("100004");
    expect(loginSchool("/center/100004/custom/party", null, null)).toBe("100004");
  });

  it("counts every party page as public (§4.2, §6)", () => {
    for (const path of [
      "/center/100004/custom/party",
      "/center/custom/party/list/edu",
      "/center/custom/party/search",
      "/center/custom/party/detail",
      "/center/custom/party/project",
      "/center/100001/Page404",
    ])
      expect(isPublicPath(path)).toBe(true);
  });
});

describe("the party site's fixed content (public-sites §2.5)", () => {
  it("has the four projects, in index order, with the class names the upstream is seeded with", () => {
    expect(PARTY_PROJECTS.map((project) => project.index)).toEqual([0, 1, 2, 3]);
    expect(PARTY_PROJECTS.map((project) => project.className)).toEqual([
      "本科生入党启蒙教育",
      "入党积极分子教育",
      "发展对象培训",
      "预备党员锤炼教育",
    ]);
    expect(partyProject(2).className).toBe("发展对象培训");
  });

  it("gives every project its images with text alternatives, its texts, 4 speakers and the other 3", () => {
    for (const project of PARTY_PROJECTS) {
      expect(project.cover.src).toMatch(/^\/center\/sites\/party\/.+\.svg$/);
      expect(project.banner.src).toMatch(/^\/center\/sites\/party\/.+\.svg$/);
      expect(project.cover.alt).not.toBe("");
      expect(project.banner.alt).not.toBe("");
      expect(project.target).not.toBe("");
      expect(project.background.length).toBeGreaterThan(0);
      expect(project.goal.length).toBeGreaterThan(0);
      expect(project.speakers).toHaveLength(EXPERT_CAROUSEL.slides);
      for (const speaker of project.speakers)
        for (const field of Object.values(speaker)) expect(field.trim()).not.toBe("");
      expect([...project.related].sort()).toEqual([0, 1, 2, 3].filter((i) => i !== project.index));
    }
    expect(PROJECT_STEPS).toEqual(["register", "online", "exam", "complete"]);
  });

  it("keeps every image of the site under /center/sites/party with an alt text", () => {
    const images = [
      PARTY_CONTENT.banner,
      PARTY_CONTENT.widgets.wechat.qr,
      ...PARTY_CONTENT.wordCovers,
      ...PARTY_PROJECTS.flatMap((project) => [project.cover, project.banner]),
    ];
    expect(new Set(images.map((image) => image.src)).size).toBe(images.length);
    for (const image of images) {
      expect(image.src).toMatch(/^\/center\/sites\/party\/[\w-]+\.svg$/);
      expect(image.alt.trim()).not.toBe("");
      expect(existsSync(`public${image.src}`), image.src).toBe(true);
    }
  });

  it("links the registration notices to the projects", () => {
    expect(PARTY_CONTENT.footer.notices.map((notice) => notice.href)).toEqual(
      [0, 1, 2, 3].map((index) => `/center/custom/party/project?index=${index}`),
    );
    expect(PARTY_CONTENT.widgets.freeTrialUrl).toMatch(/^https:\/\//);
  });
});
