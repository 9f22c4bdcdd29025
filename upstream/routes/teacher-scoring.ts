import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import type { User } from "../accounts";
import { num, positiveInt, str } from "../api";
import type { Deps } from "../deps";
import { findRecord, scoreAnswer, scoreError } from "../exam-attempts";
import { fieldError, invalid } from "../html";
import { textOf } from "../i18n";
import { cardQuestions } from "../questions";
import { readFields } from "../request";

// The teacher's scoring page on the login host (docs/contracts/practice-and-exams.md): a manager (user_type 2)
// scores the pending short answers of their school's assessments that are not self-scored. Plain HTML forms,
// post/redirect/get, the same Origin check as the account pages.

type Env = { Variables: { user: User } };

/** Question HTML as plain text for this page: the page never renders stored HTML. */
const plainText = (value: string) =>
  value
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

export function teacherScoring({ db, sessions, urls, pages }: Deps) {
  const app = new Hono<Env>();

  const requireManager = createMiddleware<Env>(async (c, next) => {
    const user = await sessions.user(c);
    if (!user) return c.redirect(urls.loginUrl({ from: urls.self(c.req.path) }), 303);
    if (user.userType !== 2) {
      const text = textOf(c);
      return pages.render(
        c,
        text.accessDenied,
        html`<h1>${text.accessDenied}</h1>
          <p>${text.scoring.teachersOnly}</p>
          <p><a href="/">${text.backToCentre}</a></p>`,
        403,
      );
    }
    c.set("user", user);
    await next();
  });

  /** The pending short answers of the school's teacher-scored assessments, oldest attempt first. */
  async function pending(schoolCode: string) {
    const rs = await db.execute({
      sql: `SELECT a.record_id, a.que_id, a.answer, q.content, q.correct_content, q.score AS max_score,
              e.name AS exam_name, u.name AS learner, r.finish_time
            FROM exam_answers a
            JOIN exam_records r ON r.id = a.record_id
            JOIN exams e ON e.id = r.exam_id
            JOIN users u ON u.id = r.user_id
            JOIN questions q ON q.id = a.que_id
            WHERE e.school_code = ? AND e.is_subjective = 0 AND r.status = 3 AND a.is_score = '0'
            ORDER BY r.finish_time, a.record_id, q.num`,
      args: [schoolCode],
    });
    return rs.rows;
  }

  async function page(
    c: Context<Env>,
    state: {
      notice?: "saved" | "notPending";
      /** A refused score, kept as typed and shown with the range next to its field. */
      error?: { recordId: number; queId: number; value: string };
    } = {},
  ) {
    const rows = await pending(c.get("user").schoolCode);
    const text = textOf(c);
    const t = text.scoring;
    return pages.render(
      c,
      t.title,
      html`<h1>${t.title}</h1>
        ${state.notice && html`<p class="notice" role="status">${t[state.notice]}</p>`}
        <p>${rows.length === 0 ? t.none : t.waiting(rows.length)}</p>
        ${rows.map((row) => {
          const recordId = num(row, "record_id");
          const queId = num(row, "que_id");
          const id = `score-${recordId}-${queId}`;
          const max = num(row, "max_score");
          const error =
            state.error && state.error.recordId === recordId && state.error.queId === queId
              ? state.error
              : null;
          return html`<section aria-labelledby="${id}-title">
            <h2 id="${id}-title">${str(row, "exam_name")}: ${str(row, "learner")}</h2>
            <dl>
              <dt>${t.question}</dt>
              <dd>${plainText(str(row, "content"))}</dd>
              <dt>${t.reference}</dt>
              <dd>${plainText(str(row, "correct_content"))}</dd>
              <dt>${t.answer}</dt>
              <dd style="white-space:pre-wrap">${str(row, "answer")}</dd>
            </dl>
            <form method="post" action="/teacher/scoring">
              <input type="hidden" name="record_id" value="${recordId}" />
              <input type="hidden" name="que_id" value="${queId}" />
              <label for="${id}">${t.score(max)}</label>
              <input
                id="${id}"
                name="score"
                type="number"
                min="0"
                max="${max}"
                step="any"
                required
                value="${error?.value ?? ""}"
                ${invalid(error && `${id}-error`, { first: true })}
              />
              ${fieldError(`${id}-error`, error && t.range(max))}
              <button type="submit">${t.submit}</button>
            </form>
          </section>`;
        })}
        <p><a href="/">${text.backToCentre}</a></p>`,
      state.error ? 400 : 200,
    );
  }

  app.get("/teacher/scoring", requireManager, (c) =>
    page(c, c.req.query("scored") === "1" ? { notice: "saved" } : {}),
  );

  app.post("/teacher/scoring", pages.sameOriginPost, requireManager, async (c) => {
    const fields = await readFields(c.req);
    const recordId = positiveInt(fields.record_id) ?? 0;
    const queId = positiveInt(fields.que_id) ?? 0;
    const record = await findRecord(db, recordId);
    const exam = record
      ? (await db.execute({ sql: "SELECT * FROM exams WHERE id = ?", args: [record.examId] })).rows[0]
      : undefined;
    const answer = record
      ? (
          await db.execute({
            sql: "SELECT is_score FROM exam_answers WHERE record_id = ? AND que_id = ?",
            args: [recordId, queId],
          })
        ).rows[0]
      : undefined;
    const question = exam
      ? (await cardQuestions(db, num(exam, "chapter_id"))).find((q) => q.id === queId && q.type === 4)
      : undefined;
    // Only a pending answer of a finished, teacher-scored attempt of the teacher's own school.
    if (
      !record ||
      !exam ||
      !question ||
      !answer ||
      record.status !== 3 ||
      str(exam, "school_code") !== c.get("user").schoolCode ||
      num(exam, "is_subjective") !== 0 ||
      str(answer, "is_score") !== "0"
    ) {
      return page(c, { notice: "notPending" });
    }
    // The rule is the API's (scoreError); the page words it in the user's language.
    if (scoreError(fields.score, question.score))
      return page(c, { error: { recordId, queId, value: fields.score ?? "" } });
    // Another teacher may have scored it since the check above: the UPDATE itself is conditional.
    if (!(await scoreAnswer(db, recordId, question, Number(fields.score), { onlyPending: true })))
      return page(c, { notice: "notPending" });
    return c.redirect("/teacher/scoring?scored=1", 303);
  });

  return app;
}
