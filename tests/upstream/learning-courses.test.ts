import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDuration, remainingDay } from "../../upstream/learning";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { addLog, call, courseId, daysBetween, materialsOf, todayUtc, userId } from "./learning-helpers";

type CourseItem = {
  id: number;
  name: string;
  status: number;
  status_name: string;
  remaining_day: number | null;
  end_date: string | null;
  type: number;
  category_id: number;
  root_id: number;
  learn_percent: number;
};
type CourseList = { items: CourseItem[]; total: number };
type Category = { id: number; name: string; root_id: number; level: number; path: string };

let up: TestUpstream;
let cookie: string;
let seedDay: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
  seedDay = String((await up.db.execute("SELECT value FROM seed_meta")).rows[0]?.value);
});
afterAll(() => up.close());

const myCourses = (query = "", who = cookie) => call<CourseList>(up.app, `/api/my/course${query}`, who);
const all = async () => (await myCourses("?size=100")).data.items;
const byName = async (name: string) => {
  const item = (await all()).find((c) => c.name === name);
  if (!item) throw new Error(`not in my courses: ${name}`);
  return item;
};
const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/my/course", () => {
  it("answers 2001 without a session", async () => {
    expect(await myCourses("", "")).toEqual({ code: 2001, message: "not logged in", data: null });
  });

  it("answers pages of 10 (the default) with the total, most recently enrolled first", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => myCourses(`?page=${p}`)));
    expect(pages.map((p) => [p.code, p.data.items.length, p.data.total])).toEqual([
      ["0000", 10, 25],
      ["0000", 10, 25],
      ["0000", 5, 25],
    ]);
    const ids = pages.flatMap((p) => p.data.items.map((c) => c.id));
    expect(new Set(ids).size).toBe(25);
    expect(pages[0]?.data.items[0]?.name).toBe("Designing Engaging Lessons");
    expect(pages[2]?.data.items.at(-1)?.name).toBe("Python Programming Fundamentals");
    expect((await myCourses("?page=4")).data).toEqual({ items: [], total: 25 });
  });

  it("gives every documented field, photos as absolute URLs and values derived from the data", async () => {
    const id = await courseId(up.db, "Python Programming Fundamentals");
    const materials = await materialsOf(up.db, id);
    const endDate = addDays(seedDay, 180);
    expect(await byName("Python Programming Fundamentals")).toEqual({
      id,
      name: "Python Programming Fundamentals",
      photo: "http://login.test/static/covers/code.svg",
      list_photo: "http://login.test/static/covers/code.svg",
      status: 1,
      status_name: "In progress",
      remaining_day: daysBetween(todayUtc(), endDate),
      end_date: endDate,
      type: 2,
      type_name: "Professional course",
      category_name: "Python",
      category_id: 408,
      root_id: 3,
      total_time: formatDuration(materials.reduce((s, m) => s + m.duration, 0)),
      teacher: "Chen Yu",
      abstract: expect.stringContaining("Python programs"),
      learn_percent: 100,
      learn_num: 2, // learner and manager
      origin_name: "Demo School Teaching Affairs Office",
    });
  });

  it("covers the states of the screen: completed, disabled, expired, open, short and long validity", async () => {
    const pick = ({ status, status_name, remaining_day, type, end_date }: CourseItem) => ({
      status,
      status_name,
      remaining_day,
      type,
      end_date,
    });
    expect(pick(await byName("Fire Safety Essentials"))).toMatchObject({
      status: 2,
      status_name: "Completed",
    });
    expect(pick(await byName("First Aid and CPR Basics"))).toMatchObject({
      status: 3,
      status_name: "Disabled",
    });
    const expired = await byName("Laboratory Safety Rules");
    expect(expired.remaining_day).toBe(0);
    expect(expired.end_date! < todayUtc()).toBe(true);
    expect(pick(await byName("Office Software in Practice"))).toEqual({
      status: 1,
      status_name: "In progress",
      remaining_day: null,
      type: 1,
      end_date: null,
    });
    const short = await byName("Introduction to Machine Learning");
    expect(short.end_date).toBe(addDays(seedDay, 5));
    expect(short.remaining_day).toBe(daysBetween(todayUtc(), addDays(seedDay, 5)));
    expect((await byName("Mental Health and Stress Management")).remaining_day).toBeGreaterThan(300);
  });

  it("lists only studied courses with is_learn=1, all with is_learn=0", async () => {
    const me = await userId(up.db, "learner");
    const studied = (
      await up.db.execute({
        sql: `SELECT DISTINCT l.course_id FROM learning_logs l JOIN enrolments e
              ON e.course_id = l.course_id AND e.user_id = l.user_id WHERE l.user_id = ?`,
        args: [me],
      })
    ).rows.map((r) => Number(r.course_id));
    const learned = await myCourses("?is_learn=1&size=100");
    expect(learned.data.total).toBe(studied.length);
    expect(learned.data.items.map((c) => c.id).sort()).toEqual(studied.sort());
    expect(learned.data.items.some((c) => c.learn_percent === 0)).toBe(true); // started, nothing finished
    expect((await myCourses("?is_learn=0")).data.total).toBe(25);
  });

  it("searches names case-insensitively with q, together with the other filters", async () => {
    const names = async (query: string) => (await myCourses(query)).data.items.map((c) => c.name).sort();
    expect(await names("?q=SAFETY")).toEqual([
      "Fire Safety Essentials",
      "Laboratory Safety Rules",
      "Road Traffic Safety for Students",
      "Welding Safety and Technique",
    ]);
    expect(await names("?q=safety&is_learn=1")).toHaveLength(3);
    expect(await names("?q=safety&category_id=4")).toHaveLength(3);
    expect((await myCourses("?q=no such course")).data).toEqual({ items: [], total: 0 });
  });

  it("filters by a category and everything below it", async () => {
    const top = await myCourses("?category_id=3");
    expect(top.data.total).toBe(5);
    expect(top.data.items.every((c) => c.root_id === 3)).toBe(true);
    expect((await myCourses("?category_id=25")).data.total).toBe(2); // Programming: Python, Web
    expect((await myCourses("?category_id=408")).data.items.map((c) => c.name)).toEqual([
      "Python Programming Fundamentals",
    ]);
  });

  it("lists the courses of the user's own school only", async () => {
    const me = await userId(up.db, "learner");
    await up.db.execute({
      sql: "INSERT INTO enrolments (user_id, course_id, created_at) VALUES (?, ?, ?)",
      args: [me, await courseId(up.db, "The Culture of Tea"), new Date().toISOString()],
    });
    const list = await myCourses("?size=100");
    expect(list.data.total).toBe(25);
    expect(list.data.items.map((c) => c.name)).not.toContain("The Culture of Tea");
  });

  it("derives learn_percent and is_learn from the learning logs", async () => {
    const me = await userId(up.db, "learner");
    const course = await courseId(up.db, "Office Software in Practice");
    const [video1, video2, slides, reading] = await materialsOf(up.db, course);
    if (!video1 || !video2 || !slides || !reading) throw new Error("expected 4 materials");
    const state = async () => {
      const item = await byName("Office Software in Practice");
      const learned = (await myCourses("?is_learn=1&size=100")).data.items.some((c) => c.id === course);
      return [item.learn_percent, learned];
    };
    expect(await state()).toEqual([0, false]);

    // 89 % of a video is not finished, but it counts as studied.
    await addLog(up.db, { user: me, course, material: video1, studied: Math.floor(video1.duration * 0.89) });
    expect(await state()).toEqual([0, true]);
    // Two sessions reaching 90 % finish it: 1 of 4 materials.
    await addLog(up.db, {
      user: me,
      course,
      material: video1,
      studied: Math.ceil(video1.duration * 0.01) + 1,
    });
    expect(await state()).toEqual([25, true]);
    // Slides are finished on the last page, whatever the time.
    await addLog(up.db, { user: me, course, material: slides, studied: 30, position: slides.pages });
    expect(await state()).toEqual([50, true]);
    await addLog(up.db, { user: me, course, material: reading, studied: 10, position: reading.pages - 1 });
    expect(await state()).toEqual([50, true]);
    await addLog(up.db, { user: me, course, material: video2, studied: video2.duration });
    await addLog(up.db, { user: me, course, material: reading, studied: 10, position: reading.pages });
    expect(await state()).toEqual([100, true]);
  });

  it("gives the special schools their courses under their roots", async () => {
    const roots = async (username: string) => {
      const list = await myCourses("?size=100", await login(up.app, username));
      return [list.data.total, [...new Set(list.data.items.map((c) => c.root_id))]];
    };
    expect(await roots("learner100046")).toEqual([4, [346]]);
    // Four learning-area courses and the contest course whose enrolment is disabled (the study-ban variant).
    expect(await roots("learner100044")).toEqual([5, [363]]);
    expect(await roots("learner100041")).toEqual([3, [11]]);
    expect(await roots("learner2")).toEqual([0, []]);
  });
});

