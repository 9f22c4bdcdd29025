import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";

const LEARNING = "http://learning.test";

function course(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Course ${id}`,
    photo: `https://cdn.example.edu/covers/${id}.svg`,
    list_photo: "",
    status: 1,
    status_name: "In progress",
    remaining_day: 30,
    end_date: "2027-01-01",
    type: 2,
    type_name: "Professional",
    category_name: "Science",
    category_id: 12,
    root_id: 3,
    total_time: "01:30:00",
    teacher: "Zhao Lei",
    abstract: `About course ${id}`,
    learn_percent: 40,
    learn_num: 12,
    origin_name: "Demo School",
    ...overrides,
  };
}

/** 23 courses: the first five in every state of the spec, the rest ordinary. */
export const myCourses = [
  course(1, { name: "Completed course", status: 2, status_name: "Completed", learn_percent: 100 }),
  course(2, { name: "Disabled course", status: 3, status_name: "Disabled" }),
  course(3, { name: "Expired course", remaining_day: 0, end_date: "2026-01-01" }),
  course(4, { name: "Open course", type: 1, remaining_day: null, end_date: null }),
  course(5, { name: "Never studied", learn_percent: 0, category_id: 40 }),
  ...Array.from({ length: 18 }, (_, index) => course(6 + index)),
];

export const categories: Record<string, { id: number; name: string }[]> = {
  "0": [
    { id: 3, name: "Science" },
    { id: 4, name: "Arts" },
  ],
  "3": [{ id: 12, name: "Physics" }],
  "12": [{ id: 40, name: "Optics" }],
  "346": [{ id: 350, name: "Trip preparation" }],
  "363": [{ id: 400, name: "Smart farming" }],
};

/** Checks the call of learner-area §7 (My course list): page, size 10, is_learn 0 or 1. */
export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/my/course`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("size") !== "10" || !["0", "1"].includes(query.get("is_learn") ?? "")) {
      return HttpResponse.json({ error: "size 10 and is_learn 0|1 expected" }, { status: 400 });
    }
    const page = Number(query.get("page"));
    const q = query.get("q");
    const categoryId = query.get("category_id");
    let items = myCourses;
    if (query.get("is_learn") === "1") items = items.filter((c) => c.learn_percent > 0);
    if (q) items = items.filter((c) => c.name.toLowerCase().includes(q.toLowerCase()));
    if (categoryId)
      items = items.filter((c) => String(c.category_id) === categoryId || String(c.root_id) === categoryId);
    return ok({ items: items.slice((page - 1) * 10, page * 10), total: items.length });
  }),
  http.get(`${LEARNING}/api/my/course/category`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const root = query.get("root_id");
    if (root === null || !query.get("level"))
      return HttpResponse.json({ error: "root_id and level" }, { status: 400 });
    return ok(
      (categories[root] ?? []).map((c) => ({
        ...c,
        root_id: Number(root),
        level: Number(query.get("level")),
      })),
    );
  }),
  http.get(`${LEARNING}/api/course/course/:id`, ({ params }) => {
    const found = myCourses.find((c) => String(c.id) === params.id);
    if (!found) return fail("2004", "course does not exist");
    return ok({ ...found, intro: "<p>intro</p>", course_status: 1 });
  }),
];
