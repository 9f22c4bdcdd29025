import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

// The result review's calls (learner-area §7 Result card, Assessment question with is_again 1, Submit a score;
// Assessment card without record_id for 'answer again'), for finished records of this module's own assessments
// only: any other exam or record is left to other handlers (`return undefined`). Each handler checks the
// request contract, so a wrong call fails the test. Scores are kept per test: call resetExamResults().

const LEARNING = "http://learning.test";

/** Self-scored assessment (is_subjective 1), its finished record and questions. */
export const SELF_EXAM = "71";
export const SELF_RECORD = "7101";
/** Teacher-scored assessment (is_subjective 0) and its record. */
export const TEACHER_EXAM = "72";
export const TEACHER_RECORD = "7201";
/** A single-attempt assessment already used: 'answer again' answers 2004. */
export const USED_EXAM = "73";
export const USED_RECORD = "7301";
/** A record whose result card answers 2004 (show_result 0, or not the learner's). */
export const HIDDEN_RECORD = "7401";
/** A record whose result card fails with an ordinary error. */
export const BROKEN_RECORD = "7501";
/** The new attempt 'answer again' opens on the self-scored assessment. */
export const NEW_RECORD = "7102";

export const CLASS_ID = "3";

type MockQuestion = {
  id: number;
  num: number;
  type: number;
  score: number;
  content: string;
  items: { id: number; content: string; is_right: string }[];
  correct_content: string;
  user_log: { answer: string; is_right: string; score: number; is_score: string; is_sign: string } | null;
};

function questionsOf(exam: string): MockQuestion[] {
  const base = Number(exam) * 1000;
  const single: MockQuestion = {
    id: base + 1,
    num: 1,
    type: 1,
    score: 10,
    content: "Which of these is a primary source?",
    items: [
      { id: base * 10 + 1, content: "A diary", is_right: "1" },
      { id: base * 10 + 2, content: "A textbook", is_right: "2" },
    ],
    correct_content: "",
    user_log: { answer: String(base * 10 + 1), is_right: "1", score: 10, is_score: "1", is_sign: "2" },
  };
  const short: MockQuestion = {
    id: base + 2,
    num: 2,
    type: 4,
    score: 10,
    content: "Explain the inverted pyramid.",
    items: [],
    correct_content: "Most important facts first.",
    user_log: { answer: "Facts first, details later.", is_right: "", score: 0, is_score: "0", is_sign: "2" },
  };
  const unanswered: MockQuestion = {
    id: base + 3,
    num: 3,
    type: 3,
    score: 10,
    content: "A headline may exaggerate.",
    items: [],
    correct_content: "2",
    user_log: null,
  };
  return [single, short, unanswered];
}

const EXAMS: Record<string, { record: string; isSubjective: number; canAnswer: number }> = {
  [SELF_EXAM]: { record: SELF_RECORD, isSubjective: 1, canAnswer: 1 },
  [TEACHER_EXAM]: { record: TEACHER_RECORD, isSubjective: 0, canAnswer: 1 },
  [USED_EXAM]: { record: USED_RECORD, isSubjective: 1, canAnswer: 0 },
};

function examOfRecord(record: string | null): string | null {
  return Object.entries(EXAMS).find(([, exam]) => exam.record === record)?.[0] ?? null;
}

/** Scores given to short answers in this test: record → que_id → score. */
let scores = new Map<string, Map<number, number>>();

export function resetExamResults(): void {
  scores = new Map();
}

