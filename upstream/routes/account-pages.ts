import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import { findSchool, listSchoolUsers, passwordMatches, setPassword, type User } from "../accounts";
import type { Deps } from "../deps";
import { fieldError, invalid } from "../html";
import { schoolNameOf, textOf, type UpstreamText } from "../i18n";
import { clientAddress, retryMinutes } from "../login-throttle";
import { readFields } from "../request";

type Env = { Variables: { user: User } };

const MIN_PASSWORD_LENGTH = 6;
const userTypeName = (t: UpstreamText, user: User) =>
  user.userType === 2 ? t.profile.manager : t.profile.learner;
const backLink = (t: UpstreamText) => html`<p><a href="/">${t.backToCentre}</a></p>`;

type PasswordErrors = { current?: string; next?: string; confirm?: string };

/** The login host's own pages: information service centre, personal info, change password, user management. */
export function accountPages({ db, sessions, urls, pages, loginThrottle: throttle }: Deps) {
  const app = new Hono<Env>();

  const requireUser = createMiddleware<Env>(async (c, next) => {
    const user = await sessions.user(c);
    if (!user) return c.redirect(urls.loginUrl({ from: urls.self(c.req.path) }), 303);
    c.set("user", user);
    await next();
  });

  app.get("/", requireUser, async (c) => {
    const user = c.get("user");
    const school = await findSchool(db, user.schoolCode);
    const t = textOf(c).centre;
    return pages.render(
      c,
      t.title,
      html`<h1>${t.title}</h1>
        <p>${t.signedInAs(user.name, school ? schoolNameOf(c, school) : null)}</p>
        <nav aria-label="${t.nav}">
          <ul>
            <li><a href="/account/profile">${t.personalInfo}</a></li>
            <li><a href="/account/password">${t.changePassword}</a></li>
            ${user.userType === 2 && html`<li><a href="/account/users">${t.userManagement}</a></li>`}
            ${user.userType === 2 && html`<li><a href="/teacher/scoring">${t.scoring}</a></li>`}
            <li><a href="${urls.portalHome(user.schoolCode)}">${t.portal}</a></li>
          </ul>
        </nav>
        <form method="post" action="/logout"><button type="submit">${t.logout}</button></form>`,
    );
  });

  // The centre's logout is a plain form post, so it answers with a redirect (POST /api/logout answers JSON).
  app.post("/logout", pages.sameOriginPost, async (c) => {
    const user = await sessions.user(c);
    await sessions.end(c);
    return c.redirect(urls.loginUrl({ schoolCode: user?.schoolCode }), 303);
  });

  app.get("/account/profile", requireUser, async (c) => {
    const user = c.get("user");
    const school = await findSchool(db, user.schoolCode);
    const text = textOf(c);
    const t = text.profile;
    return pages.render(
      c,
      t.title,
      html`<h1>${t.title}</h1>
        <dl>
          <dt>${t.name}</dt>
          <dd>${user.name}</dd>
          <dt>${t.username}</dt>
          <dd>${user.username}</dd>
          <dt>${t.school}</dt>
          <dd>${school ? schoolNameOf(c, school) : user.schoolCode}</dd>
          <dt>${t.userType}</dt>
          <dd>${userTypeName(text, user)}</dd>
        </dl>
        ${backLink(text)}`,
    );
  });

  const passwordPage = (c: Context<Env>, errors: PasswordErrors = {}, status: 200 | 400 | 429 = 200) => {
    const text = textOf(c);
    const t = text.password;
    // The first field with an error takes the focus.
    const first = [errors.current, errors.next, errors.confirm].find(Boolean);
    const field = (id: string, label: string, autocomplete: string, error?: string) =>
      html`<label for="${id}">${label}</label>
        <input
          id="${id}"
          name="${id}"
          type="password"
          autocomplete="${autocomplete}"
          required
          ${invalid(error && `${id}-error`, { first: error === first })}
        />
        ${fieldError(`${id}-error`, error)}`;
    return pages.render(
      c,
      t.title,
      html`<h1>${t.title}</h1>
        <form method="post" action="/account/password">
          ${field("current_password", t.current, "current-password", errors.current)}
          ${field("new_password", t.next(MIN_PASSWORD_LENGTH), "new-password", errors.next)}
          ${field("confirm_password", t.confirm, "new-password", errors.confirm)}
          <button type="submit">${t.submit}</button>
        </form>
        ${backLink(text)}`,
      status,
    );
  };

  app.get("/account/password", requireUser, (c) => passwordPage(c));

  app.post("/account/password", pages.sameOriginPost, requireUser, async (c) => {
    const user = c.get("user");
    const {
      current_password: current = "",
      new_password: next = "",
      confirm_password: confirm = "",
    } = await readFields(c.req);
    const text = textOf(c);
    const t = text.password;
    const errors: PasswordErrors = {};
    // Guesses of the current password are throttled like logins, on the same counter (decision 021): at the
    // limit the form is refused, the right password included, with 429 and Retry-After.
    const address = clientAddress(c);
    const retryAfter = await throttle.retryAfter(user.username, address);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      return passwordPage(c, { current: text.login.tooMany(retryMinutes(retryAfter)) }, 429);
    }
    if (await passwordMatches(user, current)) await throttle.succeeded(user.username);
    else {
      await throttle.failed(user.username, address);
      errors.current = t.currentWrong;
    }
    if (next.length < MIN_PASSWORD_LENGTH) {
      errors.next = t.tooShort(MIN_PASSWORD_LENGTH);
    } else if (next !== confirm) {
      errors.confirm = t.mismatch;
    }
    if (Object.keys(errors).length > 0) return passwordPage(c, errors, 400);

    await setPassword(db, user.id, next);
    // As a real service does: a changed password signs out every other browser, but not this one.
    await sessions.endOthers(c, user.id);
    return pages.render(
      c,
      t.changedTitle,
      html`<h1>${t.title}</h1>
        <p class="notice" role="status">${t.changed}</p>
        ${backLink(text)}`,
    );
  });

  app.get("/account/users", requireUser, async (c) => {
    const user = c.get("user");
    const text = textOf(c);
    const t = text.users;
    if (user.userType !== 2) {
      return pages.render(
        c,
        text.accessDenied,
        html`<h1>${text.accessDenied}</h1>
          <p>${t.managersOnly}</p>
          ${backLink(text)}`,
        403,
      );
    }
    const users = await listSchoolUsers(db, user.schoolCode);
    return pages.render(
      c,
      t.title,
      html`<h1>${t.title}</h1>
        <div class="scroll">
          <table>
            <caption>
              ${t.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">${t.username}</th>
                <th scope="col">${t.name}</th>
                <th scope="col">${t.type}</th>
              </tr>
            </thead>
            <tbody>
              ${users.map(
                (u) =>
                  html`<tr>
                    <td>${u.username}</td>
                    <td>${u.name}</td>
                    <td>${userTypeName(text, u)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
        ${backLink(text)}`,
    );
  });

  return app;
}
