import { describe, expect, it } from "vitest";

import { PERMANENT_REDIRECT_CACHE } from "~/utils/headers.server";

import { COLLEGE_TOKEN } from "../mocks/login-service";
import { useMockUpstream } from "../mocks/server";
import { pageRequest, useBuiltServer } from "../routes/helpers";

// Redirects through the whole server (npm run build first): each carries a caching rule and the security headers.
// A permanent move of a public path is kept for a day by everyone; a browser would otherwise keep a 301 without
// one for as long as it likes. Anything else, or anything for a session, is never stored.
useMockUpstream();
const handle = useBuiltServer();

const HOST = { host: "localhost:3000" };

describe("the caching rule of a redirect", () => {
  it.each([
    ["/center/100028/hzvtc/culture?id=108", "/center/hzvtc/culture?id=108"],
    ["/center/custom/party", "/center/100004/custom/party"],
    ["/center/100004/custom/party/list/edu", "/center/custom/party/list/edu"],
  ])("%s, for a visitor: a permanent move kept a day", async (path, target) => {
    const response = await handle(pageRequest(path, { headers: HOST }));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(target);
    expect(response.headers.get("cache-control")).toBe(PERMANENT_REDIRECT_CACHE);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });

  it("the same move for a session is never stored", async () => {
    const response = await handle(
      // The college's own learner: another school's goes to the college's login first (decision 027).
      pageRequest("/center/100028/hzvtc/culture", { cookie: `api_token=${COLLEGE_TOKEN}`, headers: HOST }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("another school's party path is a temporary move, never stored", async () => {
    const response = await handle(pageRequest("/center/100001/custom/party/list/edu", { headers: HOST }));
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a learner's page without a session goes to log in, never stored", async () => {
    const response = await handle(pageRequest("/center/100001/user/myNote", { headers: HOST }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/api\/redirect\?/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
