import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

// Practice calls of learner-area §7 on the learning service. Each handler checks its request contract, so a
// wrong path, page size or parameter fails the test that made it.
const LEARNING = "http://learning.test";

export const PRACTICE_PAGE_SIZE = 3;

/** Seven sets, the third expired (status 2), like the demo learner's. */
export const exerciseSets = Array.from({ length: 7 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    name: `Exercise set ${id}`,
    photo: `https://cdn.example.edu/exercises/${id}.png`,
    abstract: `What set ${id} practises`,
    status: id === 3 ? 2 : 1,
  };
});

/** Three chapters per set; chapter_id is set id × 100 + n. */
export function chaptersOf(setId: number) {
  return [1, 2, 3].map((n) => ({
    id: setId * 10 + n,
    chapter_id: setId * 100 + n,
    name: `Topic ${setId}.${n}`,
  }));
}

/** The chapter whose card is already submitted (is_sub '1'): its practice opens the review screen. */
export const SUBMITTED_CHAPTER = "101";

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function badRequest(problem: string) {
  return HttpResponse.json({ error: problem }, { status: 400 });
}

const positive = (value: string | null) => value !== null && /^[1-9]\d*$/.test(value);

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/my/tk/exercises`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    if (!positive(query.get("page"))) return badRequest("page is required");
    if (query.get("size") !== String(PRACTICE_PAGE_SIZE)) return badRequest("size must be 3");
    const page = Number(query.get("page"));
    const items = exerciseSets.slice((page - 1) * PRACTICE_PAGE_SIZE, page * PRACTICE_PAGE_SIZE);
    return ok({ items, total: exerciseSets.length });
  }),

  // Before /{id}, which would also match 'card'.
  http.get(`${LEARNING}/api/my/tk/exercises/card`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    const exeId = query.get("exe_id");
    const chapterId = query.get("chapter_id");
    if (!positive(exeId) || !positive(chapterId)) return badRequest("exe_id and chapter_id are required");
    if (!["1", "2"].includes(query.get("is_again") ?? "")) return badRequest("is_again must be 1 or 2");
    const set = exerciseSets.find((candidate) => String(candidate.id) === exeId);
    if (!set) return fail(1001, "exercise set not found");
    const isSub = chapterId === SUBMITTED_CHAPTER && query.get("is_again") === "2" ? "1" : "0";
    return ok({
      is_sub: isSub,
      items: [{ id: 9001, que_id: 9001, num: 1, type: 1, is_right: 0, is_sign: "2" }],
    });
  }),

  http.get(`${LEARNING}/api/my/tk/exercises/:id`, ({ request, params }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (new URL(request.url).search) return badRequest("the set detail takes no parameters");
    const set = exerciseSets.find((candidate) => String(candidate.id) === params.id);
    if (!set) return fail(1001, "exercise set not found");
    return ok({ ...set, chapter: chaptersOf(set.id) });
  }),
];
