import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/center.$school.user.myClass";

import { takeConsoleErrors } from "../console-guard";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest } from "./helpers";

useMockUpstream();

const load = (query = "", school = "100001") =>
  loader({
    request: pageRequest(`/center/${school}/user/myClass${query}`, { loggedIn: true }),
    params: { school },
    context: {},
  });

describe("my courses loader", () => {
  it("asks the first page of 10 of all courses and the top categories at once", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    const data = await load();
    server.events.removeAllListeners();
    expect(data.courses?.items).toHaveLength(10);
    expect(data.courses?.total).toBe(23);
    expect(data.categoryRows).toEqual([
      { row: 1, categories: expect.arrayContaining([expect.objectContaining({ name: "Science" })]) },
    ]);
    expect(seen.sort()).toEqual(["/api/my/course", "/api/my/course/category"]);
  });

  it("pages, searches, filters by the deepest category and the studied tab", async () => {
    expect((await load("?page=3")).courses?.items).toHaveLength(3);
    expect((await load("?q=expired")).courses?.items.map((c) => c.name)).toEqual(["Expired course"]);
    const filtered = await load("?oneCateId=3&twoCateId=12&threeCateId=40&categoryLevel=3");
    expect(filtered.courses?.items.map((c) => c.id)).toEqual(["5"]);
    expect(filtered.categoryRows.map((row) => row.row)).toEqual([1, 2, 3]);
    const learned = await load("?is_learn=1");
    expect(learned.learned).toBe(true);
    expect(learned.courses?.items.some((c) => c.learn_percent === 0)).toBe(false);
  });

  it("loads the special schools' roots and skips their unloaded levels", async () => {
    const sx = await load("?oneCateId=350", "100046");
    expect(sx.categoryRows).toHaveLength(1);
    expect(sx.categoryRows[0]?.categories?.[0]?.name).toBe("Trip preparation");
  });

  it("keeps the page up with a fallback when the list fails", async () => {
    server.use(http.get("http://learning.test/api/my/course", () => new Response("oops", { status: 500 })));
    const data = await load();
    expect(data.courses).toBeNull();
    expect(data.categoryRows[0]?.categories).not.toBeNull();
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});
