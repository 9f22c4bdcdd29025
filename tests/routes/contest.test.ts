import { afterEach, describe, expect, it, vi } from "vitest";

import { CONTEST_CONTENT } from "~/domain/contest-content";
import { loader as contestLoader } from "~/routes/center.$school.custom.clnyy/route";
import { PUBLIC_CACHE } from "~/utils/headers.server";

import { fail } from "../mocks/envelope";
import { CONTEST_BANNED_COURSE } from "../mocks/learning/contest-site";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, redirectOf } from "./helpers";
import {
  categoryLists,
  courseLists,
  upstreamRounds,
  queryOf,
  recordCalls,
  served,
} from "./public-site-helpers";
import { http } from "msw";

// The science-contest page (public-sites §2.6): its calls in one round, the tenant rule, the stage by the
// server's date, the sanitized news, the study ban and the cache headers.
useMockUpstream();

const SESSION = "api_token=valid-token";
const PATH = "/center/100044/custom/clnyy";

const load = (school: string, query = "", init: { cookie?: string } = {}) =>
  contestLoader({
    request: pageRequest(`/center/${school}/custom/clnyy${query}`, init),
    params: { school },
    context: {},
  });

/** The page as the portal's server answers it: the loader's result and the headers it sends. */
const visit = (init: { cookie?: string } = {}) =>
  served(pageRequest(PATH, init), () => load("100044", "", init));

const newsCalls = (calls: URL[]) => calls.filter((url) => url.pathname === "/api/site/news");

afterEach(() => {
  vi.useRealTimers();
});

describe("contest page loader", () => {
  it("sends another school to its own 404 page", async () => {
    for (const school of ["100001", "100004"]) {
      const response = await redirectOf(() => load(school));
      expect(response).toHaveRedirect(`/center/${school}/Page404`);
    }
  });

  it("asks categories, courses and news in one round of 3 calls", async () => {
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const result = await load("100044");
    stop();
    expect(upstream.sizes()).toEqual([3]);
    expect(calls).toHaveLength(3);
    expect(categoryLists(calls).map(queryOf)).toEqual([{ root_id: "363", school_code: "100044" }]);
    expect(courseLists(calls).map(queryOf)).toEqual([
      {
        page: "1",
        size: "8",
        category_id: "363",
        school_code: "100044",
        class_name: CONTEST_CONTENT.className,
      },
    ]);
    const news = newsCalls(calls);
    expect(news.map((url) => url.origin)).toEqual(["http://media.test"]);
    expect(news.map(queryOf)).toEqual([{ type: "notice", page: "1", size: "10" }]);
    expect(result.data.categoryRows[0]?.categories?.map((c) => c.name)).toEqual([
      "作物科学",
      "畜牧养殖",
      "食品与营养",
      "智慧农业",
    ]);
    expect(result.data.courses).toHaveLength(6);
    expect(result.data.studyBan).toBe(false);
  });

  it("loads the cascade's rows and the chosen category's courses in one round of 5 calls", async () => {
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const result = await load("100044", "?oneCateId=3634&twoCateId=3646&news=report&page=1");
    stop();
    expect(upstream.sizes()).toEqual([5]);
    expect(categoryLists(calls).map((url) => url.searchParams.get("root_id"))).toEqual([
      "363",
      "3634",
      "3646",
    ]);
    expect(courseLists(calls).map((url) => url.searchParams.get("category_id"))).toEqual(["3646"]);
    expect(newsCalls(calls).map((url) => url.searchParams.get("type"))).toEqual(["report"]);
    expect(result.data.categoryRows.map((row) => row.categories?.map((c) => c.id) ?? null)).toEqual([
      ["3631", "3632", "3633", "3634"],
      ["3645", "3646"],
      [],
    ]);
    expect(result.data.newsTab).toBe("report");
  });

  it("makes the page's query links from the request's URL, keeping its query but not single fetch's _routes", async () => {
    const { data } = await load("100044", "?news=report&item=7&past=1&_routes=root");
    expect(data.links.stages.map(({ to }) => to)).toEqual(
      [1, 2, 3, 4].map((stage) => `${PATH}?news=report&item=7&past=1&stage=${stage}#schedule`),
    );
    expect(data.links.newsTabs).toEqual([
      { tab: "notice", to: `${PATH}?past=1#news` },
      { tab: "report", to: `${PATH}?news=report&past=1#news` },
    ]);
    expect(data.news?.length).toBeGreaterThan(0);
    expect(data.news?.map(({ id, to }) => [id, to])).toEqual(
      data.news?.map(({ id }) => [id, `${PATH}?news=report&item=${id}&past=1#news`]),
    );
    expect(data.links.past).toEqual(
      CONTEST_CONTENT.past.map(({ name }, index) => ({
        label: name,
        to: `${PATH}?news=report&item=7&past=${index}#past`,
      })),
    );
  });

  it("renders today's stage by the server's date (China's calendar); ?stage= shows another", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2024-07-09T02:00:00Z"));
    expect((await load("100044")).data).toMatchObject({ stage: 2, todayStage: 2 });
    expect((await load("100044", "?stage=3")).data).toMatchObject({ stage: 3, todayStage: 2 });
    expect((await load("100044", "?stage=9")).data).toMatchObject({ stage: 2 });
    vi.setSystemTime(new Date("2024-06-09T15:59:00Z"));
    expect((await load("100044")).data.todayStage).toBe(1);
    vi.setSystemTime(new Date("2025-07-09T02:00:00Z"));
    expect((await load("100044")).data.todayStage).toBe(4);
  });

  it("sanitizes the news HTML on the server", async () => {
    const result = await load("100044", "?item=902");
    const html = result.data.openedNews?.html ?? "";
    expect(result.data.openedNews?.name).toBe("大赛报名须知");
    expect(html).toContain('alt="农场"');
    expect(html).not.toMatch(/<script|onerror|javascript:|alert/i);
  });

  it("opens the first news item by default, and an unknown item falls back to it", async () => {
    expect((await load("100044")).data.openedNews?.id).toBe("901");
    expect((await load("100044", "?item=999")).data.openedNews?.id).toBe("901");
  });

  it("sets the study ban when the first course's enrolment is disabled (status 3), only with a session", async () => {
    const query = "?oneCateId=3634&twoCateId=3646";
    const learner = await load("100044", query, { cookie: SESSION });
    expect(learner.data.courses?.[0]?.id).toBe(String(CONTEST_BANNED_COURSE));
    expect(learner.data.studyBan).toBe(true);
    expect((await load("100044", query)).data.studyBan).toBe(false);
    expect((await load("100044", "?oneCateId=3645", { cookie: SESSION })).data.studyBan).toBe(false);
  });

  it("keeps the page when the news fails, says so, and is not cached", async () => {
    server.use(http.get("http://media.test/api/site/news", () => fail("1500", "busy")));
    const { result, headers } = await visit();
    expect(result.data.news).toBeNull();
    expect(result.data.courses).not.toBeNull();
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("is public for a visitor and private for a session", async () => {
    const anonymous = (await visit()).headers;
    expect(anonymous.get("cache-control")).toBe(PUBLIC_CACHE);
    const withSession = (await visit({ cookie: SESSION })).headers;
    expect(withSession.get("cache-control")).toBe("private, no-store");
  });
});
