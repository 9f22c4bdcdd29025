import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, formPost, login, type TestUpstream } from "./helpers";
import { call, courseId, userId } from "./learning-helpers";

type Review = {
  id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  level: number;
  content: string;
  created_at: string;
};
type Reviews = { items: Review[]; total: number; page_num: number };

let up: TestUpstream;
let learner: string;
let manager: string;
let python: number;
beforeAll(async () => {
  up = await createTestUpstream();
  [learner, manager] = await Promise.all([login(up.app, "learner"), login(up.app, "manager")]);
  python = await courseId(up.db, "Python Programming Fundamentals");
});
afterAll(() => up.close());

const reviews = (query: string) => call<Reviews>(up.app, `/api/course/comment${query}`);
const add = (fields: Record<string, string>, cookie?: string) =>
  call<{ id: number }>(up.app, "/api/course/comment", cookie, formPost(fields));
const remove = (id: number, cookie?: string) =>
  call(up.app, `/api/course/comment/${id}`, cookie, formPost({ _method: "delete" }));

describe("GET /api/course/comment", () => {
  it("pages a course's reviews, 10 by default, newest first, without a session", async () => {
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map((p) => reviews(`?course_id=${python}&page=${p}`)),
    );
    expect(
      [one, two, three].map((r) => [r?.code, r?.data.items.length, r?.data.total, r?.data.page_num]),
    ).toEqual([
      ["0000", 10, 14, 2],
      ["0000", 4, 14, 2],
      ["0000", 0, 14, 2],
    ]);
    const all = [...(one?.data.items ?? []), ...(two?.data.items ?? [])];
    const dates = all.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((r) => r.id)).size).toBe(14);
    expect((await reviews(`?course_id=${python}&size=5`)).data.page_num).toBe(3);
  });

  it("gives every field, with reviews by learner and by manager on the same course", async () => {
    const { items } = (await reviews(`?course_id=${python}&size=100`)).data;
    const [me, boss] = await Promise.all([userId(up.db, "learner"), userId(up.db, "manager")]);
    const mine = items.find((r) => r.user_id === me);
    expect(mine).toEqual({
      id: expect.any(Number),
      user_id: me,
      user_name: "Li Hua",
      user_photo: "",
      level: expect.any(Number),
      content: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(items.some((r) => r.user_id === boss && r.user_name === "Wang Fang")).toBe(true);
    expect(items.every((r) => r.level >= 1 && r.level <= 5)).toBe(true);
    expect(new Set(items.map((r) => r.level)).size).toBeGreaterThan(2);
  });

  it("answers an empty list for a course without reviews", async () => {
    const id = await courseId(up.db, "Elder Care Basics");
    expect((await reviews(`?course_id=${id}`)).data).toEqual({ items: [], total: 0, page_num: 0 });
  });
});

describe("POST /api/course/comment", () => {
  it("needs a session", async () => {
    expect(await add({ course_id: String(python), content: "Very good course", level: "5" })).toEqual({
      code: 2001,
      message: "not logged in",
      data: null,
    });
  });

  it("refuses content shorter than 5 or longer than 50 characters after trimming", async () => {
    const fail = (message: string) => ({ code: "1422", message, data: null });
    const base = { course_id: String(python), level: "4" };
    expect(await add({ ...base, content: "abcd" }, learner)).toEqual(
      fail("please enter at least 5 characters"),
    );
    expect(await add({ ...base, content: "   abcd    " }, learner)).toEqual(
      fail("please enter at least 5 characters"),
    );
    expect(await add({ ...base }, learner)).toEqual(fail("please enter at least 5 characters"));
    expect(await add({ ...base, content: "x".repeat(51) }, learner)).toEqual(fail("at most 50 characters"));
    expect((await add({ ...base, content: ` ${"x".repeat(50)} ` }, learner)).code).toBe("0000");
  });

  it("refuses a level that is not an integer from 1 to 5", async () => {
    for (const level of ["0", "6", "2.5", "", "five"]) {
      const res = await add({ course_id: String(python), content: "Very good course", level }, learner);
      expect(res.code).toBe("1422");
    }
  });

  it("answers 1404 for an unknown course", async () => {
    expect(await add({ course_id: "999999", content: "Very good course", level: "5" }, learner)).toEqual({
      code: "1404",
      message: "course does not exist",
      data: null,
    });
  });

  it("refuses a review of another school's course with 1403, writing nothing (decision 028: the review rule on every path)", async () => {
    const elsewhere = (
      await up.db.execute({ sql: "SELECT id FROM courses WHERE school_code <> '100001' LIMIT 1", args: [] })
    ).rows[0]?.id;
    expect(elsewhere).toBeDefined();
    const before = (await reviews(`?course_id=${elsewhere}`)).data.total;
    const res = await add(
      { course_id: String(elsewhere), content: "Not my school's course", level: "5" },
      learner,
    );
    expect(res).toMatchObject({ code: "1403", data: null });
    expect((await reviews(`?course_id=${elsewhere}`)).data.total).toBe(before);
  });

  it("adds the review, trimmed, first in the list", async () => {
    const id = await courseId(up.db, "Elder Care Basics");
    const res = await add({ course_id: String(id), content: "  Kind and practical.  ", level: "3" }, learner);
    expect(res).toEqual({ code: "0000", message: "success", data: { id: expect.any(Number) } });
    const second = await add(
      { course_id: String(id), content: "Second thoughts: great", level: "5" },
      manager,
    );
    const list = (await reviews(`?course_id=${id}`)).data;
    expect(list.total).toBe(2);
    expect(list.items.map((r) => [r.id, r.content, r.level])).toEqual([
      [second.data.id, "Second thoughts: great", 5],
      [res.data.id, "Kind and practical.", 3],
    ]);
  });

  it("accepts a JSON body", async () => {
    const res = await call<{ id: number }>(up.app, "/api/course/comment", learner, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ course_id: python, content: "Sent as JSON", level: 4 }),
    });
    expect(res.code).toBe("0000");
  });
});

describe("DELETE /api/course/comment/{id} (a _method=delete post)", () => {
  it("lets only the author delete a review", async () => {
    const { data } = await add({ course_id: String(python), content: "To be deleted", level: "2" }, learner);
    expect(await remove(data.id)).toMatchObject({ code: 2001 });
    expect(await remove(data.id, manager)).toEqual({ code: "1403", message: "no permission", data: null });
    expect(await remove(data.id, learner)).toEqual({ code: "0000", message: "success", data: null });
    const items = (await reviews(`?course_id=${python}&size=100`)).data.items;
    expect(items.some((r) => r.id === data.id)).toBe(false);
    expect(await remove(data.id, learner)).toEqual({ code: "1404", message: "not found", data: null });
  });

  it("lets manager delete their own seeded review but not learner's", async () => {
    const [me, boss] = await Promise.all([userId(up.db, "learner"), userId(up.db, "manager")]);
    const items = (await reviews(`?course_id=${python}&size=100`)).data.items;
    const mine = items.find((r) => r.user_id === me);
    const theirs = items.find((r) => r.user_id === boss);
    expect((await remove(mine?.id ?? 0, manager)).code).toBe("1403");
    expect((await remove(theirs?.id ?? 0, manager)).code).toBe("0000");
  });
});
