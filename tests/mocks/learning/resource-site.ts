import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { COLLEGE_TOKEN, collegeUser, VALID_TOKEN } from "../login-service";

// The vocational college's public site (school 100028): the resource-site calls of DESIGN.md §9 with the
// shapes of docs/contracts/resource-sites.md, and the course detail, learn check and reviews of its courses.
// Courses 28001-28199 are this mock's; every other id falls through to the other course mocks.

const LEARNING = "http://learning.test";
export const COLLEGE = "100028";
const MAX_SIZE = 100;
const DEFAULT_SIZE = 16;

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

const isMine = (id: number) => id >= 28001 && id <= 28199;

function sessionOf(request: Request): "college" | "other" | null {
  const cookie = request.headers.get("cookie") ?? "";
  if (cookie.includes(`api_token=${COLLEGE_TOKEN}`)) return "college";
  if (cookie.includes(`api_token=${VALID_TOKEN}`)) return "other";
  return null;
}

type Category = { id: number; name: string; parent: number };

/** The college's category tree with the fixed ids of the contract, siblings in sort order. */
export const siteCategories: Category[] = [
  { id: 106, name: "文化传承", parent: 0 },
  { id: 107, name: "非遗技艺", parent: 106 },
  { id: 108, name: "诗词经典", parent: 106 },
  { id: 109, name: "杭州记忆", parent: 106 },
  { id: 118, name: "传统节俗", parent: 106 },
  { id: 110, name: "价值引领", parent: 0 },
  { id: 111, name: "思政微课", parent: 110 },
  { id: 112, name: "榜样力量", parent: 110 },
  { id: 113, name: "红色足迹", parent: 110 },
  { id: 121, name: "家国情怀", parent: 0 },
  { id: 193, name: "强国建设", parent: 121 },
  { id: 122, name: "科技强国", parent: 193 },
  { id: 123, name: "制造强国", parent: 193 },
  { id: 124, name: "农业强国", parent: 193 },
  { id: 125, name: "法治中国", parent: 193 },
  { id: 126, name: "之江风采", parent: 193 },
  { id: 127, name: "浙江先行", parent: 193 },
  { id: 194, name: "美丽中国", parent: 121 },
  { id: 128, name: "绿水青山", parent: 194 },
  { id: 129, name: "生态文明", parent: 194 },
  { id: 130, name: "美丽乡村", parent: 194 },
  { id: 131, name: "绿色低碳", parent: 194 },
  { id: 136, name: "职业精神", parent: 0 },
  { id: 137, name: "劳模工匠", parent: 136 },
  { id: 139, name: "职业素养", parent: 136 },
  { id: 195, name: "特色育人", parent: 0 },
  { id: 200, name: "创新创业", parent: 195 },
  { id: 201, name: "技能大赛", parent: 195 },
  { id: 202, name: "产教融合", parent: 195 },
  { id: 152, name: "青春风采", parent: 0 },
  { id: 153, name: "社团活动", parent: 152 },
  { id: 154, name: "志愿服务", parent: 152 },
  { id: 155, name: "文体竞技", parent: 152 },
  { id: 156, name: "校园之星", parent: 152 },
];

const categoryById = new Map(siteCategories.map((category) => [category.id, category]));

/** The ids from the top down to `id`. */
function lineage(id: number): Category[] {
  const chain: Category[] = [];
  for (let at = categoryById.get(id); at; at = categoryById.get(at.parent)) chain.unshift(at);
  return chain;
}

const childrenOf = (id: number) => siteCategories.filter((category) => category.parent === id);
const isLeaf = (id: number) => childrenOf(id).length === 0;

function categoryItem(category: Category) {
  const chain = lineage(category.id);
  return {
    id: category.id,
    name: category.name,
    root_id: chain[0]?.id ?? category.id,
    path: chain.map((c) => c.id).join(","),
    level: chain.length,
  };
}

/** Courses a leaf category has: 7, and 10 for 制造强国 (123) so that the power tab has a second page. */
const COURSES_PER_CATEGORY: Record<number, number> = { 123: 10 };

/** The first courses keep the names the contract's demo gives them. */
const NAMED: Record<number, string> = {
  28001: "西湖绸伞制作技艺",
  28002: "杭绣：针法与图案",
  28003: "王星记扇子的髹漆与描金",
};

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
};

