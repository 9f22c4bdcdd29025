import { describe, expect, it } from "vitest";
import {
  PARTY_CLASS_NAMES,
  PARTY_EMPTY_SECTION,
  PARTY_NO_MATERIALS_COURSE,
  PARTY_PROJECT_COURSES,
  PARTY_REVIEWED_COURSE,
  PARTY_ROOTS,
  PARTY_UNTIMED_COURSE,
  partyCourses,
} from "../../upstream/demo/resource-site-100004";
import { formatDuration } from "../../upstream/learning";
import { NO_STUDY_PERMISSION } from "../../upstream/routes/course-player";
import { login } from "./helpers";
import { call, materialsOf } from "./learning-helpers";
import { type MaterialList, useSiteUpstream } from "./resource-site-helpers";

// The party-building site's demo content (school 100004) through the resource-site calls
// (docs/contracts/resource-sites.md, "Demo content of the party-building site").

const SCHOOL = "100004";

/** The fixed category tree of public-sites §2.4, §9: each root's children in order. */
const TREE: Record<number, number[]> = {
  207: [208, 209, 210],
  211: [212, 213, 240, 214, 215, 216, 218, 219, 220, 221],
  222: [223, 224],
  225: [226, 227, 228, 229],
  230: [231, 232],
  233: [234, 235, 236, 237, 238, 239],
};
const ROOT_NAMES: string[] = Object.values(PARTY_ROOTS).map((r) => r.name);

const party = useSiteUpstream(SCHOOL, "learner100004");
const { site, total, learnTree: tree } = party;
const children = (root: number) => party.children(`?root_id=${root}&school_code=${SCHOOL}`);

describe("party site categories (school 100004)", () => {
  it("has the six roots with the names the search matches, in order", async () => {
    const roots = await party.up.db.execute(
      "SELECT id, name FROM categories WHERE parent_id = 0 AND school_code = ? ORDER BY sort",
      [SCHOOL],
    );
    expect(roots.rows.map((r) => [Number(r.id), r.name])).toEqual([
      [207, "入党必备"],
      [211, "党性教育"],
      [222, "新思想 新征程"],
      [225, "四史领悟"],
      [230, "榜样人物"],
      [233, "地方特色篇"],
    ]);
  });

  it("answers every child of every root, at level 2 with its path, each with a Chinese name", async () => {
    for (const [root, ids] of Object.entries(TREE)) {
      const res = await children(Number(root));
      expect(res.code).toBe("0000");
      expect([root, res.data.map((c) => c.id)]).toEqual([root, ids]);
      for (const c of res.data) {
        expect(c).toMatchObject({ root_id: Number(root), level: 2, path: `${root},${c.id}` });
        expect(c.name).toMatch(/^[\u4e00-\u9fff]{2,}$/);
      }
    }
    const local = (await children(233)).data.map((c) => [c.id, c.name]);
    expect(local.slice(3)).toEqual([
      [237, "红船精神"],
      [238, "浙江精神"],
      [239, "八八战略"],
    ]);
  });
});

