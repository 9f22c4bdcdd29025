import { Hono, type Context } from "hono";
import { html } from "hono/html";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { authenticate, findSchool, userInfo } from "../accounts";
import type { Deps } from "../deps";
import { fail, notLoggedIn, ok } from "../envelope";
import { fieldError, invalid } from "../html";
import { schoolNameOf, TEXT, textOf } from "../i18n";
import { clientAddress, retryMinutes } from "../login-throttle";
import { isFormBody, readFields } from "../request";

/**
 * A refused login: nothing or not everything typed, no such username and password, or too many failures of the
 * name or the address (with the minutes to wait).
 */
type LoginError = "required" | "wrong" | { tooMany: number };
type LoginForm = { schoolCode: string; from: string; username: string; error?: LoginError };

/** The login service's calls (/api/user/info, /api/login*, /api/logout) and its login page (/api/redirect). */
export function loginService({ db, sessions, urls, pages, loginThrottle: throttle }: Deps): Hono {
  const app = new Hono();

  // Personal answers (who is logged in, the login's user info, the logout's redirect): never kept by a cache.
  for (const path of ["/api/user/*", "/api/login", "/api/logout"]) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "private, no-store");
    });
  }

  app.get("/api/user/info", async (c) => {
    const user = await sessions.user(c);
    return user ? ok(c, userInfo(user)) : notLoggedIn(c);
  });

  app.get("/api/login/info", async (c) => {
    const school = await findSchool(db, c.req.query("school_code") ?? "");
    if (!school) return fail(c, "1004", "school not found");
    return ok(c, {
      school_code: school.code,
      school_name: school.name,
      // Only when the school has one: a real login service may not send it (decision 027).
      ...(school.nameEn ? { school_name_en: school.nameEn } : {}),
      school_logo: urls.self(school.logoPath),
    });
  });

  app.post("/api/logout", async (c) => {
    const user = await sessions.user(c);
    const { from } = await readFields(c.req);
    await sessions.end(c);
    return ok(c, { redirect: urls.loginUrl({ schoolCode: user?.schoolCode, from }) });
  });

  app.get("/api/redirect", async (c) => {
    const { school_code: schoolCode = "", from = "" } = c.req.query();
    const user = await sessions.user(c);
    // A browser logged in to another school than the one asked for gets that school's login page (the portal
    // sends a user of another school on the college site here, public-sites §4.1); its own school's goes back.
    if (user && (!schoolCode || schoolCode === user.schoolCode))
      return c.redirect(urls.afterLogin(from, user.schoolCode), 303);
    return renderLoginPage(c, { schoolCode, from, username: "" });
  });

  // Two faces: a form post is the login page's submit (HTML answers); anything else is a JSON call (envelope).
  app.post("/api/login", pages.sameOriginPost, async (c) => {
    const { username = "", password = "", school_code: schoolCode = "", from = "" } = await readFields(c.req);
    const isForm = isFormBody(c.req);
    const form = { schoolCode, from, username };

    if (!username || !password) {
      return isForm
        ? renderLoginPage(c, { ...form, error: "required" }, 400)
        : fail(c, "1002", "username and password are required");
    }
    // A locked name or address is refused before the password is looked at: the right one too.
    const address = clientAddress(c);
    const retryAfter = await throttle.retryAfter(username, address);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      const minutes = retryMinutes(retryAfter);
      return isForm
        ? renderLoginPage(c, { ...form, error: { tooMany: minutes } }, 429)
        : c.json({ code: "1429", message: TEXT.en.login.tooMany(minutes), data: null }, 429);
    }
    const user = await authenticate(db, username, password);
    if (!user) {
      await throttle.failed(username, address);
      return isForm
        ? renderLoginPage(c, { ...form, error: "wrong" }, 401)
        : fail(c, "1001", "wrong username or password");
    }
    await throttle.succeeded(username);
    await sessions.start(c, user.id);
    return isForm ? c.redirect(urls.afterLogin(from, user.schoolCode), 303) : ok(c, userInfo(user));
  });

  function loginErrorText(t: ReturnType<typeof textOf>["login"], error: LoginError): string {
    return typeof error === "string" ? t[error] : t.tooMany(error.tooMany);
  }

  async function renderLoginPage(c: Context, form: LoginForm, status: ContentfulStatusCode = 200) {
    const school = form.schoolCode ? await findSchool(db, form.schoolCode) : null;
    const t = textOf(c).login;
    const title = school ? t.titleAt(schoolNameOf(c, school)) : t.title;
    // The message follows the password field and describes the fields it is about: the username when it is
    // empty or the pair is wrong, the password always (it is never sent back, so it must be typed again).
    const errorId = form.error ? "login-error" : null;
    const usernameError = form.error === "wrong" || !form.username ? errorId : null;
    return pages.render(
      c,
      title,
      html`<header class="brand">
          ${school && html`<img src="${school.logoPath}" alt="" />`}
          <h1>${title}</h1>
        </header>
        <form method="post" action="/api/login">
          <input type="hidden" name="school_code" value="${form.schoolCode}" />
          <input type="hidden" name="from" value="${form.from}" />
          <label for="username">${t.username}</label>
          <input
            id="username"
            name="username"
            autocomplete="username"
            required
            value="${form.username}"
            ${invalid(usernameError, { first: true })}
          />
          <label for="password">${t.password}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            ${invalid(errorId, { first: !usernameError })}
          />
          ${fieldError("login-error", form.error && loginErrorText(t, form.error))}
          <button type="submit">${t.submit}</button>
        </form>`,
      status,
    );
  }

  return app;
}
