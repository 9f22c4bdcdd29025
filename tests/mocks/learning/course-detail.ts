import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { demoUser, VALID_TOKEN } from "../login-service";

import { createReviewStore } from "./review-store";

// The public catalogue and the course detail page (learner-area §7: Catalogue list, Course detail, Chapter
// tree, Teachers, Reviews, Add review, Delete review). Courses 500-599 are these; other ids fall through.

const LEARNING = "http://learning.test";

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 });
const loggedIn = (request: Request) =>
  (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);

export const catalogueCourses = Array.from({ length: 20 }, (_, index) => ({
  id: 500 + index + 1,
  name: `Catalogue course ${index + 1}`,
  photo: `https://cdn.example.edu/covers/c${index + 1}.svg`,
  category_name: index % 2 ? "Arts" : "Physics",
  category_id: index % 2 ? 4 : 12,
  root_id: index % 2 ? 4 : 3,
  total_time: "00:45:00",
  type: index < 8 ? 1 : 2,
  type_name: index < 8 ? "Public" : "Professional",
  teacher: "Chen Yu",
  abstract: "An abstract",
  learn_num: String(index * 3), // numbers sent as strings are read too
  extra_field: "ignored",
}));

export const publicCategories: Record<string, { id: number; name: string }[]> = {
  "0": [
    { id: 3, name: "Science" },
    { id: 4, name: "Arts" },
  ],
  "3": [{ id: 12, name: "Physics" }],
  "12": [{ id: 40, name: "Optics" }],
};

/** Course 501 ordinary, 502 expired, 503 disabled, 504 study ban on the learn check, 505 without materials. */
function detailOf(id: number) {
  const base = catalogueCourses.find((c) => c.id === id);
  if (!base) return null;
  return {
    id,
    name: base.name,
    photo: base.photo,
    category_name: base.category_name,
    intro: `<p>About <strong>course ${id}</strong></p><script>alert(1)</script>`,
    total_time: base.total_time,
    remaining_day: id === 502 ? 0 : 30,
    status: id === 503 ? 3 : 1,
    course_status: 1,
    type: 2,
  };
}

export function chapterTree(id: number, learn: boolean) {
  if (id === 505) return [];
  return [
    {
      name: "Chapter 1: Basics",
      chapter_type: 1,
      chapter_id: 10,
      children: [
        {
          name: "Welcome video",
          chapter_type: 2,
          chapter_id: 10,
          cm_id: 101,
          type: 1,
          status: 1,
          is_finish: learn ? 1 : 0,
          duration: 3725,
          size: 1048576,
          position: 0,
          file_id: 1,
        },
        {
          name: "Slides",
          chapter_type: 2,
          chapter_id: 10,
          cm_id: 102,
          type: 2,
          status: "2",
          is_finish: 0,
          duration: 0,
          size: "524288",
          position: 0,
          file_id: 2,
        },
      ],
    },
  ];
}

export const teachers = [
  { name: "Chen Yu", photo: "https://cdn.example.edu/teachers/chen.svg", intro: "x".repeat(80) },
  { name: "Huang Lei", photo: "", intro: "Short intro" },
];

/** Two reviews on course 501 (one by the demo user, id 1), 12 on course 506 (two pages), none elsewhere. */
const reviews = createReviewStore(() => {
  const review = (course_id: number, user_id: number, content: string) => ({
    user_id,
    user_name: user_id === demoUser.id ? demoUser.name : `User ${user_id}`,
    level: 4,
    content,
    created_at: "2026-11-01 10:00:00",
    course_id,
  });
  return [
    review(501, 7, "A very good course"),
    review(501, demoUser.id, "My own review here"),
    ...Array.from({ length: 12 }, (_, index) => review(506, 7, `Review number ${index}`)),
  ];
});

export const resetReviews = reviews.reset;
export const reviewStore = reviews.all;

/**
 * getCourseMaterial for the learner area's school: it holds the mocks' courses below 1000 (the course page's,
 * the player's), not the public sites' (4001, 28001…): the review rule asks it.
 * Registered before the resource sites' catch-all for other schools.
 */