/** The questions of a record as they stand now, with the scores given in this test applied. */
function currentQuestions(exam: string): MockQuestion[] {
  const given = scores.get(EXAMS[exam]!.record);
  return questionsOf(exam).map((question) => {
    const score = given?.get(question.id);
    if (score === undefined || !question.user_log) return question;
    return {
      ...question,
      user_log: {
        ...question.user_log,
        score,
        is_score: "1",
        is_right: score === question.score ? "1" : "2",
      },
    };
  });
}

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function badRequest(problem: string) {
  return HttpResponse.json({ error: problem }, { status: 400 });
}

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/my/tk/exam/mark_card`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const record = query.get("record_id");
    if (record === HIDDEN_RECORD) return fail(2004, "The results of this assessment are not shown");
    if (record === BROKEN_RECORD) return fail(3000, "database busy");
    const exam = examOfRecord(record);
    if (!exam) return undefined;
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if ([...query.keys()].some((key) => key !== "record_id"))
      return badRequest("mark_card takes record_id only");
    const questions = currentQuestions(exam);
    const { isSubjective, canAnswer } = EXAMS[exam]!;
    const pending = questions.filter((question) => question.user_log?.is_score === "0").length;
    return ok({
      record_id: Number(record),
      items: questions.map((question) => ({
        que_id: question.id,
        parent_id: 0,
        num: question.num,
        type: question.type,
        is_right: question.user_log?.is_right ?? 0,
        is_score: question.user_log?.is_score ?? "",
        is_sign: question.user_log?.is_sign ?? "2",
      })),
      total_score: questions.reduce((sum, question) => sum + question.score, 0),
      total_user_score: questions.reduce((sum, question) => sum + (question.user_log?.score ?? 0), 0),
      can_answer: canAnswer,
      is_subjective: isSubjective,
      is_assess: pending === 0 ? 1 : 0,
      duration: 125,
      subjective_count: 1,
    });
  }),

  http.get(`${LEARNING}/api/my/tk/exam/question`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const exam = examOfRecord(query.get("record_id"));
    if (!exam) return undefined;
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (query.get("exam_id") !== exam) return badRequest("exam_id must be the record's assessment");
    if (query.get("class_id") !== CLASS_ID) return badRequest("class_id is required");
    if (query.get("is_again") !== "1") return badRequest("a finished record is asked for with is_again 1");
    const question = currentQuestions(exam).find((candidate) => String(candidate.id) === query.get("que_id"));
    if (!question) return fail(1001, "question not found");
    return ok({ ...question, record_id: Number(EXAMS[exam]!.record), attachment: [], user_attachment: [] });
  }),

  // 'answer again': the card without record_id starts a new attempt (or says why it may not).
  http.get(`${LEARNING}/api/my/tk/exam/card`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const exam = query.get("exam_id") ?? "";
    if (!(exam in EXAMS) || query.has("record_id")) return undefined;
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (query.get("class_id") !== CLASS_ID) return badRequest("class_id is required");
    if (!EXAMS[exam]!.canAnswer) return fail(2004, "This assessment allows a single attempt");
    return ok({
      record_id: Number(NEW_RECORD),
      items: questionsOf(exam).map((question) => ({
        que_id: question.id,
        num: question.num,
        type: question.type,
        is_right: 0,
        is_sign: "2",
      })),
      expire_time: null,
      start_time: 1_780_000_000,
    });
  }),

  // Submit a score: POST /api/my/tk/exam/{exam id} with _method put (learner-area §7, public-sites §7.3).
  http.post(`${LEARNING}/api/my/tk/exam/:id`, async ({ request, params }) => {
    const exam = String(params.id);
    if (!(exam in EXAMS)) return undefined;
    const body = new URLSearchParams(await request.text());
    if (body.get("_method") !== "put") return undefined;
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (body.get("id") !== exam) return badRequest("id must be the assessment's id");
    if (body.get("record_id") !== EXAMS[exam]!.record) return badRequest("record_id must be the record's");
    if (body.get("login_sign") !== "") return badRequest("login_sign is sent, and sent empty");
    if (!EXAMS[exam]!.isSubjective) return fail(1403, "A teacher scores this assessment");
    const question = questionsOf(exam).find((candidate) => String(candidate.id) === body.get("que_id"));
    if (!question || question.type !== 4) return badRequest("que_id must be a short answer of the record");
    const score = Number(body.get("score"));
    if (body.get("score") === "" || !Number.isFinite(score) || score < 0 || score > question.score)
      return fail(1422, `The score must be between 0 and ${question.score}`);
    const given = scores.get(EXAMS[exam]!.record) ?? new Map<number, number>();
    given.set(question.id, score);
    scores.set(EXAMS[exam]!.record, given);
    return ok(null);
  }),
];
