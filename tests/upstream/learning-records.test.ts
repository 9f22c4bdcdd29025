import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { addLog, call, courseId, materialsOf, todayUtc, userId } from "./learning-helpers";

type RecordItem = {
  id: number;
  name: string;
  course_name: string;
  content: string;
  visit_time: number;
  course_id: number;
  chapter_id: number;
  cm_id: number;
  course_status: number;
};
type Records = { items: { updated_time: string; data: RecordItem[] }[] };

let up: TestUpstream;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
});
afterAll(() => up.close());

const records = (query = "?page=1&size=100", who = cookie) =>
  call<Records>(up.app, `/api/my/learn/log${query}`, who);

describe("GET /api/my/learn/log", () => {
  it("answers 2001 without a session", async () => {
    expect((await records("", "")).code).toBe(2001);
  });

  it("groups one entry per material by day, newest day first", async () => {
    const { code, data } = await records();
    expect(code).toBe("0000");
    const days = data.items.map((g) => g.updated_time);
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    const entries = data.items.flatMap((g) => g.data);
    expect(new Set(entries.map((e) => e.cm_id)).size).toBe(entries.length);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      photo: expect.stringMatching(/^http:\/\/login\.test\/static\/covers\/\w+\.svg$/),
      name: expect.any(String),
      course_name: expect.any(String),
      content: expect.any(String),
      visit_time: expect.any(Number),
      course_id: expect.any(Number),
      chapter_id: expect.any(Number),
      cm_id: expect.any(Number),
      course_status: 1,
    });
  });

  it("gives the material, its chapter and the seconds studied on it over all its logs", async () => {
    const course = await courseId(up.db, "Python Programming Fundamentals");
    const [first] = await materialsOf(up.db, course);
    const entry = (await records()).data.items.flatMap((g) => g.data).find((e) => e.cm_id === first?.id);
    const logs = await up.db.execute({
      sql: "SELECT SUM(studied_seconds) AS s, COUNT(*) AS n FROM learning_logs WHERE cm_id = ? AND user_id = ?",
      args: [first?.id ?? 0, await userId(up.db, "learner")],
    });
    expect(Number(logs.rows[0]?.n)).toBe(2);
    expect(entry).toMatchObject({
      name: "1.1 Getting started with Python",
      course_name: "Python Programming Fundamentals",
      content: "Getting started with Python",
      visit_time: Number(logs.rows[0]?.s),
      course_id: course,
      chapter_id: first?.chapter_id,
    });
  });

  it("marks the taken-down course's records with course_status 2", async () => {
    const entries = (await records()).data.items.flatMap((g) => g.data);
    const cnc = entries.filter((e) => e.course_name === "CNC Machining Basics");
    expect(cnc.length).toBeGreaterThan(0);
    expect(cnc.every((e) => e.course_status === 2)).toBe(true);
    expect(entries.some((e) => e.course_name === "Laboratory Safety Rules")).toBe(true); // expired
  });

  it("caps the entries at size and pages on", async () => {
    const count = (r: Records) => r.items.reduce((n, g) => n + g.data.length, 0);
    const first = (await records("?page=1&size=4")).data;
    const second = (await records("?page=2&size=4")).data;
    expect(count(first)).toBe(4);
    expect(count(second)).toBe(4);
    const all = (await records()).data.items.flatMap((g) => g.data.map((e) => e.cm_id));
    expect([...first.items, ...second.items].flatMap((g) => g.data.map((e) => e.cm_id))).toEqual(
      all.slice(0, 8),
    );
  });

  it("puts a new log on top, under today, collapsed with the material's earlier logs", async () => {
    const me = await userId(up.db, "learner");
    const course = await courseId(up.db, "Python Programming Fundamentals");
    const [first] = await materialsOf(up.db, course);
    if (!first) throw new Error("no material");
    const before = (await records()).data.items.flatMap((g) => g.data).find((e) => e.cm_id === first.id);
    await addLog(up.db, { user: me, course, material: first, studied: 60, position: 100 });
    const after = (await records()).data.items[0];
    expect(after?.updated_time).toBe(todayUtc());
    expect(after?.data[0]).toMatchObject({ cm_id: first.id, visit_time: (before?.visit_time ?? 0) + 60 });
    expect(
      (await records()).data.items.flatMap((g) => g.data).filter((e) => e.cm_id === first.id),
    ).toHaveLength(1);
  });

  it("is empty for a learner without logs", async () => {
    expect((await records("?page=1&size=100", await login(up.app, "learner2"))).data).toEqual({ items: [] });
  });
});
