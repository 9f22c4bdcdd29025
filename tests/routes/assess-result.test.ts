import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.user.myAssess_.againAssess";
import { loader as endLoader } from "~/routes/center.$school.user.myAssess_.endAssess";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import {
  BROKEN_RECORD,
  CLASS_ID,
  HIDDEN_RECORD,
  NEW_RECORD,
  resetExamResults,
  SELF_EXAM,
  SELF_RECORD,
  TEACHER_EXAM,
  TEACHER_RECORD,
  USED_EXAM,
  USED_RECORD,
} from "../mocks/learning/exam-results";
import { ATTEMPT, FINISHED_AT, FINISHED_HIDDEN_RECORD } from "../mocks/learning/exams";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, recordUpstreamRounds, redirectOf, toastOf } from "./helpers";

useMockUpstream();

const LEARNING = "http://learning.test";
const SCHOOL = "100001";
const BASE = `/center/${SCHOOL}/user/myAssess/againAssess`;
const EN = { "accept-language": "en" };

/** The review URL of a record, as the records list links it. */
function reviewPath(exam: string, record: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    ass_id: exam,
    assessName: "Unit test",
    record_id: record,
    class_id: CLASS_ID,
    tabs: "1",
    ...extra,
  });
  return `${BASE}?${query}`;
}

const args = (request: Request) => ({ request, params: { school: SCHOOL }, context: {} });

/** The `{data, init}` a loader or action returns with `data()`. */
type Reply<T> = { data: T; init: { status?: number } | null };
function replyOf<T>(result: unknown): Reply<T> {
  expect(result).not.toBeInstanceOf(Response);
  return result as Reply<T>;
}

type ReviewData = Extract<Awaited<ReturnType<typeof loader>>["data"], { failed: false }>;

async function review(path: string): Promise<ReviewData> {
  const result = replyOf<ReviewData>(await loader(args(pageRequest(path, { loggedIn: true }))));
  expect(result.data.failed).toBe(false);
  return result.data;
}

type FormReply = {
  status?: string;
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
};

function postTo(path: string, form: Record<string, string>) {
  return action(args(pageRequest(path, { loggedIn: true, form, headers: EN })));
}

/** Every learning-service request of the test, in the order they started. */
let requests: { method: string; url: URL }[] = [];
beforeEach(() => {
  resetExamResults();
  requests = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === LEARNING) requests.push({ method: request.method, url });
  });
});

const SHORT = `${Number(SELF_EXAM) * 1000 + 2}`;
const FIRST = `${Number(SELF_EXAM) * 1000 + 1}`;
const TEACHER_SHORT = `${Number(TEACHER_EXAM) * 1000 + 2}`;

