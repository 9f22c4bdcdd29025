import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/_party.center.custom.party.detail/route";

import { fail } from "../mocks/envelope";
import { PARTY_FIXTURES, partyReviewStore, resetPartyReviews } from "../mocks/learning/party-site";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, loginRedirect, pageRequest, redirectOf, toastOf } from "./helpers";
import {
  expectPrivateCache,
  expectPublicCache,
  upstreamRounds,
  PARTY_SESSION,
  recordCalls,
  loaderHeaders,
  served,
  thrownBy,
  publicPageCallers,
  type ReviewReply,
} from "./public-site-helpers";

// The party site's course detail and its rating form (public-sites §2.4, §4.3, §5, §8).
useMockUpstream();
beforeEach(() => resetPartyReviews());

const LEARNING = "http://learning.test";
const { manyReviews, noMaterials, zeroTime, studyBan, reviewCount } = PARTY_FIXTURES;

const { load, post } = publicPageCallers("/center/custom/party/detail", { loader, action });

/** The detail with `query` as the portal's server answers it: the loader's result and the headers it sends. */
const visit = (query: string, cookie?: string) =>
  served(pageRequest(`/center/custom/party/detail${query}`, { cookie }), () => load(query, { cookie }));

describe("party course detail loader", () => {
  it("answers 404 to an id that is not one, asking nothing", async () => {
    const { calls, stop } = recordCalls();
    for (const query of ["", "?id=", "?id=abc", "?id=040001", "?id=-1", "?id=1234567890123"]) {
      expect(await thrownBy(() => load(query))).toMatchObject({ init: { status: 404 } });
    }
    stop();
    expect(calls).toEqual([]);
  });

  it("asks the course, its materials, its ratings and the learn check in one round", async () => {
    const upstream = upstreamRounds();
    const { calls, stop } = recordCalls();
    const { result, headers } = await visit(`?id=${manyReviews}&key=new&mpage=2&page=3`, PARTY_SESSION);
    const { data } = result;
    stop();
    expect(upstream.sizes()).toEqual([4]);
    expect(calls.map((url) => url.pathname + url.search).sort()).toEqual(
      [
        `/api/course/course/${manyReviews}`,
        `/api/sz/school/course/list?school_code=100004&course_id=${manyReviews}&page=2&size=16`,
        `/api/course/comment?course_id=${manyReviews}&page=3&size=10`,
        `/api/course/${manyReviews}/chapter?action=learn`,
      ].sort(),
    );
    expect(data.key).toBe("new");
    expect(data.materials).toMatchObject({ page: 2, total: 20 });
    expect(data.materials?.items).toHaveLength(4);
    expect(data.reviews).toMatchObject({ page: 3, total: reviewCount });
    expect(data.reviews?.items).toHaveLength(3);
    expect(data.studyBan).toBe(false);
    expect(data.playable).toBe(true);
    expect(data.intro).toContain("<strong>");
    expect(data.intro).not.toContain("<script");
    // A page rendered for a session is never stored publicly.
    expectPrivateCache(headers);
  });

  it("asks three calls for a visitor (no learn check), and is cacheable", async () => {
    const { calls, stop } = recordCalls();
    const { result, headers } = await visit(`?id=${manyReviews}&key=nonsense`);
    const { data, init } = result;
    stop();
    expect(calls).toHaveLength(3);
    expect(calls.some((url) => url.pathname.endsWith("/chapter"))).toBe(false);
    expect(data.key).toBeNull();
    expect(data.materials?.items).toHaveLength(16);
    expect(data.reviews?.items).toHaveLength(10);
    expect(loaderHeaders(init).get("cache-control")).toBeNull();
    expectPublicCache(headers);
  });

  it("gives a course without materials an empty list and disables play at total_time 00:00:00", async () => {
    const empty = await load(`?id=${noMaterials}`);
    expect(empty.data.materials).toEqual({ page: 1, total: 0, items: [] });
    expect(empty.data.reviews).toMatchObject({ total: 0, items: [] });
    const zero = await load(`?id=${zeroTime}`);
    expect(zero.data.course.total_time).toBe("00:00:00");
    expect(zero.data.playable).toBe(false);
    expect(zero.data.materials?.items.every((material) => material.type === 2)).toBe(true);
  });

  it("marks the study ban when the learn check answers 2004 (§4.3)", async () => {
    const banned = await load(`?id=${studyBan}`, { cookie: PARTY_SESSION });
    expect(banned.data.studyBan).toBe(true);
    const open = await load(`?id=${manyReviews}`, { cookie: PARTY_SESSION });
    expect(open.data.studyBan).toBe(false);
  });

  it("answers 404 to an unknown course (2004) and to another school's course (1404)", async () => {
    expect(await thrownBy(() => load("?id=40999"))).toMatchObject({ init: { status: 404 } });
    expect(await thrownBy(() => load("?id=28001&key=new"))).toMatchObject({ init: { status: 404 } });
  });

  it("keeps the page without its ratings when they fail, and stores nothing", async () => {
    server.use(http.get(`${LEARNING}/api/course/comment`, () => fail("1500", "busy")));
    const { result, headers } = await visit(`?id=${manyReviews}`);
    expect(result.data.reviews).toBeNull();
    expect(result.data.materials?.total).toBe(20);
    expectPrivateCache(headers);
  });
});

