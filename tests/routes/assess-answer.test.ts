import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.user.myAssess_.assessAnswer";
import {
  action as autosave,
  loader as timeLeft,
} from "~/routes/center.$school.user.myAssess_.assessAnswer_.autosave";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import {
  ATTEMPT,
  attemptQuery,
  examSaves,
  FINISHED_HIDDEN_RECORD,
  FINISHED_RECORD,
  OVER_RECORD,
  resetExams,
} from "../mocks/learning/exams";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, recordLearningRequests, redirectOf, toastOf } from "./helpers";

useMockUpstream();

const LEARNING = "http://learning.test";
const SCREEN = "/center/100001/user/myAssess/assessAnswer";
const AUTOSAVE = "/center/100001/user/myAssess/assessAnswer/autosave";

const query = attemptQuery;

const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

beforeEach(resetExams);
const requests = recordLearningRequests();

/** The loader's data (it answers with data() for its Cache-Control header). */
async function load(search: string) {
  const result = await loader(args(pageRequest(`${SCREEN}?${search}`, { loggedIn: true })));
  return { body: result.data, init: result.init };
}

/** The question form's fields as the page posts them. */
function answerForm(fields: Record<string, string>) {
  return { que_type: "1", options: "11,12", is_sign: "2", attachment: "[]", ...fields };
}

const post = (form: Record<string, string>, search = query({ que_id: "801" }), path = SCREEN) =>
  action(args(pageRequest(`${path}?${search}`, { loggedIn: true, form })));

describe("assessment answering loader", () => {
  it("shows the first question, its card, the counts and the time left by the server's clock", async () => {
    resetExams({ answered: { "803": "1" }, expiresIn: 90 });
    const { body, init } = await load(query());
    expect(body.queId).toBe("801");
    expect(body.question).toMatchObject({ id: "801", type: 1 });
    expect(body.counts).toEqual({ total: 3, answered: 1, unanswered: 2 });
    expect(body.timer.kind).toBe("countdown");
    if (body.timer.kind !== "countdown") throw new Error("a countdown");
    expect(body.timer.seconds).toBeGreaterThanOrEqual(89);
    expect(body.timer.seconds).toBeLessThanOrEqual(90);
    expect(body.confirm).toBeNull();
    expect(new Headers(init?.headers).get("cache-control")).toBe("no-store");
    const question = requests.find((url) => url.pathname === "/api/my/tk/exam/question");
    expect(Object.fromEntries(question!.searchParams)).toEqual({
      exam_id: "1",
      que_id: "801",
      class_id: "101",
      record_id: ATTEMPT.recordId,
      is_again: "2",
    });
    expect(
      requests.find((url) => url.pathname === "/api/my/tk/exam/card")?.searchParams.get("record_id"),
    ).toBe(ATTEMPT.recordId);
  });

  it("shows the question asked for, the elapsed time without a limit, and the confirm dialog's state", async () => {
    resetExams({ expiresIn: null });
    const { body } = await load(query({ que_id: "802", confirm: "incomplete" }));
    expect(body.queId).toBe("802");
    expect(body.question?.type).toBe(4);
    expect(body.timer).toMatchObject({ kind: "elapsed" });
    expect(body.confirm).toBe("incomplete");
  });

  it("says an attempt the server finished at its deadline was handed in automatically (decision 043)", async () => {
    const finishedAt = (finishTime: number) =>
      http.get(`${LEARNING}/api/my/tk/exam/card`, () =>
        Response.json({
          code: "0000",
          message: "",
          data: {
            items: [],
            record_id: ATTEMPT.recordId,
            status: 3,
            show_result: 1,
            use_duration: 1800,
            expire_time: 1795833000,
            finish_time: finishTime,
          },
        }),
      );
    server.use(finishedAt(1795833000));
    const auto = locationOf(await redirectOf(() => load(query({}))));
    expect(auto.pathname).toBe("/center/100001/user/myAssess/againAssess");
    expect(auto.searchParams.get("ended")).toBe("time");
    // Finished before its deadline (another tab's submit): nothing is said.
    server.use(finishedAt(1795832000));
    const early = locationOf(await redirectOf(() => load(query({}))));
    expect(early.searchParams.get("ended")).toBeNull();
  });

  it("sends a finished attempt to the result review, or to the end page without show_result", async () => {
    const review = locationOf(await redirectOf(() => load(query({}, FINISHED_RECORD))));
    expect(review.pathname).toBe("/center/100001/user/myAssess/againAssess");
    expect(Object.fromEntries(review.searchParams)).toEqual({
      ass_id: "1",
      assessName: ATTEMPT.name,
      record_id: FINISHED_RECORD,
      class_id: "101",
      tabs: "1",
      duration: "125",
    });
    const end = locationOf(await redirectOf(() => load(query({}, FINISHED_HIDDEN_RECORD))));
    expect(end.pathname + end.search).toBe(
      `/center/100001/user/myAssess/endAssess?time=125&ass_id=1&class_id=101&record_id=${FINISHED_HIDDEN_RECORD}`,
    );
  });

  it("2004 on the card: the message in the page's language (decision 043), back to the list", async () => {
    const response = await redirectOf(() => load(query({}, "7999")));
    expect(locationOf(response).pathname).toBe("/center/100001/user/myAssess");
    // The catalogue's words for the code, not the upstream's English ("not your attempt").
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.attemptMissing" });
  });

  it("the card service down: the screen stays in place with its failure, not the list (decision 028)", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/card`, () => HttpResponse.error()));
    const { body } = await load(query());
    expect(body.cardFailed).toBe(true);
    expect(body.attempt).toMatchObject({ recordId: expect.any(String) });
    takeConsoleErrors();
  });

  it("goes back to the list for a query without its ids", async () => {
    const response = await redirectOf(() => load("ass_id=1"));
    expect(locationOf(response).pathname).toBe("/center/100001/user/myAssess");
    expect(requests).toEqual([]);
  });

  it("keeps the page when the question fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exam/question`, () => fail(3000, "down")));
    const { body } = await load(query({ que_id: "801" }));
    expect(body).toMatchObject({ queId: "801", question: null, questionFailed: true });
  });
});