describe("result review loader", () => {
  it("asks for the result card and the question in the URL in one round", async () => {
    const upstream = recordUpstreamRounds();
    const data = await review(reviewPath(SELF_EXAM, SELF_RECORD, { que_id: SHORT }));
    expect(data.shown.current).toBe(SHORT);
    const rounds = upstream.rounds().map((round) => round.map((call) => new URL(`http://${call}`)));
    expect(rounds).toHaveLength(1);
    const asked = rounds[0] ?? [];
    expect(asked.map((url) => url.pathname).sort()).toEqual([
      "/api/my/tk/exam/mark_card",
      "/api/my/tk/exam/question",
    ]);
    const question = asked.find((url) => url.pathname.endsWith("/question"))?.searchParams;
    expect(Object.fromEntries(question ?? [])).toEqual({
      exam_id: SELF_EXAM,
      que_id: SHORT,
      class_id: CLASS_ID,
      record_id: SELF_RECORD,
      is_again: "1",
    });
    const card = asked.find((url) => url.pathname.endsWith("/mark_card"))?.searchParams;
    expect(Object.fromEntries(card ?? [])).toEqual({ record_id: SELF_RECORD });
  });

  it("shows the card's first question when the URL names none", async () => {
    const data = await review(reviewPath(SELF_EXAM, SELF_RECORD));
    expect(requests.map(({ url }) => url.pathname)).toEqual([
      "/api/my/tk/exam/mark_card",
      "/api/my/tk/exam/question",
    ]);
    expect(data.shown.current).toBe(FIRST);
    expect(data.shown.question).toMatchObject({ ok: true, data: { id: FIRST, type: 1 } });
    expect(data.scoring).toBeNull();
    expect(data.card).toMatchObject({
      total_score: 30,
      total_user_score: 10,
      is_subjective: 1,
      can_answer: 1,
      is_assess: 0,
      duration: 125,
    });
    expect(data.card.items.map((item) => [item.que_id, item.is_right, item.is_score])).toEqual([
      [FIRST, "1", "1"],
      [SHORT, "", "0"],
      [`${Number(SELF_EXAM) * 1000 + 3}`, "0", ""],
    ]);
  });

  it("offers the learner's own score form on a short answer of a self-scored assessment", async () => {
    const data = await review(reviewPath(SELF_EXAM, SELF_RECORD, { que_id: SHORT }));
    expect(data.scoring).toEqual({ kind: "self", score: null, max: 10 });
  });

  it("shows 'pending score' and no form when a teacher scores", async () => {
    const data = await review(reviewPath(TEACHER_EXAM, TEACHER_RECORD, { que_id: TEACHER_SHORT }));
    expect(data.scoring).toEqual({ kind: "teacher", score: null });
  });

  it("goes to the first question when que_id is not on this record's card", async () => {
    const response = await redirectOf(() =>
      loader(args(pageRequest(reviewPath(SELF_EXAM, SELF_RECORD, { que_id: "99999" }), { loggedIn: true }))),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe(BASE);
    expect(location.searchParams.has("que_id")).toBe(false);
    expect(location.searchParams.get("record_id")).toBe(SELF_RECORD);
  });

  it("answers 2004 on the card with the catalogue's message (decision 043), back on the records list", async () => {
    const response = await redirectOf(() =>
      loader(args(pageRequest(reviewPath(SELF_EXAM, HIDDEN_RECORD), { loggedIn: true }))),
    );
    expect(response).toHaveRedirect(`/center/${SCHOOL}/user/myAssess?tabs=1`);
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.resultUnavailable" });
  });

  it("says 'failed to get the answer card' on any other failure, with a failure status", async () => {
    const result = replyOf<{ failed: boolean }>(
      await loader(args(pageRequest(reviewPath(SELF_EXAM, BROKEN_RECORD), { loggedIn: true }))),
    );
    expect(result.data.failed).toBe(true);
    expect(result.init?.status).toBe(422);

    server.use(http.get(`${LEARNING}/api/my/tk/exam/mark_card`, () => HttpResponse.error()));
    const down = replyOf<{ failed: boolean }>(
      await loader(args(pageRequest(reviewPath(SELF_EXAM, SELF_RECORD), { loggedIn: true }))),
    );
    expect(down.data.failed).toBe(true);
    expect(down.init?.status).toBe(503);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("keeps the card when only the question fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/question`, () => fail(3000, "database busy")));
    const data = await review(reviewPath(SELF_EXAM, SELF_RECORD, { que_id: SHORT }));
    expect(data.shown.question).toEqual({
      ok: false,
      kind: "refused",
      code: "3000",
      message: "database busy",
      status: 422,
    });
    expect(data.card.items).toHaveLength(3);
  });

  it("asks nothing without a record to show", async () => {
    const result = replyOf<{ failed: boolean }>(
      await loader(args(pageRequest(`${BASE}?ass_id=${SELF_EXAM}`, { loggedIn: true }))),
    );
    expect(result.data.failed).toBe(true);
    expect(result.init?.status).toBe(400);
    expect(requests).toEqual([]);
  });

  it("sends a browser whose session ended to log in", async () => {
    const response = await redirectOf(() =>
      loader(args(pageRequest(reviewPath(SELF_EXAM, SELF_RECORD), { cookie: "api_token=stale" }))),
    );
    expect(locationOf(response).pathname).toBe("/api/redirect");
  });
});

describe("result review: scoring", () => {
  const here = reviewPath(SELF_EXAM, SELF_RECORD, { que_id: SHORT });
  const scorePosts = () => requests.filter(({ method }) => method === "POST");

  it("refuses a score above the question's, keeping what was typed, and sends nothing", async () => {
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score: "11" }));
    expect(result.init?.status).toBe(400);
    expect(result.data.error?.score).toEqual(["assessResult.scoreRange"]);
    expect(result.data.initialValue?.score).toBe("11");
    expect(scorePosts()).toEqual([]);
  });

  it("reads the maximum from the question on the server, whatever the form says", async () => {
    const result = replyOf<FormReply>(
      await postTo(here, { intent: "score", que_id: SHORT, score: "15", max: "20" }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.error?.score).toEqual(["assessResult.scoreRange"]);
    const asked = requests.find(({ url }) => url.pathname.endsWith("/question"))!.url.searchParams;
    expect(asked.get("que_id")).toBe(SHORT);
    expect(asked.get("is_again")).toBe("1");
  });

  it("refuses an empty, negative or non-numeric score with the same rule", async () => {
    for (const score of ["", "-1", "abc", "10.001"]) {
      const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score }));
      expect(result.init?.status, score).toBe(400);
      expect(result.data.error?.score, score).toEqual(["assessResult.scoreRange"]);
    }
    expect(scorePosts()).toEqual([]);
  });

  it("tells a score in range finer than 0.01 the step, not the range (decision 051)", async () => {
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score: "3.125" }));
    expect(result.init?.status).toBe(400);
    expect(result.data.error?.score).toEqual(["assessResult.scorePrecision"]);
    expect(result.data.initialValue?.score).toBe("3.125");
    expect(scorePosts()).toEqual([]);
  });

  it("answers the rule's catalogue key whatever the reader's language (the page words it)", async () => {
    const result = replyOf<FormReply>(
      await action(
        args(pageRequest(here, { loggedIn: true, form: { intent: "score", que_id: SHORT, score: "12" } })),
      ),
    );
    expect(result.data.error?.score).toEqual(["assessResult.scoreRange"]);
  });

  it("sends a valid score with _method put and a blank login_sign, then reloads with 'submit succeeded'", async () => {
    const response = await postTo(here, { intent: "score", que_id: SHORT, score: "7.5" });
    expect(response).toHaveRedirect(here, 302);
    expect(await toastOf(response)).toEqual({ type: "success", key: "assessResult.submitSucceeded" });

    const [post] = scorePosts();
    expect(post?.url.pathname).toBe(`/api/my/tk/exam/${SELF_EXAM}`);

    const data = await review(here);
    expect(data.scoring).toEqual({ kind: "self", score: 7.5, max: 10 });
    expect(data.card.total_user_score).toBe(17.5);
    expect(data.card.items.find((item) => item.que_id === SHORT)?.is_score).toBe("1");
  });

  it("shows the server's message when the upstream refuses", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam/:id`, () => fail(1403, "Scoring is closed")));
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score: "5" }));
    expect(result.init?.status).toBe(403);
    expect(result.data.error?.[""]).toEqual(["assessResult.scoringFailed", "Scoring is closed"]);
    expect(result.data.initialValue?.score).toBe("5");
  });

  it("says 'scoring failed' when the upstream cannot be reached", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam/:id`, () => HttpResponse.error()));
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score: "5" }));
    expect(result.init?.status).toBe(503);
    expect(result.data.error?.[""]).toEqual(["assessResult.scoringFailed"]);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("says 'scoring failed' when the question cannot be read, and sends no score", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/question`, () => HttpResponse.error()));
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: SHORT, score: "5" }));
    expect(result.init?.status).toBe(503);
    expect(result.data.error?.[""]).toEqual(["assessResult.scoringFailed"]);
    expect(scorePosts()).toEqual([]);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("scores nothing but a short answer", async () => {
    const result = replyOf<FormReply>(await postTo(here, { intent: "score", que_id: FIRST, score: "5" }));
    expect(result.init?.status).toBe(400);
    expect(result.data.error?.[""]).toEqual(["assessResult.scoringFailed"]);
    expect(scorePosts()).toEqual([]);
  });
});

describe("result review: answer again", () => {
  it("starts a new attempt and goes to answering it, with its result shown afterwards", async () => {
    const response = await postTo(reviewPath(SELF_EXAM, SELF_RECORD, { que_id: SHORT }), {
      intent: "again",
    });
    const answering = new URLSearchParams({
      ass_id: SELF_EXAM,
      class_id: CLASS_ID,
      assessName: "Unit test",
      record_id: NEW_RECORD,
      show_result: "1",
    });
    expect(response).toHaveRedirect(`/center/${SCHOOL}/user/myAssess/assessAnswer?${answering}`);
    const card = requests.find(({ url }) => url.pathname === "/api/my/tk/exam/card")!.url.searchParams;
    expect(Object.fromEntries(card)).toEqual({ exam_id: SELF_EXAM, class_id: CLASS_ID });
  });

  it("stays on the review with the catalogue's message when another attempt is refused (2004)", async () => {
    const path = reviewPath(USED_EXAM, USED_RECORD);
    const response = await postTo(path, { intent: "again" });
    expect(response).toHaveRedirect(path, 302);
    // Not the upstream's English ("This assessment allows a single attempt"): the page's language (decision 043).
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.cannotStart" });
  });
});

describe("end page", () => {
  const endArgs = (query: string, headers: Record<string, string> = EN) =>
    endLoader({
      request: pageRequest(`/center/${SCHOOL}/user/myAssess/endAssess${query}`, { loggedIn: true, headers }),
      params: {},
      context: {},
    });

  it("reads the time used in seconds, and claims nothing without an attempt", async () => {
    expect(await endArgs("?time=3725")).toEqual({ time: 3725, receipt: null });
    expect(await endArgs("?time=0")).toEqual({ time: 0, receipt: null });
    expect(requests).toEqual([]);
  });

  it("leaves out a time it cannot read", async () => {
    for (const query of ["", "?time=", "?time=-3", "?time=abc", "?time=1.5"]) {
      expect(await endArgs(query), query).toEqual({ time: null, receipt: null });
    }
  });

  it("makes a receipt from the server's record of a handed-in attempt (decision 043)", async () => {
    const query = `?time=999&ass_id=${ATTEMPT.examId}&class_id=${ATTEMPT.classId}&record_id=${FINISHED_HIDDEN_RECORD}`;
    const end = await endArgs(query);
    // The record's time used (125 s), not the address's 999.
    expect(end).toEqual({
      time: 125,
      receipt: {
        recordId: FINISHED_HIDDEN_RECORD,
        name: ATTEMPT.name,
        handedIn: { text: "2026-11-28 10:30:00 (UTC+8)", iso: new Date(FINISHED_AT * 1000).toISOString() },
        answered: 0,
        total: 3,
        seconds: 125,
      },
    });
    expect(requests.map(({ url }) => url.pathname).sort()).toEqual([
      `/api/my/tk/exam/${ATTEMPT.examId}`,
      "/api/my/tk/exam/card",
    ]);
  });

  it("claims nothing for an attempt the server does not hold as handed in: open, not the learner's, made up", async () => {
    for (const record of [ATTEMPT.recordId, "7999", "../1"]) {
      const query = `?time=999&ass_id=${ATTEMPT.examId}&class_id=${ATTEMPT.classId}&record_id=${record}`;
      expect(await endArgs(query), record).toEqual({ time: 999, receipt: null });
    }
  });
});
