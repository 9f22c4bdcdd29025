import { http, HttpResponse, type RequestHandler } from "msw";

import { ok } from "../envelope";

export const recordGroups = [
  {
    updated_time: "2026-11-20",
    data: [
      {
        photo: "",
        name: "Lens basics",
        course_name: "Course 6",
        content: "Chapter 1",
        visit_time: 3725,
        course_id: 6,
        cm_id: 61,
        course_status: 1,
      },
      {
        photo: "",
        name: "Old lesson",
        course_name: "Expired course",
        content: "Chapter 2",
        visit_time: 60,
        course_id: 3,
        cm_id: 31,
        course_status: 1,
      },
    ],
  },
  {
    updated_time: "2026-11-18",
    data: [
      {
        photo: "",
        name: "Gone lesson",
        course_name: "Course 7",
        content: "",
        visit_time: 5,
        course_id: 7,
        cm_id: 71,
        course_status: 2,
      },
    ],
  },
];

/** learner-area §7 Learning records: page 1, size 100. */
export const handlers: RequestHandler[] = [
  http.get("http://learning.test/api/my/learn/log", ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("page") !== "1" || query.get("size") !== "100") {
      return HttpResponse.json({ error: "page 1, size 100 expected" }, { status: 400 });
    }
    return ok({ items: recordGroups });
  }),
];
