import { http, HttpResponse, type RequestHandler } from "msw";

import { PARTY_PROJECTS } from "~/domain/party-projects";

import { fail, ok } from "../envelope";
import { PARTY_TOKEN, partyUser, VALID_TOKEN, COLLEGE_TOKEN } from "../login-service";

// The party-building site (school 100004): the resource-site calls of DESIGN.md §9 with the shapes of
// docs/contracts/resource-sites.md, and the course detail, learn check and reviews of its courses. The list
// calls answer only for school_code=100004 (any other falls through to the college's mock, which refuses a
// call without school_code); courses 40001-40999 are this mock's, every other id falls through.

const LEARNING = "http://learning.test";
export const PARTY = "100004";
const MAX_SIZE = 100;
const DEFAULT_SIZE = 16;

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

const isMine = (id: number) => id >= 40001 && id <= 40999;

function sessionOf(request: Request): "party" | "other" | null {
  const cookie = request.headers.get("cookie") ?? "";
  if (cookie.includes(`api_token=${PARTY_TOKEN}`)) return "party";
  if (cookie.includes(`api_token=${VALID_TOKEN}`) || cookie.includes(`api_token=${COLLEGE_TOKEN}`))
    return "other";
  return null;
}

type Category = { id: number; name: string; parent: number };

/**
 * The party site's category tree with the fixed ids of public-sites §2.4 and §9, siblings in sort order. The
 * six roots carry the six names the search matches; root 300 is a category outside them (a result without key).
 */
export const partyCategories: Category[] = [
  { id: 222, name: "新思想 新征程", parent: 0 },
  { id: 223, name: "理论前沿", parent: 222 },
  { id: 224, name: "时代新篇", parent: 222 },
  { id: 211, name: "党性教育", parent: 0 },
  { id: 212, name: "理想信念教育", parent: 211 },
  { id: 213, name: "党章党规学习", parent: 211 },
  { id: 240, name: "党的优良传统", parent: 211 },
  { id: 214, name: "廉洁自律教育", parent: 211 },
  { id: 215, name: "红色经典诵读", parent: 211 },
  { id: 216, name: "党员先锋作用", parent: 211 },
  { id: 218, name: "组织生活规范", parent: 211 },
  { id: 219, name: "党员义务与权利", parent: 211 },
  { id: 220, name: "群众路线教育", parent: 211 },
  { id: 221, name: "作风建设", parent: 211 },
  { id: 225, name: "四史领悟", parent: 0 },
  { id: 226, name: "党史", parent: 225 },
  { id: 227, name: "新中国史", parent: 225 },
  { id: 228, name: "改革开放史", parent: 225 },
  { id: 229, name: "社会主义发展史", parent: 225 },
  { id: 207, name: "入党必备", parent: 0 },
  { id: 208, name: "入党标准", parent: 207 },
  { id: 209, name: "入党程序", parent: 207 },
  { id: 210, name: "入党方法", parent: 207 },
  { id: 230, name: "榜样人物", parent: 0 },
  { id: 231, name: "时代楷模", parent: 230 },
  { id: 232, name: "身边榜样", parent: 230 },
  { id: 233, name: "地方特色篇", parent: 0 },
  { id: 234, name: "浙江红色资源", parent: 233 },
  { id: 235, name: "南湖红船", parent: 233 },
  { id: 236, name: "浙江党史人物", parent: 233 },
  { id: 237, name: "红船精神", parent: 233 },
  { id: 238, name: "浙江精神", parent: 233 },
  { id: 239, name: "八八战略", parent: 233 },
  { id: 300, name: "公共课程", parent: 0 },
  { id: 301, name: "通用素养", parent: 300 },
];

/** The local section without courses (public-sites §2.4: 'a section appears only when it has data'). */
export const EMPTY_LOCAL_CATEGORY = 236;

/**
 * Courses per leaf category: 6, except the first (8, with the special courses), edu 215 (9: a slider whose last
 * 3 are tiles), join 208 (8), local 235 (2, asked for 1), 237 (3, asked for 2), the empty 236, and 301 (2).
 */
const COURSES_PER_CATEGORY: Record<number, number> = {
  223: 8,
  208: 8,
  215: 9,
  235: 2,
  [EMPTY_LOCAL_CATEGORY]: 0,
  237: 3,
  301: 2,
};

