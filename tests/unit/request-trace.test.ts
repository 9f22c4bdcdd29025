import { describe, expect, it, vi } from "vitest";

import { callStarted, callTemplate, newTrace, serverTiming } from "~/utils/request-trace.server";

import { pathWithoutQueryValues, requestIdOf } from "../../server/operations";

// The trace the operator's log line, metrics and Server-Timing are made from (decision 030).
describe("a request's trace", () => {
  it("names a call by its template, never an id", () => {
    expect(callTemplate("GET", "/api/course/course/16/play")).toBe("GET /api/course/course/:id/play");
    expect(callTemplate("GET", "/api/user/cert/down/c-9f3a")).toBe("GET /api/user/cert/down/:id");
    expect(callTemplate("POST", "/api/my/course/note/%E4%B8%AD")).toBe("POST /api/my/course/note/:id");
    expect(callTemplate("GET", "/api/my/stat/report1")).toBe("GET /api/my/stat/report1");
    expect(callTemplate("GET", "/api/my/tk/exam/mark_card")).toBe("GET /api/my/tk/exam/mark_card");
  });

  it("counts calls sent together as one round, and a call after an answer as the next", () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const seen: string[] = [];
    const trace = newTrace("id-1", (call) => seen.push(`${call.call} ${call.ms} ${call.outcome}`));
    const user = callStarted(trace, "login", "GET", "/api/user/info");
    const courses = callStarted(trace, "learning", "GET", "/api/my/course");
    now = 30;
    user("ok");
    now = 50;
    courses("refused");
    const detail = callStarted(trace, "learning", "GET", "/api/course/course/7");
    now = 90;
    detail("timeout");
    expect(trace).toMatchObject({ calls: 3, rounds: 2, totalMs: 120, slowestMs: 50, upstreamMs: 90 });
    expect(seen).toEqual([
      "GET /api/user/info 30 ok",
      "GET /api/my/course 50 refused",
      "GET /api/course/course/:id 40 timeout",
    ]);
    trace.renderMs = 12.34;
    expect(serverTiming(trace, 120)).toBe(
      'upstream;dur=90;desc="3 calls in 2 rounds", render;dur=12.3, total;dur=120',
    );
  });

  it("logs a path with its query's names only", () => {
    expect(pathWithoutQueryValues(new URL("http://x/center/hzvtc/search?q=secret&page=2&q=again"))).toBe(
      "/center/hzvtc/search?q&page",
    );
    expect(pathWithoutQueryValues(new URL("http://x/center/"))).toBe("/center/");
  });

  it("takes a request id only from a trusted proxy, and only when it looks like one", () => {
    const request = (id: string) => new Request("http://x/", { headers: { "x-request-id": id } });
    expect(requestIdOf(request("nginx-1"), "127.0.0.1", ["127.0.0.1"])).toBe("nginx-1");
    expect(requestIdOf(request("nginx-1"), "::ffff:127.0.0.1", ["127.0.0.1"])).toBe("nginx-1");
    expect(requestIdOf(request("nginx-1"), "10.1.1.1", ["127.0.0.1"])).not.toBe("nginx-1");
    expect(requestIdOf(request("a b"), "127.0.0.1", ["127.0.0.1"])).not.toBe("a b");
    expect(requestIdOf(request("x".repeat(129)), "127.0.0.1", ["127.0.0.1"])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
