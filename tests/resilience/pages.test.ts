import { describe, expect, it } from "vitest";

import { zhCN } from "~/i18n/messages/zh-CN";

import type { Fault } from "./fault-proxy";
import { BOUND_MS, INTERNAL, load, readBody, useFaultyUpstream, visible, type Harness } from "./helpers";

// The portal with its upstream broken on purpose (docs/decisions/024): for each page kind,
// the status, the learner's words, no internal text, the cache header and the time bound.
const faulty = useFaultyUpstream();

/** The upstream's answer as a learner's browser would get it (no proxy), for demo ids. */
async function upstreamData<T>(harness: Harness, path: string, user = "learner"): Promise<T> {
  const response = await fetch(`${harness.upstream}${path}`, {
    headers: { cookie: await harness.cookie(user) },
  });
  return ((await response.json()) as { data: T }).data;
}

const PAST_THE_TIME_OUT: Fault = { kind: "slow", ms: 30_000 };

const OUTAGES: [string, Fault | "down"][] = [
  ["down", "down"],
  ["slow past the time-out", PAST_THE_TIME_OUT],
  ["a body that never comes", { kind: "hang" }],
  ["garbage", { kind: "garbage" }],
  ["a connection reset", { kind: "reset" }],
];

async function breakUpstream(fault: Fault | "down", when?: RegExp) {
  if (fault === "down") await faulty.proxy.down();
  else faulty.proxy.inject(fault, when);
}

