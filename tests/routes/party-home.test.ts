import { http } from "msw";
import { describe, expect, it } from "vitest";

import { PARTY_CHIP_LIMIT, PARTY_HOME_ORDER } from "~/domain/party-site";
import { PARTY_PROJECTS } from "~/domain/party-projects";
import { loader as homeLoader } from "~/routes/_party.center.$school.custom.party";
import { loader as schoolPathLoader } from "~/routes/_party.center.$school.custom.party_.$";
import { loader as schoolLessHomeLoader } from "~/routes/_party.center.custom.party._index";

import { fail } from "../mocks/envelope";
import { partyCategories, partyCourses } from "../mocks/learning/party-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, redirectOf, useBuiltServer } from "./helpers";
import {
  categoryLists,
  courseLists,
  expectNoStore,
  expectPrivateCache,
  expectPublicCache,
  upstreamRounds,
  PARTY_SESSION,
  queryOf,
  recordCalls,
  loaderHeaders,
  served,
  thrownBy,
} from "./public-site-helpers";

// The party-building site's home (public-sites §2.4): its calls in one round, the tenant rule, cache headers.
useMockUpstream();

const LEARNING = "http://learning.test";

const loadHome = (school: string, init: { cookie?: string } = {}) =>
  homeLoader({
    request: pageRequest(`/center/${school}/custom/party`, init),
    params: { school },
    context: {},
  });

const childrenOf = (root: number) =>
  partyCategories.filter((category) => category.parent === root).map(({ id, name }) => ({ id, name }));

const coursesUnder = (root: number) => partyCourses.filter((course) => course.root_id === root);

