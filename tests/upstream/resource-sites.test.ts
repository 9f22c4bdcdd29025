import { describe, expect, it } from "vitest";
import { hzvtcCourses } from "../../upstream/demo/resource-site-100028";
import { formatDuration } from "../../upstream/learning";
import { NO_STUDY_PERMISSION } from "../../upstream/routes/course-player";
import { seed } from "../../upstream/seed";
import { formPost, login } from "./helpers";
import { call, materialsOf, userId } from "./learning-helpers";
import { useSiteUpstream } from "./resource-site-helpers";

const SCHOOL = "100028";
const FLAGSHIP = 28001;
const NO_MATERIALS = 28002;
const NOT_OPEN = 28003;

const hzvtc = useSiteUpstream(SCHOOL, "learner100028");
const { courses, site, children, materials, total } = hzvtc;
const scalar = async (sql: string, ...args: (string | number)[]) =>
  Number((await hzvtc.up.db.execute({ sql, args })).rows[0]?.n);

describe("GET /api/sz/school/course (getCourseList)", () => {
  it("pages the school's courses on shelf, 16 by default, with page_num the number of pages", async () => {
    const all = await scalar(
      "SELECT COUNT(*) AS n FROM courses WHERE school_code = ? AND course_status = 1",
      SCHOOL,
    );
    expect(all).toBeGreaterThan(100);
    const one = await site("");
    expect(one.code).toBe("0000");
    expect(one.data.items).toHaveLength(16);
    expect(one.data.total).toBe(all);
    expect(one.data.page_num).toBe(Math.ceil(all / 16));
    expect(one.data).not.toHaveProperty("total_time");
    const last = await site(`&page=${one.data.page_num}`);
    expect(last.data.items).toHaveLength(all - 16 * (one.data.page_num - 1));
    expect((await site(`&page=${one.data.page_num + 1}`)).data.items).toEqual([]);
    expect((await site("&size=5")).data).toMatchObject({ total: all, page_num: Math.ceil(all / 5) });
    expect((await site("&page=x&size=0")).data.items).toHaveLength(16); // bad values take the defaults
  });

  it("gives at most 100 a page", async () => {
    const res = await site("&size=1000");
    expect(res.data.items).toHaveLength(100);
    expect(res.data.page_num).toBe(Math.ceil(res.data.total / 100));
  });

  it("gives every field: the category path from the root, root_id, type and total time from the materials", async () => {
    const item = (await site("&category_id=107")).data.items.find((c) => c.id === FLAGSHIP);
    const ms = await materialsOf(hzvtc.up.db, FLAGSHIP);
    expect(item).toEqual({
      id: FLAGSHIP,
      name: "西湖绸伞制作技艺",
      photo: "http://login.test/static/covers/hzvtc-craft.svg",
      category_name: "文化传承/非遗技艺",
      category_id: 107,
      root_id: 106,
      total_time: formatDuration(ms.reduce((s, m) => s + m.duration, 0)),
      type: 1,
      intro: expect.stringMatching(/^<p>.+<\/p>$/),
    });
    expect(item?.total_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(item?.intro.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
    const [science] = (await site("&category_id=122&size=1")).data.items;
    expect(science).toMatchObject({
      category_name: "家国情怀/强国建设/科技强国",
      category_id: 122,
      root_id: 121,
    });
    // Without materials: no video, no time.
    const empty = (await site("&category_id=107")).data.items.find((c) => c.id === NO_MATERIALS);
    expect(empty).toMatchObject({ type: 2, total_time: "00:00:00" });
  });

  it("types a course without a video material 2 (word material)", async () => {
    const items = (await site("&size=100")).data.items.concat((await site("&size=100&page=2")).data.items);
    const videos = new Set(
      (
        await hzvtc.up.db.execute(
          "SELECT DISTINCT course_id FROM materials WHERE type = 1 AND course_id BETWEEN 28001 AND 28999",
        )
      ).rows.map((r) => Number(r.course_id)),
    );
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((c) => c.type === (videos.has(c.id) ? 1 : 2))).toBe(true);
    const word = items.filter((c) => c.type === 2 && c.total_time !== "00:00:00");
    expect(word.length).toBeGreaterThanOrEqual(5);
    expect(items.filter((c) => c.type === 1).length).toBeGreaterThan(80);
  });

  it("lists a category and everything below it; a root lists its whole section", async () => {
    const [feelings, power, beauty, science] = await Promise.all([121, 193, 194, 122].map(total));
    expect((power ?? 0) + (beauty ?? 0)).toBe(feelings);
    expect(power).toBeGreaterThan(science ?? 0);
    expect(science).toBe(8);
    const section = (await site("&category_id=121&size=100")).data.items;
    expect(section.every((c) => c.root_id === 121 && c.category_name.startsWith("家国情怀/"))).toBe(true);
    expect(new Set(section.map((c) => c.category_id))).toEqual(
      new Set([122, 123, 124, 125, 126, 127, 128, 129, 130, 131]),
    );
    const culture = await total(106);
    expect(culture).toBe((await Promise.all([107, 108, 109, 118].map(total))).reduce((a, b) => a + b));
    expect((await site("&category_id=999999")).data).toEqual({ items: [], total: 0, page_num: 0 });
  });

  it("keeps a stable order: sort, then id", async () => {
    const ids = (await site("&category_id=107")).data.items.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await hzvtc.up.db.execute("UPDATE courses SET sort = -1 WHERE id = 28005");
    try {
      const again = (await site("&category_id=107")).data.items.map((c) => c.id);
      expect(again).toEqual([28005, ...ids.filter((id) => id !== 28005)]);
    } finally {
      await hzvtc.up.db.execute("UPDATE courses SET sort = 0 WHERE id = 28005");
    }
  });

  it("searches the name case-insensitively with q", async () => {
    const res = await site(`&q=${encodeURIComponent("浙江")}`);
    expect(res.data.total).toBeGreaterThanOrEqual(5);
    expect(res.data.items.every((c) => c.name.includes("浙江"))).toBe(true);
    // Results of several sections, each told by the root name at the start of category_name.
    const roots = new Set(res.data.items.map((c) => c.category_name.split("/")[0]));
    expect(roots).toEqual(new Set(["价值引领", "家国情怀", "职业精神"]));
    expect((await site("&q=c919")).data.items.map((c) => c.id)).toEqual([28041]);
    expect((await site("&q=no-such-course")).data).toEqual({ items: [], total: 0, page_num: 0 });
    // Combined with a category.
    expect(
      (await site(`&q=${encodeURIComponent("杭州")}&category_id=109`)).data.items.map((c) => c.id),
    ).toEqual([28016, 28018]);
  });

  it("lists only the given school's courses on shelf, and needs school_code (1422)", async () => {
    expect(await courses("?category_id=106")).toEqual({
      code: "1422",
      message: "school_code is required",
      data: null,
    });
    expect((await courses("?school_code=%20")).code).toBe("1422");
    expect((await courses("?school_code=100001&category_id=106")).data.total).toBe(0);
    const python = (await courses("?school_code=100001&q=python")).data.items;
    expect(python.length).toBeGreaterThan(0);
    expect(python[0]?.category_name).toBe("Information Technology/Programming/Python");
    await hzvtc.up.db.execute("UPDATE courses SET course_status = 2 WHERE id = 28004");
    try {
      expect((await site("&category_id=107")).data.items.map((c) => c.id)).not.toContain(28004);
    } finally {
      await hzvtc.up.db.execute("UPDATE courses SET course_status = 1 WHERE id = 28004");
    }
  });

  it("with class_name lists only that class's courses and adds their total time", async () => {
    const members = [28037, 28038, 28045];
    await hzvtc.up.db.execute(
      `UPDATE courses SET class_name = '2025级现代学徒制试点班' WHERE id IN (${members})`,
    );
    await hzvtc.up.db.execute("UPDATE courses SET class_name = '另一个班' WHERE id = 28046");
    try {
      const className = encodeURIComponent("2025级现代学徒制试点班");
      const res = await site(`&class_name=${className}&size=2`);
      expect(res.data.total).toBe(3);
      expect(res.data.page_num).toBe(2);
      expect(res.data.items.map((c) => c.id)).toEqual([28037, 28038]);
      const seconds = Number(
        (
          await hzvtc.up.db.execute(
            `SELECT SUM(duration) AS s FROM materials WHERE course_id IN (${members.join(", ")})`,
          )
        ).rows[0]?.s,
      );
      expect(res.data.total_time).toBe(formatDuration(seconds));
      expect((await site(`&class_name=${className}&category_id=123`)).data).toMatchObject({
        total: 1,
        items: [expect.objectContaining({ id: 28045 })],
      });
      expect((await site("&class_name=nobody")).data).toEqual({
        items: [],
        total: 0,
        page_num: 0,
        total_time: "00:00:00",
      });
    } finally {
      await hzvtc.up.db.execute(
        "UPDATE courses SET class_name = NULL WHERE id IN (28037, 28038, 28045, 28046)",
      );
    }
  });
});

describe("GET /api/sz/school/course/category (getCategoryList)", () => {
  it("lists the direct children of root_id in order, with the top-level root, the path of ids and the level", async () => {
    const res = await children(`?root_id=106&school_code=${SCHOOL}`);
    expect(res).toEqual({
      code: "0000",
      message: "success",
      data: [
        { id: 107, name: "非遗技艺", root_id: 106, path: "106,107", level: 2 },
        { id: 108, name: "诗词经典", root_id: 106, path: "106,108", level: 2 },
        { id: 109, name: "杭州记忆", root_id: 106, path: "106,109", level: 2 },
        { id: 118, name: "传统节俗", root_id: 106, path: "106,118", level: 2 },
      ],
    });
    expect((await children(`?root_id=121&school_code=${SCHOOL}`)).data.map((c) => [c.id, c.name])).toEqual([
      [193, "强国建设"],
      [194, "美丽中国"],
    ]);
  });

  it("answers the six fixed sub-categories of 193 and the tabs of 194 at level 3 under root 121", async () => {
    const power = (await children(`?root_id=193&school_code=${SCHOOL}`)).data;
    expect(power.map((c) => [c.id, c.name])).toEqual([
      [122, "科技强国"],
      [123, "制造强国"],
      [124, "农业强国"],
      [125, "法治中国"],
      [126, "之江风采"],
      [127, "浙江先行"],
    ]);
    expect(power.every((c) => c.root_id === 121 && c.level === 3 && c.path === `121,193,${c.id}`)).toBe(true);
    const tabs = (await children(`?root_id=194&school_code=${SCHOOL}`)).data;
    expect(tabs.map((c) => c.id)).toEqual([128, 129, 130, 131]);
    expect(tabs[0]).toEqual({ id: 128, name: "绿水青山", root_id: 121, path: "121,194,128", level: 3 });
  });

  it("keeps at most size, takes every other section's children, and needs root_id", async () => {
    expect((await children(`?root_id=193&school_code=${SCHOOL}&size=2`)).data.map((c) => c.id)).toEqual([
      122, 123,
    ]);
    const sections: [number, number[]][] = [
      [110, [111, 112, 113]],
      [136, [137, 139]],
      [195, [200, 201, 202]],
      [152, [153, 154, 155, 156]],
    ];
    for (const [root, ids] of sections) {
      const res = await children(`?root_id=${root}&school_code=${SCHOOL}&class_name=x`);
      expect([root, res.data.map((c) => c.id)]).toEqual([root, ids]);
    }
    expect((await children(`?root_id=106&school_code=100001`)).data).toEqual([]);
    expect((await children("?root_id=106")).data).toHaveLength(4);
    expect(await children(`?school_code=${SCHOOL}`)).toEqual({
      code: "1422",
      message: "root_id is required",
      data: null,
    });
  });
});

describe("GET /api/sz/school/course/list (getCourseMaterial)", () => {
  it("pages the materials 16 at a time in the course's order; a video has the cover, word material ''", async () => {
    const ms = await materialsOf(hzvtc.up.db, FLAGSHIP);
    expect(ms.length).toBeGreaterThan(16);
    const [one, two] = await Promise.all(
      [1, 2].map((p) => materials(`?school_code=${SCHOOL}&course_id=${FLAGSHIP}&page=${p}`)),
    );
    expect(one?.code).toBe("0000");
    expect([one?.data.items.length, one?.data.total, one?.data.page_num]).toEqual([16, ms.length, 2]);
    expect(two?.data.items).toHaveLength(ms.length - 16);
    const items = [...(one?.data.items ?? []), ...(two?.data.items ?? [])];
    expect(items.map((m) => m.id)).toEqual(ms.map((m) => m.id));
    expect(items.map((m) => m.type)).toEqual(ms.map((m) => (m.type === 1 ? 1 : 2)));
    expect(items[0]).toEqual({
      id: ms[0]?.id,
      name: "1.1 西湖绸伞的前世今生",
      photo: "http://login.test/static/covers/hzvtc-craft.svg",
      type: 1,
    });
    expect(items.filter((m) => m.type === 2).every((m) => m.photo === "")).toBe(true);
    expect(new Set(items.map((m) => m.type))).toEqual(new Set([1, 2]));
    const small = await materials(`?school_code=${SCHOOL}&course_id=${FLAGSHIP}&size=5&page=4`);
    expect(small.data).toMatchObject({ page_num: 4, total: ms.length });
    expect(small.data.items).toHaveLength(ms.length - 15);
  });

  it("answers an empty list for a course without materials, 1404 for an unknown one and 1422 without course_id", async () => {
    expect(await materials(`?school_code=${SCHOOL}&course_id=${NO_MATERIALS}`)).toEqual({
      code: "0000",
      message: "success",
      data: { items: [], page_num: 0, total: 0 },
    });
    expect((await materials(`?school_code=${SCHOOL}&course_id=999999`)).code).toBe("1404");
    expect((await materials(`?school_code=100001&course_id=${FLAGSHIP}`)).code).toBe("1404");
    expect((await materials(`?school_code=${SCHOOL}`)).code).toBe("1422");
  });
});

describe("open access (courses.open_access)", () => {
  const tree = hzvtc.learnTree;
  const noPermission = { code: "2004", message: NO_STUDY_PERMISSION, data: null };

  it("lets a user of the school study an open course without an enrolment, through the whole player flow", async () => {
    const course = 28004;
    const me = await userId(hzvtc.up.db, "learner100028");
    expect(
      await scalar("SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ? AND course_id = ?", me, course),
    ).toBe(0);
    const learn = await tree(course, hzvtc.learner);
    expect(learn.code).toBe("0000");
    const [first] = learn.data[0]?.children ?? [];
    if (!first) throw new Error("no material");
    const play = await call<{ cm_id: number; url: string }>(
      hzvtc.up.app,
      `/api/course/course/${course}/play?cm_id=${first.cm_id}`,
      hzvtc.learner,
    );
    expect(play).toMatchObject({
      code: "0000",
      data: { cm_id: first.cm_id, url: expect.stringMatching(/\.mp4\?expires=\d+&signature=[\w-]{43}$/) },
    });
    const log = `/api/course/log/add?user_id=${me}&course_id=${course}&cm_id=${first.cm_id}&position=42`;
    expect((await call(hzvtc.up.app, log, hzvtc.learner)).code).toBe("0000");
    expect(
      (await call<{ position: number }>(hzvtc.up.app, `/api/course/course/${course}/play`, hzvtc.learner))
        .data,
    ).toMatchObject({ cm_id: first.cm_id, position: 42 });
    const slides = (await materialsOf(hzvtc.up.db, FLAGSHIP)).find((m) => m.type === 2);
    const preview = await hzvtc.up.app.request("/api/course/course/preview", {
      ...formPost({ course_id: String(FLAGSHIP), cm_id: String(slides?.id) }),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: hzvtc.learner },
    });
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    const note = await call<{ id: number }>(
      hzvtc.up.app,
      "/api/my/course/note",
      hzvtc.learner,
      formPost({
        course_id: String(course),
        cm_id: String(first.cm_id),
        content: "镶钢工艺讲得很清楚",
        position: "42",
      }),
    );
    expect(note.code).toBe("0000");
    const summary = await call<{ leran_course_num: number }>(
      hzvtc.up.app,
      "/api/my/stat/summary",
      hzvtc.learner,
    );
    expect(summary.data.leran_course_num).toBe(1);
  });

  it("answers 2004 for the course that is not open, to a user of another school and without a session 2001", async () => {
    expect(await tree(NOT_OPEN, hzvtc.learner)).toEqual(noPermission);
    expect((await tree(NOT_OPEN)).code).toBe(2001);
    const [first] = await materialsOf(hzvtc.up.db, NOT_OPEN);
    expect(
      await call(hzvtc.up.app, `/api/course/course/${NOT_OPEN}/play?cm_id=${first?.id}`, hzvtc.learner),
    ).toEqual(noPermission);
    const other = await login(hzvtc.up.app, "learner100044");
    expect(await tree(28004, other)).toEqual(noPermission);
    expect(await call(hzvtc.up.app, "/api/course/course/28004/play", other)).toEqual(noPermission);
    const notes = await call(
      hzvtc.up.app,
      "/api/my/course/note",
      other,
      formPost({
        course_id: "28004",
        cm_id: String((await materialsOf(hzvtc.up.db, 28004))[0]?.id),
        content: "不能记笔记",
      }),
    );
    expect(notes.code).toBe("1403");
    // The public tree and detail stay open.
    expect((await call(hzvtc.up.app, `/api/course/${NOT_OPEN}/chapter`)).code).toBe("0000");
    expect((await call(hzvtc.up.app, `/api/course/course/${NOT_OPEN}`)).code).toBe("0000");
  });

  it("still bars an open course taken down or with a disabled enrolment", async () => {
    await hzvtc.up.db.execute("UPDATE courses SET course_status = 2 WHERE id = 28005");
    try {
      expect(await tree(28005, hzvtc.learner)).toEqual(noPermission);
    } finally {
      await hzvtc.up.db.execute("UPDATE courses SET course_status = 1 WHERE id = 28005");
    }
    const me = await userId(hzvtc.up.db, "learner100028");
    await hzvtc.up.db.execute({
      sql: "INSERT INTO enrolments (user_id, course_id, status, created_at) VALUES (?, 28006, 3, ?)",
      args: [me, new Date().toISOString()],
    });
    try {
      expect(await tree(28006, hzvtc.learner)).toEqual(noPermission);
    } finally {
      await hzvtc.up.db.execute({
        sql: "DELETE FROM enrolments WHERE user_id = ? AND course_id = 28006",
        args: [me],
      });
    }
    expect((await tree(28006, hzvtc.learner)).code).toBe("0000");
  });
});