describe("party site courses", () => {
  it("fills every home section, slider and list block; local section 234 is the one without courses", async () => {
    // [category, at least]: home join slider, edu 8, new 1+4, learn 1+6, example 3, local 8; the list blocks.
    const expected: [number, number][] = [
      [207, 17],
      [211, 17],
      [222, 5],
      [225, 17],
      [230, 3],
      [233, 8],
      [208, 9],
      [209, 9],
      [210, 5],
      [215, 8],
      [224, 5],
      [226, 6],
      [235, 1],
      [236, 3],
      [237, 2],
    ];
    for (const [id, min] of expected) expect([id, (await total(id)) >= min]).toEqual([id, true]);
    for (const ids of Object.values(TREE)) {
      for (const id of ids) {
        const n = await total(id);
        expect([id, n > 0]).toEqual([id, id !== PARTY_EMPTY_SECTION]);
      }
    }
    expect(await site(`&category_id=${PARTY_EMPTY_SECTION}`)).toMatchObject({
      code: "0000",
      data: { items: [], total: 0, page_num: 0 },
    });
    // A root lists its whole section, with more than one page of 16 where the portal pages.
    const edu = await site("&category_id=211");
    expect(edu.data.page_num).toBeGreaterThan(1);
    expect(edu.data.total).toBe((await Promise.all(TREE[211]?.map(total) ?? [])).reduce((a, b) => a + b));
  });

  it("keys every course by its root name at the start of category_name", async () => {
    for (const [root, ids] of Object.entries(TREE)) {
      const items = (await site(`&category_id=${root}&size=100`)).data.items;
      const rootName = Object.values(PARTY_ROOTS).find((r) => r.id === Number(root))?.name;
      for (const c of items) {
        expect(c.root_id).toBe(Number(root));
        expect(ids).toContain(c.category_id);
        expect(c.category_name.startsWith(`${rootName}/`)).toBe(true);
        expect(c.photo).toMatch(/^http:\/\/login\.test\/static\/covers\/party-[a-z]+\.svg$/);
      }
    }
  });

  it("finds courses of several sections by keyword, each keyed by one of the six root names", async () => {
    const found = await site(`&q=${encodeURIComponent("精神")}`);
    expect(found.data.total).toBeGreaterThanOrEqual(5);
    const roots = new Set(found.data.items.map((c) => c.category_name.split("/")[0]));
    expect(roots.size).toBeGreaterThanOrEqual(3);
    for (const root of roots) expect(ROOT_NAMES).toContain(root);
    const many = await site(`&q=${encodeURIComponent("党")}`);
    expect(many.data.page_num).toBeGreaterThan(1);
    expect(many.data.items.every((c) => ROOT_NAMES.includes(c.category_name.split("/")[0] ?? ""))).toBe(true);
    expect((await site(`&q=${encodeURIComponent("红船")}`)).data.items.map((c) => c.category_id)).toContain(
      237,
    );
  });

  it("has fixed ids 4001–4138, open, unique Chinese names, word and video courses, intros in paragraphs", async () => {
    const rows = (
      await party.up.db.execute({
        sql: "SELECT id, name, intro, open_access FROM courses WHERE school_code = ? ORDER BY id",
        args: [SCHOOL],
      })
    ).rows;
    expect(rows.map((r) => Number(r.id))).toEqual(partyCourses.map((_, i) => 4001 + i));
    expect(rows.at(-1)?.id).toBe(4138);
    expect(rows.every((r) => Number(r.open_access) === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    expect(rows.every((r) => /[\u4e00-\u9fff]/.test(String(r.name)))).toBe(true);
    expect(rows.every((r) => (String(r.intro).match(/<p>/g)?.length ?? 0) >= 3)).toBe(true);
    const items = [...(await site("&size=100")).data.items, ...(await site("&size=100&page=2")).data.items];
    expect(items).toHaveLength(rows.length);
    expect(items.filter((c) => c.type === 2 && c.total_time !== "00:00:00").length).toBeGreaterThanOrEqual(
      10,
    );
    expect(items.filter((c) => c.type === 1).length).toBeGreaterThan(80);
  });
});

describe("party site special courses", () => {
  it("4001 has 18 materials on two pages (video and word) and reviews on two pages of 10", async () => {
    const ms = await materialsOf(party.up.db, PARTY_REVIEWED_COURSE);
    expect(ms).toHaveLength(18);
    const page = (p: number) =>
      call<MaterialList>(
        party.up.app,
        `/api/sz/school/course/list?school_code=${SCHOOL}&course_id=${PARTY_REVIEWED_COURSE}&page=${p}`,
      );
    const [one, two] = await Promise.all([page(1), page(2)]);
    expect([one?.data.items.length, one?.data.page_num, two?.data.items.length]).toEqual([16, 2, 2]);
    expect(new Set(one?.data.items.map((m) => m.type))).toEqual(new Set([1, 2]));
    const reviews = await Promise.all(
      [1, 2].map((p) =>
        call<{ items: { user_id: number }[]; total: number; page_num: number }>(
          party.up.app,
          `/api/course/comment?course_id=${PARTY_REVIEWED_COURSE}&page=${p}`,
        ),
      ),
    );
    expect(reviews.map((r) => [r.data.page_num, r.data.items.length])).toEqual([
      [2, 10],
      [2, (reviews[0]?.data.total ?? 0) - 10],
    ]);
    expect(reviews[0]?.data.total).toBeGreaterThan(10);
  });

  it("4002 has no materials; 4003 has materials but total_time 00:00:00", async () => {
    const inJoin = (await site("&category_id=208")).data.items;
    expect(inJoin.find((c) => c.id === PARTY_NO_MATERIALS_COURSE)).toMatchObject({
      total_time: "00:00:00",
      type: 2,
    });
    expect(
      await call(
        party.up.app,
        `/api/sz/school/course/list?school_code=${SCHOOL}&course_id=${PARTY_NO_MATERIALS_COURSE}`,
      ),
    ).toMatchObject({ code: "0000", data: { items: [], total: 0, page_num: 0 } });
    expect(inJoin.find((c) => c.id === PARTY_UNTIMED_COURSE)).toMatchObject({
      total_time: "00:00:00",
      type: 2,
    });
    expect((await materialsOf(party.up.db, PARTY_UNTIMED_COURSE)).length).toBeGreaterThan(0);
    const detail = await call<{ total_time: string }>(
      party.up.app,
      `/api/course/course/${PARTY_UNTIMED_COURSE}`,
    );
    expect(detail.data.total_time).toBe("00:00:00");
  });
});

describe("party training projects (class_name)", () => {
  it("lists each project's courses with their total time and several categories", async () => {
    expect(PARTY_CLASS_NAMES).toEqual([
      "本科生入党启蒙教育",
      "入党积极分子教育",
      "发展对象培训",
      "预备党员锤炼教育",
    ]);
    for (const [i, className] of PARTY_CLASS_NAMES.entries()) {
      const ids = PARTY_PROJECT_COURSES[i] ?? [];
      const res = await site(`&class_name=${encodeURIComponent(className)}&size=100`);
      expect(res.data.items.map((c) => c.id)).toEqual([...ids].sort((a, b) => a - b));
      const seconds = Number(
        (
          await party.up.db.execute(
            `SELECT SUM(duration) AS s FROM materials WHERE course_id IN (${ids.join(", ")})`,
          )
        ).rows[0]?.s,
      );
      expect(seconds).toBeGreaterThan(3600);
      expect(res.data.total_time).toBe(formatDuration(seconds));
      expect(res.data.items.every((c) => c.total_time !== "00:00:00")).toBe(true);
      const categories = new Set(res.data.items.map((c) => c.category_id));
      expect(categories.size).toBeGreaterThanOrEqual(3);
      // A category chip: the class's courses of that category.
      const [first] = categories;
      const chip = await site(`&class_name=${encodeURIComponent(className)}&category_id=${first}`);
      expect(chip.data.items.every((c) => c.category_id === first)).toBe(true);
      expect(chip.data.total_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    }
  });
});

describe("party open access", () => {
  it("lets learner100004 study an open course without an enrolment; other schools' users get 2004", async () => {
    const learn = await tree(4004, party.learner);
    expect(learn.code).toBe("0000");
    const [first] = learn.data[0]?.children ?? [];
    const play = await call<{ url: string }>(
      party.up.app,
      `/api/course/course/4004/play?cm_id=${String(first?.cm_id)}`,
      party.learner,
    );
    expect(play).toMatchObject({
      code: "0000",
      data: { url: expect.stringMatching(/\.mp4\?expires=\d+&signature=[\w-]{43}$/) },
    });
    const college = await login(party.up.app, "learner100028");
    expect(await tree(4004, college)).toEqual({ code: "2004", message: NO_STUDY_PERMISSION, data: null });
  });
});
