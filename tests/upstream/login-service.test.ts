import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestUpstream,
  envelope,
  formPost,
  jsonPost,
  login,
  sessionCookie,
  type TestUpstream,
} from "./helpers";

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

const userInfo = (cookie?: string) => up.app.request("/api/user/info", { headers: cookie ? { cookie } : {} });
const notLoggedIn = { code: 2001, message: "not logged in", data: null };
// The page checks here read the English page; page-language.test.ts covers the languages.
const en = { "accept-language": "en" };

describe("not logged in", () => {
  it("answers 2001 without a cookie", async () => {
    const res = await userInfo();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(notLoggedIn);
  });

  it("answers 2001 for an unknown token", async () => {
    expect(await (await userInfo("api_token=" + "ab".repeat(32))).json()).toEqual(notLoggedIn);
  });

  it("answers 2001 for an expired session, and deletes it", async () => {
    const user = (await up.db.execute("SELECT id FROM users WHERE username = 'learner'")).rows[0];
    await up.db.execute({
      sql: "INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES ('expired', ?, ?, ?)",
      args: [Number(user?.id), "2020-01-01T00:00:00.000Z", "2020-01-01T08:00:00.000Z"],
    });
    expect(await (await userInfo("api_token=expired")).json()).toEqual(notLoggedIn);
    const left = await up.db.execute("SELECT count(*) AS n FROM sessions WHERE token = 'expired'");
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe("GET /api/user/info", () => {
  it("answers the logged-in user", async () => {
    const res = await userInfo(await login(up.app, "learner"));
    expect(await res.json()).toEqual({
      code: "0000",
      message: "success",
      data: {
        id: expect.any(Number),
        name: "Li Hua",
        username: "learner",
        user_type: 1,
        school_code: "100001",
        show_menu: ["school", "xuexi"],
        user_open_data: { weixin: { photo: null } },
      },
    });
  });

  it("ignores is_append and is_school, and gives show_menu as seeded", async () => {
    const cookie = await login(up.app, "learner2");
    const res = await up.app.request("/api/user/info?is_append=1&is_school=1", { headers: { cookie } });
    expect(await envelope(res)).toMatchObject({
      code: "0000",
      data: { username: "learner2", show_menu: [] },
    });
  });

  it("gives user_type 2 to the manager", async () => {
    const res = await userInfo(await login(up.app, "manager"));
    expect(await envelope(res)).toMatchObject({ data: { name: "Wang Fang", user_type: 2 } });
  });
});

describe("GET /api/login/info", () => {
  it("answers a known school with its Chinese name, its English name and an absolute logo URL", async () => {
    const res = await up.app.request("/api/login/info?school_code=100028");
    expect(await res.json()).toEqual({
      code: "0000",
      message: "success",
      data: {
        school_code: "100028",
        school_name: "杭州职业技术学院",
        school_name_en: "Hangzhou Vocational and Technical College",
        school_logo: "http://login.test/static/logos/100028.svg",
      },
    });
  });

  it("leaves the English name out for a school without one (a real service may not send it)", async () => {
    await up.db.execute("UPDATE schools SET name_en = NULL WHERE code = '100051'");
    try {
      const { data } = await (await up.app.request("/api/login/info?school_code=100051")).json();
      expect(data).toEqual({
        school_code: "100051",
        school_name: "北桥国际学校",
        school_logo: "http://login.test/static/logos/100051.svg",
      });
      // Its login page names it so in English too.
      const page = await (await up.app.request("/api/redirect?school_code=100051", { headers: en })).text();
      expect(page).toContain("<title>Log in – 北桥国际学校</title>");
    } finally {
      await up.db.execute(
        "UPDATE schools SET name_en = 'Northbridge International School' WHERE code = '100051'",
      );
    }
  });

  it.each(["?school_code=999999", ""])(
    "answers 1004 for an unknown or missing school (%s)",
    async (query) => {
      const res = await up.app.request(`/api/login/info${query}`);
      expect(await res.json()).toEqual({ code: "1004", message: "school not found", data: null });
    },
  );
});

describe("POST /api/login from the login form", () => {
  it("re-renders the page with 401, a message and the username kept", async () => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "nope", school_code: "100001", from: "" }, en),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    const page = await res.text();
    expect(page).toContain("Wrong username or password.");
    expect(page).toMatch(/<input\s+id="username"\s+name="username"[^>]*value="learner"/);
    // An English page: the school's English name (decision 027, item 13).
    expect(page).toContain("Demo School");
  });

  it("escapes what the user typed", async () => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: '"><script>x</script>', password: "x" }),
    );
    const page = await res.text();
    expect(page).not.toContain("<script>x");
    expect(page).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("asks for both fields with 400 when one is empty", async () => {
    const res = await up.app.request("/api/login", formPost({ username: "learner", password: "" }, en));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter your username and password.");
  });

  it("sets an HttpOnly SameSite=Lax session cookie and 303s to an allowed from", async () => {
    const from = "http://portal.test/center/100001/user/myNote?page=2";
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner", from }),
    );
    expect(res).toHaveRedirect(from, 303);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^api_token=[0-9a-f]{64}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain/i);
    expect(await envelope(await userInfo(sessionCookie(res)))).toMatchObject({ code: "0000" });
  });

  it.each([
    ["another origin", "https://evil.example/center/100001/user/myClass"],
    ["a relative path", "/center/100001/user/myClass"],
    ["nothing", ""],
  ])("sends a from on %s to the portal home of the user's school", async (_, from) => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner100028", password: "learner100028", from }),
    );
    expect(res).toHaveRedirect("http://portal.test/center/100028/user/myClass", 303);
  });

  it("accepts a from on its own host (the information service centre)", async () => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner", from: "http://login.test/account/profile" }),
    );
    expect(res).toHaveRedirect("http://login.test/account/profile", 303);
  });

  it("refuses a post from another site's page", async () => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, { origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("accepts a post from the login page itself", async () => {
    const res = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, { origin: "http://login.test" }),
    );
    expect(res.status).toBe(303);
  });
});