describe("demo content of the college site (school 100028)", () => {
  it("has the six sections under their fixed root ids and names", async () => {
    const roots = await hzvtc.up.db.execute(
      "SELECT id, name FROM categories WHERE parent_id = 0 AND school_code = '100028' ORDER BY sort",
    );
    expect(roots.rows.map((r) => [Number(r.id), r.name])).toEqual([
      [106, "文化传承"],
      [110, "价值引领"],
      [121, "家国情怀"],
      [136, "职业精神"],
      [195, "特色育人"],
      [152, "青春风采"],
    ]);
  });

  it("fills every block of the site", async () => {
    // [category, at least, at most]: full blocks, pagers that show (122 > 6, 194's tabs > 3, profession > 16).
    const expected: [number, number, number][] = [
      [107, 6, 99],
      [108, 9, 99],
      [109, 3, 99],
      [118, 3, 99],
      [111, 6, 99],
      [112, 6, 99],
      [113, 3, 99],
      [122, 8, 99],
      ...[123, 124, 125, 126, 127].map((id): [number, number, number] => [id, 2, 4]),
      ...[128, 129, 130, 131].map((id): [number, number, number] => [id, 4, 5]),
      [137, 14, 99],
      [139, 4, 99],
      [202, 5, 99],
      [201, 2, 99],
      [200, 2, 99],
      [153, 2, 2],
      [154, 3, 3],
      [155, 2, 2],
      [156, 1, 1],
    ];
    for (const [id, min, max] of expected) {
      const n = await total(id);
      expect([id, n >= min && n <= max]).toEqual([id, true]);
    }
    expect(await total(136)).toBeGreaterThan(16);
  });

  it("has fixed ids from 28001, all open but 28003, with real names and intros, covers that exist", async () => {
    const rows = (
      await hzvtc.up.db.execute(
        "SELECT id, name, photo, intro, open_access FROM courses WHERE school_code = '100028' ORDER BY id",
      )
    ).rows;
    expect(rows.map((r) => Number(r.id))).toEqual(hzvtcCourses.map((c, i) => 28001 + i));
    expect(rows.filter((r) => Number(r.open_access) === 0).map((r) => Number(r.id))).toEqual([NOT_OPEN]);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.every((r) => /[\u4e00-\u9fff]/.test(String(r.name)) && !/\d+$/.test(String(r.name)))).toBe(
      true,
    );
    expect(rows.every((r) => (String(r.intro).match(/<p>/g)?.length ?? 0) >= 3)).toBe(true);
    const covers = new Set(rows.map((r) => String(r.photo)));
    expect(covers.size).toBeGreaterThanOrEqual(6);
    for (const cover of covers) {
      const res = await hzvtc.up.app.request(cover);
      expect([cover, res.status, res.headers.get("content-type")]).toEqual([
        cover,
        200,
        expect.stringMatching(/^image\/svg\+xml/),
      ]);
    }
  });

  it("has reviews of 28001 on three pages of 10, by several users", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) =>
        call<{ items: { user_id: number; content: string }[]; total: number; page_num: number }>(
          hzvtc.up.app,
          `/api/course/comment?course_id=${FLAGSHIP}&page=${p}`,
        ),
      ),
    );
    expect(pages.map((p) => p.data.page_num)).toEqual([3, 3, 3]);
    expect(pages[0]?.data.total).toBeGreaterThan(20);
    expect(pages.map((p) => p.data.items.length)).toEqual([10, 10, (pages[0]?.data.total ?? 0) - 20]);
    const items = pages.flatMap((p) => p.data.items);
    expect(new Set(items.map((r) => r.user_id)).size).toBeGreaterThanOrEqual(4);
    expect(items.every((r) => [...r.content].length >= 5)).toBe(true);
  });

  it("has 28002 without chapters and materials", async () => {
    expect(await scalar("SELECT COUNT(*) AS n FROM chapters WHERE course_id = ?", NO_MATERIALS)).toBe(0);
    expect(
      (await call(hzvtc.up.app, `/api/course/${NO_MATERIALS}/chapter?action=learn`, hzvtc.learner)).data,
    ).toEqual([]);
  });

  it("seeds again without duplicates", async () => {
    const tables = ["categories", "courses", "chapters", "materials", "course_comments"];
    const counts = () => Promise.all(tables.map((t) => scalar(`SELECT COUNT(*) AS n FROM ${t}`)));
    const before = await counts();
    await seed(hzvtc.up.db);
    expect(await counts()).toEqual(before);
  });
});