/** The special courses the route tests use. */
export const PARTY_FIXTURES = {
  /** 20 materials (two pages of 16) and 23 ratings (three pages of 10). */
  manyReviews: 40001,
  /** No materials: '课程建设中，敬请期待', total_time 00:00:00. */
  noMaterials: 40002,
  /** Only word materials: total_time 00:00:00, so play is disabled; its materials get the placeholder covers. */
  zeroTime: 40003,
  /** The learn check answers 2004 to the party learner (the study ban). */
  studyBan: 40004,
  /** The number of ratings of manyReviews. */
  reviewCount: 23,
} as const satisfies Record<string, number>;

/** Which project's class (class_name) a category's courses belong to: two categories per project. */
const CLASS_OF_CATEGORY: Record<number, string> = {};
for (const [index, ids] of [
  [0, [208, 212]],
  [1, [209, 213]],
  [2, [210, 214]],
  [3, [218, 219]],
] as const) {
  const className = PARTY_PROJECTS[index]?.className;
  if (className) for (const id of ids) CLASS_OF_CATEGORY[id] = className;
}

const TOPICS = [
  "导学",
  "专题讲座",
  "经典导读",
  "案例研讨",
  "现场教学",
  "微课精讲",
  "访谈实录",
  "学习笔记",
  "知识测评",
];

const NAMED: Record<number, string> = {
  40001: "学习贯彻党的创新理论：原原本本学原著",
  40002: "新时代新征程上的青年使命（建设中）",
  40003: "理论学习文献选编",
  40004: "专题党课：以学铸魂 以学增智",
};

const categoryById = new Map(partyCategories.map((category) => [category.id, category]));

/** The categories from the top down to `id`. */
function lineage(id: number): Category[] {
  const chain: Category[] = [];
  for (let at = categoryById.get(id); at; at = categoryById.get(at.parent)) chain.unshift(at);
  return chain;
}

const childrenOf = (id: number) => partyCategories.filter((category) => category.parent === id);
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

export type PartyMaterialMock = { id: number; name: string; photo: string; type: number; seconds: number };

/** 40001 has 20 materials, 40002 none, 40003 only word materials; every third of the others is a word one. */
export function partyMaterialsOf(courseId: number): PartyMaterialMock[] {
  if (courseId === PARTY_FIXTURES.noMaterials) return [];
  const count = courseId === PARTY_FIXTURES.manyReviews ? 20 : 3;
  const wordOnly = courseId === PARTY_FIXTURES.zeroTime;
  return Array.from({ length: count }, (_, index) => {
    const video = !wordOnly && index % 3 !== 2;
    return {
      id: courseId * 100 + index + 1,
      name: video ? `第${index + 1}讲 视频` : `第${index + 1}讲 学习资料`,
      photo: video ? `https://cdn.example.edu/party/${courseId}.svg` : "",
      type: video ? 1 : 2,
      seconds: video ? 600 + (courseId % 5) * 120 : 0,
    };
  });
}

