import { describe, expect, it } from "vitest";

import { getCourseDetail } from "~/services/course.server";
import { createApi } from "~/services/http.server";
import {
  listCourseMaterials,
  listSiteCategories,
  listSiteCourses,
  mayStudyCourse,
} from "~/services/site-courses.server";
import { listReviews } from "~/services/review.server";

import { useRealUpstream } from "./real-upstream";

// The party-building site's demo content (school 100004) through the portal's resource-site schemas, against the
// real reference upstream. The ids, names and class names are the contract's (docs/contracts/resource-sites.md,
// "Demo content of the party-building site"), written out here as the portal will.
const real = useRealUpstream();

const SCHOOL = "100004";
const ROOTS: Record<string, { id: number; name: string; children: number[] }> = {
  join: { id: 207, name: "入党必备", children: [208, 209, 210] },
  edu: { id: 211, name: "党性教育", children: [212, 213, 240, 214, 215, 216, 218, 219, 220, 221] },
  new: { id: 222, name: "新思想 新征程", children: [223, 224] },
  learn: { id: 225, name: "四史领悟", children: [226, 227, 228, 229] },
  example: { id: 230, name: "榜样人物", children: [231, 232] },
  local: { id: 233, name: "地方特色篇", children: [234, 235, 236, 237, 238, 239] },
};
const ROOT_NAMES = Object.values(ROOTS).map((root) => root.name);
const EMPTY_LOCAL_SECTION = 234;
const CLASS_NAMES = ["本科生入党启蒙教育", "入党积极分子教育", "发展对象培训", "预备党员锤炼教育"];

const apiFor = (cookie?: string) =>
  createApi(
    new Request("http://localhost:3000/center/custom/party/detail?id=4001&key=join", {
      headers: cookie ? { cookie } : {},
    }),
    { env: real.env },
  );
const rootOf = (categoryName: string) => categoryName.split("/")[0] ?? "";

describe("party-site contract (school 100004)", () => {
  it("getCategoryList: every child of the six roots answers, with its root and path", async () => {
    const api = apiFor();
    for (const root of Object.values(ROOTS)) {
      const categories = await listSiteCategories(api, { school: SCHOOL, rootId: root.id });
      expect(categories.map((category) => Number(category.id))).toEqual(root.children);
      for (const category of categories) {
        expect(category).toMatchObject({
          root_id: String(root.id),
          level: 2,
          path: `${root.id},${category.id}`,
        });
        expect(category.name).toBeTruthy();
      }
    }
    const local = await listSiteCategories(api, { school: SCHOOL, rootId: 233 });
    expect(local.slice(3).map((category) => category.name)).toEqual(["红船精神", "浙江精神", "八八战略"]);
  });

  it("getCourseList: every child category has courses but the empty local section; paths start with the root name", async () => {
    const api = apiFor();
    for (const root of Object.values(ROOTS)) {
      const section = await listSiteCourses(api, { school: SCHOOL, categoryId: root.id, size: 100 });
      expect(section.total).toBe(section.items.length);
      for (const course of section.items) {
        expect(course.root_id).toBe(String(root.id));
        expect(course.category_name.startsWith(`${root.name}/`)).toBe(true);
        expect(course.total_time).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
      }
      for (const id of root.children) {
        const page = await listSiteCourses(api, { school: SCHOOL, categoryId: id, size: 8 });
        expect([id, page.total > 0]).toEqual([id, id !== EMPTY_LOCAL_SECTION]);
      }
    }
    const empty = await listSiteCourses(api, { school: SCHOOL, categoryId: EMPTY_LOCAL_SECTION, size: 8 });
    expect(empty).toMatchObject({ items: [], total: 0 });
    // The sizes the pages ask for are met: local 235 asks 1, 236 asks 3, 237 asks 2; edu's home block 8.
    for (const [id, size] of [
      [235, 1],
      [236, 3],
      [237, 2],
      [211, 8],
      [233, 8],
    ] as const) {
      const page = await listSiteCourses(api, { school: SCHOOL, categoryId: id, size });
      expect([id, page.items.length]).toEqual([id, size]);
    }
  });

  it("getCourseList: a keyword finds courses of several sections, each keyed by one of the six root names", async () => {
    const api = apiFor();
    const found = await listSiteCourses(api, { school: SCHOOL, q: "精神", size: 16 });
    expect(found.total).toBeGreaterThanOrEqual(5);
    const roots = new Set(found.items.map((course) => rootOf(course.category_name)));
    expect(roots.size).toBeGreaterThanOrEqual(3);
    for (const root of roots) expect(ROOT_NAMES).toContain(root);
    const many = await listSiteCourses(api, { school: SCHOOL, q: "党", size: 16 });
    expect(many.total).toBeGreaterThan(16);
    expect(many.items).toHaveLength(16);
  });

  it("getCourseList with class_name: each training project's courses with total_time", async () => {
    const api = apiFor();
    for (const className of CLASS_NAMES) {
      const project = await listSiteCourses(api, { school: SCHOOL, className, size: 100 });
      expect([className, project.items.length > 4]).toEqual([className, true]);
      expect(project.total_time).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
      expect(project.total_time).not.toBe("00:00:00");
      expect(new Set(project.items.map((course) => course.category_id)).size).toBeGreaterThanOrEqual(3);
      for (const course of project.items) expect(ROOT_NAMES).toContain(rootOf(course.category_name));
    }
  });

  it("the special courses: 4001 materials and reviews on two pages, 4002 without materials, 4003 untimed", async () => {
    const api = apiFor();
    const first = await listCourseMaterials(api, { school: SCHOOL, courseId: "4001", page: 1, size: 16 });
    expect([first.total, first.page_num, first.items.length]).toEqual([18, 2, 16]);
    expect(new Set(first.items.map((material) => material.type))).toEqual(new Set([1, 2]));
    const reviews = await listReviews(api, "4001", 2);
    expect(reviews.total).toBeGreaterThan(10);
    expect(reviews.items.length).toBeGreaterThan(0);
    const none = await listCourseMaterials(api, { school: SCHOOL, courseId: "4002", page: 1, size: 16 });
    expect(none).toMatchObject({ items: [], total: 0 });
    const untimed = await getCourseDetail(api, "4003");
    expect(untimed.total_time).toBe("00:00:00");
    const untimedMaterials = await listCourseMaterials(api, {
      school: SCHOOL,
      courseId: "4003",
      page: 1,
      size: 16,
    });
    expect(untimedMaterials.total).toBeGreaterThan(0);
    expect(untimedMaterials.items.every((material) => material.type === 2 && material.photo === "")).toBe(
      true,
    );
  });

  it("the learn check: learner100004 may study the open courses, the college's learner may not", async () => {
    const party = apiFor(await real.sessionCookie("learner100004"));
    expect(await mayStudyCourse(party, "4001")).toBe(true);
    expect(await mayStudyCourse(party, "4004")).toBe(true);
    const college = apiFor(await real.sessionCookie("learner100028"));
    expect(await mayStudyCourse(college, "4004")).toBe(false);
  });
});
