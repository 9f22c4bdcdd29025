import { http, HttpResponse, type RequestHandler } from "msw";

import { CONTEST_CONTENT } from "~/domain/contest-content";

import { fail, ok } from "../envelope";

// The science-contest page (school 100044): getCategoryList under 363, getCourseList of the contest's class, and
// the media service's GET /api/site/news, with the shapes of docs/contracts/resource-sites.md (the reference
// upstream's demo/contest-100044.ts, in small). The list calls answer only for school_code=100044; any other
// falls through. With a session, course items carry remaining_day and status; the first course of 3646 has a
// disabled enrolment (status 3): the study-ban variant.

const LEARNING = "http://learning.test";
const MEDIA = "http://media.test";
export const CONTEST = "100044";

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });

type Category = { id: number; name: string; parent: number };

export const contestCategories: Category[] = [
  { id: 3631, name: "作物科学", parent: 363 },
  { id: 3641, name: "水稻种植", parent: 3631 },
  { id: 3642, name: "茶文化", parent: 3631 },
  { id: 3632, name: "畜牧养殖", parent: 363 },
  { id: 3633, name: "食品与营养", parent: 363 },
  { id: 3634, name: "智慧农业", parent: 363 },
  { id: 3645, name: "无人机植保", parent: 3634 },
  { id: 3646, name: "物联网温室", parent: 3634 },
];

const pathOf = (id: number): number[] => {
  const category = contestCategories.find((c) => c.id === id);
  return category ? [...(category.parent === 363 ? [363] : pathOf(category.parent)), id] : [id];
};

export const contestCourses = [
  { id: 44001, name: "一粒种子的旅行：水稻的一生", category_id: 3641 },
  { id: 44004, name: "茶叶是怎样炒成的", category_id: 3642 },
  { id: 44010, name: "从田野到餐桌", category_id: 3633 },
  { id: 44013, name: "无人机飞上田野", category_id: 3645 },
  { id: 44021, name: "物联网温室里的番茄", category_id: 3646 },
  { id: 44022, name: "自动灌溉系统设计", category_id: 3646 },
];
export const CONTEST_BANNED_COURSE = 44021;

export const contestNews = [
  { id: 901, type: "notice", name: "关于举办大赛的通知", html: "<p>大赛<strong>通知</strong></p>" },
  {
    id: 902,
    type: "notice",
    name: "大赛报名须知",
    html:
      '<p>须知<img src="http://media.test/x.svg" alt="农场" onerror="alert(1)"></p>' +
      '<script>alert("xss")</script><p><a href="javascript:alert(2)">点击这里</a></p>',
  },
  { id: 951, type: "report", name: "千名学子走进智慧农场", html: "<p>报道</p>" },
];

const under = (categoryId: number, id: number) => pathOf(id).includes(categoryId) || categoryId === 363;

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/sz/school/course/category`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("school_code") !== CONTEST) return undefined;
    const rootId = Number(query.get("root_id"));
    if (!rootId) return fail("1422", "root_id is required");
    return ok(
      contestCategories
        .filter((c) => c.parent === rootId)
        .map((c) => ({
          id: c.id,
          name: c.name,
          root_id: 363,
          path: pathOf(c.id).join(","),
          level: pathOf(c.id).length,
        })),
    );
  }),
  http.get(`${LEARNING}/api/sz/school/course`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("school_code") !== CONTEST) return undefined;
    if (query.get("class_name") !== CONTEST_CONTENT.className) return bad("the contest's class_name");
    const size = Number(query.get("size") ?? 16);
    const page = Number(query.get("page") ?? 1);
    const categoryId = Number(query.get("category_id") ?? 363);
    const session = (request.headers.get("cookie") ?? "").includes("api_token=");
    const all = contestCourses.filter((course) => under(categoryId, course.category_id));
    const items = all.slice((page - 1) * size, page * size).map((course) => ({
      ...course,
      photo: "http://learning.test/static/covers/nature.svg",
      category_name: pathOf(course.category_id)
        .map((id) => contestCategories.find((c) => c.id === id)?.name ?? "农业科普")
        .join("/"),
      root_id: 363,
      total_time: "00:30:00",
      type: 1,
      intro: "<p>简介</p>",
      ...(session ? { remaining_day: null, status: course.id === CONTEST_BANNED_COURSE ? 3 : null } : {}),
    }));
    return ok({ items, total: all.length, page_num: Math.ceil(all.length / size), total_time: "03:00:00" });
  }),
  http.get(`${MEDIA}/api/site/news`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const type = query.get("type");
    if (type !== "notice" && type !== "report") return fail("1422", "type");
    const size = Number(query.get("size") ?? 5);
    const page = Number(query.get("page") ?? 1);
    const all = contestNews.filter((item) => item.type === type);
    return ok({
      items: all.slice((page - 1) * size, page * size).map(({ id, name, html }) => ({ id, name, html })),
      total: all.length,
      page_num: Math.ceil(all.length / size),
    });
  }),
];
