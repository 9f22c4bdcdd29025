import { http } from "msw";
import { describe, expect, it } from "vitest";

import { loader as rootLoader } from "~/root";
import { loader as userLayout } from "~/routes/center.$school.user";
import { action as localeAction } from "~/routes/center.locale";
import { action as logoutAction } from "~/routes/center.logout";

import { withRequestScope } from "~/utils/request-scope.server";

import { takeConsoleErrors } from "../console-guard";
import { fail, ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { locationOf, pageRequest, redirectOf } from "./helpers";

useMockUpstream();

const args = (request: Request) => ({ request, params: {}, context: {} });

async function rootData(request: Request) {
  const result = await rootLoader(args(request));
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

describe("root loader", () => {
  it("gives an anonymous visitor of a public page the school, a login link back to the page and zh-CN", async () => {
    const { data } = await rootData(pageRequest("/center/100001/class/notfound"));
    expect(data.user).toBeNull();
    expect(data.locale).toBe("zh-CN");
    expect(data.school).toEqual({
      code: "100001",
      name: "School 100001",
      logo: "https://cdn.example.edu/logos/100001.svg",
    });
    // The browser adds the page in view as `from` (useLoginUrl), so the data holds across navigations.
    expect(data.login).toEqual({
      service: expect.stringMatching(/^http/),
      school: "100001",
      origin: "http://localhost:3000",
    });
  });

  it("names the catalogue's hashed file and never carries the catalogue itself (decision 022)", async () => {
    const zh = await rootData(pageRequest("/center/100001/user/myClass"));
    expect(zh.data.catalogue).toMatch(/^\/center\/i18n\/zh-CN\.[0-9a-f]{12}\.json$/);
    expect(zh.data).not.toHaveProperty("messages");
    expect(JSON.stringify(zh.data).length).toBeLessThan(2_000);
    const en = await rootData(
      pageRequest("/center/100001/user/myClass", { headers: { cookie: "locale=en" } }),
    );
    expect(en.data.catalogue).toMatch(/^\/center\/i18n\/en\.[0-9a-f]{12}\.json$/);
  });

  it("speaks the browser's language, and the footer's choice over it", async () => {
    expect(
      (
        await rootData(
          pageRequest("/center/school/class", { headers: { "accept-language": "en-GB,en;q=0.8" } }),
        )
      ).data.locale,
    ).toBe("en");
    expect(
      (
        await rootData(
          pageRequest("/center/school/class", {
            cookie: "locale=zh-CN",
            headers: { "accept-language": "en" },
          }),
        )
      ).data.locale,
    ).toBe("zh-CN");
    expect(
      (await rootData(pageRequest("/center/school/class", { headers: { "accept-language": "fr" } }))).data
        .locale,
    ).toBe("zh-CN");
  });

  it("shows a logged-in user on a public page and remembers the school in a cookie", async () => {
    const { data, headers } = await rootData(
      pageRequest("/center/100001/class/notfound", { loggedIn: true }),
    );
    expect(data.user?.username).toBe("learner");
    expect(headers.get("set-cookie")).toContain("schoolCode=100001");
  });

  it("gives a protected page's header its user, and asks the login service once with the page's guard", async () => {
    let calls = 0;
    server.events.on("request:start", ({ request }) => {
      if (new URL(request.url).pathname === "/api/user/info") calls += 1;
    });
    try {
      const request = pageRequest("/center/100001/user/myClass", { loggedIn: true });
      const [{ data }, guard] = await withRequestScope(8000, () =>
        Promise.all([rootData(request), userLayout({ request, params: { school: "100001" }, context: {} })]),
      );
      expect(guard).toBeNull();
      expect(data.user?.username).toBe("learner");
      expect(calls).toBe(1);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it("shows the logged-in learner on the 404 page of a path no route knows (decision 017)", async () => {
    for (const path of ["/center/100001/nonexistent", "/center/100001/no/such/page", "/center/abc"]) {
      const { data } = await rootData(pageRequest(path, { loggedIn: true }));
      expect(data.user?.name, path).toBe("Li Hua");
    }
  });

  it("shows an expired session's 404 page logged out, without sending it to the login", async () => {
    server.use(http.get("http://login.test/api/user/info", () => fail(2001, "token expired")));
    const { data } = await rootData(pageRequest("/center/100001/nonexistent", { loggedIn: true }));
    expect(data.user).toBeNull();
    expect(data.school?.code).toBe("100001");
  });

  it("sends a user of another school on a public page home, but not on custom pages", async () => {
    const response = await redirectOf(() =>
      rootLoader(args(pageRequest("/center/100004/class/notfound", { loggedIn: true }))),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass");
    const { data } = await rootData(pageRequest("/center/100004/custom/party", { loggedIn: true }));
    expect(data.user?.school_code).toBe("100001");
  });

  it("finds the school of a page without one from the user", async () => {
    const { data } = await rootData(pageRequest("/center/school/class", { loggedIn: true }));
    expect(data.school?.code).toBe("100001");
  });

  it("still renders the page when the login service is down", async () => {
    server.use(
      http.get("http://login.test/api/user/info", () => new Response("down", { status: 503 })),
      http.get("http://login.test/api/login/info", () => new Response("down", { status: 503 })),
    );
    const { data } = await rootData(pageRequest("/center/100001/class/notfound", { loggedIn: true }));
    expect(data.user).toBeNull();
    expect(data.school).toBeNull();
    expect(takeConsoleErrors()).toHaveLength(2);
  });
});

describe("logout", () => {
  it("ends the session upstream, forgets the cookie and follows the service's redirect", async () => {
    let from: string | null = null;
    server.use(
      http.post("http://login.test/api/logout", async ({ request }) => {
        from = new URLSearchParams(await request.text()).get("from");
        return ok({ redirect: "https://login.example.edu/api/redirect?school_code=100001" });
      }),
    );
    const response = await redirectOf(() =>
      logoutAction(
        args(
          pageRequest("/center/logout", { loggedIn: true, form: { from: "/center/100001/user/myClass" } }),
        ),
      ),
    );
    expect(from).toBe("http://localhost:3000/center/100001/user/myClass");
    expect(response).toHaveRedirect("https://login.example.edu/api/redirect?school_code=100001");
    expect(response.headers.get("set-cookie")).toMatch(/^api_token=; Max-Age=0; Path=\//);
  });

  it("does not follow a redirect to a foreign site", async () => {
    server.use(http.post("http://login.test/api/logout", () => ok({ redirect: "https://evil.example/" })));
    const response = await redirectOf(() =>
      logoutAction(
        args(
          pageRequest("/center/logout", { loggedIn: true, form: { from: "/center/100001/user/myClass" } }),
        ),
      ),
    );
    const location = locationOf(response);
    expect(location.origin).toBe("https://login.example.edu");
    expect(location.searchParams.get("school_code")).toBe("100001");
  });

  it("stays on hzvtc pages with a toast", async () => {
    const response = await redirectOf(() =>
      logoutAction(
        args(pageRequest("/center/logout", { loggedIn: true, form: { from: "/center/100028/hzvtc?x=1" } })),
      ),
    );
    expect(response).toHaveRedirect("/center/100028/hzvtc?x=1");
    expect(response.headers.get("set-cookie")).toContain("__flash=");
  });

  it("refuses a foreign from and still logs out when the service says nobody is logged in", async () => {
    server.use(http.post("http://login.test/api/logout", () => fail(2001, "not logged in")));
    const response = await redirectOf(() =>
      logoutAction(args(pageRequest("/center/logout", { form: { from: "https://evil.example/x" } }))),
    );
    const location = locationOf(response);
    expect(location.pathname).toBe("/api/redirect");
    expect(location.searchParams.get("from")).toBe("http://localhost:3000/center/");
  });
});

describe("language switch", () => {
  it("remembers the choice and goes back to the page", async () => {
    const response = await redirectOf(() =>
      localeAction(
        args(
          pageRequest("/center/locale", {
            form: { locale: "en", from: "/center/100001/user/myClass?tab=1" },
          }),
        ),
      ),
    );
    expect(response).toHaveRedirect("/center/100001/user/myClass?tab=1");
    expect(response.headers.get("set-cookie")).toContain("locale=en");
  });

  it("ignores an unknown locale and a foreign page", async () => {
    const response = await redirectOf(() =>
      localeAction(
        args(pageRequest("/center/locale", { form: { locale: "xx", from: "https://evil.example/" } })),
      ),
    );
    expect(response).toHaveRedirect("/center/");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
