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

/** A chapter (of set 2) with every question type, a combination's sub-question and a deleted question. */
export const EVERY_TYPE_CHAPTER = "201";

/** The every-type chapter's card: a combination (9105) is listed with its sub-question (9106). */
export const everyTypeCard = [
  { que_id: 9101, num: 1, type: 1, is_right: "1", is_sign: "2" },
  { que_id: 9102, num: 2, type: 2, is_right: 0, is_sign: "1" },
  { que_id: 9103, num: 3, type: 3, is_right: "2", is_sign: "2" },
  { que_id: 9104, num: 4, type: 4, is_right: 0, is_sign: "2" },
  { que_id: 9105, num: 5, type: 5, is_right: 0, is_sign: "2" },
  { que_id: 9106, num: 5, type: 1, parent_id: 9105, is_right: 0, is_sign: "2" },
  { que_id: 9107, num: 6, type: 6, is_right: 0, is_sign: "2" },
  { que_id: 9108, num: 7, type: 1, is_right: 0, is_sign: "2" },
];

/** The practice questions by id; 9108 has been deleted. Option 12, options 21+23, and 'correct' are right. */
export const practiceQuestions: Record<string, Record<string, unknown>> = {
  "9001": {
    id: 9001,
    type: 1,
    content: "<p>Which keyword defines a function?</p>",
    items: [
      { id: 1, content: "def", is_right: "1" },
      { id: 2, content: "fun", is_right: "2" },
    ],
    correct_content: "<p>def starts a function definition.</p>",
    user_log: { answer: "2", is_right: "2", is_sign: "2" },
  },
  "9101": {
    id: 9101,
    type: 1,
    score: 2,
    content: "<p>Pick the <b>list</b><script>alert(1)</script></p>",
    items: [
      { id: 11, content: "tuple" },
      { id: 12, content: "list <img src=x onerror=alert(1)>" },
      { id: 13, content: "str" },
    ],
    attachment: [{ id: 71, name: "notes.pdf", file_name: "notes.pdf", file_path: "/q/notes.pdf" }],
    user_log: { answer: "12", is_right: "1", is_sign: "2" },
    is_sign: "2",
  },
  "9102": {
    id: 9102,
    type: 2,
    content: "<p>Pick the mutable types</p>",
    items: [
      { id: 21, content: "list" },
      { id: 22, content: "tuple" },
      { id: 23, content: "dict" },
    ],
    is_sign: "1",
  },
  "9103": { id: 9103, type: 3, content: "<p>Python is compiled to bytecode.</p>", items: [] },
  "9104": { id: 9104, type: 4, content: "<p>Explain a closure.</p>", items: [] },
  "9106": {
    id: 9106,
    type: 1,
    parent_id: 9105,
    big_content: "<p>Read the code below.</p>",
    content: "<p>What does it print?</p>",
    items: [
      { id: 41, content: "1" },
      { id: 42, content: "2" },
    ],
  },
  "9107": {
    id: 9107,
    type: 6,
    content: "<p>The capital of France is ___, the revolution began in ___.</p>",
    items: [
      { id: 31, content: "city" },
      { id: 32, content: "year" },
    ],
    user_log: { answer: '["Paris",""]', is_right: "2" },
  },
  "9108": { id: 9108, is_del: 1 },
};

/** The check call's answers (decision 051): the questions as a review shows them, with the saved answer. */
export const checkedQuestions: Record<string, Record<string, unknown>> = {
  "9101": {
    ...practiceQuestions["9101"],
    items: [
      { id: 11, content: "tuple", is_right: "2" },
      { id: 12, content: "list <img src=x onerror=alert(1)>", is_right: "1" },
      { id: 13, content: "str", is_right: "2" },
    ],
    correct_content: "<p>A list can change<script>alert(1)</script>.</p>",
  },
  "9102": {
    ...practiceQuestions["9102"],
    items: [
      { id: 21, content: "list", is_right: "1" },
      { id: 22, content: "tuple", is_right: "2" },
      { id: 23, content: "dict", is_right: "1" },
    ],
    correct_content: "<p>Lists and dicts change in place.</p>",
    user_log: null,
  },
};

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
    if (chapterId === EVERY_TYPE_CHAPTER) return ok({ is_sub: "0", items: everyTypeCard });
    return ok({
      is_sub: isSub,
      items: [{ id: 9001, que_id: 9001, num: 1, type: 1, is_right: isSub === "1" ? "2" : 0, is_sign: "2" }],
    });
  }),

  http.get(`${LEARNING}/api/my/tk/exercises/question`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    for (const name of ["exe_id", "chapter_id", "que_id"]) {
      if (!positive(query.get(name))) return badRequest(`${name} is required`);
    }
    if (!["1", "2"].includes(query.get("is_again") ?? "")) return badRequest("is_again must be 1 or 2");
    const question = practiceQuestions[query.get("que_id") ?? ""];
    return question ? ok(question) : fail(1404, "not found");
  }),

  // "Check this answer" (decision 051): the question as a review shows it, with the saved answer. 9101 is
  // answered right (option 12), 9102 unanswered; other questions answer 1404 (an upstream without the call).
  http.get(`${LEARNING}/api/my/tk/exercises/check`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    for (const name of ["exe_id", "chapter_id", "que_id"]) {
      if (!positive(query.get(name))) return badRequest(`${name} is required`);
    }
    if (query.has("is_again")) return badRequest("the check takes no is_again");
    const reviewed = checkedQuestions[query.get("que_id") ?? ""];
    return reviewed ? ok(reviewed) : fail(1404, "not found");
  }),

  // The answer post (learner-area §7): every field of the contract, a form body, the reply's is_right.
  http.post(`${LEARNING}/api/my/tk/exercises`, async ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (!(request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded"))
      return badRequest("a form body expected");
    const body = new URLSearchParams(await request.text());
    for (const name of ["exe_id", "chapter_id", "que_id"]) {
      if (!positive(body.get(name))) return badRequest(`${name} is required`);
    }
    if (!["1", "2"].includes(body.get("subtype") ?? "")) return badRequest("subtype must be 1 or 2");
    if (!["1", "2"].includes(body.get("is_sign") ?? "")) return badRequest("is_sign must be 1 or 2");
    if (body.get("answer") === null) return badRequest("answer is required");
    try {
      if (!Array.isArray(JSON.parse(body.get("attachment") ?? "")))
        return badRequest("attachment is a JSON array");
    } catch {
      return badRequest("attachment is a JSON array");
    }
    return ok({ is_right: body.get("answer") === "12" ? "1" : "2" });
  }),

  http.get(`${LEARNING}/api/my/tk/exercises/:id`, ({ request, params }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (new URL(request.url).search) return badRequest("the set detail takes no parameters");
    const set = exerciseSets.find((candidate) => String(candidate.id) === params.id);
    if (!set) return fail(1001, "exercise set not found");
    return ok({ ...set, chapter: chaptersOf(set.id) });
  }),
];
