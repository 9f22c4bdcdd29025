import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { SECTIONS, sectionKeyOf } from "~/domain/hzvtc-site";
import { SECTION_KEYS, type SectionKey } from "~/domain/hzvtc-keys";
import { loader as searchLoader } from "~/routes/_hzvtc.center.hzvtc.search";
import { loader as sectionLoader } from "~/routes/_hzvtc.center.hzvtc.$section/route";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import { siteCategories, siteCourses } from "../mocks/learning/resource-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest } from "./helpers";
import {
  categoryLists,
  courseLists,
  expectPrivateCache,
  expectPublicCache,
  loaderHeaders,
  upstreamRounds,
  queryOf,
  recordCalls,
  served,
  thrownBy,
} from "./public-site-helpers";

// The college site's section pages and search (public-sites §2.2).
useMockUpstream();

const LEARNING = "http://learning.test";

const loadSection = (section: string, query = "") =>
  sectionLoader({
    request: pageRequest(`/center/hzvtc/${section}${query}`),
    params: { section },
    context: {},
  });

const loadSearch = (query = "") =>
  searchLoader({ request: pageRequest(`/center/hzvtc/search${query}`), params: {}, context: {} });

const nameOf = (id: number) => siteCategories.find((category) => category.id === id)?.name;

describe("college section pages", () => {
  const plain = SECTION_KEYS.filter((key) => key !== "feelings");

  it.each(plain)("%s asks the courses of its blocks and its root's categories, in one round", async (key) => {
    const section = SECTIONS[key];
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const { data } = await loadSection(key);
    stop();
    expect(upstream.sizes()).toEqual([section.blocks.length + 1]);
    expect(calls).toHaveLength(section.blocks.length + 1);
    expect(categoryLists(calls).map(queryOf)).toEqual([
      { root_id: String(section.rootId), school_code: "100028" },
    ]);
    const lists = courseLists(calls).map(queryOf);
    expect(lists.map((query) => Number(query.category_id)).sort((a, b) => a - b)).toEqual(
      section.blocks.map((block) => block.categoryId).sort((a, b) => a - b),
    );
    for (const block of section.blocks) {
      const query = lists.find((asked) => asked.category_id === String(block.categoryId));
      const size = block.layout.kind === "slider" ? 100 : block.layout.count;
      expect(query).toEqual({
        page: "1",
        size: String(size),
        category_id: String(block.categoryId),
        school_code: "100028",
      });
    }
    expect(data.key).toBe(key);
    expect(data.feelings).toBeNull();
    expect(data.bannerCourseId).toBe(section.bannerCourseId);
    expect(data.blocks.map((block) => block.categoryId)).toEqual(section.blocks.map((b) => b.categoryId));
    for (const block of data.blocks) {
      expect(block.name).toBe(nameOf(block.categoryId));
      expect(block.courses?.length).toBeGreaterThan(0);
      for (const course of block.courses ?? []) expect(course.key).toBe(key);
    }
  });

  it("culture fills its blocks: a slider its whole category (up to 100), a row its tile count", async () => {
    const { data } = await loadSection("culture");
    const byId = new Map(data.blocks.map((block) => [block.categoryId, block]));
    expect(byId.get(107)?.courses?.map((course) => course.id)).toEqual(
      siteCourses.filter((course) => course.category_id === 107).map((course) => String(course.id)),
    );
    expect(byId.get(109)?.courses).toHaveLength(2);
    expect(byId.get(118)?.courses).toHaveLength(3);
  });

  it("answers an unknown section with 404, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    for (const section of ["nonsense", "search", "detail", "Culture"]) {
      expect(await thrownBy(() => loadSection(section))).toMatchObject({ init: { status: 404 } });
    }
    stop();
    expect(calls).toEqual([]);
  });

  it("shows a failing block's fallback, the others, and stores nothing", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, ({ request }) =>
        new URL(request.url).searchParams.get("category_id") === "112"
          ? new HttpResponse("upstream down", { status: 502 })
          : undefined,
      ),
    );
    const { result, headers } = await served(pageRequest("/center/hzvtc/value"), () => loadSection("value"));
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(result.data.blocks.map((block) => block.courses === null)).toEqual([false, true, false]);
    expectPrivateCache(headers);
  });

  it("names the blocks after the section when the categories fail", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course/category`, () => fail("1500", "busy")));
    const page = pageRequest("/center/hzvtc/profession");
    const { result, headers } = await served(page, () => loadSection("profession"));
    expect(result.data.blocks.map((block) => block.name)).toEqual([null, null]);
    expect(result.data.blocks.every((block) => block.courses !== null)).toBe(true);
    expectPrivateCache(headers);
  });
});

describe("college feelings page", () => {
  async function feelings(query = "") {
    const { calls, stop } = recordCalls();
    const page = pageRequest(`/center/hzvtc/feelings${query}`);
    const { result, headers } = await served(page, () => loadSection("feelings", query));
    stop();
    const feelingsData = result.data.feelings;
    if (!feelingsData) throw new Error("no feelings blocks");
    return { calls, feelings: feelingsData, own: loaderHeaders(result.init), headers, result };
  }

  it("opens the first power tab (122) page 1 of 6, and beautiful China's first tab after its categories", async () => {
    const { calls, feelings: page, own, headers } = await feelings();
    expect(calls.map((url) => url.pathname + url.search)).toEqual([
      "/api/sz/school/course?page=1&size=6&category_id=122&school_code=100028",
      "/api/sz/school/course/category?root_id=194&school_code=100028",
      "/api/sz/school/course?page=1&size=12&category_id=128&school_code=100028",
    ]);
    expect(page.power).toMatchObject({ tab: 122, page: 1, total: 7 });
    expect(page.power.courses).toHaveLength(6);
    expect(page.china.tab).toBe(128);
    expect(page.china.tabs).toEqual([
      { id: 128, name: "绿水青山" },
      { id: 129, name: "生态文明" },
      { id: 130, name: "美丽乡村" },
      { id: 131, name: "绿色低碳" },
    ]);
    expect(page.china.courses?.every((course) => course.key === "feelings")).toBe(true);
    expect(own.get("cache-control")).toBeNull();
    expectPublicCache(headers);
  });

  it("pages another power tab", async () => {
    const { calls, feelings: page } = await feelings("?power=123&powerPage=2");
    expect(queryOf(courseLists(calls)[0])).toEqual({
      page: "2",
      size: "6",
      category_id: "123",
      school_code: "100028",
    });
    expect(page.power).toMatchObject({ tab: 123, page: 2, total: 10 });
    expect(page.power.courses).toHaveLength(4);
  });

  it.each(["?power=999", "?power=128", "?power=abc", "?power=-123"])(
    "falls back to the first power tab for %s",
    async (query) => {
      const { calls, feelings: page } = await feelings(query);
      expect(queryOf(courseLists(calls)[0])).toMatchObject({ category_id: "122", page: "1" });
      expect(page.power.tab).toBe(122);
    },
  );

  it("asks a chosen beautiful-China tab at once with the rest", async () => {
    const upstream = upstreamRounds();
    const { calls, feelings: page } = await feelings("?china=130");
    expect(upstream.sizes()).toEqual([3]);
    expect(calls).toHaveLength(3);
    expect(courseLists(calls).map(queryOf)).toContainEqual({
      page: "1",
      size: "12",
      category_id: "130",
      school_code: "100028",
    });
    expect(page.china.tab).toBe(130);
    expect(page.china.courses?.length).toBeGreaterThan(0);
  });

  it("falls back to the first tab for a beautiful-China tab that is not one", async () => {
    const { calls, feelings: page } = await feelings("?china=122");
    expect(page.china.tab).toBe(128);
    expect(courseLists(calls).at(-1)?.searchParams.get("category_id")).toBe("128");
    expect(page.china.courses?.length).toBeGreaterThan(0);
  });

  it("keeps the page when a list fails, and stores nothing", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course/category`, () => fail("1500", "busy")));
    const { feelings: page, headers, calls } = await feelings();
    expect(page.china).toEqual({ tab: null, tabs: [], courses: null });
    expect(page.power.courses).toHaveLength(6);
    expect(courseLists(calls)).toHaveLength(1);
    expectPrivateCache(headers);
  });
});

