import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, envelope, formPost, login, type TestUpstream } from "./helpers";

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

// These checks read the English pages; page-language.test.ts covers the languages.
const en = { "accept-language": "en" };
const get = (path: string, cookie: string) => up.app.request(path, { headers: { cookie, ...en } });
const isLoggedIn = async (cookie: string) =>
  (await envelope(await get("/api/user/info", cookie))).code === "0000";

describe("login required", () => {
  it.each(["/", "/account/profile", "/account/password", "/account/users"])(
    "%s sends an anonymous browser to the login page, back to itself afterwards",
    async (path) => {
      const res = await up.app.request(path);
      expect(res).toHaveRedirect(
        `http://login.test/api/redirect?from=${encodeURIComponent(`http://login.test${path}`)}`,
        303,
      );
    },
  );
});

describe("information service centre", () => {
  it("shows the user's name and links, user management only for a manager", async () => {
    const learnerPage = await (await get("/", await login(up.app, "learner"))).text();
    // An English page: the school's English name (decision 027, item 13).
    expect(learnerPage).toContain("<strong>Li Hua</strong>, Demo School");
    expect(learnerPage).toContain('href="/account/profile"');
    expect(learnerPage).toContain('href="/account/password"');
    expect(learnerPage).toContain('href="http://portal.test/center/100001/user/myClass"');
    expect(learnerPage).toContain('<form method="post" action="/logout">');
    expect(learnerPage).not.toContain("/account/users");

    const managerPage = await (await get("/", await login(up.app, "manager"))).text();
    expect(managerPage).toContain('href="/account/users"');
  });

  it("logs out with a form post and a redirect to the school's login page", async () => {
    const cookie = await login(up.app, "learner100035");
    const res = await up.app.request("/logout", formPost({}, { cookie, origin: "http://login.test" }));
    expect(res).toHaveRedirect("http://login.test/api/redirect?school_code=100035", 303);
    expect(await isLoggedIn(cookie)).toBe(false);
  });
});

it("personal info shows name, username, school and user type", async () => {
  const page = await (await get("/account/profile", await login(up.app, "learner100046"))).text();
  for (const text of ["Wu Tao", "learner100046", "Shaoxing Study-Travel Experimental School", "Learner"]) {
    expect(page).toContain(`<dd>${text}</dd>`);
  }
});

it("names the school in the page's language: its own name in Chinese, its English name in English", async () => {
  const cookie = await login(up.app, "learner");
  const zhCentre = await (
    await up.app.request("/", { headers: { cookie, "accept-language": "zh-CN" } })
  ).text();
  expect(zhCentre).toContain("<strong>Li Hua</strong>，示范学校");
  expect(zhCentre).not.toContain("Demo School");
  const zhProfile = await (
    await up.app.request("/account/profile", { headers: { cookie, "accept-language": "zh-CN" } })
  ).text();
  expect(zhProfile).toContain("<dd>示范学校</dd>");
  const enProfile = await (await get("/account/profile", cookie)).text();
  expect(enProfile).toContain("<dd>Demo School</dd>");
  expect(enProfile).not.toContain("示范学校");
});

describe("change password", () => {
  const change = (cookie: string, current: string, next: string, confirm = next) =>
    up.app.request(
      "/account/password",
      formPost(
        { current_password: current, new_password: next, confirm_password: confirm },
        { cookie, ...en },
      ),
    );

  it("shows a labelled form", async () => {
    const page = await (await get("/account/password", await login(up.app, "learner100041"))).text();
    for (const id of ["current_password", "new_password", "confirm_password"]) {
      expect(page).toContain(`<label for="${id}">`);
      expect(page).toContain(`id="${id}"`);
    }
  });

  it.each([
    ["a wrong current password", "nope", "secret1", "secret1", "The current password is wrong."],
    ["a short new password", "learner100041", "short", "short", "at least 6 characters"],
    [
      "a mismatched confirmation",
      "learner100041",
      "secret1",
      "secret2",
      "The two new passwords do not match.",
    ],
  ])("refuses %s with 400 and a message", async (_, current, next, confirm, message) => {
    const res = await change(await login(up.app, "learner100041"), current, next, confirm);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(message);
    expect(page).toContain('aria-invalid="true"');
  });

  it("changes it: the old one fails, the new one works, other sessions end, this one stays", async () => {
    const other = await login(up.app, "learner100004");
    const cookie = await login(up.app, "learner100004");
    const res = await change(cookie, "learner100004", "new-secret");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Password changed.");

    expect(await isLoggedIn(cookie)).toBe(true);
    expect(await isLoggedIn(other)).toBe(false);
    await expect(login(up.app, "learner100004")).rejects.toThrow(/401/);
    await login(up.app, "learner100004", "new-secret");
  });

  it("refuses a post from another site", async () => {
    const cookie = await login(up.app, "learner");
    const res = await up.app.request(
      "/account/password",
      formPost(
        { current_password: "learner", new_password: "hacked1", confirm_password: "hacked1" },
        { cookie, origin: "https://evil.example" },
      ),
    );
    expect(res.status).toBe(403);
    await login(up.app, "learner", "learner");
  });
});

describe("user management", () => {
  it("is forbidden to a learner", async () => {
    const res = await get("/account/users", await login(up.app, "learner"));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Only managers can manage users.");
  });

  it("lists the users of the manager's school only", async () => {
    const res = await get("/account/users", await login(up.app, "manager"));
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const username of ["manager", "learner", "learner2"]) expect(page).toContain(`<td>${username}</td>`);
    expect(page).not.toContain("learner100028");
  });
});
