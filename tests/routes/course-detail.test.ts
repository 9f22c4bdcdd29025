import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";

import { action, loader } from "~/routes/center.$school.class.$classId/route";

import { fail, ok } from "../mocks/envelope";
import { resetReviews, reviewStore } from "../mocks/learning/course-detail";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, pageRequest, recordUpstreamRounds, redirectOf, toastOf } from "./helpers";

useMockUpstream();
beforeEach(() => resetReviews());

const LEARNING = "http://learning.test";

const load = (path: string, init: { loggedIn?: boolean; cookie?: string } = {}) => {
  const [, school = "", classId = ""] = /^\/center\/([^/]+)\/class\/([^/?]+)/.exec(path) ?? [];
  return loader({ request: pageRequest(path, init), params: { school, classId }, context: {} });
};

const post = (path: string, form: Record<string, string>, loggedIn = true) => {
  const [, school = "", classId = ""] = /^\/center\/([^/]+)\/class\/([^/?]+)/.exec(path) ?? [];
  return action({ request: pageRequest(path, { form, loggedIn }), params: { school, classId }, context: {} });
};

/** The action's `data(reply, {status})` value. */
type Replied = {
  data: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
  init: { status: number };
};

describe("course detail loader", () => {
  it("asks course, chapters, teachers, reviews and the user in one round", async () => {
    const upstream = recordUpstreamRounds();
    const data = await load("/center/100001/class/501", { loggedIn: true });
    const rounds = upstream.rounds();
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.map((call) => call.replace(/\?.*$/, "")).sort()).toEqual([
      "learning.test/api/course/501/chapter",
      "learning.test/api/course/comment",
      "learning.test/api/course/course/501",
      "learning.test/api/course/teacher",
      "login.test/api/user/info",
    ]);
    expect(data.course.id).toBe("501");
    expect(data.userId).toBe("1");
  });

  it("loads the learner's tree with action=learn and the public one for an anonymous visitor", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith("/chapter")) asked.push(url.search);
    });
    const learner = await load("/center/100001/class/501", { loggedIn: true });
    const visitor = await load("/center/100001/class/501");
    server.events.removeAllListeners();
    expect(asked).toEqual(["?action=learn", ""]);
    expect(learner.chapters?.[0]?.children[0]?.is_finish).toBe(1);
    expect(learner.chapters?.[0]?.children[1]?.size).toBe(524288);
    expect(visitor.chapters?.[0]?.children[0]?.is_finish).toBe(0);
    expect(visitor.userId).toBeNull();
    expect(learner.teachers).toHaveLength(2);
    expect(learner.reviews?.total).toBe(2);
  });

  it("sends a logged-in learner of an expired or disabled course to the no-permission page", async () => {
    for (const id of ["502", "503"]) {
      const response = await redirectOf(() => load(`/center/100001/class/${id}`, { loggedIn: true }));
      expect(response).toHaveRedirect("/center/100001/class/nopermission");
    }
  });

  it("sends an unknown course (2004) to the not-found page", async () => {
    const response = await redirectOf(() => load("/center/100001/class/599", { loggedIn: true }));
    expect(response).toHaveRedirect("/center/100001/class/notfound");
  });

  it("shows only the study-ban message above the public tree when the learn check answers 2004", async () => {
    const data = await load("/center/100001/class/504", { loggedIn: true });
    expect(data.studyBan).toBe(true);
    expect(data.chapters?.[0]?.name).toBe("Chapter 1: Basics");
    const visitor = await load("/center/100001/class/504");
    expect(visitor.studyBan).toBe(false);
  });

  it("gives an empty tree for a course without materials and the sanitized intro on its tab", async () => {
    const data = await load("/center/100001/class/505?tab=intro");
    expect(data.chapters).toEqual([]);
    expect(data.tab).toBe("intro");
    expect(data.intro).toContain("<strong>course 505</strong>");
    expect(data.intro).not.toContain("<script");
  });

  it("pages reviews by 10", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === "/api/course/comment") asked.push(url.search);
    });
    const data = await load("/center/100001/class/506?tab=reviews&page=2");
    server.events.removeAllListeners();
    expect(asked).toEqual(["?course_id=506&page=2&size=10"]);
    expect(data.reviews?.items).toHaveLength(2);
    expect(data.reviews?.total).toBe(12);
  });

  it("moves /center/school/class/{id} under the known school, and renders it when none is known", async () => {
    const moved = await redirectOf(() =>
      load("/center/school/class/501?tab=reviews", { cookie: "schoolCode=100001" }),
    );
    expect(moved).toHaveRedirect("/center/100001/class/501?tab=reviews");
    const data = await load("/center/school/class/501");
    expect(data.school).toBeNull();
    expect(data.course.name).toBe("Catalogue course 1");
  });
});

