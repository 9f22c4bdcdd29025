import type { Client, Transaction } from "@libsql/client";
import { demoAttempts, demoExams } from "./demo/exams";
import { answerable } from "./demo/questions";
import { finishAttempt } from "./exam-attempts";
import { todayUtc } from "./learning";
import { demoAnswer, seedQuestions } from "./questions";

// The assessments' demo data (demo/exams.ts). Times count from midnight UTC of the first seed day (seed_meta),
// so seeding again finds the same rows; an attempt is keyed on its exam, user and start time.

const DAY = 86_400;

/** The demo assessment whose limit the environment may shorten (UPSTREAM_DRILL_SECONDS). */
export const DRILL = "Timer drill";

export async function seedExams(db: Client, drillSeconds?: number): Promise<void> {
  // One transaction: one write to the disk instead of one per statement.
  const tx = await db.transaction("write");
  try {
    await seedIn(tx, drillSeconds);
    await tx.commit();
  } finally {
    tx.close();
  }
}

async function seedIn(tx: Transaction, drillSeconds: number | undefined): Promise<void> {
  const run = tx.execute.bind(tx);
  await run({
    sql: "INSERT OR IGNORE INTO seed_meta (key, value) VALUES ('learning_day', ?)",
    args: [todayUtc()],
  });
  const day0 = String((await run("SELECT value FROM seed_meta WHERE key = 'learning_day'")).rows[0]?.value);
  const base = Math.floor(Date.parse(`${day0}T00:00:00Z`) / 1000);

  const exams = new Map<string, { id: number; ids: number[]; timeLimit: number; endTime: number }>();
  for (const demo of demoExams) {
    const exam =
      demo.name === DRILL && drillSeconds !== undefined ? { ...demo, timeLimit: drillSeconds } : demo;
    const chapterId = Number(
      (
        await run({
          sql: `INSERT INTO question_chapters (school_code, name) VALUES (?, ?)
                ON CONFLICT (school_code, name) DO UPDATE SET name = excluded.name RETURNING id`,
          args: [exam.school, `Assessment: ${exam.name}`],
        })
      ).rows[0]?.id,
    );
    const ids = await seedQuestions(run, chapterId, exam.questions);
    const startTime = base + exam.opensDay * DAY;
    const endTime = base + exam.closesDay * DAY;
    const id = Number(
      (
        await run({
          sql: `INSERT INTO exams (school_code, name, photo, intro, chapter_id, time_limit, start_time, end_time,
                  limit_type, show_result, is_subjective) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (school_code, name) DO UPDATE SET photo = excluded.photo, intro = excluded.intro,
                  chapter_id = excluded.chapter_id, time_limit = excluded.time_limit, start_time = excluded.start_time,
                  end_time = excluded.end_time, limit_type = excluded.limit_type, show_result = excluded.show_result,
                  is_subjective = excluded.is_subjective
                RETURNING id`,
          args: [
            exam.school,
            exam.name,
            `/static/covers/${exam.cover}`,
            exam.intro,
            chapterId,
            exam.timeLimit,
            startTime,
            endTime,
            exam.limitType ?? 2,
            exam.showResult ?? 1,
            exam.isSubjective ?? 0,
          ],
        })
      ).rows[0]?.id,
    );
    exams.set(exam.name, { id, ids, timeLimit: exam.timeLimit, endTime });
  }

  for (const attempt of demoAttempts) {
    const exam = exams.get(attempt.exam);
    const demo = demoExams.find((e) => e.name === attempt.exam);
    const user = (await run({ sql: "SELECT id FROM users WHERE username = ?", args: [attempt.user] }))
      .rows[0];
    if (!exam || !demo || !user) throw new Error(`demo data: bad attempt ${attempt.user} / ${attempt.exam}`);
    const userId = Number(user.id);
    const start = base - attempt.daysAgo * DAY + 10 * 3600;
    const exists = await run({
      sql: "SELECT 1 FROM exam_records WHERE exam_id = ? AND user_id = ? AND start_time = ?",
      args: [exam.id, userId, start],
    });
    if (exists.rows[0]) continue;
    const expire = exam.timeLimit > 0 ? Math.min(start + exam.timeLimit, exam.endTime) : null;
    const recordId = Number(
      (
        await run({
          sql: `INSERT OR IGNORE INTO exam_records (exam_id, user_id, status, start_time, expire_time)
                VALUES (?, ?, 2, ?, ?) RETURNING id`,
          args: [exam.id, userId, start, expire],
        })
      ).rows[0]?.id ?? 0,
    );
    if (!recordId) continue; // an open attempt of the learner's own already exists
    const questions = answerable(demo.questions);
    for (const a of attempt.answers) {
      const q = questions[a.num - 1];
      const queId = exam.ids[a.num - 1];
      if (!q || queId === undefined) throw new Error(`demo data: no question ${a.num} in ${attempt.exam}`);
      const answer = await demoAnswer(run, q, queId, a.right);
      const points = q.score ?? (q.t === 4 ? 10 : 5);
      const graded =
        q.t === 4
          ? a.scored === undefined
            ? { isRight: "", score: 0, isScore: "0" }
            : { isRight: a.scored >= points ? "1" : "2", score: a.scored, isScore: "1" }
          : { isRight: a.right ? "1" : "2", score: a.right ? points : 0, isScore: "1" };
      await run({
        sql: `INSERT INTO exam_answers (record_id, que_id, answer, is_sign, is_right, score, is_score)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
        args: [recordId, queId, answer, a.marked ? "1" : "2", graded.isRight, graded.score, graded.isScore],
      });
    }
    if (!attempt.open) {
      const used = exam.timeLimit > 0 ? Math.round(exam.timeLimit * 0.6) : 540;
      await finishAttempt(tx, recordId, start + used);
    }
  }
}
