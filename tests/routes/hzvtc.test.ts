import { http } from "msw";
import { describe, expect, it } from "vitest";

import { SECTIONS } from "~/domain/hzvtc-site";
import { SECTION_KEYS } from "~/domain/hzvtc-keys";
import { loader as homeLoader } from "~/routes/_hzvtc.center.$school.hzvtc";
import { loader as schoolCodedLoader } from "~/routes/_hzvtc.center.$school.hzvtc_.$";
import { applyCacheHeaders, PUBLIC_CACHE } from "~/utils/headers.server";

import { fail, ok } from "../mocks/envelope";
import { siteCategories, siteCourses } from "../mocks/learning/resource-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, redirectOf, useBuiltServer } from "./helpers";
import {
  categoryLists,
  COLLEGE_SESSION,
  courseLists,
  expectNoStore,
  expectPrivateCache,
  expectPublicCache,
  upstreamRounds,
  queryOf,
  recordCalls,
  loaderHeaders,
  served,
  thrownBy,
} from "./public-site-helpers";

// The vocational college's public site (public-sites §2.2): its home, the school-coded paths, cache headers.
useMockUpstream();

const LEARNING = "http://learning.test";

const loadHome = (school: string, init: { cookie?: string } = {}) =>
  homeLoader({ request: pageRequest(`/center/${school}/hzvtc`, init), params: { school }, context: {} });

const childrenOf = (root: number) =>
  siteCategories.filter((category) => category.parent === root).map(({ id, name }) => ({ id, name }));

