import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import { findSchool, listSchoolUsers, passwordMatches, setPassword, type User } from "../accounts";
import type { Deps } from "../deps";
import { readFields } from "../request";

type Env = { Variables: { user: User } };

const MIN_PASSWORD_LENGTH = 6;
const userTypeName = (user: User) => (user.userType === 2 ? "Manager" : "Learner");
const backLink = html`<p><a href="/">Back to the information service centre</a></p>`;

type PasswordErrors = { current?: string; next?: string; confirm?: string };

/** The login host's own pages: information service centre, personal info, change password, user management. */
export function accountPages({ db, sessions, urls, pages }: Deps) {
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
    return pages.render(
      c,
      "Information service centre",
      html`<h1>Information service centre</h1>
        <p>Signed in as <strong>${user.name}</strong>${school && html`, ${school.name}`}.</p>
        <nav aria-label="Account">
          <ul>
            <li><a href="/account/profile">Personal info</a></li>
            <li><a href="/account/password">Change password</a></li>
            ${user.userType === 2 && html`<li><a href="/account/users">User management</a></li>`}
            ${user.userType === 2 && html`<li><a href="/teacher/scoring">Score assessments</a></li>`}
            <li><a href="${urls.portalHome(user.schoolCode)}">Back to the learning portal</a></li>
          </ul>
        </nav>
        <form method="post" action="/logout"><button type="submit">Log out</button></form>`,
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
    return pages.render(
      c,
      "Personal info",
      html`<h1>Personal info</h1>
        <dl>
          <dt>Name</dt>
          <dd>${user.name}</dd>
          <dt>Username</dt>
          <dd>${user.username}</dd>
          <dt>School</dt>
          <dd>${school?.name ?? user.schoolCode}</dd>
          <dt>User type</dt>
          <dd>${userTypeName(user)}</dd>
        </dl>
        ${backLink}`,
    );
  });

  const passwordPage = (c: Context<Env>, errors: PasswordErrors = {}, status: 200 | 400 = 200) => {
    const field = (id: string, label: string, autocomplete: string, error?: string) =>
      html`<label for="${id}">${label}</label>
        <input
          id="${id}"
          name="${id}"
          type="password"
          autocomplete="${autocomplete}"
          required
          ${error ? html`aria-invalid="true" aria-describedby="${id}-error"` : ""}
        />
        ${error && html`<p class="error" id="${id}-error">${error}</p>`}`;
    return pages.render(
      c,
      "Change password",
      html`<h1>Change password</h1>
        <form method="post" action="/account/password">
          ${field("current_password", "Current password", "current-password", errors.current)}
          ${field("new_password", `New password (at least ${MIN_PASSWORD_LENGTH} characters)`, "new-password", errors.next)}
          ${field("confirm_password", "Confirm new password", "new-password", errors.confirm)}
          <button type="submit">Change password</button>
        </form>
        ${backLink}`,
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
    const errors: PasswordErrors = {};
    if (!(await passwordMatches(user, current))) errors.current = "The current password is wrong.";
    if (next.length < MIN_PASSWORD_LENGTH) {
      errors.next = `The new password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
    } else if (next !== confirm) {
      errors.confirm = "The two new passwords do not match.";
    }
    if (Object.keys(errors).length > 0) return passwordPage(c, errors, 400);

    await setPassword(db, user.id, next);
    // As a real service does: a changed password signs out every other browser, but not this one.
    await sessions.endOthers(c, user.id);
    return pages.render(
      c,
      "Password changed",
      html`<h1>Change password</h1>
        <p class="notice" role="status">Password changed.</p>
        ${backLink}`,
    );
  });

  app.get("/account/users", requireUser, async (c) => {
    const user = c.get("user");
    if (user.userType !== 2) {
      return pages.render(
        c,
        "Access denied",
        html`<h1>Access denied</h1>
          <p>Only managers can manage users.</p>
          ${backLink}`,
        403,
      );
    }
    const users = await listSchoolUsers(db, user.schoolCode);
    return pages.render(
      c,
      "User management",
      html`<h1>User management</h1>
        <div class="scroll">
          <table>
            <caption>
              Users of your school
            </caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              ${users.map(
                (u) =>
                  html`<tr>
                    <td>${u.username}</td>
                    <td>${u.name}</td>
                    <td>${userTypeName(u)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
        ${backLink}`,
    );
  });

  return app;
}