describe("the catalogue (a public page) with the upstream broken", () => {
  it("is a cacheable 200 when the upstream answers (the control)", async () => {
    const { response, text } = await load(faulty, "/center/school/class");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(visible(text)).not.toContain(zhCN.catalogue.listFailed);
  });

  it.each(OUTAGES)("%s: 503 with Retry-After, never stored, the fallback text, in time", async (_, fault) => {
    await breakUpstream(fault);
    const { response, text, ms } = await load(faulty, "/center/school/class");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(visible(text)).toContain(zhCN.catalogue.listFailed);
    expect(text).not.toMatch(INTERNAL);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe("a learner's page with the upstream broken", () => {
  it.each(OUTAGES)("%s: the unavailable page, 503, private and never stored, in time", async (_, fault) => {
    const cookie = await faulty.cookie("learner");
    await breakUpstream(fault);
    const { response, text, ms } = await load(faulty, "/center/100001/user/myNote", { cookie });
    // Garbage is a bad answer (502), the rest an unavailable service (503).
    const garbage = fault !== "down" && fault.kind === "garbage";
    expect(response.status).toBe(garbage ? 502 : 503);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(visible(text)).toContain(garbage ? zhCN.errors.badAnswerText : zhCN.errors.unavailableText);
    expect(text).not.toMatch(INTERNAL);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("2001 mid-session: back to the login service, never stored", async () => {
    const cookie = await faulty.cookie("learner");
    faulty.proxy.inject({ kind: "envelope", code: "2001", message: "请先登录" }, /^\/api\/user\/info/);
    const { response, ms } = await load(faulty, "/center/100001/user/myNote", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/api\/redirect\?/);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/public|max-age/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("an internal error message of the upstream is logged, not shown; the page keeps its fallback", async () => {
    const cookie = await faulty.cookie("learner");
    const internal = "SQLSTATE[HY000] internal db error at /var/www/x.php:12";
    faulty.proxy.inject({ kind: "envelope", code: "5000", message: internal }, /^\/api\/my\/course\/note/);
    const { response, text } = await load(faulty, "/center/100001/user/myNote", { cookie });
    // Neither on the page nor in the data it carries (the scripts included).
    expect(text).not.toMatch(INTERNAL);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the player (up to three rounds of calls) with a slow upstream", () => {
  it("answers within one deadline when every answer is slow but under the per-call limit", async () => {
    const cookie = await faulty.cookie("learner");
    const courses = await upstreamData<{ items: { id: number }[] }>(
      faulty,
      "/api/my/course?page=1&size=10&is_learn=0",
    );
    const course = courses.items[0]?.id;
    expect(course).toBeDefined();
    // Each answer 2.5 s late, under the per-call limit (3 s): two rounds would take 5 s, three 7.5 s; the page's
    // deadline ends them all at 1.5 s.
    faulty.proxy.inject({ kind: "slow", ms: 2500 });
    const { response, text, ms } = await load(faulty, `/center/100001/video/${course}/0`, { cookie });
    expect(ms).toBeLessThan(BOUND_MS);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(text).not.toMatch(INTERNAL);
  });

  it("2004 on the course mid-session: the course's refusal page, not a crash", async () => {
    const cookie = await faulty.cookie("learner");
    const courses = await upstreamData<{ items: { id: number }[] }>(
      faulty,
      "/api/my/course?page=1&size=10&is_learn=0",
    );
    faulty.proxy.inject(
      { kind: "envelope", code: "2004", message: "无权学习该课程" },
      /^\/api\/(my\/)?course\//,
    );
    const { response, text } = await load(faulty, `/center/100001/video/${courses.items[0]?.id}/0`, {
      cookie,
    });
    expect([302, 403, 404]).toContain(response.status);
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/public|max-age/);
    expect(text).not.toMatch(INTERNAL);
  });
});

describe("a certificate download with a stalled upstream", () => {
  async function certificate(): Promise<string> {
    const list = await upstreamData<{ items: { id: number | string; path?: string | null }[] }>(
      faulty,
      "/api/user/cert?page=1&size=10",
    );
    const withFile = list.items.find((item) => item.path);
    expect(withFile).toBeDefined();
    return String(withFile?.id);
  }

  it("headers and no body: back to the list with 'File download failed', in time", async () => {
    const cookie = await faulty.cookie("learner");
    const id = await certificate();
    faulty.proxy.inject({ kind: "hang" }, /^\/api\/user\/cert\/down\//);
    const { response, ms } = await load(faulty, `/center/100001/user/myCertificate/${id}/download`, {
      cookie,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/center\/100001\/user\/myCertificate/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("half the body, then nothing: the transfer is cut instead of hanging", async () => {
    const cookie = await faulty.cookie("learner");
    const id = await certificate();
    faulty.proxy.inject({ kind: "stall" }, /^\/api\/user\/cert\/down\//);
    const response = await faulty.handle(
      new Request(`http://localhost:3000/center/100001/user/myCertificate/${id}/download`, {
        headers: { host: "localhost:3000", cookie },
      }),
    );
    expect(response.status).toBe(200);
    expect(await readBody(response, BOUND_MS + 2000)).toBe("broke");
  });

  it("view: a sandboxed document with no script, and the other security headers", async () => {
    const cookie = await faulty.cookie("learner");
    const id = await certificate();
    const { response } = await load(faulty, `/center/100001/user/myCertificate/${id}/view`, { cookie });
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^sandbox;/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("an assessment answer when the learning service fails mid-attempt, without JavaScript (§14)", () => {
  /** An attempt of the no-time-limit assessment for a clean learner, straight from the upstream. */
  async function startAttempt(user: string) {
    const cookie = await faulty.cookie(user);
    const get = <T>(path: string) => upstreamData<T>(faulty, path, user);
    const exams = await get<{ items: { id: number; name: string }[] }>("/api/my/tk/exam?page=1&size=50");
    const exam = exams.items.find((item) => item.name === "Party history study");
    if (!exam) throw new Error("no demo assessment 'Party history study'");
    const card = await get<{ record_id: number; items: { que_id: number; type: number }[] }>(
      `/api/my/tk/exam/card?exam_id=${exam.id}&class_id=0`,
    );
    const short = card.items.find((item) => item.type === 4);
    if (!short) throw new Error("no short answer on the card");
    const query = `ass_id=${exam.id}&class_id=0&record_id=${card.record_id}&assessName=Party%20history%20study`;
    return { cookie, get, query, short: String(short.que_id), exam: exam.id, record: card.record_id };
  }

  const typed = "Perseverance — 坚定信念，实事求是\nand unity";

  it("keeps the typed answer on the screen with the failure, and 'Try again' saves exactly it", async () => {
    const { cookie, get, query, short, exam, record } = await startAttempt("learner3");
    const page = `/center/100001/user/myAssess/assessAnswer?${query}&que_id=${short}`;
    const form = {
      intent: "go:" + short,
      que_id: short,
      que_type: "4",
      options: "",
      is_sign: "1",
      attachment: "[]",
      answer: typed,
    };
    // The learning service resets every connection: the save fails, and so does the card read after it.
    faulty.proxy.inject({ kind: "reset" }, /^\/api\/my\/tk\/exam/);
    const { response, text, ms } = await load(faulty, page, { cookie, form });
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const shown = visible(text);
    expect(shown).toContain(zhCN.assess.submitFailed);
    expect(shown).toContain(zhCN.question.kept.title);
    // What was typed is on the page, and in the form that sends it again with the question's own fields.
    expect(shown).toContain("Perseverance — 坚定信念，实事求是");
    const kept = shown.slice(shown.indexOf('class="kept-answer"'));
    const fields: [string, string][] = [
      ["que_id", short],
      ["que_type", "4"],
      ["is_sign", "1"],
      ["attachment", "[]"],
    ];
    for (const [name, value] of fields) {
      expect(kept).toContain(`name="${name}" value="${value.replace(/"/g, "&quot;")}"`);
    }
    expect(kept).toMatch(/name="answer" value="Perseverance — 坚定信念，实事求是\nand unity"/);
    expect(text).not.toMatch(INTERNAL);
    expect(ms).toBeLessThan(BOUND_MS);

    // The service is back: the kept form's post saves the answer as typed, flag included.
    faulty.proxy.clear();
    const retry = await load(faulty, page, { cookie, form: { ...form, intent: "save" } });
    expect(retry.response.status).toBe(302);
    const question = await get<{ user_log: { answer: string } | null; is_sign?: string }>(
      `/api/my/tk/exam/question?exam_id=${exam}&class_id=0&record_id=${record}&que_id=${short}`,
    );
    expect(question.user_log?.answer).toBe(typed);
  });

  it("an answer the service refuses (a record that is not the learner's) is not kept: back to the list", async () => {
    const { cookie, query, short } = await startAttempt("learner6");
    faulty.proxy.inject({ kind: "envelope", code: "1404", message: "记录不存在" }, /^\/api\/my\/tk\/exam/);
    const { response } = await load(
      faulty,
      `/center/100001/user/myAssess/assessAnswer?${query}&que_id=${short}`,
      {
        cookie,
        form: {
          intent: "save",
          que_id: short,
          que_type: "4",
          options: "",
          is_sign: "2",
          attachment: "[]",
          answer: "x",
        },
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/center\/100001\/user\/myAssess(\?|$)/);
  });

  it("a card the service cannot give keeps the screen in place: its own 503 and a retry (decision 028)", async () => {
    const { cookie, query } = await startAttempt("learner4");
    faulty.proxy.inject({ kind: "reset" }, /^\/api\/my\/tk\/exam/);
    const { response, text } = await load(faulty, `/center/100001/user/myAssess/assessAnswer?${query}`, {
      cookie,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("location")).toBeNull();
    // The retry is this very address (the attempt is not touched: no post, no other page).
    expect(text).toContain("/center/100001/user/myAssess/assessAnswer?");
    expect(text).toMatch(/获取答题卡失败|Failed to get the answer card/);
  });
});

describe("a note edit whose connection is reset (§13)", () => {
  it("says the note may have been saved, keeps the text, never stored", async () => {
    const cookie = await faulty.cookie("learner");
    const notes = await upstreamData<{ items: { id: number }[] }>(
      faulty,
      "/api/my/course/note?page=1&size=5",
    );
    const id = String(notes.items[0]?.id ?? "");
    expect(id).not.toBe("");
    // The save's connection breaks after it was sent: the service may have stored it.
    faulty.proxy.inject({ kind: "reset" }, /^\/api\/my\/course\/note\/\d+/);
    const content = "A note typed before the connection broke";
    const { response, text, ms } = await load(faulty, `/center/100001/user/myNote?edit=${id}`, {
      cookie,
      form: { intent: "edit", id, content },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const shown = visible(text);
    expect(shown).toContain(zhCN.myNote.saveUncertain);
    expect(shown).not.toContain(zhCN.myNote.saveFailed);
    expect(shown).toContain(content);
    expect(text).not.toMatch(INTERNAL);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe("a practice answer when the learning service fails, without JavaScript (§14)", () => {
  it("keeps the typed answer on the chapter's failure page, in a form that sends it again", async () => {
    const cookie = await faulty.cookie("learner5");
    const card = await upstreamData<{ items: { que_id: number; type: number }[] }>(
      faulty,
      "/api/my/tk/exercises/card?exe_id=3&chapter_id=7&is_again=2",
      "learner5",
    );
    const first = card.items[0];
    if (!first) throw new Error("no question in practice chapter 7");
    const page = `/center/100001/user/myPractice/NowPractice?chapter_id=7&name=Evacuation&exe_id=3&que_id=${first.que_id}`;
    faulty.proxy.inject({ kind: "reset" }, /^\/api\/my\/tk\/exercises/);
    const { response, text } = await load(faulty, page, {
      cookie,
      form: {
        intent: "save",
        que_id: String(first.que_id),
        que_type: String(first.type),
        options: "",
        is_sign: "2",
        attachment: "[]",
        answer: "an answer typed during the outage",
      },
    });
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const shown = visible(text);
    expect(shown).toContain(zhCN.practiceAnswer.submitFailed);
    expect(shown).toContain(zhCN.question.kept.title);
    expect(shown.slice(shown.indexOf('class="kept-answer"'))).toContain(
      'name="answer" value="an answer typed during the outage"',
    );
    expect(text).not.toMatch(INTERNAL);
  });
});
