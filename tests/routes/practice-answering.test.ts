import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import {
  action as reviewAction,
  loader as reviewLoader,
} from "~/routes/center.$school.user.myPractice_.AgainPractice";
import { action, loader } from "~/routes/center.$school.user.myPractice_.NowPractice";

import { takeConsoleErrors } from "../console-guard";
import { fail } from "../mocks/envelope";
import { VALID_TOKEN } from "../mocks/login-service";
import { EVERY_TYPE_CHAPTER, everyTypeCard, SUBMITTED_CHAPTER } from "../mocks/learning/practice";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, PORTAL, redirectOf, SAME_ORIGIN, toastOf } from "./helpers";

useMockUpstream();

const LEARNING = "http://learning.test";
const BASE = "/center/100001/user/myPractice";
const QUERY = `chapter_id=${EVERY_TYPE_CHAPTER}&name=Types+%26+more&exe_id=2`;
const NOW = `${BASE}/NowPractice?${QUERY}`;
const AGAIN = `${BASE}/AgainPractice?${QUERY}`;

const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

/** Every learning-service request, with the form body of a POST. */
let requests: { url: URL; body: URLSearchParams | null }[] = [];
beforeEach(() => {
  requests = [];
  server.events.removeAllListeners();
  server.events.on("request:start", async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== LEARNING) return;
    const body = request.method === "POST" ? new URLSearchParams(await request.clone().text()) : null;
    requests.push({ url, body });
  });
});

const answerPosts = () =>
  requests.filter((r) => r.body !== null && r.url.pathname === "/api/my/tk/exercises");

/** A multipart post of the question form, as the browser sends it. */
function post(path: string, fields: [string, string][]) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request(`${PORTAL}${path}`, {
    method: "POST",
    headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
    body,
  });
}

const question = (queId: string, type: number, options: string, extra: [string, string][] = []) =>
  [
    ["que_id", queId],
    ["que_type", String(type)],
    ["options", options],
    ["is_sign", "2"],
    ["attachment", "[]"],
    ...extra,
  ] as [string, string][];

