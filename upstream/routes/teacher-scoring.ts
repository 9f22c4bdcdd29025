import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import type { User } from "../accounts";
import { num, positiveInt, str } from "../api";
import type { Deps } from "../deps";
import { findRecord, scoreAnswer, scoreError } from "../exam-attempts";
import { cardQuestions } from "../questions";
import { readFields } from "../request";

// The teacher's scoring page on the login host (docs/contracts/practice-and-exams.md): a manager (user_type 2)
// scores the pending short answers of their school's assessments that are not self-scored. Plain HTML forms,
// post/redirect/get, the same Origin check as the account pages.

type Env = { Variables: { user: User } };

/** Question HTML as plain text for this page: the page never renders stored HTML. */
const text = (value: string) =>
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
      return pages.render(
        c,
        "Access denied",
        html`<h1>Access denied</h1>
          <p>Only teachers (manager accounts) can score assessments.</p>
          <p><a href="/">Back to the information service centre</a></p>`,
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
      notice?: string;
      error?: { recordId: number; queId: number; message: string; value: string };
    } = {},
  ) {
    const rows = await pending(c.get("user").schoolCode);
    return pages.render(
      c,
      "Score assessments",
      html`<h1>Score assessments</h1>
        ${state.notice && html`<p class="notice" role="status">${state.notice}</p>`}
        ${
          rows.length === 0
            ? html`<p>No answers are waiting for a score.</p>`
            : html`<p>
                ${rows.length} short ${rows.length === 1 ? "answer is" : "answers are"} waiting for a score.
              </p>`
        }
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
              <dt>Question</dt>
              <dd>${text(str(row, "content"))}</dd>
              <dt>Reference answer</dt>
              <dd>${text(str(row, "correct_content"))}</dd>
              <dt>Answer</dt>
              <dd style="white-space:pre-wrap">${str(row, "answer")}</dd>
            </dl>
            <form method="post" action="/teacher/scoring">
              <input type="hidden" name="record_id" value="${recordId}" />
              <input type="hidden" name="que_id" value="${queId}" />
              <label for="${id}">Score (0 to ${max})</label>
              <input
                id="${id}"
                name="score"
                type="number"
                min="0"
                max="${max}"
                step="any"
                required
                value="${error?.value ?? ""}"
                ${error ? html`aria-invalid="true" aria-describedby="${id}-error"` : ""}
              />
              ${error && html`<p class="error" id="${id}-error">${error.message}</p>`}
              <button type="submit">Save score</button>
            </form>
          </section>`;
        })}
        <p><a href="/">Back to the information service centre</a></p>`,
      state.error ? 400 : 200,
    );
  }

  app.get("/teacher/scoring", requireManager, (c) =>
    page(c, c.req.query("scored") === "1" ? { notice: "Score saved." } : {}),
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
      return page(c, { notice: "This answer is not waiting for a score any more." });
    }
    const message = scoreError(fields.score, question.score);
    if (message) return page(c, { error: { recordId, queId, message, value: fields.score ?? "" } });
    // Another teacher may have scored it since the check above: the UPDATE itself is conditional.
    if (!(await scoreAnswer(db, recordId, question, Number(fields.score), { onlyPending: true })))
      return page(c, { notice: "This answer is not waiting for a score any more." });
    return c.redirect("/teacher/scoring?scored=1", 303);
  });

  return app;
}