describe("assessment answering action", () => {
  it("go: saves the answer with subtype 1, then shows the target question", async () => {
    const response = await redirectOf(() =>
      post(answerForm({ intent: "go:802", que_id: "801", answer: "12" })),
    );
    expect(locationOf(response).searchParams.get("que_id")).toBe("802");
    expect(locationOf(response).pathname).toBe(SCREEN);
    expect(examSaves()).toEqual([
      {
        exam_id: "1",
        record_id: ATTEMPT.recordId,
        que_id: "801",
        subtype: "1",
        is_sign: "2",
        answer: "12",
        attachment: "[]",
      },
    ]);
  });

  it("flag: toggles is_sign and saves, staying on the question", async () => {
    const response = await redirectOf(() =>
      post(answerForm({ intent: "flag", que_id: "801", answer: "11", is_sign: "2" })),
    );
    expect(locationOf(response).searchParams.get("que_id")).toBe("801");
    expect(examSaves()[0]).toMatchObject({ subtype: "1", is_sign: "1", answer: "11" });
  });

  it("refuses practice's 'check' (decision 051): assessments show no result before handing in", async () => {
    const result = await post(answerForm({ intent: "check", que_id: "801", answer: "12" }));
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { message: { key: "question.badForm" }, values: { answer: ["12"] } },
    });
    expect(examSaves()).toEqual([]);
  });

  it("submit with questions unanswered: saves, then the incomplete dialog", async () => {
    const response = await redirectOf(() =>
      post(answerForm({ intent: "submit", que_id: "801", answer: "11" })),
    );
    expect(locationOf(response).searchParams.get("confirm")).toBe("incomplete");
    expect(locationOf(response).searchParams.get("que_id")).toBe("801");
    expect(examSaves().map((save) => save.subtype)).toEqual(["1"]);
  });

  it("submit from a question with nothing to answer (deleted): no save, still the confirm dialog", async () => {
    const response = await redirectOf(() =>
      post(answerForm({ intent: "submit", que_id: "801", que_type: "0", options: "", answer: "" })),
    );
    expect(locationOf(response).searchParams.get("confirm")).toBe("incomplete");
    expect(locationOf(response).searchParams.get("que_id")).toBe("801");
    expect(examSaves()).toEqual([]);
  });

  it("submit with every question answered: the plain confirm dialog", async () => {
    resetExams({ answered: { "802": "Fair use is…", "803": "2" } });
    const response = await redirectOf(() =>
      post(answerForm({ intent: "submit", que_id: "801", answer: "11" })),
    );
    expect(locationOf(response).searchParams.get("confirm")).toBe("submit");
  });

  it("the dialog's confirm finishes with subtype 2 and the current answer as saved, then the result review", async () => {
    resetExams({ answered: { "802": "Fair use is…" } });
    const response = await redirectOf(() =>
      post({ intent: "finish", from: "dialog", que_id: "802" }, query({ que_id: "802", confirm: "submit" })),
    );
    expect(examSaves()).toEqual([
      expect.objectContaining({ que_id: "802", subtype: "2", answer: "Fair use is…" }),
    ]);
    const location = locationOf(response);
    expect(location.pathname).toBe("/center/100001/user/myAssess/againAssess");
    expect(location.searchParams.get("duration")).toBe("300");
    // Handed in by the learner: the result says so (decision 043).
    expect(location.searchParams.get("ended")).toBe("learner");
  });

  it("the dialog's confirm never sends an empty answer when the question cannot be read", async () => {
    resetExams({ answered: { "802": "Fair use is…" } });
    server.use(http.get(`${LEARNING}/api/my/tk/exam/question`, () => fail("3000", "question store down")));
    const response = await post(
      { intent: "finish", from: "dialog", que_id: "802" },
      query({ que_id: "802", confirm: "submit" }),
    );
    expect(response).toMatchObject({ init: { status: 400 } });
    expect(examSaves()).toEqual([]);
  });

  it("goes to the end page when the finished attempt shows no result", async () => {
    server.use(
      http.post(`${LEARNING}/api/my/tk/exam`, async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        if (body.get("subtype") !== "2") return undefined;
        return Response.json({ code: "0000", message: "", data: { show_result: 0, use_duration: 42 } });
      }),
    );
    const response = await redirectOf(() =>
      post({ intent: "finish", from: "dialog", que_id: "801" }, query({ que_id: "801", show_result: "0" })),
    );
    expect(response).toHaveRedirect(
      `/center/100001/user/myAssess/endAssess?time=42&ass_id=1&class_id=101&record_id=${ATTEMPT.recordId}&ended=learner`,
    );
  });

  it("time up: finishes with the form as it stands, without a dialog", async () => {
    const response = await redirectOf(() =>
      post(
        answerForm({
          intent: "finish",
          que_id: "802",
          que_type: "4",
          options: "",
          answer: "typed at the end",
        }),
      ),
    );
    expect(examSaves()).toEqual([
      expect.objectContaining({ que_id: "802", subtype: "2", answer: "typed at the end" }),
    ]);
    expect(locationOf(response).pathname).toBe("/center/100001/user/myAssess/againAssess");
    // The result says the attempt was handed in automatically at the deadline (decision 043).
    expect(locationOf(response).searchParams.get("ended")).toBe("time");
  });

  it("1409 on a save: the catalogue's message (decision 043), and on to where a finish goes", async () => {
    const response = await redirectOf(() =>
      post(
        answerForm({ intent: "go:802", que_id: "801", answer: "11" }),
        query({ que_id: "801" }, OVER_RECORD),
      ),
    );
    const location = locationOf(response);
    // The record's card is still open in the mock: the query's show_result 1 decides.
    expect(location.pathname).toBe("/center/100001/user/myAssess/againAssess");
    expect(location.searchParams.get("record_id")).toBe(OVER_RECORD);
    // The catalogue's words for 1409, not the upstream's English (OVER_MESSAGE).
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.attemptOver" });
  });

  it("1409 after a finish elsewhere: the finished card's duration", async () => {
    resetExams();
    await redirectOf(() => post({ intent: "finish", from: "dialog", que_id: "801" }));
    const response = await redirectOf(() =>
      post(answerForm({ intent: "go:802", que_id: "801", answer: "12" })),
    );
    expect(locationOf(response).searchParams.get("duration")).toBe("300");
  });

  it("a second final submit of the same form (1409 'already submitted'): where the finish went, no error", async () => {
    resetExams();
    const first = await redirectOf(() => post({ intent: "finish", from: "dialog", que_id: "801" }));
    const second = await redirectOf(() => post({ intent: "finish", from: "dialog", que_id: "801" }));
    expect(locationOf(second).pathname).toBe(locationOf(first).pathname);
    expect(await toastOf(second)).toBeNull();
  });

  it("another failure: the server's message, status 400, what was typed kept", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => fail(3001, "Disk full")));
    const result = await post(
      answerForm({ intent: "go:803", que_id: "802", que_type: "4", options: "", answer: "my long text" }),
    );
    if (!(result && "init" in result)) throw new Error("expected data()");
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      message: { key: "assess.submitFailed", text: "Disk full" },
      queId: "802",
      values: { answer: ["my long text"], blank: [] },
      // Refused by the server: not kept to be sent again as it is (it would be refused again).
      fields: null,
    });
  });

  it("the service unreachable: the answer is kept with the form's own fields, to be sent again (§14)", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => Response.error()));
    const result = await post(
      answerForm({ intent: "go:803", que_id: "802", que_type: "4", options: "", answer: "my long text" }),
    );
    if (!(result && "init" in result)) throw new Error("expected data()");
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      queId: "802",
      values: { answer: ["my long text"], blank: [] },
      fields: { queType: "4", options: "", isSign: "2", attachment: "[]" },
    });
    expect(takeConsoleErrors().join("\n")).toMatch(/unreachable/);
  });

  it("says 'submit failed' when the failure has no message", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => fail(3001, "")));
    const form = answerForm({ intent: "go:802", que_id: "801", answer: "11" });
    const headers = { "accept-language": "en-US" };
    const result = await action(
      args(pageRequest(`${SCREEN}?${query({ que_id: "801" })}`, { loggedIn: true, form, headers })),
    );
    if (!(result && "init" in result)) throw new Error("expected data()");
    expect(result.data).toMatchObject({ message: { key: "assess.submitFailed", text: null } });
  });

  it("refuses a malformed form without calling the service", async () => {
    const result = await post({ intent: "go:../x", que_id: "801" });
    if (!(result && "init" in result)) throw new Error("expected data()");
    expect(result.init?.status).toBe(400);
    expect(examSaves()).toEqual([]);
  });
});