describe("college home loader", () => {
  it("sends another school's hzvtc home to the college's", async () => {
    const response = await redirectOf(() => loadHome("100001"));
    expect(response).toHaveRedirect("/center/100028/hzvtc");
  });

  it("asks the six blocks' categories and courses in one round, with the home sizes and the roots", async () => {
    const upstream = upstreamRounds((url) => url.pathname.startsWith("/api/sz/school/"));
    const { calls, stop } = recordCalls();
    const result = await loadHome("100028");
    stop();
    expect(upstream.sizes()).toEqual([12]);
    expect(calls).toHaveLength(12);

    const lists = courseLists(calls).map(queryOf);
    expect(lists).toHaveLength(6);
    expect(new Set(lists.map((query) => `${query.category_id}:${query.size}`))).toEqual(
      new Set(SECTION_KEYS.map((key) => `${SECTIONS[key].rootId}:${SECTIONS[key].home.size}`)),
    );
    expect(lists.map((query) => query.size).sort((a, b) => Number(a) - Number(b))).toEqual([
      "1",
      "4",
      "5",
      "8",
      "12",
      "100",
    ]);
    for (const query of lists) expect(query).toMatchObject({ page: "1", school_code: "100028" });
    const categories = categoryLists(calls).map(queryOf);
    expect(categories.map((query) => Number(query.root_id)).sort((a, b) => a - b)).toEqual([
      106, 110, 121, 136, 152, 195,
    ]);
    for (const query of categories) expect(query).toEqual({ root_id: query.root_id, school_code: "100028" });

    expect(result.init?.headers).toBeUndefined();
    expect(result.data.blocks.map((block) => block.key)).toEqual([...SECTION_KEYS]);
  });

  it("gives every block its chips and tiles, the tile's key read from the course's category path", async () => {
    const { data } = await loadHome("100028");
    const culture = data.blocks.find((block) => block.key === "culture");
    expect(culture?.chips).toEqual(childrenOf(106));
    expect(culture?.courses).toHaveLength(12);
    expect(culture?.courses?.[0]).toEqual({
      id: "28001",
      name: "西湖绸伞制作技艺",
      photo: "https://cdn.example.edu/hzvtc/28001.svg",
      art: "",
      key: "culture",
    });
    const feelings = data.blocks.find((block) => block.key === "feelings");
    expect(feelings?.chips).toEqual([
      { id: 193, name: "强国建设" },
      { id: 194, name: "美丽中国" },
    ]);
    expect(feelings?.courses).toHaveLength(5);
    // profession asks up to 100: all of its courses.
    const profession = data.blocks.find((block) => block.key === "profession");
    expect(profession?.courses).toHaveLength(siteCourses.filter((c) => c.root_id === 136).length);
    expect(data.blocks.find((block) => block.key === "vita")?.courses).toHaveLength(1);
    for (const block of data.blocks) {
      for (const course of block.courses ?? []) expect(course.key).toBe(block.key);
      expect(block.failed).toBe(false);
    }
  });

  it("takes the key from the path, not from the block it is shown in; an unknown path has none", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, ({ request }) => {
        if (new URL(request.url).searchParams.get("category_id") !== "106") return undefined;
        return ok({
          items: [
            { id: 28100, name: "Shared", photo: "", category_name: "价值引领/思政微课" },
            { id: 28101, name: "Loose", photo: "", category_name: "其他" },
          ],
          total: 2,
          page_num: 1,
        });
      }),
    );
    const { data } = await loadHome("100028");
    const culture = data.blocks.find((block) => block.key === "culture");
    expect(culture?.courses?.map((course) => course.key)).toEqual(["value", null]);
  });

  it("gives a failing block no courses and the page Cache-Control: no-store", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, ({ request }) =>
        new URL(request.url).searchParams.get("category_id") === "110"
          ? fail("1500", "service busy")
          : undefined,
      ),
    );
    const home = pageRequest("/center/100028/hzvtc");
    const { result, headers } = await served(home, () => loadHome("100028"));
    const value = result.data.blocks.find((block) => block.key === "value");
    expect(value?.courses).toBeNull();
    expect(value?.chips).toEqual(childrenOf(110));
    expect(result.data.blocks.filter((block) => block.courses === null)).toHaveLength(1);

    // The loader says nothing of caching: the portal's one rule keeps the page from every cache, for a visitor too.
    expect(loaderHeaders(result.init).get("cache-control")).toBeNull();
    expectPrivateCache(headers);
  });

  it("gives a block whose categories fail no chips, still its courses, and no-store", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course/category`, ({ request }) =>
        new URL(request.url).searchParams.get("root_id") === "152" ? fail("1500", "service busy") : undefined,
      ),
    );
    const { result, headers } = await served(pageRequest("/center/100028/hzvtc"), () => loadHome("100028"));
    const vita = result.data.blocks.find((block) => block.key === "vita");
    expect(vita?.chips).toEqual([]);
    expect(vita?.courses).toHaveLength(1);
    expectPrivateCache(headers);
  });
});

describe("school-coded college paths", () => {
  const load = (path: string) => {
    const [, school = "", rest = ""] = /^\/center\/([^/]+)\/hzvtc\/([^?]*)/.exec(path) ?? [];
    return schoolCodedLoader({ request: pageRequest(path), params: { school, "*": rest }, context: {} });
  };

  it("move a section, search or detail to the school-less path with its query, for good", async () => {
    const response = await redirectOf(() => load("/center/100028/hzvtc/culture?id=108"));
    expect(response).toHaveRedirect("/center/hzvtc/culture?id=108", 301);
    const detail = await redirectOf(() => load("/center/100028/hzvtc/detail?id=28001&key=culture"));
    expect(detail).toHaveRedirect("/center/hzvtc/detail?id=28001&key=culture", 301);
    const search = await redirectOf(() => load("/center/100001/hzvtc/search?keywords=x"));
    expect(search).toHaveRedirect("/center/hzvtc/search?keywords=x", 301);
  });

  it("answer anything else with 404", async () => {
    expect(await thrownBy(() => load("/center/100028/hzvtc/nonsense"))).toMatchObject({
      init: { status: 404 },
    });
    expect(await thrownBy(() => load("/center/100028/hzvtc/culture/more"))).toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("college page cache headers", () => {
  it("are public for a visitor, private with a session, never stored on a failure", () => {
    const anonymous = new Headers();
    applyCacheHeaders(pageRequest("/center/hzvtc/culture"), anonymous, 200);
    expectPublicCache(anonymous);
    expect(PUBLIC_CACHE).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(anonymous.get("vary")).toBe("Cookie, Accept-Language");

    const withSession = new Headers();
    applyCacheHeaders(pageRequest("/center/hzvtc/culture", { cookie: COLLEGE_SESSION }), withSession, 200);
    expectPrivateCache(withSession);

    const failed = new Headers();
    applyCacheHeaders(pageRequest("/center/hzvtc/culture"), failed, 503);
    expectNoStore(failed);
  });
});

describe("college home document", () => {
  const handle = useBuiltServer();

  it("shows the six blocks under the college's own header, without the portal's", async () => {
    const response = await handle(pageRequest("/center/100028/hzvtc"));
    expect(response.status).toBe(200);
    expectPublicCache(response);
    const html = await response.text();
    for (const [key, title] of [
      ["culture", "文化传承"],
      ["value", "价值引领"],
      ["feelings", "家国情怀"],
      ["profession", "职业精神"],
      ["feature", "特色育人"],
      ["vita", "青春风采"],
    ]) {
      expect(html).toMatch(new RegExp(`<h2 id="home-${key}"[^>]*>${title}</h2>`));
    }
    expect(html).not.toContain('class="site-header"');
    expect(html).toContain('href="/center/hzvtc/detail?id=28001&amp;key=culture"');
  });

  it.each(["culture", "value", "feelings", "profession", "feature", "vita"])(
    "renders the %s section page for a visitor",
    async (key) => {
      const response = await handle(pageRequest(`/center/hzvtc/${key}`));
      expect(response.status).toBe(200);
      expectPublicCache(response);
      const html = await response.text();
      expect(html).not.toContain('class="site-header"');
      for (const block of SECTIONS[key as keyof typeof SECTIONS].blocks)
        expect(html).toContain(`id="block-${block.categoryId}"`);
    },
  );

  it("renders the search and the detail, private with a session", async () => {
    const search = await handle(pageRequest("/center/hzvtc/search?keywords=%E7%BB%B8%E4%BC%9E"));
    expect(search.status).toBe(200);
    expect(await search.text()).toContain("西湖绸伞制作技艺");

    // A browser that already keeps this detail for §2.3's reload gets a cacheable page; a new one is told to
    // keep it (a Set-Cookie: private, decision 027).
    const first = await handle(pageRequest("/center/hzvtc/detail?id=28001&key=culture"));
    expect(first.headers.get("cache-control")).toMatch(/^private/);
    const detail = await handle(
      pageRequest("/center/hzvtc/detail?id=28001&key=culture", { cookie: "hzvtc_detail=28001%3Aculture" }),
    );
    expect(detail.status).toBe(200);
    expectPublicCache(detail);
    const html = await detail.text();
    expect(html).toContain("西湖绸伞制作技艺");
    expect(html).not.toContain("alert(1)");

    const withSession = await handle(
      pageRequest("/center/hzvtc/detail?id=28003&key=culture", { cookie: COLLEGE_SESSION }),
    );
    expect(withSession.status).toBe(200);
    expectPrivateCache(withSession);

    const empty = await handle(pageRequest("/center/hzvtc/detail?id=28002&key=culture"));
    expect(await empty.text()).toContain("课程建设中，敬请期待");

    const unknown = await handle(pageRequest("/center/hzvtc/detail?id=28199"));
    expect(unknown.status).toBe(404);
    expectNoStore(unknown);
    // The college's own 404 page, in its frame, leading back to its home.
    const unknownPage = await unknown.text();
    expect(unknownPage).toContain("<title>页面不存在 - ");
    expect(unknownPage).toContain('class="public-header"');
    expect(unknownPage).toContain('href="/center/100028/hzvtc"');

    // An unknown school-coded path is that page too, with the page headers (not a resource route's JSON).
    const coded = await handle(pageRequest("/center/100028/hzvtc/nonsense"));
    expect(coded.status).toBe(404);
    expect(coded.headers.get("content-type")).toMatch(/^text\/html/);
    expectNoStore(coded);
    expect(coded.headers.get("content-security-policy")).toBeTruthy();
    expect(await coded.text()).toContain('class="public-header"');
  });
});
