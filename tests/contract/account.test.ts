import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SPECIAL_SCHOOLS } from "~/domain/school-rules";
import { parseEnv, type Env } from "~/env.server";
import { getCurrentUser, getOptionalUser, getSchoolInfo, logOut } from "~/services/account.server";
import { createApi, UpstreamFailure } from "~/services/http.server";

import { startUpstream } from "../../upstream/server";

// The service schemas against the real reference upstream, so the msw mocks and the server cannot drift apart.
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let env: Env;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0 });
  const internal = `http://127.0.0.1:${upstream.port}`;
  env = parseEnv({
    LOGIN_SERVICE_URL: internal,
    LOGIN_SERVICE_PUBLIC_URL: upstream.url,
    LEARNING_SERVICE_URL: internal,
    MEDIA_SERVICE_URL: internal,
  });
});

afterAll(() => upstream.close());

async function sessionCookie(username: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${upstream.port}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: username }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("api_token="));
  if (!cookie) throw new Error(`no session cookie for ${username}`);
  return cookie.split(";")[0] ?? "";
}

function page(path: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

describe("login service contract", () => {
  it("GET /api/user/info fits UserSchema", async () => {
    const cookie = await sessionCookie("manager");
    const user = await getCurrentUser(createApi(page("/center/100001/user/myClass", cookie), { env }));
    expect(user).toMatchObject({ username: "manager", user_type: 2, school_code: "100001" });
    expect(user.show_menu).toEqual(expect.arrayContaining(["school", "xuexi"]));
  });

  it("answers 2001 to a browser without a session: anonymous on a public page, login on a protected one", async () => {
    await expect(
      getOptionalUser(createApi(page("/center/100001/class/notfound"), { env })),
    ).resolves.toBeNull();
    const thrown = await getCurrentUser(createApi(page("/center/100001/user/myClass"), { env })).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toContain(
      `${upstream.url}/api/redirect?school_code=100001`,
    );
  });

  it.each(["100001", ...Object.keys(SPECIAL_SCHOOLS)])(
    "GET /api/login/info fits SchoolInfoSchema for %s",
    async (code) => {
      const info = await getSchoolInfo(createApi(page(`/center/${code}/Error`), { env }), code);
      expect(info.school_name.length).toBeGreaterThan(0);
      const logo = await fetch(info.school_logo ?? "");
      expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    },
  );

  it("GET /api/login/info fails with the server's message for an unknown school", async () => {
    const thrown = await getSchoolInfo(createApi(page("/center/999999/Error"), { env }), "999999").catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(UpstreamFailure);
    expect((thrown as UpstreamFailure).upstreamMessage).toBe("school not found");
  });

  it("POST /api/logout ends the session and answers a redirect to the login page with from", async () => {
    const cookie = await sessionCookie("learner");
    const api = createApi(page("/center/logout", cookie), { env, redirectWhenLoggedOut: false });
    const redirect = await logOut(api, "http://localhost:3000/center/100001/user/myClass");
    const url = new URL(redirect ?? "");
    expect(url.origin + url.pathname).toBe(`${upstream.url}/api/redirect`);
    expect(url.searchParams.get("from")).toBe("http://localhost:3000/center/100001/user/myClass");
    await expect(
      getOptionalUser(createApi(page("/center/100001/Error", cookie), { env })),
    ).resolves.toBeNull();
  });
});