describe("party home loader", () => {
  it("sends another school to its own 404 page (the tenant rule)", async () => {
    for (const school of ["100001", "100028"]) {
      const response = await redirectOf(() => loadHome(school));
      expect(response).toHaveRedirect(`/center/${school}/Page404`);
    }
  });

  it("asks the six sections' chips (5), courses (home sizes) and the local blocks' counts in one round of 18 calls", async () => {
    const upstream = upstreamRounds((url) => url.pathname.startsWith("/api/sz/school/"));
    const { calls, stop } = recordCalls();
    const result = await loadHome("100004");
    stop();
    // All eighteen went in one round: none waited for another's answer.
    expect(upstream.sizes()).toEqual([18]);
    expect(calls).toHaveLength(18);

    // Decision 027 (chips): one course of each local block (234–239), so that no chip leads to a left-out section.
    const counts = courseLists(calls)
      .map(queryOf)
      .filter((query) => query.size === "1");
    expect(counts.map((query) => Number(query.category_id)).sort()).toEqual([234, 235, 236, 237, 238, 239]);
    const lists = courseLists(calls)
      .map(queryOf)
      .filter((query) => query.size !== "1");
    expect(lists).toHaveLength(6);
    // Each section's root with its home size (§2.4, §9): join 207 up to 100, edu 211 8, new 222 1 + 4, learn 225
    // 1 + 6, example 230 3, local 233 8.
    expect(new Set(lists.map((query) => `${query.category_id}:${query.size}`))).toEqual(
      new Set(["207:100", "211:8", "222:5", "225:7", "230:3", "233:8"]),
    );
    // join up to 100, edu 8, new 1 + 4, learn 1 + 6, example 3, local 8.
    expect(lists.map((query) => Number(query.size)).sort((a, b) => a - b)).toEqual([3, 5, 7, 8, 8, 100]);
    for (const query of lists) expect(query).toMatchObject({ page: "1", school_code: "100004" });

    const categories = categoryLists(calls).map(queryOf);
    expect(categories.map((query) => Number(query.root_id)).sort((a, b) => a - b)).toEqual([
      207, 211, 222, 225, 230, 233,
    ]);
    for (const query of categories)
      expect(query).toEqual({
        root_id: query.root_id,
        school_code: "100004",
        size: String(PARTY_CHIP_LIMIT),
      });

    expect(result.init?.headers).toBeUndefined();
    // The home's order (§2.4): join, edu, new, learn, example, local.
    expect(result.data.sections.map((section) => section.key)).toEqual([
      "join",
      "edu",
      "new",
      "learn",
      "example",
      "local",
    ]);
  });

  it("gives every section at most 5 chips and its courses", async () => {
    const { data } = await loadHome("100004");
    const edu = data.sections.find((section) => section.key === "edu");
    expect(edu?.chips).toEqual(childrenOf(211).slice(0, 5));
    expect(edu?.courses).toHaveLength(8);
    for (const section of data.sections) {
      expect(section.chips.length).toBeGreaterThan(0);
      expect(section.chips.length).toBeLessThanOrEqual(PARTY_CHIP_LIMIT);
      expect(section.failed).toBe(false);
    }
    const join = data.sections.find((section) => section.key === "join");
    expect(join?.courses).toHaveLength(coursesUnder(207).length);
    const first = coursesUnder(207)[0];
    expect(join?.courses?.[0]).toEqual({
      id: String(first?.id),
      name: first?.name,
      photo: first?.photo,
      art: "",
    });
    const sizes = Object.fromEntries(data.sections.map((section) => [section.key, section.courses?.length]));
    expect(sizes).toMatchObject({ edu: 8, new: 5, learn: 7, example: 3, local: 8 });
  });

  it("gives a failing section no courses, the others theirs, and the page no-store", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course`, ({ request }) =>
        new URL(request.url).searchParams.get("category_id") === "225"
          ? fail("1500", "service busy")
          : undefined,
      ),
    );
    const home = pageRequest("/center/100004/custom/party");
    const { result, headers } = await served(home, () => loadHome("100004"));
    const learn = result.data.sections.find((section) => section.key === "learn");
    expect(learn?.courses).toBeNull();
    expect(learn?.chips).toEqual(childrenOf(225).slice(0, 5));
    expect(result.data.sections.filter((section) => section.courses === null)).toHaveLength(1);

    // The loader says nothing of caching: the portal's one rule keeps the page from every cache, for a visitor too.
    expect(loaderHeaders(result.init).get("cache-control")).toBeNull();
    expectPrivateCache(headers);
  });

  it("gives a section whose chips fail no chips, still its courses, and no-store", async () => {
    server.use(
      http.get(`${LEARNING}/api/sz/school/course/category`, ({ request }) =>
        new URL(request.url).searchParams.get("root_id") === "233" ? fail("1500", "service busy") : undefined,
      ),
    );
    const home = pageRequest("/center/100004/custom/party");
    const { result, headers } = await served(home, () => loadHome("100004"));
    const local = result.data.sections.find((section) => section.key === "local");
    expect(local?.chips).toEqual([]);
    expect(local?.courses).toHaveLength(8);
    expectPrivateCache(headers);
  });

  it("is public for a visitor and private for a session", async () => {
    const home = "/center/100004/custom/party";
    const anonymous = (await served(pageRequest(home), () => loadHome("100004"))).headers;
    expectPublicCache(anonymous);
    expect(anonymous.get("vary")).toBe("Cookie, Accept-Language");

    const session = pageRequest(home, { cookie: PARTY_SESSION });
    const { headers } = await served(session, () => loadHome("100004", { cookie: PARTY_SESSION }));
    expectPrivateCache(headers);
  });
});

describe("school-coded party paths", () => {
  const load = (path: string) => {
    const [, school = "", rest = ""] = /^\/center\/([^/]+)\/custom\/party\/([^?]*)/.exec(path) ?? [];
    return schoolPathLoader({ request: pageRequest(path), params: { school, "*": rest }, context: {} });
  };

  it("send another school to its 404 page, whatever the page", async () => {
    expect(await redirectOf(() => load("/center/100001/custom/party/list/new"))).toHaveRedirect(
      "/center/100001/Page404",
    );
    expect(await redirectOf(() => load("/center/100028/custom/party/nonsense"))).toHaveRedirect(
      "/center/100028/Page404",
    );
  });

  it("move the party school's list, search, detail and project paths to the school-less pages, for good", async () => {
    expect(await redirectOf(() => load("/center/100004/custom/party/list/edu?id=215"))).toHaveRedirect(
      "/center/custom/party/list/edu?id=215",
      301,
    );
    expect(await redirectOf(() => load("/center/100004/custom/party/project?index=1"))).toHaveRedirect(
      "/center/custom/party/project?index=1",
      301,
    );
  });

  it("the school-less base /center/custom/party is the party home, for good", async () => {
    expect(schoolLessHomeLoader()).toHaveRedirect("/center/100004/custom/party", 301);
  });

  it("answer anything else of the party school with 404", async () => {
    for (const path of [
      "/center/100004/custom/party/nonsense",
      "/center/100004/custom/party/list/nonsense",
      "/center/100004/custom/party/list/new/more",
    ]) {
      expect(await thrownBy(() => load(path)), path).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("party home document", () => {
  const handle = useBuiltServer();

  it("shows the projects and the six sections in order, cacheable for a visitor", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party"));
    expect(response.status).toBe(200);
    expectPublicCache(response);
    const html = await response.text();
    const at = PARTY_HOME_ORDER.map((key) => html.indexOf(`<h2 id="home-${key}"`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const project of PARTY_PROJECTS) {
      expect(html).toContain(`href="/center/custom/party/project?index=${project.index}"`);
      expect(html).toContain(project.cover.src);
    }
    // A chip leads to its block's anchor (decision 044).
    expect(html).toContain('href="/center/custom/party/list/edu#block-212"');
    expect(html).toContain('href="/center/custom/party/list/local"');
    expect(html).toMatch(/href="\/center\/custom\/party\/detail\?id=\d+&amp;key=local" target="_blank"/);
    expect(html).toContain('href="/center/100004/user/myClass" target="_blank"');
    expect(html).not.toContain('class="site-header"');
  });

  it("is private with a session", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party", { cookie: PARTY_SESSION }));
    expect(response.status).toBe(200);
    expectPrivateCache(response);
  });

  it("sends another school to its 404 page, which answers 404", async () => {
    const response = await handle(pageRequest("/center/100001/custom/party"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/center/100001/Page404");
    const page = await handle(pageRequest("/center/100001/Page404"));
    expect(page.status).toBe(404);
    expectNoStore(page);
  });

  it("answers an unknown party path of the party school with the site's 404 page", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party/nonsense"));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('class="public-header"');
    expect(html).toContain('href="/center/100004/custom/party"');
  });
});
