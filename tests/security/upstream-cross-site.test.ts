import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestUpstream, envelope, formPost, login, type TestUpstream } from "../upstream/helpers";

// Decision 014, the reference upstream: a request another site (or another port: same-site) makes the learner's
// browser send is refused; the portal's server-to-server calls (no Sec-Fetch-Site) and the upstream's own pages
// still work.

let up: TestUpstream;
let cookie: string;

beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
});
afterAll(() => up.close());

const from = (site: string) => ({ "sec-fetch-site": site, "sec-fetch-mode": "navigate" });
const stillLoggedIn = async () =>
  (await envelope(await up.app.request("/api/user/info", { headers: { cookie } }))).code;

describe("a browser request from another site", () => {
  it.each(["cross-site", "same-site"])("(%s) cannot log the learner out, nor log anyone in", async (site) => {
    const logout = await up.app.request("/api/logout", formPost({ from: "" }, { cookie, ...from(site) }));
    expect(logout.status).toBe(403);
    expect(await stillLoggedIn()).toBe("0000");
    const loginCsrf = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, from(site)),
    );
    expect(loginCsrf.status).toBe(403);
    expect(loginCsrf.headers.getSetCookie()).toEqual([]);
  });

  it.each(["cross-site", "same-site"])("(%s) cannot delete a note or post JSON", async (site) => {
    const deleted = await up.app.request("/api/my/course/note/1", {
      method: "DELETE",
      headers: { cookie, ...from(site) },
    });
    expect(deleted.status).toBe(403);
    const posted = await up.app.request("/api/my/course/note", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...from(site) },
      body: JSON.stringify({ course_id: 1, content: "forged" }),
    });
    expect(posted.status).toBe(403);
  });

  it.each([
    "/api/my/tk/exam/card?id=1&class_id=1",
    "/api/my/tk/exercises/card?exe_id=1&chapter_id=1&is_again=1",
    "/api/course/log/add?course_id=1&cm_id=1&chapter_id=1&user_id=1&time=10",
    "/api/user/info",
  ])("cannot run GET %s by a top-level navigation", async (path) => {
    const response = await up.app.request(path, { headers: { cookie, ...from("cross-site") } });
    expect(response.status).toBe(403);
    expect(await envelope(response)).toMatchObject({ code: "1403", message: "Cross-site request refused" });
  });

  it("still reaches the login page, where the portal sends it", async () => {
    const response = await up.app.request("/api/redirect?school_code=100001", {
      headers: from("cross-site"),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<form");
  });
});

describe("an older browser without fetch metadata: its Origin decides", () => {
  const foreign = ["https://evil.example", "null", "http://localhost:3000", "http://localhost:9999"];

  it.each(foreign)("posting from Origin %s cannot log out, delete a note or post JSON", async (origin) => {
    const logout = await up.app.request("/api/logout", formPost({ from: "" }, { cookie, origin }));
    expect(logout.status).toBe(403);
    expect(await stillLoggedIn()).toBe("0000");
    const deleted = await up.app.request("/api/my/course/note/1", {
      method: "DELETE",
      headers: { cookie, origin },
    });
    expect(deleted.status).toBe(403);
    const json = await up.app.request("/api/course/comment", {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/json" },
      body: JSON.stringify({ course_id: "1", content: "forged review", level: "5" }),
    });
    expect(json.status).toBe(403);
    expect((await envelope(json)).code).toBe("1403");
  });

  it.each(foreign)("reading the API with Origin %s is refused too", async (origin) => {
    const response = await up.app.request("/api/my/tk/exercises?page=1&size=10", {
      headers: { cookie, origin },
    });
    expect(response.status).toBe(403);
  });

  it("its own Origin posts as before", async () => {
    // The test upstream's public address (tests/upstream/helpers.ts).
    const own = "http://login.test";
    const response = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, { origin: own }),
    );
    expect(response.status).not.toBe(403);
  });
});

describe("requests that are not another site's", () => {
  it("the portal's server-to-server calls (no fetch metadata) work", async () => {
    expect(await stillLoggedIn()).toBe("0000");
    const card = await envelope(
      await up.app.request("/api/my/tk/exercises?page=1&size=10", { headers: { cookie } }),
    );
    expect(card.code).toBe("0000");
  });

  it("the upstream's own login form (same-origin) logs in", async () => {
    const response = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, { "sec-fetch-site": "same-origin" }),
    );
    expect(response.status).toBe(303);
  });

  it("a typed address (none) reads the API", async () => {
    const response = await up.app.request("/api/user/info", {
      headers: { cookie, "sec-fetch-site": "none" },
    });
    expect((await envelope(response)).code).toBe("0000");
  });
});