describe("review action", () => {
  const PATH = "/center/100001/class/501?tab=reviews";

  it("answers a too-short review with 400, the message and the text kept, sending nothing", async () => {
    const before = reviewStore().length;
    const result = (await post(PATH, {
      intent: "review",
      content: " abc ",
      level: "3",
    })) as unknown as Replied;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.content).toEqual(["validation.tooShort"]);
    expect(result.data.initialValue?.content).toBe(" abc ");
    expect(result.data.initialValue?.level).toBe("3");
    expect(reviewStore()).toHaveLength(before);
  });

  it("refuses a review posted without a star (JS off) with a message, never saving a silent 5", async () => {
    const before = reviewStore().length;
    const result = (await post(PATH, {
      intent: "review",
      content: "Clear and useful",
    })) as unknown as Replied;
    expect(result.init.status).toBe(400);
    expect(result.data.error?.level).toEqual(["validation.levelRequired"]);
    expect(result.data.initialValue?.content).toBe("Clear and useful");
    expect(reviewStore()).toHaveLength(before);
  });

  it("sends a valid review and comes back to the reviews tab with the success toast", async () => {
    const response = await redirectOf(() =>
      post(PATH, { intent: "review", content: "  Clear and useful  ", level: "4" }),
    );
    expect(response).toHaveRedirect("/center/100001/class/501?tab=reviews");
    expect(await toastOf(response)).toMatchObject({ type: "success", key: "toast.reviewSucceeded" });
    expect(reviewStore().at(-1)).toMatchObject({ course_id: 501, content: "Clear and useful", level: 4 });
  });

  it("shows the server's message on an upstream failure and keeps the text", async () => {
    const result = (await post(PATH, {
      intent: "review",
      content: "forbidden words",
      level: "5",
    })) as unknown as Replied;
    expect(result.init.status).toBeGreaterThanOrEqual(400);
    expect(result.init.status).toBeLessThan(500);
    expect(result.data.error?.[""]).toEqual(["errors.errorText", "The review contains forbidden words"]);
    expect(result.data.initialValue?.content).toBe("forbidden words");
  });

  it("sends an anonymous post to the login service, coming back to this course's reviews tab", async () => {
    const response = await redirectOf(() =>
      post("/center/100001/class/501", { intent: "review", content: "hello world", level: "5" }, false),
    );
    expect(response).toHaveRedirect(loginRedirect("/center/100001/class/501?tab=reviews"));
  });

  it("logs in again when the session ends between the guard and the post", async () => {
    server.use(http.post(`${LEARNING}/api/course/comment`, () => fail("2001", "not logged in")));
    const response = await redirectOf(() =>
      post(PATH, { intent: "review", content: "Still here", level: "5" }),
    );
    expect(response).toHaveRedirect(loginRedirect(PATH));
  });

  it("deletes the author's own review with _method=delete", async () => {
    const bodies: string[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (new URL(request.url).pathname === "/api/course/comment/2")
        bodies.push(await request.clone().text());
    });
    const response = await redirectOf(() => post(PATH, { intent: "delete", reviewId: "2" }));
    server.events.removeAllListeners();
    expect(bodies).toEqual(["_method=delete"]);
    expect(response).toHaveRedirect("/center/100001/class/501?tab=reviews");
    expect(reviewStore().some((review) => review.id === 2)).toBe(false);
  });

  it("shows the server's refusal when someone else's review is deleted", async () => {
    const response = await redirectOf(() => post(PATH, { intent: "delete", reviewId: "1" }));
    expect(await toastOf(response)).toMatchObject({
      type: "error",
      text: "You can only delete your own review",
    });
    expect(reviewStore().some((review) => review.id === 1)).toBe(true);
  });

  it("refuses a review of a course the school of the address does not hold with 404, sending nothing (decision 028)", async () => {
    const before = reviewStore().length;
    const thrown = await post("/center/100001/class/28001?tab=reviews", {
      intent: "review",
      content: "Another school's course",
      level: "5",
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(reviewStore()).toHaveLength(before);
  });

  it("checks the add-review contract: course_id, content, level", async () => {
    server.use(
      http.post(`${LEARNING}/api/course/comment`, async ({ request }) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        return body.course_id === "501" && body.content === "Five!" && body.level === "5"
          ? ok({ id: 99 })
          : fail("9999", `unexpected ${JSON.stringify(body)}`);
      }),
    );
    // The form's default star, 5, is sent as a checked radio.
    await redirectOf(() => post(PATH, { intent: "review", content: "Five!", level: "5" }));
  });
});