/** Course 28001 has 20 materials (two pages of 16); 28002 none; a course whose id is a multiple of 4 only slides. */
export function materialsOf(courseId: number) {
  if (courseId === 28002) return [];
  const count = courseId === 28001 ? 20 : 3;
  const wordOnly = courseId % 4 === 0;
  return Array.from({ length: count }, (_, index) => {
    const video = !wordOnly && index % 3 !== 2;
    return {
      id: courseId * 100 + index + 1,
      name: video ? `视频 ${index + 1}` : `讲义 ${index + 1}`,
      photo: video ? `https://cdn.example.edu/hzvtc/${courseId}.svg` : "",
      type: video ? 1 : 2,
    };
  });
}

export const siteCourses: SiteCourseMock[] = (() => {
  const courses: SiteCourseMock[] = [];
  let nextId = 28001;
  for (const category of siteCategories.filter((c) => isLeaf(c.id))) {
    const chain = lineage(category.id);
    const count = COURSES_PER_CATEGORY[category.id] ?? 7;
    for (let index = 0; index < count; index += 1) {
      const id = nextId++;
      const materials = materialsOf(id);
      courses.push({
        id,
        name: NAMED[id] ?? `${category.name}专题${index + 1}`,
        photo: `https://cdn.example.edu/hzvtc/${id}.svg`,
        category_name: chain.map((c) => c.name).join("/"),
        category_id: category.id,
        root_id: chain[0]?.id ?? category.id,
        total_time: materials.length ? "00:45:00" : "00:00:00",
        type: materials.some((m) => m.type === 1) ? 1 : 2,
        intro: `<p>关于<strong>${NAMED[id] ?? category.name}</strong>的课程</p><script>alert(1)</script>`,
      });
    }
  }
  return courses;
})();

const courseById = new Map(siteCourses.map((course) => [course.id, course]));

/** Every course under `categoryId` (the category itself or below it). */
function inTree(categoryId: number) {
  return siteCourses.filter((course) => lineage(course.category_id).some((c) => c.id === categoryId));
}

/** `page` and `size` of a list call, or the reason they are wrong. */
function paging(query: URLSearchParams): { page: number; size: number } | string {
  const page = Number(query.get("page") ?? "1");
  const size = Number(query.get("size") ?? String(DEFAULT_SIZE));
  if (!Number.isInteger(page) || page < 1) return "page must be a positive integer";
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) return `size must be 1 to ${MAX_SIZE}`;
  return { page, size };
}

function pageOf<T>(items: T[], page: number, size: number) {
  return {
    items: items.slice((page - 1) * size, page * size),
    total: items.length,
    page_num: Math.ceil(items.length / size),
  };
}

export type SiteReview = {
  id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  level: number;
  content: string;
  created_at: string;
  course_id: number;
};

let reviews: SiteReview[] = [];
let nextReviewId = 1;

/** 25 reviews on 28001 (three pages of 10), none elsewhere. */
export function resetSiteReviews() {
  nextReviewId = 1;
  reviews = Array.from({ length: 25 }, (_, index) => ({
    id: nextReviewId++,
    user_id: 100 + index,
    user_name: `同学${index + 1}`,
    user_photo: "",
    level: (index % 5) + 1,
    content: `第${index + 1}条评价：讲得很清楚`,
    created_at: "2026-11-01 10:00:00",
    course_id: 28001,
  }));
}
resetSiteReviews();

export const siteReviewStore = () => reviews;

function schoolOf(query: URLSearchParams): string | null {
  return query.get("school_code") || null;
}