describe("autosave", () => {
  const save = (form: Record<string, string>, record = ATTEMPT.recordId) =>
    autosave(args(pageRequest(`${AUTOSAVE}?${query({ que_id: "802" }, record)}`, { loggedIn: true, form })));
  const shortAnswer = (answer: string) =>
    answerForm({ intent: "save", que_id: "802", que_type: "4", options: "", answer });

  it("saves the short answer with subtype 1 and answers JSON", async () => {
    const result = await save(shortAnswer("draft one"));
    expect(result.headers.get("content-type")).toContain("application/json");
    expect(await result.json()).toEqual({ ok: true });
    expect(examSaves()).toEqual([
      expect.objectContaining({ que_id: "802", subtype: "1", answer: "draft one" }),
    ]);
  });

  it("tells the page where to go on 1409, with the flash message set", async () => {
    const result = await save(shortAnswer("late"), OVER_RECORD);
    expect(await result.json()).toMatchObject({ ok: false, over: expect.stringContaining("/againAssess?") });
    const cookie = result.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("__flash=");
  });

  it("refuses a post it cannot read", async () => {
    const result = await save({ intent: "save", que_id: "802" });
    expect(result.status).toBe(400);
    expect(examSaves()).toEqual([]);
  });

  // The one failure model's status (failureStatus): a refused save is the learner's request refused (1404 → 404,
  // another refusal 422), not the portal's or the service's fault (5xx, which a monitor counts as an outage).
  it("answers a refused save with the refusal's status, and a service that is down with 503", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => fail(1404, "This record does not exist")));
    const refused = await save(shortAnswer("not mine"));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ ok: false, message: "This record does not exist" });
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => fail(3001, "Disk full")));
    expect((await save(shortAnswer("full"))).status).toBe(422);
    server.use(http.post(`${LEARNING}/api/my/tk/exam`, () => HttpResponse.error()));
    const down = await save(shortAnswer("offline"));
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false });
    expect(takeConsoleErrors().join("\n")).toMatch(/unreachable/);
  });

  // Decision 042: the page's queue sends each answer with its device id and place; the upstream applies it once.
  it("passes the page's order on to the upstream, and answers the time left by the upstream's clock", async () => {
    let sent: URLSearchParams | null = null;
    server.use(
      http.post(`${LEARNING}/api/my/tk/exam`, async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return ok({ expire_time: 2_000_000_042, server_time: 2_000_000_000 });
      }),
    );
    const result = await save({ ...shortAnswer("in order"), save_client: "dev-1", save_seq: "7" });
    expect(await result.json()).toEqual({ ok: true, seconds: 42 });
    expect(sent!.get("save_client")).toBe("dev-1");
    expect(sent!.get("save_seq")).toBe("7");
    // A malformed order is no order: the save is applied as it comes.
    await save({ ...shortAnswer("no order"), save_client: "bad client!", save_seq: "7" });
    expect(sent!.has("save_client")).toBe(false);
    expect(sent!.has("save_seq")).toBe(false);
  });
});

