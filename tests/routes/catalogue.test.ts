import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader } from "~/routes/center.school.class";

import { takeConsoleErrors } from "../console-guard";
import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

useMockUpstream();

function recordCalls() {
  const calls: URL[] = [];
  server.events.on("request:start", ({ request }) => {
    calls.push(new URL(request.url));
  });
  return calls;
}

const load = (query = "", init: { loggedIn?: boolean; cookie?: string } = {}) =>
  loader({ request: pageRequest(`/center/school/class${query}`, init), params: {}, context: {} });

describe("course catalogue loader", () => {
  it("asks the first page of 15 of all courses and the top categories, without a school when none is known", async () => {
    const calls = recordCalls();
    const data = await load();
    server.events.removeAllListeners();
    const list = calls.find((url) => url.pathname === "/api/course/course");
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({ page: "1", size: "15" });
    const categories = calls.find((url) => url.pathname === "/api/course/category");
    expect(Object.fromEntries(categories?.searchParams ?? [])).toEqual({ root_id: "0", level: "1" });
    // No session cookie: the login service is not asked.
    expect(calls.some((url) => url.pathname === "/api/user/info")).toBe(false);
    expect(data.courses?.items).toHaveLength(15);
    expect(data.courses?.total).toBe(20);
    expect(data.courses?.items[0]?.learn_num).toBe(0);
    expect(data.school).toBeNull();
    expect(data.categoryRows).toEqual([{ row: 1, categories: expect.any(Array) }]);
  });

  it("sends the type, the deepest category, the page and the cookie's school", async () => {
    const calls = recordCalls();
    const data = await load("?type=1&oneCateId=3&twoCateId=12&categoryLevel=2&page=1", {
      cookie: "schoolCode=100001",
    });
    server.events.removeAllListeners();
    const list = calls.find((url) => url.pathname === "/api/course/course");
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      page: "1",
      size: "15",
      type: "1",
      category_id: "12",
      school_code: "100001",
    });
    const rows = calls.filter((url) => url.pathname === "/api/course/category").map((url) => url.search);
    expect(rows.sort()).toEqual([
      "?root_id=0&level=1&school_code=100001",
      "?root_id=12&level=3&school_code=100001",
      "?root_id=3&level=2&school_code=100001",
    ]);
    expect(data.school).toBe("100001");
    expect(data.type).toBe(1);
    expect(data.courses?.items.every((course) => course.type === 1 && course.category_id === "12")).toBe(
      true,
    );
    expect(data.categoryRows.map((row) => row.row)).toEqual([1, 2, 3]);
  });

  it("pages and links with the logged-in user's school when there is no cookie", async () => {
    const data = await load("?page=2", { loggedIn: true });
    expect(data.courses?.items).toHaveLength(5);
    expect(data.school).toBe("100001");
  });

  it("keeps the page with a fallback when the list fails", async () => {
    server.use(
      http.get("http://learning.test/api/course/course", () => new Response("oops", { status: 500 })),
    );
    const data = await load();
    expect(data.courses).toBeNull();
    expect(data.categoryRows[0]?.categories).not.toBeNull();
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});

describe("catalogue and course documents", () => {
  const handle = useBuiltServer();

  it("are public for an anonymous visitor and private with a session", async () => {
    const anonymous = await handle(pageRequest("/center/school/class?type=2"));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toMatch(/^public/);
    const html = await anonymous.text();
    expect(html).toContain('href="/center/school/class/509"');

    const withSession = await handle(pageRequest("/center/school/class", { loggedIn: true }));
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("cache-control")).toBe("private, no-store");
    expect(await withSession.text()).toContain('href="/center/100001/class/501"');

    const detail = await handle(pageRequest("/center/100001/class/505"));
    expect(detail.status).toBe(200);
    expect(detail.headers.get("cache-control")).toMatch(/^public/);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain("课程建设中，敬请期待");
    expect(detailHtml).toContain("<title>课程学习 - Catalogue course 5 - School 100001</title>");

    const detailWithSession = await handle(pageRequest("/center/100001/class/501", { loggedIn: true }));
    expect(detailWithSession.headers.get("cache-control")).toBe("private, no-store");
  });

  it("render the reviews tab with stars as text, the author's delete and the confirm dialog", async () => {
    const response = await handle(
      pageRequest("/center/100001/class/501?tab=reviews&confirm=delete-2", {
        loggedIn: true,
        headers: { "accept-language": "en" },
      }),
    );
    const html = await response.text();
    expect(html).toContain("4 of 5 stars");
    // Only the review by user 1 (the demo user) has a delete link.
    expect(html.match(/class="review__delete"/g)).toHaveLength(1);
    expect(html).toContain("Confirm delete this review?");
    expect(html).toMatch(/<input type="radio" name="level" checked="" value="5"\/>/);
  });
});
