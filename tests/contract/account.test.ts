import { describe, expect, it } from "vitest";

import { SPECIAL_SCHOOLS } from "~/domain/school-rules";
import { getCurrentUser, getOptionalUser, getSchoolInfo, logOut } from "~/services/account.server";
import { createApi, UpstreamFailure } from "~/services/http.server";

import { useRealUpstream } from "./real-upstream";

const real = useRealUpstream();

function page(path: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
}

describe("login service contract", () => {
  it("GET /api/user/info fits UserSchema", async () => {
    const cookie = await real.sessionCookie("manager");
    const user = await getCurrentUser(
      createApi(page("/center/100001/user/myClass", cookie), { env: real.env }),
    );
    expect(user).toMatchObject({ username: "manager", user_type: 2, school_code: "100001" });
    expect(user.show_menu).toEqual(expect.arrayContaining(["school", "xuexi"]));
  });

  it("answers 2001 to a browser without a session: anonymous on a public page, login on a protected one", async () => {
    await expect(
      getOptionalUser(createApi(page("/center/100001/class/notfound"), { env: real.env })),
    ).resolves.toBeNull();
    const thrown = await getCurrentUser(
      createApi(page("/center/100001/user/myClass"), { env: real.env }),
    ).catch((e: unknown) => e);
    const back = new URLSearchParams({
      school_code: "100001",
      from: "http://localhost:3000/center/100001/user/myClass",
    });
    expect(thrown).toHaveRedirect(`${real.publicUrl}/api/redirect?${back}`, 302);
  });

  it.each(["100001", ...Object.keys(SPECIAL_SCHOOLS)])(
    "GET /api/login/info fits SchoolInfoSchema for %s",
    async (code) => {
      const info = await getSchoolInfo(createApi(page(`/center/${code}/Error`), { env: real.env }), code);
      expect(info.school_name.length).toBeGreaterThan(0);
      // Each demo school has a Chinese name and an English one for the English UI (decision 027, item 13).
      expect(info.school_name).toMatch(/\p{Script=Han}/u);
      expect(info.school_name_en).toMatch(/^[\x20-\x7e]+$/);
      const logo = await fetch(info.school_logo ?? "");
      expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    },
  );

  it("GET /api/login/info fails with the server's message for an unknown school", async () => {
    const thrown = await getSchoolInfo(
      createApi(page("/center/999999/Error"), { env: real.env }),
      "999999",
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(UpstreamFailure);
    expect((thrown as UpstreamFailure).upstreamMessage).toBe("school not found");
  });

  it("POST /api/logout ends the session and answers a redirect to the login page with from", async () => {
    const cookie = await real.sessionCookie("learner");
    const api = createApi(page("/center/logout", cookie), { env: real.env, redirectWhenLoggedOut: false });
    const redirect = await logOut(api, "http://localhost:3000/center/100001/user/myClass");
    const url = new URL(redirect ?? "");
    expect(url.origin + url.pathname).toBe(`${real.publicUrl}/api/redirect`);
    expect(url.searchParams.get("from")).toBe("http://localhost:3000/center/100001/user/myClass");
    await expect(
      getOptionalUser(createApi(page("/center/100001/Error", cookie), { env: real.env })),
    ).resolves.toBeNull();
  });
});
