import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";

import { createReviewStore, type NewReview, type ReviewStore } from "./review-store";

// One mock of a public site (docs/design.md §9): the resource-site calls with the shapes of
// docs/contracts/resource-sites.md, and the course detail, learn check and reviews of the site's courses. A site
// mock gives its fixtures (category tree, courses, materials, who may study) to `publicSiteHandlers`; its list
// calls answer only for its school_code and its course calls only for its course ids, so several sites sit side
// by side, and `otherSchoolHandlers` (registered after every site) answers the rest.

const LEARNING = "http://learning.test";
const MAX_SIZE = 100;
const DEFAULT_SIZE = 16;

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

/** `page` and `size` of a list call, or the reason they are wrong. */
export function paging(query: URLSearchParams): { page: number; size: number } | string {
  const page = Number(query.get("page") ?? "1");
  const size = Number(query.get("size") ?? String(DEFAULT_SIZE));
  if (!Number.isInteger(page) || page < 1) return "page must be a positive integer";
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) return `size must be 1 to ${MAX_SIZE}`;
  return { page, size };
}

/** One page of `items` as the list calls answer it. */
export function pageOf<T>(items: T[], page: number, size: number) {
  return {
    items: items.slice((page - 1) * size, page * size),
    total: items.length,
    page_num: Math.ceil(items.length / size),
  };
}

