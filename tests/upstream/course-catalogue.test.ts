import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDuration } from "../../upstream/learning";
import { seed } from "../../upstream/seed";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { call, courseId, materialsOf } from "./learning-helpers";

type CatalogueItem = {
  id: number;
  name: string;
  photo: string;
  category_name: string;
  category_id: number;
  root_id: number;
  total_time: string;
  type: number;
  type_name: string;
  teacher: string;
  abstract: string;
  learn_num: number;
};
type Catalogue = { items: CatalogueItem[]; total: number };
type Teacher = { name: string; photo: string; intro: string };
type Settings = { play_status: number; hook_status: number; hook_minute: number; hook_second: number };

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

const catalogue = (query: string, cookie?: string) =>
  call<Catalogue>(up.app, `/api/course/course${query}`, cookie);
const onShelf = async (school: string) =>
  Number(
    (
      await up.db.execute({
        sql: "SELECT COUNT(*) AS n FROM courses WHERE school_code = ? AND course_status = 1",
        args: [school],
      })
    ).rows[0]?.n,
  );

describe("GET /api/course/course (catalogue)", () => {
  it("pages the school's courses on shelf, 15 by default, without a session", async () => {
    const total = await onShelf("100001");
    expect(total).toBeGreaterThanOrEqual(16);
    const [one, two] = await Promise.all([
      catalogue("?school_code=100001"),
      catalogue("?school_code=100001&page=2"),
    ]);
    expect(one.code).toBe("0000");
    expect(one.data.items).toHaveLength(15);
    expect(two.data.items).toHaveLength(total - 15);
    expect(one.data.total).toBe(total);
    const ids = [...one.data.items, ...two.data.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(total);
    expect(ids).not.toContain(await courseId(up.db, "CNC Machining Basics")); // taken down
    expect((await catalogue("?school_code=100001&size=5")).data.items).toHaveLength(5);
  });

  it("gives every documented field", async () => {
    const id = await courseId(up.db, "Python Programming Fundamentals");
    const item = (await catalogue("?school_code=100001")).data.items.find((c) => c.id === id);
    const materials = await materialsOf(up.db, id);
    expect(item).toMatchObject({
      id,
      name: "Python Programming Fundamentals",
      photo: "http://login.test/static/covers/code.svg",
      category_name: "Python",
      category_id: 408,
      root_id: 3,
      total_time: formatDuration(materials.reduce((s, m) => s + m.duration, 0)),
      type: 2,
      type_name: "Professional course",
      teacher: "Chen Yu",
      abstract: expect.stringContaining("Python programs"),
      learn_num: 2,
    });
  });

  it("filters by type, by a category and everything below it, and by name", async () => {
    const open = await catalogue("?school_code=100001&type=1&size=100");
    const pro = await catalogue("?school_code=100001&type=2&size=100");
    expect(open.data.total).toBeGreaterThan(0);
    expect(pro.data.total).toBeGreaterThan(0);
    expect(open.data.items.every((c) => c.type === 1 && c.type_name === "Open course")).toBe(true);
    expect(pro.data.items.every((c) => c.type === 2)).toBe(true);
    expect(open.data.total + pro.data.total).toBe(await onShelf("100001"));

    const it3 = await catalogue("?school_code=100001&category_id=3");
    expect(it3.data.total).toBe(5);
    expect(it3.data.items.every((c) => c.root_id === 3)).toBe(true);
    expect((await catalogue("?school_code=100001&category_id=25")).data.items.map((c) => c.name)).toEqual([
      "Python Programming Fundamentals",
      "Web Development with HTML and CSS",
    ]);
    expect(
      (await catalogue("?school_code=100001&category_id=3&type=1")).data.items.map((c) => c.name),
    ).toEqual(["Data Analysis with Spreadsheets", "Office Software in Practice"]);
    // Manufacturing: CNC is taken down, Welding is left.
    expect((await catalogue("?school_code=100001&category_id=23")).data.items.map((c) => c.name)).toEqual([
      "Welding Safety and Technique",
    ]);
    expect((await catalogue("?school_code=100001&q=SAFETY")).data.total).toBe(4);
    expect((await catalogue("?school_code=100001&category_id=999999")).data).toEqual({ items: [], total: 0 });
  });

  it("takes the school from the query, else the session, else lists every school", async () => {
    // 100044's four learning-area courses and the contest's 17 (demo/contest-100044.ts), all under 363.
    const other = await catalogue("?school_code=100044&size=100");
    expect(other.data.total).toBe(21);
    expect(new Set(other.data.items.map((c) => c.root_id))).toEqual(new Set([363]));
    const cookie = await login(up.app, "learner100046");
    // Its 4 courses under 346 and the 6 of its study-trip page (demo/study-trip.ts).
    expect((await catalogue("", cookie)).data.total).toBe(10);
    const all = await catalogue("?size=100");
    const schools = ["100001", "100004", "100028", "100035", "100041", "100044", "100046"];
    const sum = (await Promise.all(schools.map(onShelf))).reduce((a, b) => a + b, 0);
    expect(all.data.total).toBe(sum);
  });
});

describe("GET /api/course/teacher", () => {
  it("lists the teachers with absolute photo URLs or '' and plain-text intros", async () => {
    const id = await courseId(up.db, "Python Programming Fundamentals");
    const res = await call<Teacher[]>(up.app, `/api/course/teacher?course_id=${id}`);
    expect(res.code).toBe("0000");
    expect(res.data.map((t) => [t.name, t.photo])).toEqual([
      ["Chen Yu", "http://login.test/static/teachers/chen-yu.svg"],
      ["Dr. Huang Lei", "http://login.test/static/teachers/huang-lei.svg"],
      ["Xu Jing", ""],
    ]);
    expect(res.data.filter((t) => t.intro.length > 50)).toHaveLength(2);
    expect(res.data.every((t) => !/[<>]/.test(t.intro))).toBe(true);
    const photo = await up.app.request("/static/teachers/chen-yu.svg");
    expect(photo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("lists the course's teacher name for a course without teacher rows, nothing for an unknown course", async () => {
    const id = await courseId(up.db, "Office Software in Practice");
    expect((await call(up.app, `/api/course/teacher?course_id=${id}`)).data).toEqual([
      { name: "Xu Jing", photo: "", intro: "" },
    ]);
    expect(await call(up.app, "/api/course/teacher?course_id=999999")).toEqual({
      code: "0000",
      message: "success",
      data: [],
    });
  });
});

describe("GET /api/course/course/material", () => {
  it("answers a material's introduction as HTML, unsanitized", async () => {
    const id = await courseId(up.db, "Welding Safety and Technique");
    const [first] = await materialsOf(up.db, id);
    const res = await call<{ remark: string }>(
      up.app,
      `/api/course/course/material?course_id=${id}&cm_id=${first?.id}`,
    );
    expect(res.code).toBe("0000");
    expect(res.data.remark).toMatch(/^<p>/);
    expect(res.data.remark).toContain("<script>");
    expect(res.data.remark).toContain("onclick=");
    const python = await courseId(up.db, "Python Programming Fundamentals");
    const [m] = await materialsOf(up.db, python);
    const plain = await call<{ remark: string }>(
      up.app,
      `/api/course/course/material?course_id=${python}&cm_id=${m?.id}`,
    );
    expect(plain.data.remark).toBe(
      "<p>This lecture covers <strong>Getting started with Python</strong>.</p>" +
        "<p>Take notes as you go; your progress is saved automatically.</p>",
    );
  });

  it("answers 1404 for a material of another course", async () => {
    const id = await courseId(up.db, "Welding Safety and Technique");
    const python = await courseId(up.db, "Python Programming Fundamentals");
    const [m] = await materialsOf(up.db, python);
    expect(await call(up.app, `/api/course/course/material?course_id=${id}&cm_id=${m?.id}`)).toEqual({
      code: "1404",
      message: "not found",
      data: null,
    });
  });
});

describe("GET /api/school/course/setting", () => {
  const settings = (query: string, cookie?: string) =>
    call<Settings>(up.app, `/api/school/course/setting${query}`, cookie);

  it("has the defaults for the demo school and any school without settings", async () => {
    const defaults = { play_status: 2, hook_status: 2, hook_minute: 1, hook_second: 0 };
    expect(await settings("?school_code=100001")).toEqual({
      code: "0000",
      message: "success",
      data: defaults,
    });
    expect((await settings("?school_code=999999")).data).toEqual(defaults);
    expect((await settings("")).data).toEqual(defaults);
  });

  it("turns anti-cheat on for school 100035, idle after 30 seconds", async () => {
    const on = { play_status: 1, hook_status: 1, hook_minute: 0, hook_second: 30 };
    expect((await settings("?school_code=100035")).data).toEqual(on);
    const cookie = await login(up.app, "learner100035");
    expect((await settings("", cookie)).data).toEqual(on);
  });
});

describe("course demo data", () => {
  it("seeds again without duplicates", async () => {
    const counts = async () =>
      Promise.all(
        ["course_teachers", "course_comments", "school_course_settings", "materials", "courses"].map(
          async (t) => (await up.db.execute(`SELECT COUNT(*) AS n FROM ${t}`)).rows[0]?.n,
        ),
      );
    const before = await counts();
    await seed(up.db);
    await seed(up.db);
    expect(await counts()).toEqual(before);
  });
});
