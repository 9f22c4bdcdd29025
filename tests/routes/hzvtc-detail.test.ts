import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SECTIONS } from "~/domain/hzvtc-site";
import { action, loader } from "~/routes/_hzvtc.center.hzvtc.detail/route";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import { resetSiteReviews, siteReviewStore } from "../mocks/learning/resource-site";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, loginRedirect, pageRequest, redirectOf, toastOf } from "./helpers";
import {
  COLLEGE_SESSION,
  courseLists,
  expectPrivateCache,
  upstreamRounds,
  queryOf,
  recordCalls,
  served,
  thrownBy,
  publicPageCallers,
  type ReviewReply,
} from "./public-site-helpers";

// The college site's course detail and its review form (public-sites §2.3, §4.3, §5, §6).
useMockUpstream();
beforeEach(() => resetSiteReviews());

const LEARNING = "http://learning.test";

const { load, post } = publicPageCallers("/center/hzvtc/detail", { loader, action });

describe("college course detail loader", () => {
  it("answers 404 to an id that is not one, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    for (const query of ["", "?id=", "?id=abc", "?id=28001x", "?id=-1", "?id=1234567890123"]) {
      expect(await thrownBy(() => load(query))).toMatchObject({ init: { status: 404 } });
    }
    stop();
    expect(calls).toEqual([]);
  });

  it("answers 404 to a course the service does not know (2004)", async () => {
    expect(await thrownBy(() => load("?id=28199&key=culture"))).toMatchObject({ init: { status: 404 } });
  });

  it("asks detail, materials, reviews, recommendations and the learn check in one round", async () => {
    // 0.99: the last sub-category of the section.
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const { data, init } = await load("?id=28001&key=culture&mpage=2&page=3", { cookie: COLLEGE_SESSION });
    stop();
    expect(upstream.sizes()).toEqual([5]);
    expect(calls.map((url) => url.pathname + url.search).sort()).toEqual(
      [
        "/api/course/course/28001",
        "/api/sz/school/course/list?school_code=100028&course_id=28001&page=2&size=16",
        "/api/course/comment?course_id=28001&page=3&size=10",
        "/api/sz/school/course?page=1&size=3&category_id=118&school_code=100028",
        "/api/course/28001/chapter?action=learn",
      ].sort(),
    );
    expect(data.courseId).toBe("28001");
    expect(data.key).toBe("culture");
    expect(data.course).toEqual({
      name: "西湖绸伞制作技艺",
      photo: "https://cdn.example.edu/hzvtc/28001.svg",
      art: "",
      category_name: "文化传承/非遗技艺",
      total_time: "00:45:00",
    });
    expect(data.materials).toMatchObject({ page: 2, total: 20 });
    expect(data.materials?.items).toHaveLength(4);
    expect(data.reviews).toMatchObject({ page: 3, total: 25 });
    expect(data.reviews?.items).toHaveLength(5);
    expect(data.studyBan).toBe(false);
    // Nothing degraded (no no-store); the one header is the last detail kept for §2.3's reload (decision 027).
    expect(new Headers(init?.headers).get("cache-control")).toBeNull();
  });

  it("picks the recommendations from a sub-category of the key's section, never the course itself", async () => {
    for (const [key, random] of [
      ["value", 0],
      ["feelings", 0.6],
      ["vita", 0.3],
    ] as const) {
      vi.spyOn(Math, "random").mockReturnValue(random);
      const { calls, stop } = recordCalls();
      const { data } = await load(`?id=28010&key=${key}`);
      stop();
      const [asked] = courseLists(calls).map(queryOf);
      const subCategories = SECTIONS[key].subCategoryIds;
      expect(asked).toEqual({
        page: "1",
        size: "3",
        category_id: String(subCategories[Math.floor(random * subCategories.length)]),
        school_code: "100028",
      });
      expect(data.recommended).toHaveLength(2);
      expect(data.recommended.every((course) => course.key === key)).toBe(true);
    }
    // Course 28008 is among the first three of 108 (culture's second sub-category): it is left out.
    vi.spyOn(Math, "random").mockReturnValue(0.3);
    const { data } = await load("?id=28008&key=culture");
    expect(data.recommended.map((course) => course.id)).toEqual(["28009", "28010"]);
  });

  it("picks a random section's sub-category when the key is missing or unknown", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    for (const query of ["?id=28001", "?id=28001&key=nonsense"]) {
      const { calls, stop } = recordCalls();
      const { data } = await load(query);
      stop();
      expect(data.key).toBeNull();
      expect(courseLists(calls)[0]?.searchParams.get("category_id")).toBe("107");
    }
  });

  it("makes the learn check only with a session", async () => {
    const { calls, stop } = recordCalls();
    const { data } = await load("?id=28001&key=culture");
    stop();
    expect(calls.some((url) => url.pathname.endsWith("/chapter"))).toBe(false);
    expect(calls).toHaveLength(4);
    expect(data.studyBan).toBe(false);
  });

  it("marks the study ban when the learn check answers 2004", async () => {
    const banned = await load("?id=28003&key=culture", { cookie: COLLEGE_SESSION });
    expect(banned.data.studyBan).toBe(true);
    const open = await load("?id=28004&key=culture", { cookie: COLLEGE_SESSION });
    expect(open.data.studyBan).toBe(false);
    // A session that has ended (2001) leaves the decision to the player.
    const ended = await load("?id=28003&key=culture", { cookie: "api_token=expired" });
    expect(ended.data.studyBan).toBe(false);
  });

  it("serves the intro sanitized", async () => {
    const { data } = await load("?id=28001&key=culture");
    expect(data.intro).toContain("<strong>西湖绸伞制作技艺</strong>");
    expect(data.intro).not.toContain("<script");
    expect(data.intro).not.toContain("alert(1)");
  });

  it("pages the materials by 16, of both kinds, and gives a course without any an empty list", async () => {
    const first = await load("?id=28001&key=culture");
    expect(first.data.materials?.total).toBe(20);
    expect(first.data.materials?.items).toHaveLength(16);
    const types = new Set(first.data.materials?.items.map((material) => material.type));
    expect(types).toEqual(new Set([1, 2]));
    const word = first.data.materials?.items.find((material) => material.type === 2);
    expect(word?.photo).toBe("");
    const empty = await load("?id=28002&key=culture");
    expect(empty.data.materials).toEqual({ page: 1, total: 0, items: [] });
  });

  it("keeps the page without a failing part, and stores nothing", async () => {
    server.use(http.get(`${LEARNING}/api/sz/school/course/list`, () => fail("1500", "busy")));
    // The browser already keeps this detail for §2.3's reload: the answer sets no cookie, only the failure counts.
    const kept = { cookie: "hzvtc_detail=28001%3Aculture" };
    const page = pageRequest("/center/hzvtc/detail?id=28001&key=culture", kept);
    const { result, headers } = await served(page, () => load("?id=28001&key=culture", kept));
    expect(result.data.materials).toBeNull();
    expect(result.data.reviews?.total).toBe(25);
    expect(headers.has("set-cookie")).toBe(false);
    expectPrivateCache(headers);
  });
});

