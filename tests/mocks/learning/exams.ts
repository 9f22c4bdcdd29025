import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

// Assessment calls of learner-area §7 on the learning service, with the contract's rules
// (docs/contracts/practice-and-exams.md). Each handler checks its request contract, so a wrong path, page size or
// parameter fails the test that made it. State (the open attempt's answers, finished or not) is per test: call
// resetExams() in beforeEach.
const LEARNING = "http://learning.test";

const ASSESSMENTS_PAGE_SIZE = 5;
const RECORDS_PAGE_SIZE = 10;

/** Seven assessments, so that the list has two pages; each status and rule of learner-area §4 appears. */
export const assessments = [
  {
    id: 1,
    class_id: 101,
    name: "Media law basics",
    status: 1,
    can_start: 1,
    limit_type: 2,
    expire_date: "",
    start_time: "2026-01-01 00:00:00",
    end_time: "2026-12-31 23:59:59",
    photo: "https://cdn.example.edu/exams/1.png",
  },
  {
    id: 2,
    class_id: 102,
    name: "Editing in progress",
    status: 2,
    can_start: 1,
    limit_type: 2,
    expire_date: "2026-12-31",
    start_time: "",
    end_time: "",
    photo: "",
  },
  {
    id: 3,
    class_id: 103,
    name: "Single shot",
    status: 3,
    can_start: 0,
    limit_type: 1,
    expire_date: "",
    start_time: "",
    end_time: "",
    photo: null,
  },
  {
    id: 4,
    class_id: 104,
    name: "Old exam",
    status: 4,
    can_start: 1,
    limit_type: 2,
    expire_date: "2025-01-01",
    start_time: "",
    end_time: "",
    photo: null,
  },
  {
    id: 5,
    class_id: 105,
    name: "Closed to you",
    status: 1,
    can_start: 1,
    limit_type: 1,
    expire_date: "",
    start_time: "",
    end_time: "",
    photo: null,
  },
  {
    id: 6,
    class_id: 106,
    name: "Hidden results",
    status: 1,
    can_start: 1,
    limit_type: 2,
    expire_date: "",
    start_time: "",
    end_time: "",
    photo: null,
  },
  {
    id: 7,
    class_id: 107,
    name: "Page two",
    status: 1,
    can_start: 1,
    limit_type: 2,
    expire_date: "",
    start_time: "",
    end_time: "",
    photo: null,
  },
];

/** Assessment 5's card is refused with 2004 and this message (single attempt used). */
export const REFUSED_EXAM = "5";
export const REFUSED_MESSAGE = "You have already used your single attempt";

export const records = Array.from({ length: 12 }, (_, index) => {
  const id = 900 + index;
  return {
    id,
    exam_id: 1,
    exam_name: `Media law basics #${index + 1}`,
    class_id: 101,
    finish_time: `2026-03-${String(index + 1).padStart(2, "0")} 10:00:00`,
    score: 60 + index,
    is_assess: index === 1 ? 0 : 1,
    duration: 600 + index,
    show_result: index === 2 ? 0 : 1,
  };
});

/** The open attempt the answering tests use: exam 1, class 101. */
export const ATTEMPT = { examId: "1", classId: "101", recordId: "7001", name: "Media law basics" };

/** The query of an attempt's screens (answering, summary, autosave) for `record`, with `extra` parameters. */
export function attemptQuery(extra: Record<string, string> = {}, record = ATTEMPT.recordId): string {
  return new URLSearchParams({
    ass_id: ATTEMPT.examId,
    class_id: ATTEMPT.classId,
    assessName: ATTEMPT.name,
    record_id: record,
    show_result: "1",
    ...extra,
  }).toString();
}
/** A finished attempt (card status 3): show_result 1, 125 s used. */
export const FINISHED_RECORD = "7002";
/** When the finished attempts were handed in: 2026-11-28 10:30:00 in the schools' time zone (UTC+8). */
export const FINISHED_AT = 1795833000;
/** A finished attempt with show_result 0. */
export const FINISHED_HIDDEN_RECORD = "7003";
/** An attempt whose saves are refused with 1409 (its time is over). */
export const OVER_RECORD = "7004";
export const OVER_MESSAGE = "The time for this assessment is over; the answers saved before it count";

