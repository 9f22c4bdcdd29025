import { describe, expect, it } from "vitest";

import { SECTIONS, sectionKeyOf } from "~/domain/hzvtc-site";
import { SECTION_KEYS } from "~/domain/hzvtc-keys";
import { getCourseDetail } from "~/services/course.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import {
  listCourseMaterials,
  listSiteCategories,
  listSiteCourses,
  mayStudyCourse,
} from "~/services/site-courses.server";
import { listReviews } from "~/services/review.server";

import { useRealUpstream } from "./real-upstream";

// The resource-site schemas (docs/contracts/resource-sites.md) against the real reference upstream, with the
// college's demo content (school 100028).
const real = useRealUpstream();

const SCHOOL = "100028";

const apiFor = (cookie?: string) =>
  createApi(
    new Request("http://localhost:3000/center/hzvtc/detail?id=28001", { headers: cookie ? { cookie } : {} }),
    { env: real.env },
  );

describe("resource-site contract", () => {
  it("getCategoryList: the direct children of each root, with the fixed ids", async () => {
    const api = apiFor();
    const expected: Record<number, number[]> = {
      106: [107, 108, 109, 118],
      110: [111, 112, 113],
      121: [193, 194],
      193: [122, 123, 124, 125, 126, 127],
      194: [128, 129, 130, 131],
      136: [137, 139],
      195: [200, 201, 202],
      152: [153, 154, 155, 156],
    };
    for (const [root, children] of Object.entries(expected)) {
      const categories = await listSiteCategories(api, { school: SCHOOL, rootId: root });
      expect(categories.map((category) => Number(category.id)).sort((a, b) => a - b)).toEqual(children);
    }
    const culture = await listSiteCategories(api, { school: SCHOOL, rootId: 106 });
    expect(culture[0]).toMatchObject({ root_id: "106", level: 2, path: `106,${culture[0]?.id}` });
    const feelings = await listSiteCategories(api, { school: SCHOOL, rootId: 193 });
    expect(feelings[0]).toMatchObject({ root_id: "121", level: 3, path: `121,193,${feelings[0]?.id}` });
    const limited = await listSiteCategories(api, { school: SCHOOL, rootId: 193, size: 2 });
    expect(limited).toHaveLength(2);
  });

  it("getCourseList: a root lists its whole section, paged, each course's path starting with the root's name", async () => {
    const api = apiFor();
    for (const key of SECTION_KEYS) {
      const section = SECTIONS[key];
      const page = await listSiteCourses(api, { school: SCHOOL, categoryId: section.rootId, size: 100 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.total).toBe(page.items.length);
      for (const course of page.items) {
        expect(course.root_id).toBe(String(section.rootId));
        expect(course.category_name.startsWith(`${section.categoryName}/`)).toBe(true);
        expect(sectionKeyOf(course.category_name)).toBe(key);
        expect(course.photo).toMatch(/^https?:\/\//);
        expect(course.total_time).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
        expect([1, 2]).toContain(course.type);
      }
    }
    const culture = await listSiteCourses(api, { school: SCHOOL, categoryId: 106, size: 100 });
    const first = await listSiteCourses(api, { school: SCHOOL, categoryId: 106, size: 2 });
    const second = await listSiteCourses(api, { school: SCHOOL, categoryId: 106, size: 2, page: 2 });
    expect(first.total).toBe(culture.total);
    expect([...first.items, ...second.items].map((course) => course.id)).toEqual(
      culture.items.slice(0, 4).map((course) => course.id),
    );
    const flagship = culture.items.find((course) => course.id === "28001");
    expect(flagship).toMatchObject({ category_id: "107", type: 1, category_name: "文化传承/非遗技艺" });
  });

  it("getCourseList: a keyword matches names case-insensitively; none lists all", async () => {
    const api = apiFor();
    const found = await listSiteCourses(api, { school: SCHOOL, q: "绸伞", size: 16 });
    expect(found.items.map((course) => course.id)).toContain("28001");
    for (const course of found.items) expect(course.name).toContain("绸伞");
    const all = await listSiteCourses(api, { school: SCHOOL, size: 16 });
    expect(all.total).toBeGreaterThanOrEqual(found.total);
    expect(all.items).toHaveLength(16);
    const none = await listSiteCourses(api, { school: SCHOOL, q: "no such course at all", size: 16 });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("getCourseList: a missing school is 1422", async () => {
    const refused = await listSiteCourses(apiFor(), { school: "", size: 16 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UpstreamFailure);
    expect((refused as UpstreamFailure).code).toBe("1422");
  });

  it("getCourseMaterial: a course's materials paged by 16, both kinds; 28002 has none", async () => {
    const api = apiFor();
    const first = await listCourseMaterials(api, { school: SCHOOL, courseId: "28001", page: 1, size: 16 });
    expect(first.total).toBeGreaterThan(16);
    expect(first.items).toHaveLength(16);
    expect(first.page_num).toBe(Math.ceil(first.total / 16));
    const second = await listCourseMaterials(api, { school: SCHOOL, courseId: "28001", page: 2, size: 16 });
    expect(second.items).toHaveLength(first.total - 16);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((material) => material.type))).toEqual(new Set([1, 2]));
    for (const material of all) {
      if (material.type === 1) expect(material.photo).toMatch(/^https?:\/\//);
      else expect(material.photo).toBe("");
    }
    const empty = await listCourseMaterials(api, { school: SCHOOL, courseId: "28002", page: 1, size: 16 });
    expect(empty).toMatchObject({ items: [], total: 0 });
  });

  it("the detail page's calls: course detail, reviews on three pages, the learn check", async () => {
    const visitor = apiFor();
    const detail = await getCourseDetail(visitor, "28001");
    expect(detail).toMatchObject({ id: "28001", category_name: expect.stringContaining("非遗技艺") });
    expect(detail.intro).toBeTruthy();
    const reviews = await listReviews(visitor, "28001", 3);
    expect(reviews.total).toBeGreaterThan(20);
    expect(reviews.items.length).toBeGreaterThan(0);

    // Without a session the check answers 2001, which leaves the decision to the player.
    expect(await mayStudyCourse(visitor, "28001")).toBe(true);
    const college = apiFor(await real.sessionCookie("learner100028"));
    expect(await mayStudyCourse(college, "28001")).toBe(true);
    expect(await mayStudyCourse(college, "28003")).toBe(false);
    // Open courses are open to the college's users only (the msw mock answers the same).
    const elsewhere = apiFor(await real.sessionCookie("learner"));
    expect(await mayStudyCourse(elsewhere, "28001")).toBe(false);
  });
});
