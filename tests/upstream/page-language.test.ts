import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE as PORTAL_LOCALE_COOKIE } from "~/i18n/locale.server";
import { DEFAULT_LOCALE as PORTAL_DEFAULT, LOCALES as PORTAL_LOCALES } from "~/i18n/locales";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, TEXT } from "../../upstream/i18n";
import { config, createTestUpstream, formPost, login, type TestUpstream } from "./helpers";

// The login host's pages follow the portal's language choice (decision 016): the portal's locale
// cookie, else Accept-Language, else zh-CN; and their errors are tied to their fields.

let up: TestUpstream;
let learner: string;
let manager: string;
beforeAll(async () => {
  up = await createTestUpstream();
  [learner, manager] = await Promise.all([login(up.app, "learner"), login(up.app, "manager")]);
});
afterAll(() => up.close());

const zh = TEXT["zh-CN"];
const en = TEXT.en;
type Locale = keyof typeof TEXT;
/** The demo school's name on a page in each language (decision 027, item 13). */
const DEMO_SCHOOL: Record<Locale, string> = { "zh-CN": "示范学校", en: "Demo School" };

/** The opening tag of the element with this id (the pages are written by hand, one tag per element). */
function tagOf(page: string, id: string): string {
  const tag = new RegExp(`<(input|p)\\b[^>]*\\sid="${id}"[^>]*>`).exec(page)?.[0];
  if (!tag) throw new Error(`no element with id ${id}`);
  return tag;
}

/** Asserts the field is marked invalid and described by an error message placed right after it. */
function expectTiedError(page: string, fieldId: string, errorId: string, message: string) {
  const field = tagOf(page, fieldId);
  expect(field).toContain('aria-invalid="true"');
  expect(field).toContain(`aria-describedby="${errorId}"`);
  expect(tagOf(page, errorId)).toBe(`<p class="error" id="${errorId}">`);
  expect(page).toContain(`<p class="error" id="${errorId}">${message}</p>`);
  return field;
}

/** Asserts the message comes right after this field (nothing but white space between). */
function expectRightAfter(page: string, fieldId: string, errorId: string) {
  const field = tagOf(page, fieldId);
  const between = page.slice(page.indexOf(field) + field.length, page.indexOf(tagOf(page, errorId)));
  expect(between.trim()).toBe("");
}

it("reads the portal's cookie, with the portal's languages and default", () => {
  expect(LOCALE_COOKIE).toBe(PORTAL_LOCALE_COOKIE);
  expect([...LOCALES]).toEqual([...PORTAL_LOCALES]);
  expect(DEFAULT_LOCALE).toBe(PORTAL_DEFAULT);
});

it("has the same entries in both tables", () => {
  const shape = (table: object): unknown =>
    Object.fromEntries(
      Object.entries(table).map(([k, v]) => [k, typeof v === "object" ? shape(v as object) : typeof v]),
    );
  expect(shape(en)).toEqual(shape(zh));
});