/** The attempt's questions: a single choice, a short answer, a true/false. */
export const examQuestions = [
  {
    id: 801,
    type: 1,
    num: 1,
    score: 5,
    content: "Which law protects sources?",
    items: [
      { id: 11, content: "Shield law" },
      { id: 12, content: "Sunshine law" },
    ],
  },
  { id: 802, type: 4, num: 2, score: 10, content: "Explain fair use.", items: [] },
  { id: 803, type: 3, num: 3, score: 5, content: "Libel is a crime everywhere.", items: [] },
];

export type Save = {
  exam_id: string;
  record_id: string;
  que_id: string;
  subtype: string;
  is_sign: string;
  answer: string;
  attachment: string;
};

type State = {
  saves: Save[];
  answers: Map<string, { answer: string; is_sign: string }>;
  finished: boolean;
  /** Seconds from now to the attempt's deadline; null: no limit (start_time only). */
  expiresIn: number | null;
};

let state: State;

export function resetExams(options: { answered?: Record<string, string>; expiresIn?: number | null } = {}) {
  state = {
    saves: [],
    answers: new Map(
      Object.entries(options.answered ?? {}).map(([queId, answer]) => [queId, { answer, is_sign: "2" }]),
    ),
    finished: false,
    expiresIn: options.expiresIn === undefined ? 600 : options.expiresIn,
  };
}
resetExams();

/** Every answer POST so far, in order. */
export function examSaves(): Save[] {
  return state.saves;
}

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function badRequest(problem: string) {
  return HttpResponse.json({ error: problem }, { status: 400 });
}