describe("remainingDay", () => {
  it("counts whole days to the end date, never below 0, and nothing for open courses", () => {
    expect(remainingDay(2, "2026-03-15", "2026-03-10")).toBe(5);
    expect(remainingDay(2, "2026-03-10", "2026-03-10")).toBe(0);
    expect(remainingDay(2, "2026-03-01", "2026-03-10")).toBe(0);
    expect(remainingDay(1, "2026-03-15", "2026-03-10")).toBeNull();
    expect(remainingDay(2, null, "2026-03-10")).toBeNull();
  });

  it("formats durations as HH:MM:SS", () => {
    expect(formatDuration(0)).toBe("00:00:00");
    expect(formatDuration(3725)).toBe("01:02:05");
    expect(formatDuration(360_000)).toBe("100:00:00");
  });
});

describe("categories", () => {
  const categories = (path: string, who?: string) => call<Category[]>(up.app, path, who);

  it("lists the top level for the user's school: shared ones and the school's own", async () => {
    const top = await categories("/api/my/course/category?root_id=0&level=1", cookie);
    expect(top.code).toBe("0000");
    expect(top.data.length).toBeGreaterThanOrEqual(8);
    expect(top.data[0]).toEqual({
      id: 1,
      name: "Party Building and Ideology",
      root_id: 0,
      level: 1,
      path: "0",
    });
    expect(top.data.every((c) => c.root_id === 0 && c.level === 1 && c.path === "0")).toBe(true);
    const ids = top.data.map((c) => c.id);
    expect(ids).toContain(6); // the school's own
    expect(ids).not.toContain(346);
    expect(ids).not.toContain(363);
  });

  it("lists the children of a parent with their ancestors' path, three levels deep", async () => {
    const second = await categories("/api/my/course/category?root_id=3&level=2", cookie);
    expect(second.data.map((c) => [c.id, c.root_id, c.level, c.path])).toEqual([
      [25, 3, 2, "0,3"],
      [26, 3, 2, "0,3"],
      [27, 3, 2, "0,3"],
    ]);
    const third = await categories("/api/my/course/category?root_id=25&level=3", cookie);
    expect(third.data).toEqual([
      { id: 408, name: "Python", root_id: 25, level: 3, path: "0,3,25" },
      { id: 409, name: "Web Development", root_id: 25, level: 3, path: "0,3,25" },
    ]);
    expect((await categories("/api/my/course/category?root_id=408&level=4", cookie)).data).toEqual([]);
  });

  it("has roots 346 (school 100046) and 363 (school 100044) whose children are level 2", async () => {
    const of346 = await categories(
      "/api/my/course/category?root_id=346&level=2",
      await login(up.app, "learner100046"),
    );
    expect(of346.data.map((c) => [c.name, c.root_id, c.level, c.path])).toEqual([
      ["Pre-trip Preparation", 346, 2, "0,346"],
      ["Famous Teacher Classes", 346, 2, "0,346"],
      ["Tools and Materials", 346, 2, "0,346"],
    ]);
    const of363 = await categories(
      "/api/my/course/category?root_id=363&level=2",
      await login(up.app, "learner100044"),
    );
    expect(of363.data.map((c) => c.name)).toEqual(["作物科学", "畜牧养殖", "食品与营养", "智慧农业"]);
    expect((await categories("/api/my/course/category?root_id=346&level=2", cookie)).data).toEqual([]);
  });

  it("answers 2001 for the learner's list without a session", async () => {
    expect((await categories("/api/my/course/category?root_id=0")).code).toBe(2001);
  });

  it("serves the public list without a session: the school from the query, else shared only", async () => {
    const shared = await categories("/api/course/category?root_id=0&level=1");
    expect(shared.code).toBe("0000");
    expect(shared.data.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 9]);
    const contest = await categories("/api/course/category?root_id=363&level=2&school_code=100044");
    expect(contest.data.map((c) => c.id)).toEqual([3631, 3632, 3633, 3634]);
    const mine = await categories("/api/course/category?root_id=0", cookie);
    expect(mine.data.map((c) => c.id)).toContain(10);
  });
});