export const schoolMaterialHandlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/sz/school/course/list`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("school_code") !== "100001") return undefined;
    const id = Number(query.get("course_id"));
    if (!(id >= 1 && id < 1000)) return fail("1404", "course does not exist");
    return ok({ items: [], page_num: 0, total: 0 });
  }),
];

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/course/course`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("size") !== "15" || !query.get("page")) return bad("page and size 15 expected");
    const page = Number(query.get("page"));
    let items = catalogueCourses;
    const type = query.get("type");
    if (type && !["1", "2"].includes(type)) return bad("type 1 or 2");
    if (type) items = items.filter((c) => String(c.type) === type);
    const category = query.get("category_id");
    if (category)
      items = items.filter((c) => String(c.category_id) === category || String(c.root_id) === category);
    return ok({ items: items.slice((page - 1) * 15, page * 15), total: items.length });
  }),
  http.get(`${LEARNING}/api/course/category`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const root = query.get("root_id");
    if (root === null || !query.get("level")) return bad("root_id and level");
    return ok(
      (publicCategories[root] ?? []).map((c) => ({
        ...c,
        root_id: Number(root),
        level: Number(query.get("level")),
        path: `0,${root}`,
      })),
    );
  }),
  http.get(`${LEARNING}/api/course/course/:id`, ({ params }) => {
    const id = Number(params.id);
    if (!(id >= 500 && id <= 599)) return undefined;
    const detail = detailOf(id);
    return detail ? ok(detail) : fail("2004", "course does not exist");
  }),
  http.get(`${LEARNING}/api/course/:id/chapter`, ({ request, params }) => {
    const id = Number(params.id);
    // Courses 500-599 are this mock's; the player's mock answers the others.
    if (!(id >= 500 && id <= 599)) return undefined;
    const action = new URL(request.url).searchParams.get("action");
    if (action !== null && action !== "learn") return bad("action=learn or nothing");
    if (action === "learn") {
      if (!loggedIn(request)) return fail("2001", "not logged in");
      if (id === 504) return fail("2004", "no permission to study");
    }
    return ok(chapterTree(id, action === "learn"));
  }),
  http.get(`${LEARNING}/api/course/teacher`, ({ request }) => {
    if (!new URL(request.url).searchParams.get("course_id")) return bad("course_id");
    return ok(teachers);
  }),
  http.get(`${LEARNING}/api/course/comment`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const courseId = Number(query.get("course_id"));
    const page = Number(query.get("page"));
    if (!courseId || !page || query.get("size") !== "10") return bad("course_id, page, size 10");
    const mine = reviews.of(courseId);
    return ok({ items: mine.slice((page - 1) * 10, page * 10), total: mine.length, page_num: page });
  }),
  http.post(`${LEARNING}/api/course/comment`, async ({ request }) => {
    if (!loggedIn(request)) return fail("2001", "not logged in");
    const body = new URLSearchParams(await request.clone().text());
    const courseId = Number(body.get("course_id"));
    if (!(courseId >= 500 && courseId <= 599)) return undefined;
    const content = body.get("content") ?? "";
    const level = Number(body.get("level"));
    if (!courseId || !content || !(level >= 1 && level <= 5)) return bad("course_id, content, level 1-5");
    if (content.includes("forbidden")) return fail("1422", "The review contains forbidden words");
    return ok({ id: reviews.post({ user: demoUser, course_id: courseId, level, content }) });
  }),
  http.post(`${LEARNING}/api/course/comment/:id`, async ({ request, params }) => {
    if (!loggedIn(request)) return fail("2001", "not logged in");
    const body = new URLSearchParams(await request.text());
    if (body.get("_method") !== "delete") return bad("_method=delete");
    const review = reviews.all().find((r) => r.id === Number(params.id));
    if (!review) return fail("2004", "review does not exist");
    if (review.user_id !== demoUser.id) return fail("1403", "You can only delete your own review");
    reviews.remove((r) => r !== review);
    return ok(null);
  }),
];