describe("college course detail failures", () => {
  it("keeps the course call's own failure: a bad answer is 502, not the 'down' 503", async () => {
    server.use(http.get(`${LEARNING}/api/course/course/28001`, () => fail("1500", "database error")));
    expect(await thrownBy(() => load("?id=28001&key=culture"))).toMatchObject({ status: 502 });
  });
});

describe("college review action", () => {
  const QUERY = "?id=28001&key=culture";

  it("refuses a cross-site post with 403", async () => {
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ];
    for (const headers of crossSite) {
      const thrown = await thrownBy(() =>
        post(
          QUERY,
          { intent: "review", content: "Nice course", level: "5" },
          { cookie: COLLEGE_SESSION, headers },
        ),
      );
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown).toMatchObject({ status: 403, statusText: "Cross-site request refused" });
    }
    expect(siteReviewStore()).toHaveLength(25);
  });

  it("sends a visitor to the college's login, coming back to this course's reviews", async () => {
    const response = await redirectOf(() => post(QUERY, { intent: "review", content: "hello world" }));
    expect(response).toHaveRedirect(
      loginRedirect("/center/hzvtc/detail?id=28001&key=culture#reviews", "100028"),
    );
  });

  it("tells a user of another school to switch accounts, keeping the text (the login page would bounce back)", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: "hello world" },
      { loggedIn: true },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(403);
    expect(result.data.error?.[""]).toEqual(["errors.otherSchool"]);
    expect(result.data.initialValue?.content).toBe("hello world");
    expect(siteReviewStore()).toHaveLength(25);
  });

  it("answers 404 to a course that is not the college's (the materials call says 1404)", async () => {
    expect(await thrownBy(() => load("?id=501&key=culture"))).toMatchObject({ init: { status: 404 } });
  });

  it("answers 404 to an id written with a leading zero, asking nothing", async () => {
    expect(await thrownBy(() => load("?id=028001&key=culture"))).toMatchObject({ init: { status: 404 } });
  });

  it("answers a too-short review with 400, the message and the text kept, sending nothing", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: " abc ", level: "2" },
      { cookie: COLLEGE_SESSION },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["validation.publicReviewTooShort"]);
    expect(result.data.initialValue?.content).toBe(" abc ");
    expect(result.data.initialValue?.level).toBe("2");
    expect(siteReviewStore()).toHaveLength(25);
  });

  it("sends a good review and comes back to the reviews with the success toast", async () => {
    const bodies: string[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && new URL(request.url).pathname === "/api/course/comment")
        bodies.push(await request.clone().text());
    });
    const response = await redirectOf(() =>
      post(QUERY, { intent: "review", content: "  讲得非常清楚  ", level: "4" }, { cookie: COLLEGE_SESSION }),
    );
    server.events.removeAllListeners();
    expect(bodies.map((body) => Object.fromEntries(new URLSearchParams(body)))).toEqual([
      { course_id: "28001", content: "讲得非常清楚", level: "4" },
    ]);
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/hzvtc/detail");
    expect(location.searchParams.get("id")).toBe("28001");
    expect(location.searchParams.get("key")).toBe("culture");
    expect(location.hash).toBe("#reviews");
    // The new review's id may mark the page after the post (so that the router reloads it).
    const posted = location.searchParams.get("posted");
    if (posted !== null) expect(posted).toBe(String(siteReviewStore().at(-1)?.id));
    expect(await toastOf(response)).toMatchObject({ type: "success", key: "toast.reviewSucceeded" });
    expect(siteReviewStore().at(-1)).toMatchObject({ course_id: 28001, content: "讲得非常清楚", level: 4 });
  });

  it("shows the server's refusal as a form error and keeps the text", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: "这里有广告内容", level: "5" },
      { cookie: COLLEGE_SESSION },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(422);
    expect(result.data.error?.[""]).toEqual(["errors.errorText", "评价包含违规内容"]);
    expect(result.data.initialValue?.content).toBe("这里有广告内容");
  });

  it("logs in again when the session ends between the check and the post", async () => {
    server.use(http.post(`${LEARNING}/api/course/comment`, () => fail("2001", "not logged in")));
    const response = await redirectOf(() =>
      post(QUERY, { intent: "review", content: "Still here", level: "5" }, { cookie: COLLEGE_SESSION }),
    );
    expect(response).toHaveRedirect(loginRedirect(`/center/hzvtc/detail${QUERY}#reviews`, "100028"));
  });

  it("keeps the text and says so when the login service is down, instead of sending the learner to log in", async () => {
    server.use(http.get("http://login.test/api/user/info", () => HttpResponse.error()));
    const result = (await post(
      QUERY,
      { intent: "review", content: "讲得非常清楚", level: "4" },
      { cookie: COLLEGE_SESSION },
    )) as unknown as ReviewReply;
    expect(takeConsoleErrors().join("\n")).toMatch(/unreachable/);
    expect(result.init.status).toBe(503);
    expect(result.data.error?.[""]).toEqual(["errors.errorText"]);
    expect(result.data.initialValue?.content).toBe("讲得非常清楚");
    expect(siteReviewStore().filter((review) => review.content === "讲得非常清楚")).toEqual([]);
  });

  it("answers 404 to a review of another school's course, saving nothing", async () => {
    const before = siteReviewStore().length;
    expect(
      await thrownBy(() =>
        post(
          "?id=501&key=culture",
          { intent: "review", content: "讲得非常清楚", level: "4" },
          {
            cookie: COLLEGE_SESSION,
          },
        ),
      ),
    ).toMatchObject({ init: { status: 404 } });
    expect(siteReviewStore()).toHaveLength(before);
  });

  it("answers 404 to a post without a course id", async () => {
    expect(
      await thrownBy(() =>
        post("?key=culture", { intent: "review", content: "hello world" }, { cookie: COLLEGE_SESSION }),
      ),
    ).toMatchObject({ init: { status: 404 } });
  });
});
