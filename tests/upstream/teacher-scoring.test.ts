import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, createTestUpstream, formPost, login, type TestUpstream } from "./helpers";
import { call } from "./learning-helpers";

// The teacher's scoring page: only managers, only their school's teacher-scored pending short answers, a labelled
// score field each, the Origin check, the score range, post/redirect/get.

let up: TestUpstream;
let manager: string;
beforeAll(async () => {
  up = await createTestUpstream();
  manager = await login(up.app, "manager");
});
afterAll(() => up.close());

// These checks read the English page; page-language.test.ts covers the languages.
const en = { "accept-language": "en" };
const page = (cookie?: string) =>
  up.app.request("/teacher/scoring", { headers: cookie ? { cookie, ...en } : en });

async function pendingOf(username: string) {
  const rs = await up.db.execute({
    sql: `SELECT a.record_id, a.que_id FROM exam_answers a JOIN exam_records r ON r.id = a.record_id
          JOIN users u ON u.id = r.user_id JOIN exams e ON e.id = r.exam_id
          WHERE u.username = ? AND e.name = 'Fire safety certification' AND a.is_score = '0'`,
    args: [username],
  });
  return { record_id: String(rs.rows[0]?.record_id), que_id: String(rs.rows[0]?.que_id) };
}

const post = (fields: Record<string, string>, origin = config.publicUrl) =>
  up.app.request("/teacher/scoring", formPost(fields, { cookie: manager, origin, ...en }));

describe("/teacher/scoring", () => {
  it("sends a visitor to the login page and refuses a learner", async () => {
    const anonymous = await page();
    expect(anonymous).toHaveRedirect(
      `http://login.test/api/redirect?from=${encodeURIComponent("http://login.test/teacher/scoring")}`,
      303,
    );
    const learner = await page(await login(up.app, "learner"));
    expect(learner.status).toBe(403);
    expect(await learner.text()).toContain("Only teachers");
  });

  it("lists the pending answers of teacher-scored assessments with a labelled score field each", async () => {
    const res = await page(manager);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const body = await res.text();
    expect(body).toContain("5 short answers are waiting for a score.");
    expect(body.match(/<h2 /g)).toHaveLength(5);
    expect(body).toContain("Fire safety certification: Li Hua");
    expect(body).not.toContain("Python self-check");
    const { record_id: recordId, que_id: queId } = await pendingOf("learner");
    expect(body).toContain(`<label for="score-${recordId}-${queId}">Score (0 to 10)</label>`);
    expect(body).toMatch(new RegExp(`id="score-${recordId}-${queId}"\\s+name="score"`));
  });

  it("refuses a post from another site", async () => {
    const res = await post({ ...(await pendingOf("learner")), score: "5" }, "https://evil.example");
    expect(res.status).toBe(403);
  });

  it("answers an out-of-range score with the range next to the field", async () => {
    const target = await pendingOf("learner");
    const res = await post({ ...target, score: "12" });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('aria-invalid="true"');
    expect(body).toContain("The score must be between 0 and 10");
  });

  it("saves a score, redirects, and the learner's record is no longer pending", async () => {
    const target = await pendingOf("learner");
    const res = await post({ ...target, score: "8" });
    expect(res).toHaveRedirect("/teacher/scoring?scored=1", 303);
    const after = await (
      await up.app.request("/teacher/scoring?scored=1", { headers: { cookie: manager, ...en } })
    ).text();
    expect(after).toContain("Score saved.");
    expect(after).toContain("4 short answers are waiting for a score.");
    const result = await call<{ is_assess: number; total_user_score: number }>(
      up.app,
      `/api/my/tk/exam/mark_card?record_id=${target.record_id}`,
      await login(up.app, "learner"),
    );
    expect(result.data).toMatchObject({ is_assess: 1, total_user_score: 23 });
    // 8 of 10: not right by the is_right rule, and the card carries the points for partial credit (decision 043).
    const scored = await call<{ items: { que_id: number; is_right: string; score?: number }[] }>(
      up.app,
      `/api/my/tk/exam/mark_card?record_id=${target.record_id}`,
      await login(up.app, "learner"),
    );
    expect(scored.data.items.find((item) => String(item.que_id) === target.que_id)).toMatchObject({
      is_right: "2",
      score: 8,
    });
  });

  it("of two teachers scoring the same answer at once, one saves; the other is told it is not waiting any more", async () => {
    const target = await pendingOf("learner9");
    const results = await Promise.all([post({ ...target, score: "3" }), post({ ...target, score: "9" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 303]);
    const refused = results.find((r) => r.status === 200)!;
    expect(await refused.text()).toContain("This answer is not waiting for a score any more.");
    const saved = results.indexOf(results.find((r) => r.status === 303)!) === 0 ? 3 : 9;
    const rs = await up.db.execute({
      sql: "SELECT score FROM exam_answers WHERE record_id = ? AND que_id = ?",
      args: [target.record_id, target.que_id],
    });
    expect(Number(rs.rows[0]?.score)).toBe(saved);
  });

  it("does not score a self-scored assessment's answer", async () => {
    const rs = await up.db
      .execute(`SELECT a.record_id, a.que_id FROM exam_answers a JOIN exam_records r ON r.id = a.record_id
      JOIN exams e ON e.id = r.exam_id WHERE e.is_subjective = 1 AND a.is_score = '0' LIMIT 1`);
    const res = await post({
      record_id: String(rs.rows[0]?.record_id),
      que_id: String(rs.rows[0]?.que_id),
      score: "1",
    });
    expect(await res.text()).toContain("This answer is not waiting for a score any more.");
  });
});