describe.each([
  {
    page: "login",
    path: "/api/redirect?school_code=100001",
    who: () => "",
    back: false,
    title: (t: typeof zh, locale: Locale) => t.login.titleAt(DEMO_SCHOOL[locale]),
  },
  {
    page: "information service centre",
    path: "/",
    who: () => learner,
    back: false,
    title: (t: typeof zh) => t.centre.title,
  },
  {
    page: "personal info",
    path: "/account/profile",
    who: () => learner,
    back: true,
    title: (t: typeof zh) => t.profile.title,
  },
  {
    page: "change password",
    path: "/account/password",
    who: () => learner,
    back: true,
    title: (t: typeof zh) => t.password.title,
  },
  {
    page: "user management",
    path: "/account/users",
    who: () => manager,
    back: true,
    title: (t: typeof zh) => t.users.title,
  },
  {
    page: "teacher scoring",
    path: "/teacher/scoring",
    who: () => manager,
    back: true,
    title: (t: typeof zh) => t.scoring.title,
  },
])("the $page page", ({ path, who, back, title }) => {
  const open = async (headers: Record<string, string>) => {
    const session = who();
    const cookie = [session, headers.cookie].filter(Boolean).join("; ");
    const res = await up.app.request(path, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Language");
    return res.text();
  };

  it.each([
    ["nothing", "zh-CN", {}],
    ["a language the portal does not have", "zh-CN", { "accept-language": "fr-FR,de;q=0.8" }],
    ["Accept-Language zh", "zh-CN", { "accept-language": "zh-CN,zh;q=0.9" }],
    ["Accept-Language en", "en", { "accept-language": "en-US,en;q=0.9" }],
    ["the portal's cookie en", "en", { cookie: "locale=en", "accept-language": "zh-CN" }],
    ["the portal's cookie zh-CN", "zh-CN", { cookie: "locale=zh-CN", "accept-language": "en" }],
    ["an unknown cookie value", "en", { cookie: "locale=fr", "accept-language": "en" }],
  ] as const)("with %s is in %s", async (_, locale, headers: Record<string, string>) => {
    const page = await open(headers);
    const t = TEXT[locale];
    const otherLocale = locale === "en" ? "zh-CN" : "en";
    const other = TEXT[otherLocale];
    expect(page).toContain(`<html lang="${locale}">`);
    expect(page).toContain(`<title>${title(t, locale)}</title>`);
    expect(page).toMatch(new RegExp(`<h1>\\s*${title(t, locale)}\\s*</h1>`));
    expect(page).not.toContain(title(other, otherLocale));
    if (back) expect(page).toContain(t.backToCentre);
  });
});

describe("the login page", () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    up.app.request(
      "/api/login",
      formPost(
        { school_code: "100001", from: "http://portal.test/center/100001/user/myClass", ...fields },
        headers,
      ),
    );

  it("is in Chinese by default: labels, button, and the wrong-credentials error tied to both fields", async () => {
    const res = await post({ username: "learner", password: "nope" });
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain(`<label for="username">${zh.login.username}</label>`);
    expect(page).toContain(`<label for="password">${zh.login.password}</label>`);
    expect(page).toContain(`<button type="submit">${zh.login.submit}</button>`);
    expect(zh.login.wrong).toBe("用户名或密码错误");
    const username = expectTiedError(page, "username", "login-error", zh.login.wrong);
    const password = expectTiedError(page, "password", "login-error", zh.login.wrong);
    expectRightAfter(page, "password", "login-error");
    // What the user typed is kept, but never the password; the first field with the error takes the focus.
    expect(username).toContain('value="learner"');
    expect(password).not.toContain("value=");
    expect(page).not.toContain("nope");
    expect(username).toContain("autofocus");
    expect(password).not.toContain("autofocus");
    // The message is there once, and no longer a detached alert above the form.
    expect(page.match(/class="error"/g)).toHaveLength(1);
    expect(page).not.toContain('role="alert"');
    // The return address and school stay in the form.
    expect(page).toContain('<input type="hidden" name="school_code" value="100001" />');
    expect(page).toContain(
      '<input type="hidden" name="from" value="http://portal.test/center/100001/user/myClass" />',
    );
  });

  it("says it in English with the portal's cookie", async () => {
    const page = await (
      await post({ username: "learner", password: "nope" }, { cookie: "locale=en" })
    ).text();
    expect(page).toContain('<html lang="en">');
    expectTiedError(page, "username", "login-error", en.login.wrong);
    expectTiedError(page, "password", "login-error", en.login.wrong);
  });

  it("ties a missing password to the password field only, keeping the username", async () => {
    const res = await post({ username: "learner", password: "" }, { "accept-language": "en" });
    expect(res.status).toBe(400);
    const page = await res.text();
    const password = expectTiedError(page, "password", "login-error", en.login.required);
    expect(password).toContain("autofocus");
    const username = tagOf(page, "username");
    expect(username).not.toContain("aria-invalid");
    expect(username).not.toContain("aria-describedby");
    expect(username).toContain('value="learner"');
  });

  it("ties a missing username to both fields (the password must be typed again)", async () => {
    const res = await post({ username: "", password: "secret" });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(expectTiedError(page, "username", "login-error", zh.login.required)).toContain("autofocus");
    expect(expectTiedError(page, "password", "login-error", zh.login.required)).not.toContain("autofocus");
    expect(page).not.toContain("secret");
  });

  it("marks no field on a first visit", async () => {
    const page = await (await up.app.request("/api/redirect?school_code=100001")).text();
    for (const id of ["username", "password"]) {
      expect(tagOf(page, id)).not.toMatch(/aria-invalid|aria-describedby|autofocus/);
    }
    expect(page).not.toContain('<p class="error"');
  });

  it("still logs in from a Chinese page and goes back to the portal", async () => {
    const res = await post({ username: "learner", password: "learner" }, { cookie: "locale=zh-CN" });
    expect(res).toHaveRedirect("http://portal.test/center/100001/user/myClass", 303);
  });

  it("refuses a post from another site in the user's language", async () => {
    const res = await post(
      { username: "learner", password: "learner" },
      { origin: "https://evil.example", cookie: "locale=zh-CN" },
    );
    expect(res.status).toBe(403);
    const page = await res.text();
    expect(page).toContain('<html lang="zh-CN">');
    expect(page).toContain(`<h1>${zh.refused.title}</h1>`);
  });
});

