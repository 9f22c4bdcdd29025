import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { addLog, call, courseId, materialsOf, userId } from "./learning-helpers";

type Summary = {
  name: string;
  school_name: string;
  school_name_en?: string;
  class_name: string[];
  visit_time: number;
  leran_course_num: number;
  leran_course_finish_num: number;
};
type Report1 = { visit_time: number; items: { category_name: string; visit_time: number }[] };
type Report2 = { items: { category_name: string; leran_course_count: number }[] };

let up: TestUpstream;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
});
afterAll(() => up.close());

const summary = (who = cookie) => call<Summary>(up.app, "/api/my/stat/summary", who);
const report1 = (who = cookie) => call<Report1>(up.app, "/api/my/stat/report1", who);
const report2 = (who = cookie) => call<Report2>(up.app, "/api/my/stat/report2", who);

async function logTotals(username: string) {
  const rs = await up.db.execute({
    sql: `SELECT COALESCE(SUM(studied_seconds), 0) AS t, COUNT(DISTINCT course_id) AS n FROM learning_logs
          WHERE user_id = ?`,
    args: [await userId(up.db, username)],
  });
  return { time: Number(rs.rows[0]?.t), courses: Number(rs.rows[0]?.n) };
}

describe("study statistics", () => {
  it("summarises the learner from the logs and enrolments", async () => {
    const { time, courses } = await logTotals("learner");
    expect(await summary()).toEqual({
      code: "0000",
      message: "success",
      data: {
        name: "Li Hua",
        school_name: "示范学校",
        school_name_en: "Demo School",
        class_name: ["2026 Information Technology Class 1", "Python Study Group"],
        visit_time: time,
        leran_course_num: courses,
        // Python (all materials finished) and Fire Safety (completed).
        leran_course_finish_num: 2,
      },
    });
    expect(time).toBeGreaterThan(0);
  });

  it("splits the time over more than 6 top-level categories, largest first", async () => {
    const { data } = await report1();
    expect(data.items.length).toBeGreaterThan(6);
    const times = data.items.map((i) => i.visit_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t > 0)).toBe(true);
    expect(times.reduce((a, b) => a + b, 0)).toBe(data.visit_time);
    expect(data.visit_time).toBe((await logTotals("learner")).time);
  });

  it("counts the courses learned per top-level category", async () => {
    const { data } = await report2();
    expect(data.items.length).toBeGreaterThan(6);
    expect(data.items.find((i) => i.category_name === "Information Technology")?.leran_course_count).toBe(3);
    const total = data.items.reduce((n, i) => n + i.leran_course_count, 0);
    expect(total).toBe((await logTotals("learner")).courses);
  });

  it("follows new logs: time, courses learned, finished courses and categories", async () => {
    const me = await userId(up.db, "learner");
    const course = await courseId(up.db, "Leadership and Team Communication"); // Management, never studied
    const materials = await materialsOf(up.db, course);
    const before = { s: (await summary()).data, r1: (await report1()).data, r2: (await report2()).data };
    const management = <T extends { category_name: string }>(r: { items: T[] }) =>
      r.items.find((i) => i.category_name === "Management");

    const [first] = materials;
    if (!first) throw new Error("no material");
    await addLog(up.db, { user: me, course, material: first, studied: 300 });
    const s = (await summary()).data;
    expect(s.visit_time).toBe(before.s.visit_time + 300);
    expect(s.leran_course_num).toBe(before.s.leran_course_num + 1);
    expect(s.leran_course_finish_num).toBe(before.s.leran_course_finish_num);
    const r1 = (await report1()).data;
    expect(r1.visit_time).toBe(before.r1.visit_time + 300);
    expect(management(r1)).toEqual({
      category_name: "Management",
      visit_time: (management(before.r1)?.visit_time ?? 0) + 300,
    });
    expect(management((await report2()).data)).toEqual({
      category_name: "Management",
      leran_course_count: 2,
    });

    for (const m of materials) {
      await addLog(up.db, { user: me, course, material: m, studied: m.duration, position: m.pages });
    }
    expect((await summary()).data.leran_course_finish_num).toBe(before.s.leran_course_finish_num + 1);
  });

  it("is empty for a learner without logs", async () => {
    const other = await login(up.app, "learner2");
    expect((await summary(other)).data).toEqual({
      name: "Zhang Wei",
      school_name: "示范学校",
      school_name_en: "Demo School",
      class_name: ["2026 Information Technology Class 1"],
      visit_time: 0,
      leran_course_num: 0,
      leran_course_finish_num: 0,
    });
    expect((await report1(other)).data).toEqual({ visit_time: 0, items: [] });
    expect((await report2(other)).data).toEqual({ items: [] });
  });

  it("answers 2001 without a session", async () => {
    expect([(await summary("")).code, (await report1("")).code, (await report2("")).code]).toEqual([
      2001, 2001, 2001,
    ]);
  });
});