describe("college search", () => {
  it("sends the keyword as q, 16 a page, and keys every result by its category path", async () => {
    const { calls, stop } = recordCalls();
    const { data, init } = await loadSearch("?keywords=%E7%BB%B8%E4%BC%9E");
    stop();
    expect(calls.map(queryOf)).toEqual([{ page: "1", size: "16", q: "绸伞", school_code: "100028" }]);
    expect(data.keywords).toBe("绸伞");
    expect(data.results).toEqual({
      total: 1,
      items: [
        {
          id: "28001",
          name: "西湖绸伞制作技艺",
          photo: "https://cdn.example.edu/hzvtc/28001.svg",
          art: "",
          key: "culture",
        },
      ],
    });
    expect(init?.headers).toBeUndefined();
  });

  it("pages a keyword's results across sections", async () => {
    const { calls, stop } = recordCalls();
    const { data } = await loadSearch("?keywords=%E4%B8%93%E9%A2%98&page=2");
    stop();
    expect(calls.map(queryOf)).toEqual([{ page: "2", size: "16", q: "专题", school_code: "100028" }]);
    const matching = siteCourses.filter((course) => course.name.includes("专题"));
    expect(data.page).toBe(2);
    expect(data.results?.total).toBe(matching.length);
    expect(data.results?.items.map((item) => item.id)).toEqual(
      matching.slice(16, 32).map((course) => String(course.id)),
    );
    for (const item of data.results?.items ?? []) {
      const course = siteCourses.find((c) => String(c.id) === item.id);
      expect(item.key).toBe(sectionKeyOf(course?.category_name));
    }
    const keys = new Set((data.results?.items ?? []).map((item) => item.key));
    expect(keys.size).toBeGreaterThan(1);
  });

  it.each(["", "?keywords=", "?keywords=%20%20"])(
    "lists everything without a keyword (%s)",
    async (query) => {
      const { calls, stop } = recordCalls();
      const { data } = await loadSearch(query);
      stop();
      expect(calls.map(queryOf)).toEqual([{ page: "1", size: "16", school_code: "100028" }]);
      expect(data.results?.total).toBe(siteCourses.length);
      expect(data.results?.items).toHaveLength(16);
    },
  );

  it("gives a result whose path names no section no key", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, () =>
        HttpResponse.json({
          code: "0000",
          message: "",
          data: {
            items: [
              { id: 1, name: "A", category_name: "其他/杂项" },
              { id: 2, name: "B", category_name: "家国情怀/美丽中国/绿水青山" },
            ],
            total: 2,
          },
        }),
      ),
    );
    const { data } = await loadSearch("?keywords=x");
    expect(data.results?.items.map((item) => item.key)).toEqual([null, "feelings" satisfies SectionKey]);
  });

  it("shows the fallback and stores nothing when the search fails", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course`, () => fail("1500", "busy")));
    const search = pageRequest("/center/hzvtc/search?keywords=abc");
    const { result, headers } = await served(search, () => loadSearch("?keywords=abc"));
    expect(result.data.results).toBeNull();
    expect(result.data.keywords).toBe("abc");
    expectPrivateCache(headers);
  });
});
