import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.user.myAssess/route";

import { fail } from "../mocks/envelope";
import { ATTEMPT, REFUSED_EXAM, resetExams } from "../mocks/learning/exams";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, recordLearningRequests, redirectOf, toastOf } from "./helpers";

useMockUpstream();

const PATH = "/center/100001/user/myAssess";
const LEARNING = "http://learning.test";

const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

beforeEach(resetExams);
const requests = recordLearningRequests();

const paths = () => requests.map((url) => url.pathname);

describe("my assessments loader", () => {
  it("lists five assessments a page on tab 0 and asks for nothing else", async () => {
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result).toMatchObject({ tab: 0, page: 1, records: null, start: null });
    if (!result.assessments?.ok) throw new Error("the list should load");
    expect(result.assessments.data.total).toBe(7);
    expect(result.assessments.data.items.map((item) => item.id)).toEqual(["1", "2", "3", "4", "5"]);
    expect(paths()).toEqual(["/api/my/tk/exam"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "1", size: "5" });
  });

  it("lists ten records a page on tab 1", async () => {
    const result = await loader(args(pageRequest(`${PATH}?tabs=1&page=2`, { loggedIn: true })));
    expect(result).toMatchObject({ tab: 1, page: 2, assessments: null });
    if (!result.records?.ok) throw new Error("the records should load");
    expect(result.records.data.items).toHaveLength(2);
    expect(paths()).toEqual(["/api/my/tk/exam/record"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: "2", size: "10" });
  });

  it("fetches the detail for the start dialog beside the list", async () => {
    const result = await loader(args(pageRequest(`${PATH}?tabs=0&start=1&class_id=101`, { loggedIn: true })));
    expect(result.start).toMatchObject({
      id: "1",
      classId: "101",
      detail: { ok: true, data: { name: "Media law basics", time_limit: 1800, show_result: 1 } },
    });
    expect(paths().sort()).toEqual(["/api/my/tk/exam", "/api/my/tk/exam/1"]);
    expect(requests.find((url) => url.pathname === "/api/my/tk/exam/1")?.searchParams.get("class_id")).toBe(
      "101",
    );
  });

  it("keeps the dialog with the refusal in the page's language when the detail fails, and ignores a bad id", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/:id`, () => fail(2004, "Not in your school")));
    const failed = await loader(args(pageRequest(`${PATH}?start=1&class_id=101`, { loggedIn: true })));
    // The catalogue's words for 2004 (decision 043), not the upstream's English.
    expect(failed.start?.detail).toEqual({
      ok: false,
      kind: "notPermitted",
      code: "2004",
      message: "您没有权限访问此内容。",
      status: 403,
    });
    // A code the catalogue does not know keeps the server's words.
    server.use(http.get(`${LEARNING}/api/my/tk/exam/:id`, () => fail(1499, "Closed for marking")));
    const unknown = await loader(args(pageRequest(`${PATH}?start=1&class_id=101`, { loggedIn: true })));
    expect(unknown.start?.detail).toMatchObject({ ok: false, message: "Closed for marking" });

    const bad = await loader(args(pageRequest(`${PATH}?start=../1`, { loggedIn: true })));
    expect(bad.start).toBeNull();
  });

  it("shows the fallback when the list fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam`, () => fail(3000, "broken")));
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.assessments).toEqual({
      ok: false,
      kind: "refused",
      code: "3000",
      message: "broken",
      status: 422,
    });
  });

  it("sends a logged-out browser to log in (2001)", async () => {
    const response = await redirectOf(() => loader(args(pageRequest(PATH))));
    expect(locationOf(response).pathname).toBe("/api/redirect");
  });
});

describe("start and begin", () => {
  const post = (form: Record<string, string>, query = "") =>
    action(args(pageRequest(`${PATH}${query}`, { loggedIn: true, form })));

  it("start opens the dialog as URL state, keeping the page, and asks the service nothing", async () => {
    const response = await redirectOf(() => post({ intent: "start", id: "7", class_id: "107" }, "?page=2"));
    const location = locationOf(response);
    expect(location.pathname).toBe(PATH);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tabs: "0",
      page: "2",
      start: "7",
      class_id: "107",
    });
    expect(requests).toEqual([]);
  });

  it("begin asks for the card without a record and goes to answer it with show_result from the detail", async () => {
    const response = await redirectOf(() =>
      post({ intent: "begin", id: "1", class_id: "101", name: "Media law basics", show_result: "1" }),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/100001/user/myAssess/assessAnswer");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      ass_id: "1",
      class_id: "101",
      assessName: "Media law basics",
      record_id: ATTEMPT.recordId,
      show_result: "1",
    });
    expect(paths()).toEqual(["/api/my/tk/exam/card"]);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ exam_id: "1", class_id: "101" });
  });

  it("2004 on the card: the catalogue's message (decision 043), back to the list", async () => {
    const response = await redirectOf(() =>
      post({ intent: "begin", id: REFUSED_EXAM, class_id: "105", name: "x", show_result: "1" }, "?start=5"),
    );
    expect(locationOf(response).pathname).toBe(PATH);
    expect(locationOf(response).searchParams.get("start")).toBeNull();
    // Not the upstream's English (REFUSED_MESSAGE): the catalogue's words for 2004 at a start.
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.cannotStart" });
  });

  it("says 'failed to get the answer card' when the card fails without a message", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/card`, () => fail(3000, "")));
    const response = await redirectOf(() =>
      post({ intent: "begin", id: "1", class_id: "101", name: "x", show_result: "1" }),
    );
    expect(await toastOf(response)).toEqual({ type: "error", key: "assess.cardFailed" });
  });

  it("refuses a post without an id and asks the service nothing", async () => {
    const response = await redirectOf(() => post({ intent: "begin", class_id: "101" }));
    expect(locationOf(response).pathname).toBe(PATH);
    expect(requests).toEqual([]);
  });
});
