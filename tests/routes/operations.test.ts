import { fileURLToPath } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { takeConsoleErrors } from "../console-guard";
import { VALID_TOKEN } from "../mocks/login-service";
import { ATTEMPT, resetExams } from "../mocks/learning/exams";
import { resetNotes } from "../mocks/learning/notes";
import { server, useMockUpstream } from "../mocks/server";
import { createPortalHandler, type PortalHandler } from "../../server/portal-handler";

import { PORTAL, pageRequest } from "./helpers";

// What a school's operator gets from a portal process (decision 030, docs/operations.md): the checks, one log line
// per request, the request id upstream, the metrics and Server-Timing, through the built server's handler.
useMockUpstream();

const LEARNING = "http://learning.test";
const PROXY = "10.0.0.5";
const lines: Record<string, unknown>[] = [];
let handler: PortalHandler;

beforeAll(async () => {
  process.env.TRUSTED_PROXIES = PROXY;
  const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
  const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
  handler = createPortalHandler(build, "production", {
    logLevel: "info",
    logDestination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});

beforeEach(() => {
  lines.length = 0;
  resetNotes();
  resetExams();
});

const get = (path: string, address = "127.0.0.1") => handler(new Request(`${PORTAL}${path}`), { address });

/** The one line a request wrote. */
function onlyLine(): Record<string, unknown> {
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("the build it serves", () => {
  it("refuses, when created, a build whose entry module is not the portal's (no handlePortalRequest)", async () => {
    const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
    const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
    const { handlePortalRequest: _, ...bareEntry } = build.entry.module as unknown as Record<string, unknown>;
    const bare = { ...build, entry: { module: bareEntry } } as unknown as ServerBuild;
    expect(() => createPortalHandler(bare, "production", { logLevel: "silent" })).toThrow(
      /handlePortalRequest/,
    );
  });
});

describe("health and readiness", () => {
  it("healthz: 200 while the process serves, never cached, no upstream call, not logged at info", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => calls.push(request.url));
    const response = await get("/center/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
    server.events.removeAllListeners();
  });

  it("readyz: 200 when each service answers its cheap call, never cached", async () => {
    const response = await get("/center/readyz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { status: string; services: Record<string, { ready: boolean }> };
    expect(body.status).toBe("ready");
    expect(Object.keys(body.services).sort()).toEqual(["learning", "login", "media"]);
  });

  it("readyz: 503 naming the service that is down", async () => {
    server.use(http.get(`${LEARNING}/api/my/course/category`, () => HttpResponse.error()));
    const response = await get("/center/readyz");
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "not ready", failed: ["learning"] });
    expect(takeConsoleErrors().join("\n")).toMatch(/\[upstream\] GET learning\/api\/my\/course\/category/);
    expect(onlyLine()).toMatchObject({ level: "warn", failed: ["learning"] });
  });
});

describe("one log line per request", () => {
  /** Nothing of these may reach a log line: the session, what was typed, who the learner is. */
  function expectNoSecrets(line: Record<string, unknown>, secrets: string[]) {
    const text = JSON.stringify(line);
    for (const secret of [VALID_TOKEN, "api_token", "cookie", "Li Hua", ...secrets]) {
      expect(text).not.toContain(secret);
    }
  }

  it("a page of a logged-in learner: the fields, without the cookie or query values", async () => {
    const response = await handler(
      pageRequest("/center/100001/user/myNote?page=2&q=private-words", { loggedIn: true }),
      { address: "127.0.0.1" },
    );
    expect(response.status).toBe(200);
    const line = onlyLine();
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "routes/center.$school.user.myNote",
      path: "/center/100001/user/myNote?page&q",
      status: 200,
      school: "100001",
    });
    expect(typeof line.time).toBe("string");
    expect(line.requestId).toBe(response.headers.get("x-request-id"));
    expect(line.ms).toBeGreaterThan(0);
    expect(line.upstreamCalls).toBeGreaterThanOrEqual(2);
    expect(line.upstreamRounds).toBeGreaterThanOrEqual(1);
    expect(line.upstreamSlowestMs).toBeLessThanOrEqual(line.upstreamMs as number);
    expect(line).not.toHaveProperty("cause");
    expectNoSecrets(line, ["private-words"]);
  });

  it("a question screen fetched ahead for a line that drops is logged as the client's claim, never as a fact (decision 052)", async () => {
    const ahead = { loggedIn: true, headers: { Purpose: "prefetch" } };
    await handler(pageRequest("/center/100001/user/myNote", ahead), { address: "127.0.0.1" });
    // Anyone can send the header: the line says the client claimed it, in no field an operator reads as the portal's.
    expect(onlyLine()).toMatchObject({ method: "GET", claimedPurpose: "prefetch" });
    expect(onlyLine()).not.toHaveProperty("purpose");
    lines.length = 0;
    await handler(pageRequest("/center/100001/user/myNote", { loggedIn: true }), { address: "127.0.0.1" });
    expect(onlyLine()).not.toHaveProperty("claimedPurpose");
  });

  it("the login redirect of a page without a session", async () => {
    const response = await get("/center/100001/user/myClass");
    expect(response.status).toBe(302);
    const line = onlyLine();
    expect(line).toMatchObject({
      status: 302,
      route: "routes/center.$school.user.myClass",
      school: "100001",
    });
    expectNoSecrets(line, ["from="]);
  });

  it("a note save: the post's line carries no word of the note", async () => {
    const note = "my very private note text";
    const response = await handler(
      pageRequest("/center/100001/user/myNote?page=2&edit=5", {
        loggedIn: true,
        form: { intent: "edit", id: "5", content: note },
      }),
      { address: "127.0.0.1" },
    );
    expect(response.status).toBe(302);
    const line = onlyLine();
    expect(line).toMatchObject({ method: "POST", path: "/center/100001/user/myNote?page&edit", status: 302 });
    expectNoSecrets(line, [note]);
  });

  it("an answer post: no answer, no assessment name", async () => {
    const query = new URLSearchParams({
      ass_id: ATTEMPT.examId,
      class_id: ATTEMPT.classId,
      assessName: ATTEMPT.name,
      record_id: ATTEMPT.recordId,
      show_result: "1",
      que_id: "802",
    });
    const answer = "the learner's own short answer";
    const response = await handler(
      pageRequest(`/center/100001/user/myAssess/assessAnswer?${query}`, {
        loggedIn: true,
        form: { intent: "finish", que_id: "802", que_type: "4", options: "", answer, attachment: "[]" },
      }),
      { address: "127.0.0.1" },
    );
    expect(response.status).toBe(302);
    const line = onlyLine();
    expect(line).toMatchObject({
      method: "POST",
      route: "routes/center.$school.user.myAssess_.assessAnswer",
    });
    expectNoSecrets(line, [answer, ATTEMPT.name, ATTEMPT.recordId]);
  });

  it("a failed upstream call is the line's cause, as a call template without ids", async () => {
    server.use(http.get(`${LEARNING}/api/course/course/:id`, () => HttpResponse.error()));
    const response = await get("/center/100001/class/501");
    expect(response.status).toBeGreaterThanOrEqual(500);
    takeConsoleErrors();
    const line = onlyLine();
    expect(line).toMatchObject({
      level: "error",
      cause: "upstream unreachable: GET learning/api/course/course/:id",
    });
  });
});

