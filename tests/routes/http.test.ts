import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { createApi, UpstreamFailure } from "~/services/http.server";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect } from "./helpers";

useMockUpstream();

const LEARNING = "http://learning.test";
const Thing = z.object({ id: z.number(), name: z.string() });

function pageRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, { headers });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

/** The UpstreamFailure a GET of /api/thing from a protected page fails with. */
async function thingFailure(): Promise<UpstreamFailure> {
  const thrown = await caught(
    createApi(pageRequest("/center/100001/user/myClass")).get("learning", "/api/thing", { schema: Thing }),
  );
  expect(thrown).toBeInstanceOf(UpstreamFailure);
  return thrown as UpstreamFailure;
}

describe("the fetch wrapper", () => {
  it("unwraps the envelope, validates data and forwards only the cookie header", async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${LEARNING}/api/thing`, ({ request }) => {
        seen = request.headers;
        const url = new URL(request.url);
        return ok({ id: Number(url.searchParams.get("id")), name: "thing", extra: "tolerated" });
      }),
    );
    const api = createApi(
      pageRequest("/center/100001/user/myClass", {
        cookie: "api_token=abc",
        authorization: "Bearer x",
        "x-forwarded-for": "1.2.3.4",
      }),
    );
    await expect(
      api.get("learning", "/api/thing", { schema: Thing, query: { id: 7, skipped: undefined } }),
    ).resolves.toEqual({
      id: 7,
      name: "thing",
    });
    expect(seen?.get("cookie")).toBe("api_token=abc");
    expect(seen?.get("authorization")).toBeNull();
    expect(seen?.get("x-forwarded-for")).toBeNull();
  });

  it("reads a numeric code by its string form", async () => {
    server.use(
      http.get(`${LEARNING}/api/thing`, () =>
        HttpResponse.json({ code: 0, message: "zero", data: { id: 1, name: "n" } }),
      ),
    );
    // 0 reads as '0', not '0000': a failure code of its own, with valid data beside it ignored.
    const zero = await thingFailure();
    expect([zero.reason, zero.code, zero.status, zero.upstreamMessage]).toEqual(["code", "0", 502, "zero"]);
    server.use(
      http.get(`${LEARNING}/api/thing`, () => HttpResponse.json({ code: 2004, message: "no", data: null })),
    );
    // 2004 reads as '2004': not permitted, a 403.
    const banned = await thingFailure();
    expect([banned.reason, banned.code, banned.status, banned.upstreamMessage]).toEqual([
      "code",
      "2004",
      403,
      "no",
    ]);
  });

  it("sends put and delete as POST with _method, form-encoded", async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post(`${LEARNING}/api/my/course/note/5`, async ({ request }) => {
        expect(request.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
        body = new URLSearchParams(await request.text());
        return ok(null);
      }),
    );
    await createApi(pageRequest("/center/100001/user/myNote")).post("learning", "/api/my/course/note/5", {
      schema: z.null(),
      method: "put",
      body: { content: "a note" },
    });
    expect(body?.get("_method")).toBe("put");
    expect(body?.get("content")).toBe("a note");
  });

  it("redirects to the login service on 2001 on a protected page", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => fail(2001, "not logged in")));
    const thrown = await caught(
      createApi(pageRequest("/center/100004/user/myNote?page=2")).get("learning", "/api/thing", {
        schema: Thing,
      }),
    );
    expect(thrown).toHaveRedirect(loginRedirect("/center/100004/user/myNote?page=2", "100004"), 302);
  });

  it("leaves 2001 to the caller on a public page", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => fail("2001", "not logged in")));
    const thrown = await caught(
      createApi(pageRequest("/center/100028/hzvtc")).get("learning", "/api/thing", { schema: Thing }),
    );
    expect(thrown).toBeInstanceOf(UpstreamFailure);
    expect((thrown as UpstreamFailure).status).toBe(401);
  });

  it("turns a refusal code into a 4xx failure carrying the server's message (docs/decisions/028)", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => fail("1001", "Course is closed")));
    const thrown = await thingFailure();
    expect(thrown.status).toBe(422);
    expect(thrown.code).toBe("1001");
    expect(thrown.upstreamMessage).toBe("Course is closed");
  });

  it("answers 503 when the service is too slow", async () => {
    server.use(
      http.get(`${LEARNING}/api/thing`, async () => {
        await delay(2000);
        return ok({ id: 1, name: "late" });
      }),
    );
    const thrown = await thingFailure();
    expect(thrown.status).toBe(503);
    expect(thrown.reason).toBe("timeout");
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it.each([
    [404, 404],
    [400, 400],
    [405, 422],
    [403, 403],
  ])(
    "reads an HTTP %i without an envelope as a refusal (%i), not an outage (docs/decisions/028)",
    async (httpStatus, status) => {
      server.use(
        http.get(`${LEARNING}/api/thing`, () => new HttpResponse("Not Found", { status: httpStatus })),
      );
      const thrown = await thingFailure();
      expect(thrown.status).toBe(status);
      expect(thrown.kind).toBe("refused");
      expect(thrown.serverMessage).toBeNull();
    },
  );

  it("answers 503 when the service cannot be reached", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => HttpResponse.error()));
    const thrown = await thingFailure();
    expect(thrown.status).toBe(503);
    expect(thrown.reason).toBe("unreachable");
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("answers 502 for a body that is not JSON", async () => {
    server.use(
      http.get(`${LEARNING}/api/thing`, () => new HttpResponse("<html>oops</html>", { status: 200 })),
    );
    const thrown = await thingFailure();
    expect(thrown.status).toBe(502);
    expect(thrown.reason).toBe("invalid");
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("answers 503 for a gateway error page", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => new HttpResponse("Bad Gateway", { status: 502 })));
    const thrown = await thingFailure();
    expect(thrown.status).toBe(503);
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("answers 502 when data does not match the contract, and logs why", async () => {
    server.use(http.get(`${LEARNING}/api/thing`, () => ok({ id: "seven" })));
    const thrown = await thingFailure();
    expect(thrown.status).toBe(502);
    expect(takeConsoleErrors()[0]).toContain("GET learning/api/thing data does not match the contract");
  });

  it("stops every call in flight when the browser goes away, with its reason and without a warning", async () => {
    let arrived = 0;
    let allArrived: () => void = () => undefined;
    const twelve = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    server.use(
      http.get(`${LEARNING}/api/thing`, async () => {
        arrived += 1;
        if (arrived === 12) allArrived();
        await delay(60_000);
        return ok({ id: 1, name: "never" });
      }),
    );
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const browser = new AbortController();
      const request = new Request("http://localhost:3000/center/100004/custom/party", {
        signal: browser.signal,
      });
      const api = createApi(request);
      // A public home makes a dozen calls at once: Node warns past 10 listeners on one signal.
      const calls = Array.from({ length: 12 }, (_, id) =>
        caught(api.get("learning", "/api/thing", { schema: Thing, query: { id } })),
      );
      await twelve;
      const reason = new Error("the browser went away");
      browser.abort(reason);
      const thrown = await Promise.all(calls);
      expect(thrown).toEqual(Array.from({ length: 12 }, () => reason));
      // A warning is emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("times out an answer whose body never ends", async () => {
    server.use(
      http.get(`${LEARNING}/api/thing`, () => {
        const stream = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":"0000",'));
          },
        });
        return new HttpResponse(stream, { headers: { "content-type": "application/json" } });
      }),
    );
    const thrown = await thingFailure();
    expect(thrown.status).toBe(503);
    expect(thrown.reason).toBe("timeout");
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});

describe("downloads", () => {
  const api = () => createApi(pageRequest("/center/100001/user/myCertificate", { cookie: "api_token=abc" }));

  it("stream the file with its type, length and name, and nothing else", async () => {
    server.use(
      http.get(`${LEARNING}/api/file/7`, ({ request }) => {
        expect(request.headers.get("cookie")).toBe("api_token=abc");
        return new HttpResponse("%PDF-1.4 demo", {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="c.pdf"',
            "set-cookie": "tracking=1",
          },
        });
      }),
    );
    const response = await api().download("learning", "/api/file/7");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="c.pdf"');
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toBe("%PDF-1.4 demo");
  });

  it("turn an envelope in place of the file into the failure it names", async () => {
    server.use(http.get(`${LEARNING}/api/file/8`, () => fail("1404", "resource does not exist")));
    const thrown = (await caught(api().download("learning", "/api/file/8"))) as UpstreamFailure;
    expect(thrown).toBeInstanceOf(UpstreamFailure);
    expect(thrown.upstreamMessage).toBe("resource does not exist");
  });

  it("log in again on 2001", async () => {
    server.use(http.get(`${LEARNING}/api/file/9`, () => fail(2001, "not logged in")));
    const thrown = await caught(api().download("learning", "/api/file/9"));
    expect(thrown).toHaveRedirect(loginRedirect("/center/100001/user/myCertificate"), 302);
  });

  it("fail on an HTTP error without a file", async () => {
    server.use(http.get(`${LEARNING}/api/file/10`, () => new HttpResponse("not found", { status: 404 })));
    const thrown = (await caught(api().download("learning", "/api/file/10"))) as UpstreamFailure;
    expect(thrown.status).toBe(502);
    expect(takeConsoleErrors()).toHaveLength(1);
  });
});
