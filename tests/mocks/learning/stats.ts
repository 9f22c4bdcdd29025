import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

// Study statistics calls of public-sites §7.5 on the learning service (field names of §3, typos included).
const LEARNING = "http://learning.test";

const CATEGORIES = ["Culture", "Values", "Feelings", "Profession", "Feature", "Vita", "Party", "Science"];

export const studySummary = {
  name: "Li Hua",
  class_name: ["Class 1", "Class 2", "Class 3", "Class 4"],
  visit_time: 3 * 3600 + 25 * 60 + 7,
  leran_course_num: 12,
  leran_course_finish_num: "5",
};

/** More than six categories, so that the legend scrolls; one with no time at all. */
export const studyTime = {
  visit_time: CATEGORIES.reduce((sum, _, index) => sum + (index === 7 ? 0 : (index + 1) * 600), 0),
  items: CATEGORIES.map((category_name, index) => ({
    category_name,
    visit_time: index === 7 ? 0 : (index + 1) * 600,
  })),
};

export const studyCourses = {
  items: CATEGORIES.map((category_name, index) => ({ category_name, leran_course_count: index % 3 })),
};

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

/** The three statistics take no parameters. */
function statistic(path: string, data: unknown): RequestHandler {
  return http.get(`${LEARNING}${path}`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (new URL(request.url).search) return HttpResponse.json({ error: "no parameters" }, { status: 400 });
    return ok(data);
  });
}

export const handlers: RequestHandler[] = [
  statistic("/api/my/stat/summary", studySummary),
  statistic("/api/my/stat/report1", studyTime),
  statistic("/api/my/stat/report2", studyCourses),
];