describe("practice answering loader", () => {
  it("loads the current card (is_again 2) and its first question, sanitized, with its neighbours", async () => {
    const result = await loader(args(pageRequest(NOW, { loggedIn: true })));
    if (!result.screen) throw new Error("the screen should load");
    expect(result.query).toMatchObject({ chapterId: EVERY_TYPE_CHAPTER, exeId: "2", name: "Types & more" });
    expect(result.screen).toMatchObject({
      current: "9101",
      number: 1,
      previous: null,
      next: "9102",
      total: 7,
    });
    expect(result.screen.isSign).toBe("2");
    const shown = result.screen.question;
    if (!shown?.ok || !shown.data) throw new Error("the question should load");
    expect(shown.data.content).toBe("<p>Pick the <b>list</b></p>");
    expect(shown.data.items[1]?.content).not.toContain("onerror");
    expect(requests.map((r) => [r.url.pathname, r.url.searchParams.get("is_again")])).toEqual([
      ["/api/my/tk/exercises/card", "2"],
      ["/api/my/tk/exercises/question", "2"],
    ]);
    expect(Object.fromEntries(requests[1]!.url.searchParams)).toEqual({
      chapter_id: EVERY_TYPE_CHAPTER,
      que_id: "9101",
      exe_id: "2",
      is_again: "2",
    });
  });

  it("shows the question of que_id: a sub-question with its material, the flag, the last one", async () => {
    const sub = await loader(args(pageRequest(`${NOW}&que_id=9106`, { loggedIn: true })));
    expect(sub.screen).toMatchObject({ current: "9106", number: 5, previous: "9104", next: "9107" });
    expect(sub.screen?.question).toMatchObject({
      ok: true,
      data: { big_content: "<p>Read the code below.</p>" },
    });
    const flagged = await loader(args(pageRequest(`${NOW}&que_id=9102`, { loggedIn: true })));
    expect(flagged.screen?.isSign).toBe("1");
    const deleted = await loader(args(pageRequest(`${NOW}&que_id=9108`, { loggedIn: true })));
    expect(deleted.screen).toMatchObject({ current: "9108", next: null, question: { ok: true, data: null } });
  });

  it("reads an unknown que_id as the first question", async () => {
    const result = await loader(args(pageRequest(`${NOW}&que_id=9105`, { loggedIn: true })));
    expect(result.screen?.current).toBe("9101");
  });

  it("sends a submitted chapter to the review, and an open one back to answering (start rule)", async () => {
    const submitted = `chapter_id=${SUBMITTED_CHAPTER}&name=T&exe_id=1&que_id=9001`;
    const toReview = locationOf(
      await redirectOf(() =>
        loader(args(pageRequest(`${BASE}/NowPractice?${submitted}`, { loggedIn: true }))),
      ),
    );
    expect(toReview.pathname).toBe(`${BASE}/AgainPractice`);
    expect(Object.fromEntries(toReview.searchParams)).toEqual({
      chapter_id: SUBMITTED_CHAPTER,
      name: "T",
      exe_id: "1",
      que_id: "9001",
    });
    const toAnswering = locationOf(
      await redirectOf(() => reviewLoader(args(pageRequest(AGAIN, { loggedIn: true })))),
    );
    expect(toAnswering.pathname).toBe(`${BASE}/NowPractice`);
  });

  it("shows the card's failure (the catalogue's words, the server's, or empty for 'Fetch failed'), not a crash page", async () => {
    server.use(
      http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(1410, "This exercise set has expired")),
    );
    const refused = await loader(args(pageRequest(NOW, { loggedIn: true })));
    // 1410 in the page's language from the catalogue (decision 043), not the upstream's English.
    expect(refused).toMatchObject({ screen: null, failure: { message: "该练习已过期。" } });
    const english = await loader(
      args(pageRequest(NOW, { loggedIn: true, headers: { "accept-language": "en" } })),
    );
    expect(english).toMatchObject({ failure: { message: "This exercise set has expired." } });
    // A code the catalogue does not know: the server's words.
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(1499, "Closed for marking")));
    expect(await loader(args(pageRequest(NOW, { loggedIn: true })))).toMatchObject({
      failure: { message: "Closed for marking" },
    });

    server.resetHandlers();
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => HttpResponse.error()));
    const down = await loader(args(pageRequest(NOW, { loggedIn: true })));
    expect(down).toMatchObject({ screen: null, failure: { message: "" } });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("keeps the card when the question fails, and refuses a query without a chapter", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/question`, () => fail(3000, "question broken")));
    const result = await loader(args(pageRequest(NOW, { loggedIn: true })));
    expect(result.screen?.question).toEqual({
      ok: false,
      kind: "refused",
      code: "3000",
      message: "question broken",
      status: 422,
    });
    expect(result.screen?.items).toHaveLength(8);

    const bad = await loader(args(pageRequest(`${BASE}/NowPractice?exe_id=2`, { loggedIn: true })));
    expect(bad).toMatchObject({ query: null, screen: null });
  });

  it("sends a logged-out browser to log in (2001)", async () => {
    const response = await redirectOf(() => loader(args(pageRequest(NOW))));
    expect(locationOf(response).pathname).toBe("/api/redirect");
  });
});

describe("practice answering action", () => {
  it("go: saves the answer (subtype 1, option order) and moves to the target question", async () => {
    const response = await redirectOf(() =>
      action(
        args(
          post(
            `${NOW}&que_id=9102`,
            question("9102", 2, "21,22,23", [
              ["answer", "23"],
              ["answer", "21"],
              ["intent", "go:9103"],
            ]),
          ),
        ),
      ),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe(`${BASE}/NowPractice`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      chapter_id: EVERY_TYPE_CHAPTER,
      name: "Types & more",
      exe_id: "2",
      que_id: "9103",
    });
    expect(answerPosts()).toHaveLength(1);
    expect(Object.fromEntries(answerPosts()[0]!.body!)).toEqual({
      chapter_id: EVERY_TYPE_CHAPTER,
      exe_id: "2",
      que_id: "9102",
      subtype: "1",
      is_sign: "2",
      answer: "21,23",
      attachment: "[]",
    });
  });

  it("flag: saves with is_sign toggled and stays on the question", async () => {
    const response = await redirectOf(() =>
      action(
        args(
          post(
            NOW,
            question("9104", 4, "", [
              ["answer", "A closure keeps its scope"],
              ["intent", "flag"],
            ]),
          ),
        ),
      ),
    );
    expect(locationOf(response).searchParams.get("que_id")).toBe("9104");
    expect(answerPosts()[0]!.body!.get("is_sign")).toBe("1");
    expect(answerPosts()[0]!.body!.get("answer")).toBe("A closure keeps its scope");
  });

  it("encodes blanks as a JSON array and a whitespace-only short answer as empty", async () => {
    await redirectOf(() =>
      action(
        args(
          post(
            NOW,
            question("9107", 6, "31,32", [
              ["blank", "Paris"],
              ["blank", "1789"],
              ["intent", "save"],
            ]),
          ),
        ),
      ),
    );
    await redirectOf(() =>
      action(
        args(
          post(
            NOW,
            question("9104", 4, "", [
              ["answer", "  \n "],
              ["intent", "go:9106"],
            ]),
          ),
        ),
      ),
    );
    expect(answerPosts().map((p) => p.body!.get("answer"))).toEqual(['["Paris","1789"]', ""]);
  });

  /** The every-type chapter's card with every question answered. */
  const allAnswered = () =>
    server.use(
      http.get(`${LEARNING}/api/my/tk/exercises/card`, () =>
        HttpResponse.json({
          code: "0000",
          message: "ok",
          data: { is_sub: "0", items: everyTypeCard.map((item) => ({ ...item, is_right: "1" })) },
        }),
      ),
    );
  const reviewQuery = (location: URL) => {
    expect(location.pathname).toBe(`${BASE}/AgainPractice`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      chapter_id: EVERY_TYPE_CHAPTER,
      name: "Types & more",
      exe_id: "2",
    });
  };
  const submit3 = () =>
    post(
      `${NOW}&que_id=9103`,
      question("9103", 3, "", [
        ["answer", "1"],
        ["intent", "submit"],
      ]),
    );

  it("submit with questions unanswered: saves (subtype 1) and asks first, as the assessment does", async () => {
    const response = await redirectOf(() => action(args(submit3())));
    const location = locationOf(response);
    expect(location.pathname).toBe(`${BASE}/NowPractice`);
    expect(location.searchParams.get("que_id")).toBe("9103");
    expect(location.searchParams.get("confirm")).toBe("incomplete");
    expect(answerPosts().map((p) => [p.body!.get("subtype"), p.body!.get("answer")])).toEqual([["1", "1"]]);
  });

  it("opens the incomplete-submit dialog from the URL with the card's counts", async () => {
    const result = await loader(
      args(pageRequest(`${NOW}&que_id=9103&confirm=incomplete`, { loggedIn: true })),
    );
    expect(result.screen).toMatchObject({
      confirm: "incomplete",
      counts: { total: 7, answered: 2, unanswered: 5 },
    });
    // The dialog's words, the screen's addresses and its answers' record name come from the server, in the page's
    // language (zh-CN by default): the screen's first script does not compute them.
    expect(result.words).toEqual({
      here: `${NOW}&que_id=9103`,
      autosaveUrl: `${BASE}/NowPractice/autosave?${QUERY}&que_id=9103`,
      recordId: `p${EVERY_TYPE_CHAPTER}`,
      submit: "提交",
      dialog: { title: "还有未答题目", message: "已答 2 题，未答 5 题。确认提交？" },
    });
    const plain = await loader(args(pageRequest(`${NOW}&que_id=9103`, { loggedIn: true })));
    expect(plain.screen).toMatchObject({ confirm: null });
    expect(plain.words).toMatchObject({ dialog: null });
  });

  it("the dialog's confirm submits the answer as saved (subtype 2) and goes to the review", async () => {
    const response = await redirectOf(() =>
      action(
        args(
          post(`${NOW}&que_id=9101&confirm=incomplete`, [
            ["intent", "finish"],
            ["from", "dialog"],
            ["que_id", "9101"],
          ]),
        ),
      ),
    );
    reviewQuery(locationOf(response));
    expect(answerPosts().map((p) => [p.body!.get("subtype"), p.body!.get("answer")])).toEqual([["2", "12"]]);
  });

  it("submit with every question answered: the final save (subtype 2) at once, to the review", async () => {
    allAnswered();
    const response = await redirectOf(() => action(args(submit3())));
    reviewQuery(locationOf(response));
    expect(answerPosts().map((p) => [p.body!.get("subtype"), p.body!.get("answer")])).toEqual([
      ["1", "1"],
      ["2", "1"],
    ]);
  });

  it("does not save a deleted question on a move; submit from it asks, or submits when all is answered", async () => {
    await redirectOf(() => action(args(post(NOW, question("9108", 0, "", [["intent", "go:9107"]])))));
    expect(answerPosts()).toHaveLength(0);
    const asked = await redirectOf(() =>
      action(args(post(NOW, question("9108", 0, "", [["intent", "submit"]])))),
    );
    expect(locationOf(asked).searchParams.get("confirm")).toBe("incomplete");
    expect(answerPosts()).toHaveLength(0);
    allAnswered();
    await redirectOf(() => action(args(post(NOW, question("9108", 0, "", [["intent", "submit"]])))));
    expect(answerPosts().map((p) => [p.body!.get("subtype"), p.body!.get("answer")])).toEqual([["2", ""]]);
  });

  it("shows the refusal in the page's language and keeps what was typed when the save fails", async () => {
    server.use(
      http.post(`${LEARNING}/api/my/tk/exercises`, () => fail(1410, "This exercise set has expired")),
    );
    const result = await action(
      args(
        post(
          NOW,
          question("9104", 4, "", [
            ["answer", "my text"],
            ["intent", "go:9106"],
          ]),
        ),
      ),
    );
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        message: { key: "refusal.practiceExpired", text: null },
        queId: "9104",
        values: { answer: ["my text"], blank: [] },
      },
    });
  });

  it("falls back to 'submit failed' when the service is down", async () => {
    server.use(http.post(`${LEARNING}/api/my/tk/exercises`, () => HttpResponse.error()));
    const result = await action(
      args(
        post(
          NOW,
          question("9101", 1, "11,12,13", [
            ["answer", "12"],
            ["intent", "submit"],
          ]),
        ),
      ),
    );
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { message: { key: "practiceAnswer.submitFailed", text: null } },
    });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("refuses an answer over 4000 characters without calling the server", async () => {
    const long = "x".repeat(4001);
    const result = await action(
      args(
        post(
          NOW,
          question("9104", 4, "", [
            ["answer", long],
            ["intent", "go:9106"],
          ]),
        ),
      ),
    );
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { message: { key: "question.tooLong", text: null }, queId: "9104" },
    });
    expect(answerPosts()).toHaveLength(0);
  });
});

describe("check this answer (decision 051)", () => {
  const checkCalls = () => requests.filter((r) => r.url.pathname === "/api/my/tk/exercises/check");

  it("check: saves the answer (subtype 1) and shows the same question with its check (post/redirect/get)", async () => {
    const response = await redirectOf(() =>
      action(
        args(
          post(
            `${NOW}&que_id=9101`,
            question("9101", 1, "11,12,13", [
              ["answer", "12"],
              ["intent", "check"],
            ]),
          ),
        ),
      ),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe(`${BASE}/NowPractice`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ que_id: "9101", check: "1" });
    expect(answerPosts().map((r) => [r.body!.get("subtype"), r.body!.get("answer")])).toEqual([["1", "12"]]);
  });

  // A check from a question the learner did not touch on the page (app/domain/answer-unchanged.ts): the form may show
  // an older answer than the server's (a copy of the screen kept on the device, decision 052); it is never saved.
  it("check of an untouched question: saves nothing, and the check is of the server's answer", async () => {
    const response = await redirectOf(() =>
      action(
        args(
          post(
            `${NOW}&que_id=9101`,
            question("9101", 1, "11,12,13", [
              ["answer", "11"],
              ["intent", "check"],
              ["save_unchanged", "1"],
            ]),
          ),
        ),
      ),
    );
    const location = locationOf(response);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ que_id: "9101", check: "1" });
    expect(answerPosts()).toEqual([]);
    // The server holds option 12 (right); the stale "11" shown was not written, so the check says right.
    const result = await loader(
      args(pageRequest(`${location.pathname}${location.search}`, { loggedIn: true })),
    );
    expect(result.screen?.check).toMatchObject({ result: "right", rightLetters: "B" });
  });

  it("loads the check: right or wrong, the right choices as letters and the analysis, sanitized", async () => {
    const result = await loader(args(pageRequest(`${NOW}&que_id=9101&check=1`, { loggedIn: true })));
    expect(result.screen?.check).toEqual({
      result: "right",
      rightLetters: "B",
      rightKey: null,
      analysis: "<p>A list can change.</p>",
      materialAnalysis: "",
      withoutAnalysis: false,
    });
    expect(Object.fromEntries(checkCalls()[0]!.url.searchParams)).toEqual({
      exe_id: "2",
      chapter_id: EVERY_TYPE_CHAPTER,
      que_id: "9101",
    });
    const unanswered = await loader(args(pageRequest(`${NOW}&que_id=9102&check=1`, { loggedIn: true })));
    expect(unanswered.screen?.check).toMatchObject({ result: "unanswered", rightLetters: "A, C" });
  });

  it("asks nothing without ?check=1, and never on the review", async () => {
    const plain = await loader(args(pageRequest(`${NOW}&que_id=9101`, { loggedIn: true })));
    expect(plain.screen?.check).toBeNull();
    expect(checkCalls()).toHaveLength(0);
  });

  it("says right or wrong from the card when the upstream has no check call (no analysis)", async () => {
    // 9103's card item is '2' (wrong); the mock answers 1404 for it, as a service without the call would.
    const result = await loader(args(pageRequest(`${NOW}&que_id=9103&check=1`, { loggedIn: true })));
    expect(result.screen?.check).toMatchObject({ result: "wrong", analysis: "", withoutAnalysis: true });
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/check`, () => HttpResponse.error()));
    const down = await loader(args(pageRequest(`${NOW}&que_id=9101&check=1`, { loggedIn: true })));
    expect(down.screen?.check).toMatchObject({ result: "right", withoutAnalysis: true });
    expect(down.screen?.question).toMatchObject({ ok: true });
    takeConsoleErrors();
  });
});