describe("GET /api/course/course/{id}", () => {
  it("is public, without the enrolment values", async () => {
    const id = await courseId(up.db, "Laboratory Safety Rules");
    const res = await call(up.app, `/api/course/course/${id}`);
    expect(res).toEqual({
      code: "0000",
      message: "success",
      data: {
        id,
        name: "Laboratory Safety Rules",
        photo: "http://login.test/static/covers/safety.svg",
        category_name: "Laboratory Safety",
        intro: expect.stringMatching(/^<p>.*<\/ul>/),
        total_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
        remaining_day: null,
        status: null,
        course_status: 1,
        type: 2,
      },
    });
  });

  it("carries the user's enrolment when there is a session", async () => {
    const expired = await call(
      up.app,
      `/api/course/course/${await courseId(up.db, "Laboratory Safety Rules")}`,
      cookie,
    );
    expect(expired.data).toMatchObject({ remaining_day: 0, status: 1, course_status: 1 });
    const down = await call(
      up.app,
      `/api/course/course/${await courseId(up.db, "CNC Machining Basics")}`,
      cookie,
    );
    expect(down.data).toMatchObject({ course_status: 2, status: 1 });
    const disabled = await call(
      up.app,
      `/api/course/course/${await courseId(up.db, "First Aid and CPR Basics")}`,
      cookie,
    );
    expect(disabled.data).toMatchObject({ status: 3 });
  });

  it("answers 2004 for an unknown course", async () => {
    expect(await call(up.app, "/api/course/course/99999", cookie)).toEqual({
      code: "2004",
      message: "course does not exist",
      data: null,
    });
  });
});