describe("party rating action", () => {
  const QUERY = `?id=${manyReviews}&key=new`;

  it("sends a visitor to the party school's login, coming back to the ratings", async () => {
    const response = await redirectOf(() => post(QUERY, { intent: "review", content: "hello world" }));
    expect(response).toHaveRedirect(loginRedirect(`/center/custom/party/detail${QUERY}#reviews`, "100004"));
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });

  it("refuses a body that is not a form with 415, before any call (never a crash page)", async () => {
    const request = new Request(`http://localhost:3000/center/custom/party/detail${QUERY}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie: PARTY_SESSION },
      body: JSON.stringify({ intent: "review", content: "hello world" }),
    });
    const thrown = await thrownBy(() => action({ request, params: {}, context: {} }));
    expect(thrown).toMatchObject({ status: 415 });
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });

  it("tells a user of another school to switch accounts, keeping the text", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: "hello world" },
      { loggedIn: true },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(403);
    expect(result.data.error?.[""]).toEqual(["errors.otherSchool"]);
    expect(result.data.initialValue?.content).toBe("hello world");
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });

  it("answers a too-short rating with 400, '至少输入5个字' and the text kept, sending nothing", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: " 很好 ", level: "3" },
      { cookie: PARTY_SESSION },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["validation.publicReviewTooShort"]);
    expect(result.data.initialValue?.content).toBe(" 很好 ");
    expect(result.data.initialValue?.level).toBe("3");
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });

  it("counts a rating without its control characters: NULs do not make 'ab' long enough", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: "ab\u0000\u0000\u0000", level: "3" },
      { cookie: PARTY_SESSION },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["validation.publicReviewTooShort"]);
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });

  it("sends a good rating and comes back to the ratings with the success toast", async () => {
    const response = await redirectOf(() =>
      post(QUERY, { intent: "review", content: "  党课讲得很透彻  ", level: "4" }, { cookie: PARTY_SESSION }),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/custom/party/detail");
    expect(location.searchParams.get("id")).toBe(String(manyReviews));
    expect(location.searchParams.get("key")).toBe("new");
    expect(location.hash).toBe("#reviews");
    expect(await toastOf(response)).toMatchObject({ type: "success", key: "toast.reviewSucceeded" });
    expect(partyReviewStore().at(-1)).toMatchObject({
      course_id: manyReviews,
      content: "党课讲得很透彻",
      level: 4,
    });
  });

  it("shows the server's refusal as a form error and keeps the text", async () => {
    const result = (await post(
      QUERY,
      { intent: "review", content: "这里有广告内容", level: "5" },
      { cookie: PARTY_SESSION },
    )) as unknown as ReviewReply;
    expect(result.init.status).toBe(422);
    expect(result.data.error?.[""]).toEqual(["errors.errorText", "评价包含违规内容"]);
  });

  it("answers 404 to a rating of another school's course or without an id, saving nothing", async () => {
    for (const query of ["?id=28001&key=new", "?key=new"]) {
      expect(
        await thrownBy(() =>
          post(query, { intent: "review", content: "党课讲得很透彻", level: "4" }, { cookie: PARTY_SESSION }),
        ),
      ).toMatchObject({ init: { status: 404 } });
    }
    expect(partyReviewStore()).toHaveLength(reviewCount);
  });
});