describe("the attempt's time left (the autosave route's GET, decision 042)", () => {
  const ask = (record = ATTEMPT.recordId) =>
    timeLeft(args(pageRequest(`${AUTOSAVE}?${query({}, record)}`, { loggedIn: true })));

  it("answers the seconds left and the deadline from the attempt's card, never from a cache", async () => {
    resetExams({ expiresIn: 90 });
    const reply = await ask();
    expect(reply.headers.get("cache-control")).toBe("no-store");
    const body = (await reply.json()) as { ok: boolean; seconds: number; endsAt: number };
    expect(body.ok).toBe(true);
    expect(body.seconds).toBeGreaterThanOrEqual(89);
    expect(body.seconds).toBeLessThanOrEqual(90);
    expect(body.endsAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers where a finished attempt went", async () => {
    const body = (await (await ask(FINISHED_RECORD)).json()) as { ok: boolean; over: string };
    expect(body).toEqual({ ok: false, over: expect.stringContaining("/againAssess?") });
  });

  it("refuses an address that names no attempt", async () => {
    const reply = await timeLeft(args(pageRequest(`${AUTOSAVE}?ass_id=1`, { loggedIn: true })));
    expect(reply.status).toBe(400);
  });
});

// A post whose answer the page says is unchanged (app/domain/answer-unchanged.ts): the form may show an answer older
// than the server's (a copy of the screen fetched ahead, an answer given on another device since), which must never
// be saved again over the newer one.
describe("a post that says the answer shown is unchanged", () => {
  const UNCHANGED = { save_unchanged: "1" };

  it("a move saves nothing, whatever the form shows, and shows the target question", async () => {
    resetExams({ answered: { "801": "12" } });
    const response = await redirectOf(() =>
      post(answerForm({ intent: "go:802", que_id: "801", answer: "11", ...UNCHANGED })),
    );
    expect(locationOf(response).searchParams.get("que_id")).toBe("802");
    expect(examSaves()).toEqual([]);
    // A move without an answer at all saves nothing either (never an empty answer).
    await redirectOf(() =>
      post({ intent: "go:802", que_id: "801", que_type: "1", options: "11,12", ...UNCHANGED }),
    );
    expect(examSaves()).toEqual([]);
  });

  it("the flag saves the server's answer, flagged as asked, not the answer shown", async () => {
    resetExams({ answered: { "801": "12" } });
    await redirectOf(() =>
      post(answerForm({ intent: "flag", que_id: "801", answer: "11", is_sign: "2", ...UNCHANGED })),
    );
    expect(examSaves()).toEqual([
      expect.objectContaining({ que_id: "801", subtype: "1", is_sign: "1", answer: "12" }),
    ]);
  });

  it("a submit asks as ever without saving; the time-up finish hands in the server's answer", async () => {
    resetExams({ answered: { "801": "12" } });
    const ask = await redirectOf(() =>
      post(answerForm({ intent: "submit", que_id: "801", answer: "", ...UNCHANGED })),
    );
    expect(locationOf(ask).searchParams.get("confirm")).toBe("incomplete");
    expect(examSaves()).toEqual([]);
    const finished = await redirectOf(() =>
      post(answerForm({ intent: "finish", que_id: "801", answer: "", ...UNCHANGED })),
    );
    expect(examSaves()).toEqual([expect.objectContaining({ que_id: "801", subtype: "2", answer: "12" })]);
    expect(locationOf(finished).searchParams.get("ended")).toBe("time");
  });

  it("the time-up finish never hands in an empty answer when the question cannot be read", async () => {
    resetExams({ answered: { "801": "12" } });
    server.use(http.get(`${LEARNING}/api/my/tk/exam/question`, () => fail("3000", "question store down")));
    const response = await post(answerForm({ intent: "finish", que_id: "801", answer: "", ...UNCHANGED }));
    expect(response).toMatchObject({ init: { status: 400 } });
    expect(examSaves()).toEqual([]);
  });

  // A flag set offline on a question untouched on the page is kept alone and sent by the queue (app/domain/kept-flag.ts).
  it("the queue's save of a flag kept alone saves the server's answer with the flag as sent, in the page's order", async () => {
    resetExams({ answered: { "801": "12" } });
    // The save's body as the upstream gets it (the mock's list of saves keeps no order).
    const bodies: URLSearchParams[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "POST" && new URL(request.url).pathname === "/api/my/tk/exam")
        bodies.push(new URLSearchParams(await request.clone().text()));
    });
    const result = await autosave(
      args(
        pageRequest(`${AUTOSAVE}?${query({ que_id: "801" })}`, {
          loggedIn: true,
          form: answerForm({
            intent: "save",
            que_id: "801",
            answer: "11",
            is_sign: "1",
            save_client: "page1",
            save_seq: "3",
            ...UNCHANGED,
          }),
        }),
      ),
    );
    expect(await result.json()).toMatchObject({ ok: true });
    expect(examSaves()).toEqual([
      expect.objectContaining({ que_id: "801", subtype: "1", is_sign: "1", answer: "12" }),
    ]);
    // The question form's own flag post, unchanged, carries the page's order too.
    await redirectOf(() =>
      post(
        answerForm({
          intent: "flag",
          que_id: "801",
          answer: "11",
          is_sign: "1",
          save_client: "page1",
          save_seq: "4",
          ...UNCHANGED,
        }),
      ),
    );
    expect(examSaves()[1]).toMatchObject({ is_sign: "2", answer: "12" });
    expect(bodies.map((body) => [body.get("save_client"), body.get("save_seq")])).toEqual([
      ["page1", "3"],
      ["page1", "4"],
    ]);
  });

  it("is not honoured for an intent that saves what was sent (a file's upload or delete)", async () => {
    resetExams({ answered: { "801": "12" } });
    await redirectOf(() => post(answerForm({ intent: "upload", que_id: "801", answer: "11", ...UNCHANGED })));
    expect(examSaves()).toEqual([expect.objectContaining({ que_id: "801", answer: "11" })]);
  });
});
