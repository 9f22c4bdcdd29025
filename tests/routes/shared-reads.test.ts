import { describe, expect, it } from "vitest";
import { z } from "zod";

import { loader as rootLoader } from "~/root";
import { loader as catalogueLoader } from "~/routes/center.school.class";
import { loader as courseLoader } from "~/routes/center.$school.class.$classId/route";
import { getOptionalUser } from "~/services/account.server";
import { createApi } from "~/services/http.server";
import { withRequestScope } from "~/utils/request-scope.server";

import { server, useMockUpstream } from "../mocks/server";

import { pageRequest, params } from "./helpers";

// One request asks each upstream read once (docs/decisions/019): the loaders of a page run at once and share the
// answers of their GETs through the request's scope; a write forgets them; the next request asks again.
useMockUpstream();

/** The upstream requests of a test as "METHOD URL", in the order they started. */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.removeAllListeners();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.origin}${url.pathname}`);
  });
  return calls;
}

const USER_INFO = "GET http://login.test/api/user/info";
const inRequest = <T>(run: () => Promise<T>) => withRequestScope(8000, run);
const count = (calls: string[], call: string) => calls.filter((one) => one === call).length;

describe("reads shared within one request", () => {
  it("asks the login service once when the root and the catalogue both want the user", async () => {
    const calls = recordCalls();
    const request = pageRequest("/center/school/class", { loggedIn: true });
    const [root, page] = await inRequest(() =>
      Promise.all([
        rootLoader({ request, params: {}, context: {} }),
        catalogueLoader({ request, params: {}, context: {} }),
      ]),
    );
    expect(count(calls, USER_INFO)).toBe(1);
    expect(root.data.user?.username).toBeTruthy();
    expect(page.school).toBe(root.data.user?.school_code);
  });

  it("asks it once on course detail too", async () => {
    const calls = recordCalls();
    const request = pageRequest("/center/100001/class/501", { loggedIn: true });
    const [root, page] = await inRequest(() =>
      Promise.all([
        rootLoader({ request, params: {}, context: {} }),
        courseLoader({ request, params: params({ school: "100001", classId: "501" }), context: {} }),
      ]),
    );
    expect(count(calls, USER_INFO)).toBe(1);
    expect(page.userId).toBe(root.data.user?.id ?? null);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("asks again in the next request: nothing outlives its request", async () => {
    const calls = recordCalls();
    const request = pageRequest("/center/school/class", { loggedIn: true });
    await inRequest(() => getOptionalUser(createApi(request)));
    await inRequest(() => getOptionalUser(createApi(request)));
    expect(count(calls, USER_INFO)).toBe(2);
  });

  it("shows the user who is logged out as logged out in the next request", async () => {
    recordCalls();
    const loggedIn = pageRequest("/center/school/class", { loggedIn: true });
    const loggedOut = pageRequest("/center/school/class", { cookie: "api_token=expired" });
    expect(await inRequest(() => getOptionalUser(createApi(loggedIn)))).not.toBeNull();
    expect(await inRequest(() => getOptionalUser(createApi(loggedOut)))).toBeNull();
  });

  it("asks again after a write of the same request (a post may change what a read said)", async () => {
    const calls = recordCalls();
    const request = pageRequest("/center/100001/user/myClass", { loggedIn: true });
    await inRequest(async () => {
      const api = createApi(request);
      await getOptionalUser(api);
      await getOptionalUser(api);
      await api.post("login", "/api/logout", { schema: z.unknown(), body: { from: "x" } });
      await getOptionalUser(api);
    });
    expect(count(calls, USER_INFO)).toBe(2);
  });

  it("keeps each caller's own reading of a shared answer (2001: null for the root, a login for a guard)", async () => {
    recordCalls();
    const request = pageRequest("/center/100001/user/myClass", { cookie: "api_token=expired" });
    const [optional, guarded] = await inRequest(() =>
      Promise.allSettled([
        getOptionalUser(createApi(request, { redirectWhenLoggedOut: false })),
        getOptionalUser(createApi(request)),
      ]),
    );
    expect(optional).toEqual({ status: "fulfilled", value: null });
    expect(guarded.status).toBe("rejected");
    const thrown = guarded.status === "rejected" ? (guarded.reason as Response) : null;
    expect(thrown?.status).toBe(302);
  });

  it("asks each time outside a request of the server (a loader called alone)", async () => {
    const calls = recordCalls();
    const api = createApi(pageRequest("/center/school/class", { loggedIn: true }));
    await Promise.all([getOptionalUser(api), getOptionalUser(api)]);
    expect(count(calls, USER_INFO)).toBe(2);
  });
});