describe("practice review", () => {
  const REVIEW = `${BASE}/AgainPractice?chapter_id=${SUBMITTED_CHAPTER}&name=T&exe_id=1`;

  it("loads the submitted card and the question with is_again 1 (right answer and explanation)", async () => {
    const result = await reviewLoader(args(pageRequest(REVIEW, { loggedIn: true })));
    expect(result.screen).toMatchObject({ current: "9001", total: 1, item: { is_right: "2" } });
    expect(result.screen?.question).toMatchObject({
      ok: true,
      data: { correct_content: "<p>def starts a function definition.</p>" },
    });
    expect(requests[1]?.url.searchParams.get("is_again")).toBe("1");
  });

  it("answer again asks first: a post without the dialog's intent only opens it, discarding nothing", async () => {
    const response = await redirectOf(() =>
      reviewAction(args(pageRequest(REVIEW, { loggedIn: true, form: {} }))),
    );
    expect(locationOf(response).pathname).toBe(`${BASE}/AgainPractice`);
    expect(locationOf(response).searchParams.get("confirm")).toBe("again");
    expect(locationOf(response).searchParams.get("chapter_id")).toBe(SUBMITTED_CHAPTER);
    expect(requests).toEqual([]);
    const open = await reviewLoader(args(pageRequest(`${REVIEW}&confirm=again`, { loggedIn: true })));
    expect(open.confirmAgain).toBe(true);
    const closed = await reviewLoader(args(pageRequest(REVIEW, { loggedIn: true })));
    expect(closed.confirmAgain).toBe(false);
  });

  it("answer again, confirmed: asks for the card with is_again 1, then answers from the first question", async () => {
    const response = await redirectOf(() =>
      reviewAction(args(pageRequest(REVIEW, { loggedIn: true, form: { intent: "again" } }))),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe(`${BASE}/NowPractice`);
    expect(location.searchParams.get("chapter_id")).toBe(SUBMITTED_CHAPTER);
    expect(requests.map((r) => r.url.searchParams.get("is_again"))).toEqual(["1"]);
  });

  it("shows the catalogue's message, the server's, or 'Fetch failed', when answering again fails", async () => {
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(1410, "expired")));
    const response = await redirectOf(() =>
      reviewAction(args(pageRequest(REVIEW, { loggedIn: true, form: { intent: "again" } }))),
    );
    expect(response).toHaveRedirect(REVIEW);
    // 1410 is known: the page's language (decision 043).
    expect(await toastOf(response)).toEqual({ type: "error", key: "refusal.practiceExpired" });
    server.use(http.get(`${LEARNING}/api/my/tk/exercises/card`, () => fail(1499, "expired")));
    const unknown = await redirectOf(() =>
      reviewAction(args(pageRequest(REVIEW, { loggedIn: true, form: { intent: "again" } }))),
    );
    expect(await toastOf(unknown)).toEqual({
      type: "error",
      key: "practiceAnswer.fetchFailed",
      text: "expired",
    });
  });
});
