import { Hono, type Context } from "hono";
import { paging, positiveInt, requireApiUser, type ApiEnv } from "../api";
import type { Deps } from "../deps";
import { answerFiles } from "../answer-files";
import { fail, ok } from "../envelope";
import {
  cardItems,
  deadlineOf,
  examQuestions,
  finishAttempt,
  findExam,
  findRecord,
  finishedAttempts,
  recordAnswers,
  scoreAnswer,
  scoreError,
  settle,
  settleAll,
  startRefusal,
  toExam,
  toRecord,
  unixText,
  type AttemptRecord,
  type Exam,
} from "../exam-attempts";
import { gradeObjective, normalizeAnswer, questionData } from "../questions";
import { readFields } from "../request";
import { saveOrderOf, takesNewer } from "../save-order";

// My assessments (learner-area §2, §4 Assessment, §7; public-sites §7.3; docs/contracts/practice-and-exams.md).
// Every call settles the attempts it touches first: one past its deadline plus the grace is finished by itself.

const SUBMITTED = "This assessment has already been submitted";
const TIME_OVER = "The time for this assessment is over; the answers saved before it count";
const NO_RESULT = "The results of this assessment are not shown";

export function exams(deps: Deps): Hono<ApiEnv> {
  const { db, sessions, urls, graceSeconds } = deps;
  const app = new Hono<ApiEnv>();
  const requireUser = requireApiUser(sessions);
  const nowSeconds = () => Math.floor(deps.now() / 1000);

  /** The assessment when the user may see it (their school, their class if it has one); else the failure. */
  async function visibleExam(c: Context<ApiEnv>, id: string | undefined): Promise<Exam | Response> {
    const exam = await findExam(db, positiveInt(id));
    if (!exam) return fail(c, "1404", "This assessment does not exist");
    const user = c.get("user");
    if (exam.schoolCode !== user.schoolCode) return fail(c, "2004", "You have no access to this assessment");
    if (exam.classId !== null) {
      const member = await db.execute({
        sql: "SELECT 1 FROM class_members WHERE class_id = ? AND user_id = ?",
        args: [exam.classId, user.id],
      });
      if (!member.rows[0]) return fail(c, "2004", "You have no access to this assessment");
    }
    return exam;
  }

  /** The user's own attempt (settled) and its assessment; another user's or an unknown one is the failure. */
  async function ownAttempt(
    c: Context<ApiEnv>,
    recordId: string | undefined,
    examId?: string,
  ): Promise<{ record: AttemptRecord; exam: Exam } | Response> {
    const found = await findRecord(db, positiveInt(recordId));
    if (!found || found.userId !== c.get("user").id) return fail(c, "2004", "This record does not exist");
    if (examId !== undefined && examId !== "" && positiveInt(examId) !== found.examId) {
      return fail(c, "2004", "This record does not belong to this assessment");
    }
    const exam = await visibleExam(c, String(found.examId));
    if (exam instanceof Response) return exam;
    return { record: await settle(db, found, exam, nowSeconds(), graceSeconds), exam };
  }

  const classIdOf = (exam: Exam) => exam.classId ?? 0;

  app.get("/api/my/tk/exam", requireUser, async (c) => {
    const user = c.get("user");
    const now = nowSeconds();
    await settleAll(db, user.id, now, graceSeconds);
    const { size, offset } = paging(c, 5);
    const where = `e.school_code = ? AND (e.class_id IS NULL OR e.class_id IN
      (SELECT class_id FROM class_members WHERE user_id = ?))`;
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT e.*,
                (SELECT COUNT(*) FROM exam_records r WHERE r.exam_id = e.id AND r.user_id = ? AND r.status = 2) AS open,
                (SELECT COUNT(*) FROM exam_records r WHERE r.exam_id = e.id AND r.user_id = ? AND r.status = 3) AS done
              FROM exams e WHERE ${where} ORDER BY e.id LIMIT ? OFFSET ?`,
        args: [user.id, user.id, user.schoolCode, user.id, size, offset],
      }),
      db.execute({
        sql: `SELECT COUNT(*) AS n FROM exams e WHERE ${where}`,
        args: [user.schoolCode, user.id],
      }),
    ]);
    const items = page.rows.map((row) => {
      const exam = toExam(row);
      const open = Number(row.open) > 0;
      const done = Number(row.done);
      const status = now > exam.endTime ? 4 : open ? 2 : done > 0 ? 3 : 1;
      const canStart = status !== 4 && (open || startRefusal(exam, done, now) === null) ? 1 : 0;
      return {
        id: exam.id,
        class_id: classIdOf(exam),
        name: exam.name,
        photo: urls.self(exam.photo),
        status,
        can_start: canStart,
        limit_type: exam.limitType,
        expire_date: unixText(exam.endTime),
        start_time: unixText(exam.startTime),
        end_time: unixText(exam.endTime),
      };
    });
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  app.get("/api/my/tk/exam/record", requireUser, async (c) => {
    const user = c.get("user");
    await settleAll(db, user.id, nowSeconds(), graceSeconds);
    const { size, offset } = paging(c, 10);
    const [page, count] = await Promise.all([
      db.execute({
        sql: `SELECT r.*, e.name AS exam_name, e.class_id, e.show_result FROM exam_records r
              JOIN exams e ON e.id = r.exam_id WHERE r.user_id = ? AND r.status = 3
              ORDER BY r.finish_time DESC, r.id DESC LIMIT ? OFFSET ?`,
        args: [user.id, size, offset],
      }),
      db.execute({
        sql: "SELECT COUNT(*) AS n FROM exam_records WHERE user_id = ? AND status = 3",
        args: [user.id],
      }),
    ]);
    const items = page.rows.map((row) => {
      const record = toRecord(row);
      return {
        id: record.id,
        exam_id: record.examId,
        exam_name: String(row.exam_name),
        class_id: row.class_id === null ? 0 : Number(row.class_id),
        finish_time: unixText(record.finishTime ?? record.startTime),
        score: record.score,
        is_assess: record.isAssess,
        duration: record.duration,
        show_result: Number(row.show_result),
      };
    });
    return ok(c, { items, total: Number(count.rows[0]?.n ?? 0) });
  });

  app.get("/api/my/tk/exam/card", requireUser, async (c) => {
    const user = c.get("user");
    const recordId = c.req.query("record_id");
    if (recordId) {
      const attempt = await ownAttempt(c, recordId, c.req.query("exam_id"));
      if (attempt instanceof Response) return attempt;
      const { record, exam } = attempt;
      const [{ questions }, answers] = await Promise.all([
        examQuestions(db, exam),
        recordAnswers(db, record.id),
      ]);
      const finished = record.status === 3;
      return ok(c, {
        items: cardItems(questions, answers, finished && exam.showResult === 1),
        record_id: record.id,
        ...(record.expireTime === null ? {} : { expire_time: record.expireTime }),
        start_time: record.startTime,
        status: record.status,
        server_time: nowSeconds(),
        ...(finished
          ? { show_result: exam.showResult, use_duration: record.duration, finish_time: record.finishTime }
          : {}),
      });
    }

    const exam = await visibleExam(c, c.req.query("exam_id"));
    if (exam instanceof Response) return exam;
    const now = nowSeconds();
    const openRow = async () =>
      (
        await db.execute({
          sql: "SELECT * FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 2",
          args: [exam.id, user.id],
        })
      ).rows[0];
    let row = await openRow();
    if (row) {
      const settled = await settle(db, toRecord(row), exam, now, graceSeconds);
      if (settled.status === 3) row = undefined;
    }
    if (!row) {
      const refusal = startRefusal(exam, await finishedAttempts(db, exam.id, user.id), now);
      if (refusal) return fail(c, "2004", refusal);
      const expire = exam.timeLimit > 0 ? Math.min(now + exam.timeLimit, exam.endTime) : null;
      // The partial unique index keeps one open attempt per learner: of two starts at once, one inserts. The
      // single-attempt rule is checked again in the insert itself: an attempt finished since the count above
      // (another tab's start and submit) must not make room for a second one.
      await db.execute({
        sql: `INSERT OR IGNORE INTO exam_records (exam_id, user_id, status, start_time, expire_time)
              SELECT ?, ?, 2, ?, ?
              WHERE NOT (? = 1 AND EXISTS (
                SELECT 1 FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 3))`,
        args: [exam.id, user.id, now, expire, exam.limitType, exam.id, user.id],
      });
      row = await openRow();
      if (!row) {
        const late = startRefusal(exam, await finishedAttempts(db, exam.id, user.id), now);
        return late ? fail(c, "2004", late) : fail(c, "1409", SUBMITTED);
      }
    }
    const record = toRecord(row);
    const [{ questions }, answers] = await Promise.all([
      examQuestions(db, exam),
      recordAnswers(db, record.id),
    ]);
    return ok(c, {
      items: cardItems(questions, answers, false),
      record_id: record.id,
      ...(record.expireTime === null ? {} : { expire_time: record.expireTime }),
      start_time: record.startTime,
      status: 2,
      server_time: now,
    });
  });

  app.get("/api/my/tk/exam/question", requireUser, async (c) => {
    const attempt = await ownAttempt(c, c.req.query("record_id"), c.req.query("exam_id"));
    if (attempt instanceof Response) return attempt;
    const { record, exam } = attempt;
    const review = c.req.query("is_again") === "1";
    if (review && record.status !== 3) return fail(c, "2004", "This assessment is still in progress");
    if (review && exam.showResult !== 1) return fail(c, "2004", NO_RESULT);
    const queId = positiveInt(c.req.query("que_id"));
    const { questions } = await examQuestions(db, exam);
    const question = questions.find((q) => q.id === queId);
    if (!question) return fail(c, "1404", "This question is not part of the assessment");
    const answer = (await recordAnswers(db, record.id)).get(question.id);
    const log = answer
      ? review
        ? answer
        : // Not a review: the answer and flag only, never the grade.
          { ...answer, is_right: "", score: 0, is_score: "" }
      : null;
    return ok(c, await questionData(db, question, { review, log, recordId: record.id }));
  });

  app.post("/api/my/tk/exam", requireUser, async (c) => {
    const user = c.get("user");
    const fields = await readFields(c.req);
    const subtype = fields.subtype === "2" ? 2 : fields.subtype === "1" ? 1 : null;
    if (subtype === null) return fail(c, "1422", "subtype must be 1 or 2");
    const found = await findRecord(db, positiveInt(fields.record_id));
    if (!found || found.userId !== user.id) return fail(c, "2004", "This record does not exist");
    if (fields.exam_id && positiveInt(fields.exam_id) !== found.examId) {
      return fail(c, "2004", "This record does not belong to this assessment");
    }
    const exam = await visibleExam(c, String(found.examId));
    if (exam instanceof Response) return exam;
    const now = nowSeconds();
    if (found.status === 3) return fail(c, "1409", SUBMITTED);
    const deadline = deadlineOf(found, exam);
    if (now > deadline + graceSeconds) {
      await finishAttempt(db, found.id, deadline);
      return fail(c, "1409", TIME_OVER);
    }

    const { questions } = await examQuestions(db, exam);
    const question = questions.find((q) => q.id === positiveInt(fields.que_id));
    if (!question) return fail(c, "1404", "This question is not part of the assessment");
    // A deleted question cannot be answered: the post still counts as a move (and a submit), nothing is stored.
    if (!question.isDel) {
      const normalized = await normalizeAnswer(db, question, fields.answer ?? "", true);
      if (!normalized.ok) return fail(c, "1422", normalized.message);
      const files = await answerFiles(db, user.id, fields.attachment);
      if (!files.ok) return fail(c, "1422", files.message);
      let isRight = "";
      let score = 0;
      let isScore = "";
      // A short answer given as a file alone is an answer too: it waits for a score like a written one.
      const fileOnly = normalized.empty && question.type === 4 && files.json !== "[]";
      if (!normalized.empty || fileOnly) {
        if (question.type === 4) {
          isScore = "0"; // waiting for a score
        } else {
          isRight = await gradeObjective(db, question, normalized.answer);
          score = isRight === "1" ? question.score : 0;
          isScore = "1";
        }
      }
      // Only into an open attempt: a save racing a finish either lands before it (and counts) or is refused.
      // A device's queued send whose place is not after the last one applied from its sender changes nothing,
      // whoever stored the answer since (../save-order.ts).
      const order = saveOrderOf(fields);
      const saved = await db.execute({
        sql: `INSERT INTO exam_answers (record_id, que_id, answer, attachment, is_sign, is_right, score, is_score,
                save_client, save_seq)
              SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM exam_records WHERE id = ? AND status = 2)
              ON CONFLICT (record_id, que_id) DO UPDATE SET answer = excluded.answer, attachment = excluded.attachment,
                is_sign = excluded.is_sign, is_right = excluded.is_right, score = excluded.score,
                is_score = excluded.is_score, save_client = excluded.save_client, save_seq = excluded.save_seq
              WHERE ${takesNewer("exam_answers")}`,
        args: [
          found.id,
          question.id,
          normalized.empty ? "" : normalized.answer,
          files.json,
          fields.is_sign === "1" ? "1" : "2",
          isRight,
          score,
          isScore,
          order.client,
          order.seq,
          found.id,
        ],
      });
      // Nothing written: the attempt was finished meanwhile, or (still open) the send was applied before or is older.
      if (saved.rowsAffected === 0 && (await findRecord(db, found.id))?.status !== 2) {
        return fail(c, "1409", SUBMITTED);
      }
    }
    // The deadline and the upstream's own clock, so that a page counts from this server's time (decision 042).
    if (subtype === 1) {
      return ok(c, { ...(found.expireTime === null ? {} : { expire_time: deadline }), server_time: now });
    }
    // Submitted in the grace: the time used stops at the deadline.
    if (!(await finishAttempt(db, found.id, Math.min(now, deadline)))) return fail(c, "1409", SUBMITTED);
    const finished = await findRecord(db, found.id);
    return ok(c, { show_result: exam.showResult, use_duration: finished?.duration ?? 0 });
  });

  app.get("/api/my/tk/exam/mark_card", requireUser, async (c) => {
    const user = c.get("user");
    const attempt = await ownAttempt(c, c.req.query("record_id"));
    if (attempt instanceof Response) return attempt;
    const { record, exam } = attempt;
    if (record.status !== 3) return fail(c, "2004", "This assessment is still in progress");
    if (exam.showResult !== 1) return fail(c, "2004", NO_RESULT);
    const [{ questions, totalScore, subjectiveCount }, answers, finished] = await Promise.all([
      examQuestions(db, exam),
      recordAnswers(db, record.id),
      finishedAttempts(db, exam.id, user.id),
    ]);
    const hasOpen = (
      await db.execute({
        sql: "SELECT 1 FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 2",
        args: [exam.id, user.id],
      })
    ).rows[0];
    return ok(c, {
      items: cardItems(questions, answers, true),
      record_id: record.id,
      total_score: totalScore,
      total_user_score: record.score,
      can_answer: hasOpen || startRefusal(exam, finished, nowSeconds()) === null ? 1 : 0,
      is_subjective: exam.isSubjective,
      is_assess: record.isAssess,
      duration: record.duration,
      subjective_count: subjectiveCount,
    });
  });

  app.get("/api/my/tk/exam/:id{[0-9]+}", requireUser, async (c) => {
    const exam = await visibleExam(c, c.req.param("id"));
    if (exam instanceof Response) return exam;
    const user = c.get("user");
    await settleAll(db, user.id, nowSeconds(), graceSeconds);
    const [{ totalScore, questionCount }, attempts, open] = await Promise.all([
      examQuestions(db, exam),
      finishedAttempts(db, exam.id, user.id),
      db.execute({
        sql: "SELECT 1 FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 2",
        args: [exam.id, user.id],
      }),
    ]);
    // As the list's: an open attempt resumes; else the start rules (the start dialog says a closed one is closed).
    const canStart = open.rows[0] || startRefusal(exam, attempts, nowSeconds()) === null ? 1 : 0;
    return ok(c, {
      id: exam.id,
      class_id: classIdOf(exam),
      name: exam.name,
      intro: exam.intro,
      time_limit: exam.timeLimit,
      question_count: questionCount,
      total_score: totalScore,
      limit_type: exam.limitType,
      attempts,
      can_start: canStart,
      start_time: unixText(exam.startTime),
      end_time: unixText(exam.endTime),
      show_result: exam.showResult,
      is_subjective: exam.isSubjective,
    });
  });

  // The learner's self-score (POST with _method=put, rewritten by methodOverride).
  app.put("/api/my/tk/exam/:id{[0-9]+}", requireUser, async (c) => {
    const fields = await readFields(c.req);
    const exam = await visibleExam(c, c.req.param("id"));
    if (exam instanceof Response) return exam;
    if (exam.isSubjective !== 1) return fail(c, "2004", "This assessment is scored by a teacher");
    const attempt = await ownAttempt(c, fields.record_id, String(exam.id));
    if (attempt instanceof Response) return attempt;
    if (attempt.record.status !== 3) return fail(c, "2004", "This assessment is still in progress");
    const { questions } = await examQuestions(db, exam);
    const question = questions.find((q) => q.id === positiveInt(fields.que_id));
    if (!question || question.isDel) return fail(c, "1404", "This question is not part of the assessment");
    if (question.type !== 4) return fail(c, "1422", "Only short answers are scored");
    const answer = (await recordAnswers(db, attempt.record.id)).get(question.id);
    if (!answer || (answer.is_score !== "0" && answer.is_score !== "1")) {
      return fail(c, "1422", "This question was not answered");
    }
    const error = scoreError(fields.score, question.score);
    if (error) return fail(c, "1422", error);
    await scoreAnswer(db, attempt.record.id, question, Number(fields.score));
    return ok(c, null);
  });

  return app;
}