describe("the request id", () => {
  function recordIds(): (string | null)[] {
    const ids: (string | null)[] = [];
    server.use(
      http.all("*", ({ request }) => {
        ids.push(request.headers.get("x-request-id"));
      }),
    );
    return ids;
  }

  it("goes upstream on every call of the request, and is the log line's", async () => {
    const ids = recordIds();
    const response = await handler(pageRequest("/center/100001/user/myNote", { loggedIn: true }), {
      address: "127.0.0.1",
    });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set([id]));
    expect(onlyLine().requestId).toBe(id);
  });

  it("is the trusted proxy's X-Request-Id, and never one a browser sends", async () => {
    const ids = recordIds();
    const sent = (address: string) =>
      handler(
        pageRequest("/center/100001/user/myNote", { loggedIn: true, headers: { "x-request-id": "abc-123" } }),
        {
          address,
        },
      );
    expect((await sent(`::ffff:${PROXY}`)).headers.get("x-request-id")).toBe("abc-123");
    expect(ids.every((id) => id === "abc-123")).toBe(true);
    expect((await sent("203.0.113.9")).headers.get("x-request-id")).not.toBe("abc-123");
  });
});

describe("metrics", () => {
  it("serves the Prometheus text to an allowed address, with the documented names", async () => {
    await handler(pageRequest("/center/100001/user/myNote", { loggedIn: true }), { address: "127.0.0.1" });
    const response = await get("/center/metrics", "::1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const name of [
      "portal_http_request_duration_seconds_bucket",
      "portal_upstream_call_duration_seconds_bucket",
      "portal_upstream_call_failures_total",
      "portal_http_requests_in_flight",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('route="routes/center.$school.user.myNote",status_class="2xx"');
    expect(text).toMatch(/service="learning",call="GET \/api\/my\/course\/note"/);
    // Templates, never ids.
    expect(text).not.toMatch(/call="[^"]*\/\d+/);
  });

  it("refuses any other address, one it cannot tell, and a request a proxy passed on", async () => {
    expect((await get("/center/metrics", "203.0.113.9")).status).toBe(403);
    expect((await handler(new Request(`${PORTAL}/center/metrics`))).status).toBe(403);
    // Through a proxy on loopback (nginx): the public's request.
    const proxied = new Request(`${PORTAL}/center/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect((await handler(proxied, { address: "127.0.0.1" })).status).toBe(403);
  });
});

describe("Server-Timing", () => {
  it("says where a page's time went: upstream calls and rounds, render, total", async () => {
    const response = await handler(pageRequest("/center/100001/user/myNote", { loggedIn: true }), {
      address: "127.0.0.1",
    });
    const timing = response.headers.get("server-timing") ?? "";
    expect(timing).toMatch(
      /^upstream;dur=[\d.]+;desc="\d+ calls? in \d+ rounds?", render;dur=[\d.]+, total;dur=[\d.]+$/,
    );
  });
});

describe("a stop", () => {
  // Last: the handler stays stopping.
  it("turns readiness to 503 at once, while liveness stays 200", async () => {
    handler.beginStop();
    const response = await get("/center/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "stopping" });
    expect((await get("/center/healthz")).status).toBe(200);
  });
});
