import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.user.myPractice/route";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import { SUBMITTED_CHAPTER } from "../mocks/learning/practice";
import { server, useMockUpstream } from "../mocks/server";

import {
  locationOf,
  pageRequest,
  recordLearningRequests,
  recordUpstreamRounds,
  redirectOf,
  toastOf,
} from "./helpers";

useMockUpstream();

const PATH = "/center/100001/user/myPractice";
const LEARNING = "http://learning.test";

const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

/** Every learning-service request the test makes, as URLs. */
const requests = recordLearningRequests();

const paths = () => requests.map((url) => url.pathname);

describe("my practice loader", () => {
  it("lists the first page of three sets and asks for no chapters while none is open", async () => {
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.page).toBe(1);
    expect(result.open).toBeNull();
    expect(result.chapters).toBeNull();
    if (!result.sets.ok) throw new Error("the list should load");
    expect(result.sets.data.total).toBe(7);
    expect(result.sets.data.items.map((set) => set.id)).toEqual(["1", "2", "3"]);
    expect(result.sets.data.items[2]?.status).toBe(2);
    expect(paths()).toEqual(["/api/my/tk/exercises"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "1", size: "3" });
  });

  it("loads the open set's chapters beside the page of sets, in one round", async () => {
    const upstream = recordUpstreamRounds();
    const result = await loader(args(pageRequest(`${PATH}?page=3&open=7`, { loggedIn: true })));

    expect(result.sets).toMatchObject({ ok: true, data: { total: 7, items: [{ id: "7" }] } });
    expect(result.open).toBe("7");
    expect(result.chapters).toEqual({
      ok: true,
      data: [
        { id: "71", chapter_id: "701", name: "Topic 7.1" },
        { id: "72", chapter_id: "702", name: "Topic 7.2" },
        { id: "73", chapter_id: "703", name: "Topic 7.3" },
      ],
    });
    // The list (page 3) and the open set's chapters: sent together, neither waiting for the other.
    expect(upstream.rounds().map((round) => round.sort())).toEqual([
      ["learning.test/api/my/tk/exercises/7", "learning.test/api/my/tk/exercises?page=3&size=3"],
    ]);
  });

  it("keeps the list when the open set's chapters fail, and the other way round", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/:id`, () => fail(1001, "no such set")));
    const chaptersFailed = await loader(args(pageRequest(`${PATH}?open=2`, { loggedIn: true })));
    expect(chaptersFailed.sets.ok).toBe(true);
    expect(chaptersFailed.chapters).toEqual({
      ok: false,
      kind: "refused",
      code: "1001",
      message: "no such set",
      status: 422,
    });

    server.resetHandlers();
    server.use(http.get(`${LEARNING}/api/my/tk/exercises`, () => fail(3000, "list broken")));
    const listFailed = await loader(args(pageRequest(`${PATH}?open=2`, { loggedIn: true })));
    expect(listFailed.sets).toEqual({
      ok: false,
      kind: "refused",
      code: "3000",
      message: "list broken",
      status: 422,
    });
    expect(listFailed.chapters?.ok).toBe(true);
  });

  it("shows the fallback, not a crash, when the learning service is down", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises`, () => HttpResponse.error()));
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.sets).toEqual({ ok: false, kind: "unavailable", code: null, message: "", status: 503 });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("ignores an open value that is not an id and reads a bad page as page 1", async () => {
    const result = await loader(args(pageRequest(`${PATH}?page=abc&open=../x`, { loggedIn: true })));
    expect(result).toMatchObject({ page: 1, open: null, chapters: null });
    expect(paths()).toEqual(["/api/my/tk/exercises"]);
  });

  it("sends a logged-out browser to log in (2001)", async () => {
    const response = await redirectOf(() => loader(args(pageRequest(PATH))));
    expect(locationOf(response).pathname).toBe("/api/redirect");
  });
});

describe("practice now", () => {
  const start = (chapterId: string, query = "") =>
    action(
      args(
        pageRequest(`${PATH}${query}`, {
          loggedIn: true,
          form: { exe_id: "1", chapter_id: chapterId, name: "Topic 1 & more" },
        }),
      ),
    );

  it("asks for the current card (is_again 2) and reviews a submitted one", async () => {
    const response = await redirectOf(() => start(SUBMITTED_CHAPTER));
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/100001/user/myPractice/AgainPractice");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      chapter_id: SUBMITTED_CHAPTER,
      name: "Topic 1 & more",
      exe_id: "1",
    });
    expect(paths()).toEqual(["/api/my/tk/exercises/card"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      exe_id: "1",
      chapter_id: SUBMITTED_CHAPTER,
      is_again: "2",
    });
  });

  it("answers a card that is not submitted", async () => {
    const response = await redirectOf(() => start("102"));
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/100001/user/myPractice/NowPractice");
    expect(location.searchParams.get("chapter_id")).toBe("102");
    expect(location.searchParams.get("exe_id")).toBe("1");
  });

  it("goes back to the same page with the server's message when the card fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(3001, "This practice is closed")));
    const response = await redirectOf(() => start("102", "?page=2&open=1"));
    const location = locationOf(response);
    expect(location.pathname).toBe(PATH);
    expect(Object.fromEntries(location.searchParams)).toEqual({ page: "2", open: "1" });
    expect(await toastOf(response)).toEqual({
      type: "error",
      key: "myPractice.fetchFailed",
      text: "This practice is closed",
    });
  });

  it("says 'Fetch failed' when the failure has no message of its own", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(3001, "")));
    const response = await redirectOf(() => start("102"));
    expect(locationOf(response).pathname).toBe(PATH);
    expect(await toastOf(response)).toEqual({ type: "error", key: "myPractice.fetchFailed" });
  });

  it("sends a logged-out post to log in before any learning call (the page's guard runs first)", async () => {
    const response = await redirectOf(() =>
      action(args(pageRequest(PATH, { form: { exe_id: "1", chapter_id: "102", name: "x" } }))),
    );
    expect(locationOf(response).pathname).toBe("/api/redirect");
    expect(paths()).toEqual([]);
  });

  it("refuses a post without a chapter and asks the service nothing", async () => {
    const response = await redirectOf(() =>
      action(args(pageRequest(PATH, { loggedIn: true, form: { exe_id: "1" } }))),
    );
    expect(locationOf(response).pathname).toBe(PATH);
    expect(await toastOf(response)).toMatchObject({ type: "error", key: "myPractice.fetchFailed" });
    expect(requests).toEqual([]);
  });
});