function hhmmss(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export type PartyCourseMock = {
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

export const partyCourses: PartyCourseMock[] = (() => {
  const courses: PartyCourseMock[] = [];
  let nextId = 40001;
  for (const category of partyCategories.filter((c) => isLeaf(c.id))) {
    const chain = lineage(category.id);
    const count = COURSES_PER_CATEGORY[category.id] ?? 6;
    for (let index = 0; index < count; index += 1) {
      const id = nextId++;
      const materials = partyMaterialsOf(id);
      const seconds = materials.reduce((sum, material) => sum + material.seconds, 0);
      const name = NAMED[id] ?? `${category.name}·${TOPICS[index % TOPICS.length] ?? "专题"}`;
      courses.push({
        id,
        name,
        photo: `https://cdn.example.edu/party/${id}.svg`,
        category_name: chain.map((c) => c.name).join("/"),
        category_id: category.id,
        root_id: chain[0]?.id ?? category.id,
        total_time: hhmmss(seconds),
        type: materials.some((m) => m.type === 1) ? 1 : 2,
        intro: `<p>本课程围绕<strong>${name}</strong>展开，结合典型案例帮助学员学思践悟。</p><script>alert(1)</script>`,
        class_name: CLASS_OF_CATEGORY[category.id] ?? null,
        seconds,
      });
    }
  }
  return courses;
})();

/** A course in no party section (公共课程/通用素养): its search result opens without a key. */
export const PARTY_NO_KEY_COURSE = partyCourses.find((course) => course.category_id === 301)?.id ?? 0;

const courseById = new Map(partyCourses.map((course) => [course.id, course]));

/** A course as getCourseList answers it (without the mock's own fields). */
function listed(course: PartyCourseMock) {
  const { class_name: _class, seconds: _seconds, ...item } = course;
  return item;
}

/** Every course under `categoryId` (the category itself or below it). */
const inTree = (course: PartyCourseMock, categoryId: number) =>
  lineage(course.category_id).some((c) => c.id === categoryId);

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

export type PartyReview = {
  id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  level: number;
  content: string;
  created_at: string;
  course_id: number;
};

let reviews: PartyReview[] = [];
let nextReviewId = 1;

/** 23 ratings on manyReviews (three pages of 10), none elsewhere. */
export function resetPartyReviews() {
  nextReviewId = 1;
  reviews = Array.from({ length: PARTY_FIXTURES.reviewCount }, (_, index) => ({
    id: nextReviewId++,
    user_id: 400 + index,
    user_name: `学员${index + 1}`,
    user_photo: "",
    level: (index % 5) + 1,
    content: `第${index + 1}条评价：内容扎实，很有收获`,
    created_at: "2026-11-01 10:00:00",
    course_id: PARTY_FIXTURES.manyReviews,
  }));
}
resetPartyReviews();

export const partyReviewStore = () => reviews;

/** The list calls answer for the party school only; null lets the college's mock answer (or refuse). */
const isParty = (query: URLSearchParams) => query.get("school_code") === PARTY;

export const handlers: RequestHandler[] = [
  // getCourseList
  http.get(`${LEARNING}/api/sz/school/course`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!isParty(query)) return undefined;
    const paged = paging(query);
    if (typeof paged === "string") return bad(paged);
    const category = query.get("category_id");
    const q = query.get("q");
    if (category !== null && q !== null) return bad("category_id or q, not both");
    if (category !== null && !/^\d+$/.test(category)) return bad("category_id must be an id");
    if (q !== null && !q.trim()) return bad("q must not be empty (leave it out to list all)");
    const className = query.get("class_name");
    if (className !== null && !className.trim()) return bad("class_name must not be empty");
    let items = partyCourses;
    if (category !== null) items = items.filter((course) => inTree(course, Number(category)));
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
    if (!isParty(query)) return undefined;
    const root = query.get("root_id");
    if (!root || !/^\d+$/.test(root)) return bad("root_id is required");
    const size = query.get("size");
    if (size !== null && !(Number(size) >= 1 && Number(size) <= MAX_SIZE)) return bad("size 1 to 100");
    const children = childrenOf(Number(root)).map(categoryItem);
    return ok(size === null ? children : children.slice(0, Number(size)));
  }),
  // getCourseMaterial
  http.get(`${LEARNING}/api/sz/school/course/list`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!isParty(query)) return undefined;
    const courseId = query.get("course_id");
    if (!courseId || !/^\d+$/.test(courseId)) return bad("course_id is required");
    const paged = paging(query);
    if (typeof paged === "string") return bad(paged);
    const course = courseById.get(Number(courseId));
    if (!course) return fail("1404", "course does not exist");
    const materials = partyMaterialsOf(course.id).map(({ seconds: _seconds, ...item }) => item);
    return ok(pageOf(materials, paged.page, paged.size));
  }),

  // getCourseDetails of the party's courses.
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
  // getCourseChapterDetail: open courses for a party learner, except studyBan; 2004 for other schools' users.
  http.get(`${LEARNING}/api/course/:id/chapter`, ({ request, params }) => {
    const id = Number(params.id);
    if (!isMine(id)) return undefined;
    const action = new URL(request.url).searchParams.get("action");
    if (action !== null && action !== "learn") return bad("action=learn or nothing");
    if (!courseById.has(id)) return fail("2004", "course does not exist");
    if (action === "learn") {
      const session = sessionOf(request);
      if (!session) return fail("2001", "not logged in");
      if (session !== "party" || id === PARTY_FIXTURES.studyBan)
        return fail("2004", "no permission to study");
    }
    const materials = partyMaterialsOf(id);
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
    if (!sessionOf(request)) return fail("2001", "not logged in");
    const content = body.get("content") ?? "";
    const level = Number(body.get("level"));
    if (!(level >= 1 && level <= 5) || content.length < 5 || content.length > 50)
      return bad("course_id, level 1-5 and content 5-50");
    if (!courseById.has(courseId)) return fail("2004", "course does not exist");
    if (content.includes("广告")) return fail("1422", "评价包含违规内容");
    const review: PartyReview = {
      id: nextReviewId++,
      user_id: partyUser.id,
      user_name: partyUser.name,
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
