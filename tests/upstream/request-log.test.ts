import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { requestLog, type UpstreamLogLine } from "../../upstream/request-log";

// The reference upstream's half of a request's log (decision 030): the portal's X-Request-Id on its line.
describe("the reference upstream's request log", () => {
  function app() {
    const lines: UpstreamLogLine[] = [];
    const hono = new Hono();
    hono.use(requestLog((line) => lines.push(line)));
    hono.get("/api/user/info", (c) => c.json({ code: "2001", message: "not logged in", data: null }));
    return { hono, lines };
  }

  it("logs the portal's request id, the method, the path without its query, the status and the time", async () => {
    const { hono, lines } = app();
    await hono.request("/api/user/info?school_code=100001&q=typed", {
      headers: { "x-request-id": "4f1c2b7e-0000-4000-8000-000000000001", cookie: "api_token=secret" },
    });
    expect(lines).toEqual([
      {
        requestId: "4f1c2b7e-0000-4000-8000-000000000001",
        method: "GET",
        path: "/api/user/info",
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret|typed/);
  });

  it("leaves out an id that is not one (too long, or quotes and spaces)", async () => {
    const { hono, lines } = app();
    await hono.request("/api/user/info", { headers: { "x-request-id": 'x" level="fatal' } });
    await hono.request("/nowhere");
    await hono.request("/api/user/info", { headers: { "x-request-id": "a".repeat(129) } });
    expect(lines.map((line) => [line.requestId, line.status])).toEqual([
      [null, 200],
      [null, 404],
      [null, 200],
    ]);
  });
});