describe("change password errors", () => {
  const change = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    up.app.request("/account/password", formPost(fields, { cookie: learner, ...headers }));

  it.each([
    ["zh-CN", {}],
    ["en", { "accept-language": "en" }],
  ] as const)("are tied to their fields in %s, the first one focused", async (locale, headers) => {
    const t = TEXT[locale].password;
    const res = await change(
      { current_password: "wrong", new_password: "short", confirm_password: "short" },
      headers,
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(`<html lang="${locale}">`);
    const current = expectTiedError(page, "current_password", "current_password-error", t.currentWrong);
    const next = expectTiedError(page, "new_password", "new_password-error", t.tooShort(6));
    expectRightAfter(page, "current_password", "current_password-error");
    expectRightAfter(page, "new_password", "new_password-error");
    expect(current).toContain("autofocus");
    expect(next).not.toContain("autofocus");
    expect(tagOf(page, "confirm_password")).not.toContain("aria-invalid");
    // Passwords are never sent back.
    expect(page).not.toMatch(/value="(wrong|short)"/);
  });

  it("tie a mismatch to the confirmation", async () => {
    const page = await (
      await change({ current_password: "learner", new_password: "secret1", confirm_password: "secret2" })
    ).text();
    const confirm = expectTiedError(page, "confirm_password", "confirm_password-error", zh.password.mismatch);
    expect(confirm).toContain("autofocus");
    expect(tagOf(page, "current_password")).not.toContain("aria-invalid");
  });
});

describe("teacher scoring", () => {
  it.each([
    ["zh-CN", {}],
    ["en", { cookie: "locale=en" }],
  ] as const)(
    "words the score range in %s next to the field, keeping the score typed",
    async (locale, headers) => {
      const t = TEXT[locale].scoring;
      const rs = await up.db.execute(`SELECT a.record_id, a.que_id FROM exam_answers a
      JOIN exam_records r ON r.id = a.record_id JOIN exams e ON e.id = r.exam_id JOIN users u ON u.id = r.user_id
      WHERE u.username = 'learner' AND e.name = 'Fire safety certification' AND a.is_score = '0'`);
      const [recordId, queId] = [String(rs.rows[0]?.record_id), String(rs.rows[0]?.que_id)];
      const cookie = [manager, "cookie" in headers ? headers.cookie : ""].filter(Boolean).join("; ");
      const res = await up.app.request(
        "/teacher/scoring",
        formPost({ record_id: recordId, que_id: queId, score: "12" }, { cookie, origin: config.publicUrl }),
      );
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).toContain(`<html lang="${locale}">`);
      const id = `score-${recordId}-${queId}`;
      expect(page).toContain(`<label for="${id}">${t.score(10)}</label>`);
      const field = expectTiedError(page, id, `${id}-error`, t.range(10));
      expectRightAfter(page, id, `${id}-error`);
      expect(field).toContain('value="12"');
      expect(field).toContain("autofocus");
    },
  );

  it("counts the waiting answers in Chinese", async () => {
    const page = await (await up.app.request("/teacher/scoring", { headers: { cookie: manager } })).text();
    expect(page).toMatch(/<p>\d+ 道简答题待评分。<\/p>/);
  });
});