/** Seconds as the upstream writes a length: hh:mm:ss. */
export function hhmmss(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export type SiteCategory = { id: number; name: string; parent: number };

/** Reading a site's category tree (siblings in sort order, roots with parent 0). */
export function categoryTree(categories: SiteCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  /** The categories from the top down to `id`. */
  const lineage = (id: number): SiteCategory[] => {
    const chain: SiteCategory[] = [];
    for (let at = byId.get(id); at; at = byId.get(at.parent)) chain.unshift(at);
    return chain;
  };
  const childrenOf = (id: number) => categories.filter((category) => category.parent === id);
  return {
    categories,
    lineage,
    childrenOf,
    isLeaf: (id: number) => childrenOf(id).length === 0,
    /** Whether a course of `courseCategory` is under `categoryId` (that category itself or below it). */
    contains: (categoryId: number, courseCategory: number) =>
      lineage(courseCategory).some((category) => category.id === categoryId),
    /** A category as getCategoryList answers it. */
    item(category: SiteCategory) {
      const chain = lineage(category.id);
      return {
        id: category.id,
        name: category.name,
        root_id: chain[0]?.id ?? category.id,
        path: chain.map((c) => c.id).join(","),
        level: chain.length,
      };
    },
  };
}

export type CategoryTree = ReturnType<typeof categoryTree>;

/** A material of a site's course; `seconds` is the mock's own (the chapter tree's duration). */
export type SiteMaterialMock = { id: number; name: string; photo: string; type: number; seconds: number };

/** A course of a site as getCourseList answers it, plus the mock's own class (class_name) and length. */
export type SiteCourseMock = {
  id: number;
  name: string;
  photo: string;
  category_name: string;
  category_id: number;
  root_id: number;
  total_time: string;
  type: number;
  intro: string;
  class_name: string | null;
  seconds: number;
};

/**
 * A site's courses: `count(category)` courses in each leaf category, in the tree's order, numbered from `firstId`.
 * `describe` names a course; `classOf` gives its class; `totalTime` its total_time (by default its materials'
 * length).
 */
export function buildCourses(site: {
  tree: CategoryTree;
  firstId: number;
  count: (categoryId: number) => number;
  materialsOf: (courseId: number) => SiteMaterialMock[];
  describe: (
    id: number,
    category: SiteCategory,
    index: number,
  ) => { name: string; photo: string; intro: string };
  classOf?: (categoryId: number) => string | null;
  totalTime?: (materials: SiteMaterialMock[]) => string;
}): SiteCourseMock[] {
  const courses: SiteCourseMock[] = [];
  let nextId = site.firstId;
  for (const category of site.tree.categories.filter((c) => site.tree.isLeaf(c.id))) {
    const chain = site.tree.lineage(category.id);
    for (let index = 0; index < site.count(category.id); index += 1) {
      const id = nextId++;
      const materials = site.materialsOf(id);
      const seconds = materials.reduce((sum, material) => sum + material.seconds, 0);
      courses.push({
        id,
        ...site.describe(id, category, index),
        category_name: chain.map((c) => c.name).join("/"),
        category_id: category.id,
        root_id: chain[0]?.id ?? category.id,
        total_time: site.totalTime ? site.totalTime(materials) : hhmmss(seconds),
        type: materials.some((m) => m.type === 1) ? 1 : 2,
        class_name: site.classOf?.(category.id) ?? null,
        seconds,
      });
    }
  }
  return courses;
}

/** A course as getCourseList answers it (without the mock's own fields). */
function listed({ class_name: _class, seconds: _seconds, ...course }: SiteCourseMock) {
  return course;
}

/** Reviews of a site: `count` on one course, by users numbered from `firstUser`, none elsewhere. */
export function siteReviews(seed: {
  courseId: number;
  count: number;
  firstUser: number;
  userName: (index: number) => string;
  content: (index: number) => string;
}): ReviewStore {
  return createReviewStore(() =>
    Array.from({ length: seed.count }, (_, index): NewReview => ({
      user_id: seed.firstUser + index,
      user_name: seed.userName(index),
      level: (index % 5) + 1,
      content: seed.content(index),
      created_at: "2026-11-01 10:00:00",
      course_id: seed.courseId,
    })),
  );
}

export type PublicSiteMock = {
  /** The site's school_code: its list calls answer for this one only. */
  school: string;
  /** The course ids that are the site's (detail, learn check, reviews); every other id falls through. */
  ownsCourse: (id: number) => boolean;
  tree: CategoryTree;
  courses: SiteCourseMock[];
  materialsOf: (courseId: number) => SiteMaterialMock[];
  /** The api_token of the site's learners, and those of other schools' learners (2004 on the learn check). */
  learnerToken: string;
  otherTokens: string[];
  /** The course whose learn check answers 2004 to the site's own learner (the study ban). */
  studyBan: number;
  reviews: ReviewStore;
  /** Who a posted review is by. */
  reviewer: { id: number; name: string };
};

function sessionOf(site: PublicSiteMock, request: Request): "own" | "other" | null {
  const cookie = request.headers.get("cookie") ?? "";
  if (cookie.includes(`api_token=${site.learnerToken}`)) return "own";
  if (site.otherTokens.some((token) => cookie.includes(`api_token=${token}`))) return "other";
  return null;
}

/** The list calls for schools the `matches` accepts, answered from `courses`, `tree` and `materialsOf`. */
function listCalls(
  matches: (school: string) => boolean,
  site: Pick<PublicSiteMock, "courses" | "tree" | "materialsOf">,
): RequestHandler[] {
  const courseById = new Map(site.courses.map((course) => [course.id, course]));
  /** undefined when the call is not for these schools (it falls through), a 400 without school_code, else null. */
  const refusal = (query: URLSearchParams) => {
    const school = query.get("school_code") ?? "";
    if (!matches(school)) return undefined;
    return school ? null : bad("school_code is required");
  };
  return [
    // getCourseList
    http.get(`${LEARNING}/api/sz/school/course`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const refused = refusal(query);
      if (refused !== null) return refused;
      const paged = paging(query);
      if (typeof paged === "string") return bad(paged);
      const category = query.get("category_id");
      const q = query.get("q");
      if (category !== null && q !== null) return bad("category_id or q, not both");
      if (category !== null && !/^\d+$/.test(category)) return bad("category_id must be an id");
      if (q !== null && !q.trim()) return bad("q must not be empty (leave it out to list all)");
      const className = query.get("class_name");
      if (className !== null && !className.trim()) return bad("class_name must not be empty");
      let items = site.courses;
      if (category !== null)
        items = items.filter((course) => site.tree.contains(Number(category), course.category_id));
      if (q !== null) {
        const keyword = q.trim().toLowerCase();
        items = items.filter((course) => course.name.toLowerCase().includes(keyword));
      }
      if (className === null) return ok(pageOf(items.map(listed), paged.page, paged.size));
      items = items.filter((course) => course.class_name === className.trim());
      const seconds = items.reduce((sum, course) => sum + course.seconds, 0);
      return ok({ ...pageOf(items.map(listed), paged.page, paged.size), total_time: hhmmss(seconds) });
    }),
    // getCategoryList (class_name is accepted and ignored, as by the reference upstream)
    http.get(`${LEARNING}/api/sz/school/course/category`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const refused = refusal(query);
      if (refused !== null) return refused;
      const root = query.get("root_id");
      if (!root || !/^\d+$/.test(root)) return bad("root_id is required");
      const size = query.get("size");
      if (size !== null && !(Number(size) >= 1 && Number(size) <= MAX_SIZE)) return bad("size 1 to 100");
      const children = site.tree.childrenOf(Number(root)).map(site.tree.item);
      return ok(size === null ? children : children.slice(0, Number(size)));
    }),
    // getCourseMaterial
    http.get(`${LEARNING}/api/sz/school/course/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const refused = refusal(query);
      if (refused !== null) return refused;
      const courseId = query.get("course_id");
      if (!courseId || !/^\d+$/.test(courseId)) return bad("course_id is required");
      const paged = paging(query);
      if (typeof paged === "string") return bad(paged);
      const course = courseById.get(Number(courseId));
      if (!course) return fail("1404", "course does not exist");
      const materials = site.materialsOf(course.id).map(({ seconds: _seconds, ...item }) => item);
      return ok(pageOf(materials, paged.page, paged.size));
    }),
  ];
}

/** The handlers of one public site. */
export function publicSiteHandlers(site: PublicSiteMock): RequestHandler[] {
  const courseById = new Map(site.courses.map((course) => [course.id, course]));
  return [
    ...listCalls((school) => school === site.school, site),

    // getCourseDetails of the site's courses.
    http.get(`${LEARNING}/api/course/course/:id`, ({ params }) => {
      const id = Number(params.id);
      if (!site.ownsCourse(id)) return undefined;
      const course = courseById.get(id);
      if (!course) return fail("2004", "course does not exist");
      return ok({
        id: course.id,
        name: course.name,
        photo: course.photo,
        category_name: course.category_name,
        intro: course.intro,
        total_time: course.total_time,
        remaining_day: 0,
        status: 1,
        course_status: 1,
        type: course.type,
      });
    }),
    // getCourseChapterDetail: open courses for the site's learner, except studyBan; 2004 for other schools' users.
    http.get(`${LEARNING}/api/course/:id/chapter`, ({ request, params }) => {
      const id = Number(params.id);
      if (!site.ownsCourse(id)) return undefined;
      const action = new URL(request.url).searchParams.get("action");
      if (action !== null && action !== "learn") return bad("action=learn or nothing");
      if (!courseById.has(id)) return fail("2004", "course does not exist");
      if (action === "learn") {
        const session = sessionOf(site, request);
        if (!session) return fail("2001", "not logged in");
        if (session !== "own" || id === site.studyBan) return fail("2004", "no permission to study");
      }
      const materials = site.materialsOf(id);
      if (!materials.length) return ok([]);
      return ok([
        {
          name: "第一章",
          chapter_type: 1,
          chapter_id: id * 10,
          children: materials.map((material) => ({
            name: material.name,
            chapter_type: 2,
            chapter_id: id * 10,
            cm_id: material.id,
            type: material.type === 1 ? 1 : 2,
            status: 1,
            is_finish: 0,
            duration: material.seconds,
            size: 1048576,
            position: 0,
            file_id: `f${material.id}`,
          })),
        },
      ]);
    }),
    // getCourseComment
    http.get(`${LEARNING}/api/course/comment`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const courseId = Number(query.get("course_id"));
      if (!site.ownsCourse(courseId)) return undefined;
      const page = Number(query.get("page"));
      if (!(page >= 1) || query.get("size") !== "10") return bad("course_id, page, size 10");
      return ok(pageOf(site.reviews.of(courseId), page, 10));
    }),
    // addCourseComment
    http.post(`${LEARNING}/api/course/comment`, async ({ request }) => {
      const body = new URLSearchParams(await request.clone().text());
      const courseId = Number(body.get("course_id"));
      if (!site.ownsCourse(courseId)) return undefined;
      if (!sessionOf(site, request)) return fail("2001", "not logged in");
      const content = body.get("content") ?? "";
      const level = Number(body.get("level"));
      if (!(level >= 1 && level <= 5) || content.length < 5 || content.length > 50)
        return bad("course_id, level 1-5 and content 5-50");
      if (!courseById.has(courseId)) return fail("2004", "course does not exist");
      if (content.includes("广告")) return fail("1422", "评价包含违规内容");
      const id = site.reviews.post({ user: site.reviewer, course_id: courseId, level, content });
      return ok({ id });
    }),
  ];
}

/**
 * After every site's handlers: a list call of any other school is checked like a site's and answers nothing (no
 * courses, no categories, 1404 for a course's materials); one without school_code, and any call of
 * /api/sz/school/* that is not one of the three GETs, is refused.
 */
export const otherSchoolHandlers: RequestHandler[] = [
  ...listCalls(() => true, { courses: [], tree: categoryTree([]), materialsOf: () => [] }),
  http.all(`${LEARNING}/api/sz/school/*`, ({ request }) =>
    bad(request.method === "GET" ? "unknown resource-site call" : "GET only"),
  ),
];