describe("POST /api/login as a JSON call", () => {
  it("sets the cookie and answers the user info", async () => {
    const res = await up.app.request("/api/login", jsonPost({ username: "manager", password: "manager" }));
    expect(await envelope(res)).toMatchObject({
      code: "0000",
      data: { username: "manager", school_code: "100001" },
    });
    expect(await envelope(await userInfo(sessionCookie(res)))).toMatchObject({ code: "0000" });
  });

  it("answers 1001 for wrong credentials and 1002 for missing ones", async () => {
    const wrong = await up.app.request("/api/login", jsonPost({ username: "manager", password: "x" }));
    expect(await wrong.json()).toEqual({ code: "1001", message: "wrong username or password", data: null });
    const missing = await up.app.request("/api/login", jsonPost({ username: "manager" }));
    expect(await envelope(missing)).toMatchObject({ code: "1002" });
  });
});

describe("GET /api/redirect", () => {
  it("serves an accessible login page for the school, with security headers", async () => {
    const from = "http://portal.test/center/100051/user/myClass";
    const res = await up.app.request(`/api/redirect?school_code=100051&from=${encodeURIComponent(from)}`, {
      headers: en,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; " +
        "form-action 'self' http://portal.test http://127.0.0.1:3000; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('name="viewport"');
    expect(page).toContain("<title>Log in – Northbridge International School</title>");
    expect(page).toContain('<img src="/static/logos/100051.svg"');
    expect(page).toContain('<form method="post" action="/api/login">');
    expect(page).toContain('<label for="username">');
    expect(page).toMatch(/<input\s+id="username"\s+name="username"\s+autocomplete="username"/);
    expect(page).toContain('<label for="password">');
    expect(page).toMatch(
      /<input\s+id="password"\s+name="password"\s+type="password"\s+autocomplete="current-password"/,
    );
    expect(page).toContain('<input type="hidden" name="school_code" value="100051" />');
    expect(page).toContain(`<input type="hidden" name="from" value="${from}" />`);
    expect(page).toContain('<button type="submit">Log in</button>');
  });

  it("serves a generic login page for an unknown school", async () => {
    const page = await (await up.app.request("/api/redirect?school_code=42", { headers: en })).text();
    expect(page).toContain("<title>Log in</title>");
    expect(page).not.toContain("<img");
  });

  it("redirects at once when the browser already has a session", async () => {
    const cookie = await login(up.app, "learner");
    const from = "http://127.0.0.1:3000/center/100001/user/myAssess";
    const res = await up.app.request(`/api/redirect?school_code=100001&from=${encodeURIComponent(from)}`, {
      headers: { cookie },
    });
    expect(res).toHaveRedirect(from, 303);

    const elsewhere = await up.app.request("/api/redirect?from=https://evil.example/", {
      headers: { cookie },
    });
    expect(elsewhere).toHaveRedirect("http://portal.test/center/100001/user/myClass", 303);
  });

  it("shows the login page of another school than the session's (decision 027: the college's login)", async () => {
    const cookie = await login(up.app, "learner");
    const from = "http://127.0.0.1:3000/center/100028/hzvtc?college_login=1";
    const res = await up.app.request(`/api/redirect?school_code=100028&from=${encodeURIComponent(from)}`, {
      headers: { cookie, ...en },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<input type="hidden" name="school_code" value="100028" />');
  });
});

describe("POST /api/logout", () => {
  it("ends the session, clears the cookie and answers the login redirect", async () => {
    const cookie = await login(up.app, "learner100044");
    const from = "http://portal.test/center/100044/user/myClass";
    const res = await up.app.request("/api/logout", formPost({ from }, { cookie }));
    expect(await res.json()).toEqual({
      code: "0000",
      message: "success",
      data: {
        redirect: `http://login.test/api/redirect?school_code=100044&from=${encodeURIComponent(from)}`,
      },
    });
    expect(res.headers.get("set-cookie")).toMatch(/^api_token=; Max-Age=0; Path=\//);
    expect(await (await userInfo(cookie)).json()).toEqual(notLoggedIn);
  });

  it("drops a from on another origin", async () => {
    const cookie = await login(up.app, "learner");
    const res = await up.app.request("/api/logout", jsonPost({ from: "https://evil.example/" }, { cookie }));
    expect(await envelope(res)).toMatchObject({
      data: { redirect: "http://login.test/api/redirect?school_code=100001" },
    });
  });

  it("answers 0000 without a session too", async () => {
    const res = await up.app.request("/api/logout", { method: "POST" });
    expect(await res.json()).toEqual({
      code: "0000",
      message: "success",
      data: { redirect: "http://login.test/api/redirect" },
    });
  });
});
