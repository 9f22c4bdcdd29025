import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/center.$school.user.MyStudy/route";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import {
  loginRedirect,
  pageRequest,
  recordLearningRequests,
  recordUpstreamRounds,
  redirectOf,
} from "./helpers";

useMockUpstream();

const PATH = "/center/100001/user/MyStudy";
const LEARNING = "http://learning.test";

const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

const requests = recordLearningRequests();

describe("study data loader", () => {
  it("asks for the summary, study time and courses, and reads them", async () => {
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(requests.map((url) => url.pathname).sort()).toEqual([
      "/api/my/stat/report1",
      "/api/my/stat/report2",
      "/api/my/stat/summary",
    ]);
    expect(result.summary).toEqual({
      ok: true,
      data: {
        name: "Li Hua",
        class_name: ["Class 1", "Class 2", "Class 3", "Class 4"],
        visit_time: 12307,
        leran_course_num: 12,
        leran_course_finish_num: 5,
      },
    });
    if (!result.time.ok || !result.courses.ok) throw new Error("both reports should load");
    expect(result.time.data.visit_time).toBe(16800);
    expect(result.time.data.items).toHaveLength(8);
    expect(result.courses.data.items[1]).toEqual({ category_name: "Values", leran_course_count: 1 });
  });

  it("makes the three calls in one round", async () => {
    const upstream = recordUpstreamRounds();
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect([result.summary.ok, result.time.ok, result.courses.ok]).toEqual([true, true, true]);
    const rounds = upstream.rounds();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.map((call) => call.replace(/\?.*$/, "")).sort()).toEqual([
      "learning.test/api/my/stat/report1",
      "learning.test/api/my/stat/report2",
      "learning.test/api/my/stat/summary",
    ]);
  });

  it("keeps the other sections when one call fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/stat/report1`, () => fail(3000, "report1 broken")));
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.time).toEqual({
      ok: false,
      kind: "refused",
      code: "3000",
      message: "report1 broken",
      status: 422,
    });
    expect(result.summary.ok).toBe(true);
    expect(result.courses.ok).toBe(true);
  });

  it("keeps the page when a call is down or answers an unexpected shape", async () => {
    server.use(
      http.get(`${LEARNING}/api/my/stat/summary`, () => HttpResponse.error()),
      http.get(`${LEARNING}/api/my/stat/report2`, () => ok({ items: [{ leran_course_count: 1 }] })),
    );
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.summary).toEqual({ ok: false, kind: "unavailable", code: null, message: "", status: 503 });
    expect(result.courses).toEqual({
      ok: false,
      kind: "unavailable",
      code: null,
      message: "",
      status: 502,
      uncertain: true,
    });
    expect(result.time.ok).toBe(true);
    expect(takeConsoleErrors()).toHaveLength(2);
  });

  it("reads a learner with no statistics as empty, not as a failure", async () => {
    server.use(
      http.get(`${LEARNING}/api/my/stat/summary`, () =>
        ok({ name: "New", class_name: null, visit_time: null, leran_course_num: 0 }),
      ),
      http.get(`${LEARNING}/api/my/stat/report1`, () => ok({ visit_time: 0, items: [] })),
      http.get(`${LEARNING}/api/my/stat/report2`, () => ok({ items: null })),
    );
    const result = await loader(args(pageRequest(PATH, { loggedIn: true })));
    expect(result.summary).toEqual({
      ok: true,
      data: { name: "New", class_name: [], visit_time: 0, leran_course_num: 0, leran_course_finish_num: 0 },
    });
    expect(result.time).toEqual({ ok: true, data: { visit_time: 0, items: [] } });
    expect(result.courses).toEqual({ ok: true, data: { items: [] } });
  });

  it("sends a logged-out browser to log in (2001)", async () => {
    const response = await redirectOf(() => loader(args(pageRequest(PATH))));
    expect(response).toHaveRedirect(loginRedirect(PATH));
  });
});