export const handlers: RequestHandler[] = [
  // getCourseList
  http.get(`${LEARNING}/api/sz/school/course`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!schoolOf(query)) return bad("school_code is required");
    const paged = paging(query);
    if (typeof paged === "string") return bad(paged);
    const category = query.get("category_id");
    const q = query.get("q");
    if (category !== null && q !== null) return bad("category_id or q, not both");
    if (category !== null && !/^\d+$/.test(category)) return bad("category_id must be an id");
    if (q !== null && !q.trim()) return bad("q must not be empty (leave it out to list all)");
    let items = schoolOf(query) === COLLEGE ? siteCourses : [];
    if (category !== null) items = items.filter((course) => inTree(Number(category)).includes(course));
    if (q !== null) {
      const keyword = q.trim().toLowerCase();
      items = items.filter((course) => course.name.toLowerCase().includes(keyword));
    }
    const className = query.get("class_name");
    // No course of the college belongs to a class: a class list is empty, with its total time.
    if (className !== null) return ok({ ...pageOf([], paged.page, paged.size), total_time: "00:00:00" });
    return ok(pageOf(items, paged.page, paged.size));
  }),
  // getCategoryList
  http.get(`${LEARNING}/api/sz/school/course/category`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!schoolOf(query)) return bad("school_code is required");
    const root = query.get("root_id");
    if (!root || !/^\d+$/.test(root)) return bad("root_id is required");
    const size = query.get("size");
    if (size !== null && !(Number(size) >= 1 && Number(size) <= MAX_SIZE)) return bad("size 1 to 100");
    const children = schoolOf(query) === COLLEGE ? childrenOf(Number(root)).map(categoryItem) : [];
    return ok(size === null ? children : children.slice(0, Number(size)));
  }),
  // getCourseMaterial
  http.get(`${LEARNING}/api/sz/school/course/list`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!schoolOf(query)) return bad("school_code is required");
    const courseId = query.get("course_id");
    if (!courseId || !/^\d+$/.test(courseId)) return bad("course_id is required");
    const paged = paging(query);
    if (typeof paged === "string") return bad(paged);
    const course = courseById.get(Number(courseId));
    if (!course || schoolOf(query) !== COLLEGE) return fail("1404", "course does not exist");
    return ok(pageOf(materialsOf(course.id), paged.page, paged.size));
  }),
  // The resource-site calls are GET only.
  http.all(`${LEARNING}/api/sz/school/*`, ({ request }) =>
    bad(request.method === "GET" ? "unknown resource-site call" : "GET only"),
  ),

  // getCourseDetails of the college's courses.
  http.get(`${LEARNING}/api/course/course/:id`, ({ params }) => {
    const id = Number(params.id);
    if (!isMine(id)) return undefined;
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
  // getCourseChapterDetail: open courses for a user of the college, except 28003 (the study ban).
  http.get(`${LEARNING}/api/course/:id/chapter`, ({ request, params }) => {
    const id = Number(params.id);
    if (!isMine(id)) return undefined;
    const action = new URL(request.url).searchParams.get("action");
    if (action !== null && action !== "learn") return bad("action=learn or nothing");
    if (!courseById.has(id)) return fail("2004", "course does not exist");
    if (action === "learn") {
      const session = sessionOf(request);
      if (!session) return fail("2001", "not logged in");
      if (session !== "college" || id === 28003) return fail("2004", "no permission to study");
    }
    const materials = materialsOf(id);
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
          duration: material.type === 1 ? 600 : 0,
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
    if (!isMine(courseId)) return undefined;
    const page = Number(query.get("page"));
    if (!(page >= 1) || query.get("size") !== "10") return bad("course_id, page, size 10");
    const mine = reviews.filter((review) => review.course_id === courseId).reverse();
    return ok(pageOf(mine, page, 10));
  }),
  // addCourseComment
  http.post(`${LEARNING}/api/course/comment`, async ({ request }) => {
    const body = new URLSearchParams(await request.clone().text());
    const courseId = Number(body.get("course_id"));
    if (!isMine(courseId)) return undefined;
    const session = sessionOf(request);
    if (!session) return fail("2001", "not logged in");
    const content = body.get("content") ?? "";
    const level = Number(body.get("level"));
    if (!(level >= 1 && level <= 5) || content.length < 5 || content.length > 50)
      return bad("course_id, level 1-5 and content 5-50");
    if (!courseById.has(courseId)) return fail("2004", "course does not exist");
    if (content.includes("广告")) return fail("1422", "评价包含违规内容");
    const review: SiteReview = {
      id: nextReviewId++,
      user_id: collegeUser.id,
      user_name: collegeUser.name,
      user_photo: "",
      level,
      content,
      created_at: "2026-11-22 01:00:00",
      course_id: courseId,
    };
    reviews.push(review);
    return ok({ id: review.id });
  }),
];