const positive = (value: string | null) => value !== null && /^[1-9]\d*$/.test(value);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function cardItems() {
  return examQuestions.map((question) => {
    const saved = state.answers.get(String(question.id));
    return {
      que_id: question.id,
      parent_id: 0,
      num: question.num,
      type: question.type,
      // In an open attempt an answered question is marked, never graded (the contract's card).
      is_right: saved && saved.answer !== "" ? "1" : "",
      is_score: "",
      is_sign: saved?.is_sign ?? "2",
    };
  });
}

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/my/tk/exam`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    if (!positive(query.get("page"))) return badRequest("page is required");
    if (query.get("size") !== String(ASSESSMENTS_PAGE_SIZE)) return badRequest("size must be 5");
    const page = Number(query.get("page"));
    const items = assessments.slice((page - 1) * ASSESSMENTS_PAGE_SIZE, page * ASSESSMENTS_PAGE_SIZE);
    return ok({ items, total: assessments.length });
  }),

  http.get(`${LEARNING}/api/my/tk/exam/record`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    if (!positive(query.get("page"))) return badRequest("page is required");
    if (query.get("size") !== String(RECORDS_PAGE_SIZE)) return badRequest("size must be 10");
    const page = Number(query.get("page"));
    const items = records.slice((page - 1) * RECORDS_PAGE_SIZE, page * RECORDS_PAGE_SIZE);
    return ok({ items, total: records.length });
  }),

  http.get(`${LEARNING}/api/my/tk/exam/card`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    const examId = query.get("exam_id");
    if (!positive(examId) || !query.has("class_id")) return badRequest("exam_id and class_id are required");
    const recordId = query.get("record_id");
    if (recordId === null) {
      if (examId === REFUSED_EXAM) return fail(2004, REFUSED_MESSAGE);
      return ok({
        items: cardItems(),
        record_id: ATTEMPT.recordId,
        expire_time: state.expiresIn === null ? null : nowSeconds() + state.expiresIn,
        start_time: nowSeconds() - 60,
      });
    }
    if (recordId === FINISHED_RECORD || recordId === FINISHED_HIDDEN_RECORD)
      return ok({
        items: cardItems(),
        record_id: recordId,
        status: 3,
        show_result: recordId === FINISHED_RECORD ? 1 : 0,
        use_duration: 125,
        finish_time: FINISHED_AT,
      });
    if (recordId !== ATTEMPT.recordId && recordId !== OVER_RECORD) return fail(2004, "not your attempt");
    return ok({
      items: cardItems(),
      record_id: recordId,
      expire_time: state.expiresIn === null ? null : nowSeconds() + state.expiresIn,
      start_time: nowSeconds() - 60,
      status: state.finished ? 3 : 2,
      show_result: 1,
      use_duration: state.finished ? 300 : null,
    });
  }),

  http.get(`${LEARNING}/api/my/tk/exam/question`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    for (const name of ["exam_id", "que_id", "record_id"])
      if (!positive(query.get(name))) return badRequest(`${name} is required`);
    if (!query.has("class_id")) return badRequest("class_id is required");
    if (!["1", "2"].includes(query.get("is_again") ?? "")) return badRequest("is_again must be 1 or 2");
    const question = examQuestions.find((candidate) => String(candidate.id) === query.get("que_id"));
    if (!question) return ok(null);
    const saved = state.answers.get(String(question.id));
    return ok({
      ...question,
      record_id: query.get("record_id"),
      is_sign: saved?.is_sign ?? "2",
      user_log: saved ? { answer: saved.answer, is_sign: saved.is_sign, is_right: "", is_score: "" } : null,
      attachment: [],
      user_attachment: [],
    });
  }),

  // The assessment detail; after the fixed paths above, which it would also match.
  http.get(`${LEARNING}/api/my/tk/exam/:id`, ({ request, params }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (!new URL(request.url).searchParams.has("class_id")) return badRequest("class_id is required");
    const item = assessments.find((candidate) => String(candidate.id) === params.id);
    if (!item) return fail(1001, "assessment not found");
    return ok({
      id: item.id,
      class_id: item.class_id,
      name: item.name,
      intro: `About ${item.name}`,
      time_limit: 1800,
      question_count: examQuestions.length,
      total_score: 20,
      limit_type: item.limit_type,
      attempts: 0,
      start_time: item.start_time,
      end_time: item.end_time,
      show_result: item.id === 6 ? 0 : 1,
      is_subjective: 0,
    });
  }),

  http.post(`${LEARNING}/api/my/tk/exam`, async ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const body = new URLSearchParams(await request.text());
    const save: Save = {
      exam_id: body.get("exam_id") ?? "",
      record_id: body.get("record_id") ?? "",
      que_id: body.get("que_id") ?? "",
      subtype: body.get("subtype") ?? "",
      is_sign: body.get("is_sign") ?? "",
      answer: body.get("answer") ?? "",
      attachment: body.get("attachment") ?? "",
    };
    if (!positive(save.exam_id) || !positive(save.record_id) || !positive(save.que_id))
      return badRequest("exam_id, record_id and que_id are required");
    if (!["1", "2"].includes(save.subtype)) return badRequest("subtype must be 1 or 2");
    if (!["1", "2"].includes(save.is_sign)) return badRequest("is_sign must be 1 or 2");
    if (!body.has("answer") || !body.has("attachment")) return badRequest("answer and attachment are sent");
    state.saves.push(save);
    if (save.record_id === OVER_RECORD || state.finished) return fail(1409, OVER_MESSAGE);
    state.answers.set(save.que_id, { answer: save.answer, is_sign: save.is_sign });
    if (save.subtype === "2") {
      state.finished = true;
      return ok({ show_result: 1, use_duration: 300 });
    }
    return ok(null);
  }),
];
