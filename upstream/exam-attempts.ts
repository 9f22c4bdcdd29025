import type { Client, Row } from "@libsql/client";
import { num, str } from "./api";
import { cardQuestions, type QuestionRow } from "./questions";

// Assessment attempts: the server keeps the deadline. An attempt is open (status 2) until it is submitted or its
// deadline plus the grace has passed; then it is finished once, by a conditional UPDATE (open → finished), with
// the score summed from the answers graded when they were saved. Schema: migrations/004-practice-exams.sql.

export type Exam = {
  id: number;
  schoolCode: string;
  classId: number | null;
  name: string;
  photo: string;
  intro: string;
  chapterId: number;
  timeLimit: number;
  startTime: number;
  endTime: number;
  limitType: number;
  showResult: number;
  isSubjective: number;
};

export const toExam = (row: Row): Exam => ({
  id: num(row, "id"),
  schoolCode: str(row, "school_code"),
  classId: row.class_id === null ? null : num(row, "class_id"),
  name: str(row, "name"),
  photo: str(row, "photo"),
  intro: str(row, "intro"),
  chapterId: num(row, "chapter_id"),
  timeLimit: num(row, "time_limit"),
  startTime: num(row, "start_time"),
  endTime: num(row, "end_time"),
  limitType: num(row, "limit_type"),
  showResult: num(row, "show_result"),
  isSubjective: num(row, "is_subjective"),
});

export type AttemptRecord = {
  id: number;
  examId: number;
  userId: number;
  status: 2 | 3;
  startTime: number;
  expireTime: number | null;
  finishTime: number | null;
  duration: number;
  score: number;
  isAssess: number;
};

export const toRecord = (row: Row): AttemptRecord => ({
  id: num(row, "id"),
  examId: num(row, "exam_id"),
  userId: num(row, "user_id"),
  status: num(row, "status") === 3 ? 3 : 2,
  startTime: num(row, "start_time"),
  expireTime: row.expire_time === null ? null : num(row, "expire_time"),
  finishTime: row.finish_time === null ? null : num(row, "finish_time"),
  duration: num(row, "duration"),
  score: num(row, "score"),
  isAssess: num(row, "is_assess"),
});

export async function findExam(db: Client, id: number | null): Promise<Exam | null> {
  if (id === null) return null;
  const row = (await db.execute({ sql: "SELECT * FROM exams WHERE id = ?", args: [id] })).rows[0];
  return row ? toExam(row) : null;
}

export async function findRecord(db: Client, id: number | null): Promise<AttemptRecord | null> {
  if (id === null) return null;
  const row = (await db.execute({ sql: "SELECT * FROM exam_records WHERE id = ?", args: [id] })).rows[0];
  return row ? toRecord(row) : null;
}

/**
 * The moment after which the attempt takes no answers (before the grace): its expire_time, or for an attempt
 * without a time limit the assessment's end.
 */
export const deadlineOf = (record: AttemptRecord, exam: Exam) => record.expireTime ?? exam.endTime;

/** The answers of the record being updated whose question is not deleted: deleted questions neither score nor wait. */
const LIVE_ANSWERS = `FROM exam_answers a JOIN questions q ON q.id = a.que_id
  WHERE a.record_id = exam_records.id AND q.is_del = 0`;

/** The SET part for a record's score and is_assess from its live answers (finishAttempt and scoreAnswer). */
const RECORD_TOTALS = `score = (SELECT COALESCE(SUM(a.score), 0) ${LIVE_ANSWERS}),
  is_assess = NOT EXISTS (SELECT 1 ${LIVE_ANSWERS} AND a.is_score = '0')`;

/**
 * Finishes an open attempt at `finishTime` (Unix seconds): status 3, the time used and the score of the graded
 * answers, in one conditional statement, so of two finishes at once exactly one takes effect. True when this
 * call finished it.
 */
export async function finishAttempt(
  db: Pick<Client, "execute">,
  recordId: number,
  finishTime: number,
): Promise<boolean> {
  const rs = await db.execute({
    sql: `UPDATE exam_records SET status = 3, finish_time = ?, duration = MAX(0, ? - start_time),
            ${RECORD_TOTALS}
          WHERE id = ? AND status = 2`,
    args: [finishTime, finishTime, recordId],
  });
  return rs.rowsAffected === 1;
}

/**
 * Finishes the attempt by itself when its deadline plus the grace has passed (finish_time = the deadline, so the
 * time used is the time limit); the answers saved so far count. Gives the attempt as it is now.
 */
export async function settle(
  db: Client,
  record: AttemptRecord,
  exam: Exam,
  nowSeconds: number,
  graceSeconds: number,
): Promise<AttemptRecord> {
  if (record.status !== 2) return record;
  const deadline = deadlineOf(record, exam);
  if (nowSeconds <= deadline + graceSeconds) return record;
  await finishAttempt(db, record.id, deadline);
  return (await findRecord(db, record.id)) ?? record;
}

/** Settles every open attempt of the user (the list and the records call). */
export async function settleAll(db: Client, userId: number, nowSeconds: number, graceSeconds: number) {
  const rs = await db.execute({
    sql: `SELECT r.*, e.end_time AS exam_end FROM exam_records r JOIN exams e ON e.id = r.exam_id
          WHERE r.user_id = ? AND r.status = 2`,
    args: [userId],
  });
  for (const row of rs.rows) {
    const record = toRecord(row);
    const deadline = record.expireTime ?? num(row, "exam_end");
    if (nowSeconds > deadline + graceSeconds) await finishAttempt(db, record.id, deadline);
  }
}

/** The number of finished attempts of the user at the assessment. */
export async function finishedAttempts(db: Client, examId: number, userId: number): Promise<number> {
  const rs = await db.execute({
    sql: "SELECT COUNT(*) AS n FROM exam_records WHERE exam_id = ? AND user_id = ? AND status = 3",
    args: [examId, userId],
  });
  return num(rs.rows[0] ?? ({ n: 0 } as unknown as Row), "n");
}

/** Why the learner may not start a new attempt now, or null when they may. */
export function startRefusal(exam: Exam, finished: number, nowSeconds: number): string | null {
  if (nowSeconds > exam.endTime) return "This assessment has ended";
  if (nowSeconds < exam.startTime) return "This assessment has not started yet";
  if (exam.limitType === 1 && finished > 0) return "This assessment can be taken only once";
  return null;
}

export type ExamAnswer = {
  que_id: number;
  answer: string;
  attachment: string;
  is_sign: string;
  is_right: string;
  score: number;
  is_score: string;
};

export async function recordAnswers(db: Client, recordId: number): Promise<Map<number, ExamAnswer>> {
  const rs = await db.execute({ sql: "SELECT * FROM exam_answers WHERE record_id = ?", args: [recordId] });
  return new Map(
    rs.rows.map((row) => [
      num(row, "que_id"),
      {
        que_id: num(row, "que_id"),
        answer: str(row, "answer"),
        attachment: str(row, "attachment"),
        is_sign: str(row, "is_sign"),
        is_right: str(row, "is_right"),
        score: num(row, "score"),
        is_score: str(row, "is_score"),
      },
    ]),
  );
}

/**
 * The card items of an attempt. `graded`: right/wrong and pending as stored (a finished attempt whose results
 * are shown); otherwise only answered ('1') or not (0), so an open attempt never tells right from wrong.
 */
export function cardItems(questions: QuestionRow[], answers: Map<number, ExamAnswer>, graded: boolean) {
  return questions.map((q) => {
    const a = q.isDel ? undefined : answers.get(q.id);
    const answered = a !== undefined && (a.answer !== "" || a.is_score === "0");
    return {
      que_id: q.id,
      id: q.id,
      parent_id: q.parentId ?? "",
      num: q.num,
      type: q.type,
      is_right: !answered ? 0 : graded ? (a.is_right === "" ? 0 : a.is_right) : "1",
      is_score: graded && answered ? a.is_score : "",
      is_sign: a?.is_sign ?? "2",
      // The points, graded only: a self-score of 7 of 10 is partial credit, not simply wrong.
      ...(graded && answered ? { score: a.score } : {}),
    };
  });
}

/** The answerable questions of an assessment and their total score (deleted ones count for nothing). */
export async function examQuestions(db: Client, exam: Exam) {
  const questions = await cardQuestions(db, exam.chapterId);
  const live = questions.filter((q) => !q.isDel);
  return {
    questions,
    totalScore: live.reduce((sum, q) => sum + q.score, 0),
    questionCount: live.length,
    subjectiveCount: live.filter((q) => q.type === 4).length,
  };
}

/**
 * Scores a short answer of a finished attempt (the learner's self-score or a teacher's) and updates the record's
 * score and is_assess. The caller has checked who may score. True when the answer was scored.
 */
export async function scoreAnswer(
  db: Client,
  recordId: number,
  q: QuestionRow,
  score: number,
  { onlyPending = false }: { onlyPending?: boolean } = {},
): Promise<boolean> {
  // A teacher scores only an answer still waiting (is_score '0'), checked in the UPDATE itself so two teachers
  // at once cannot both score it; a learner may score their own self-scored answer again.
  const [answer] = await db.batch(
    [
      {
        sql: `UPDATE exam_answers SET score = ?, is_score = '1', is_right = ? WHERE record_id = ? AND que_id = ?
              ${onlyPending ? "AND is_score = '0'" : ""}`,
        args: [score, score >= q.score ? "1" : "2", recordId, q.id],
      },
      { sql: `UPDATE exam_records SET ${RECORD_TOTALS} WHERE id = ?`, args: [recordId] },
    ],
    "write",
  );
  return answer?.rowsAffected === 1;
}

/** Unix seconds as 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const unixText = (seconds: number) =>
  new Date(seconds * 1000).toISOString().replace("T", " ").slice(0, 19);

/** Checks a score: a number from 0 to the question's score; else the 1422 message. */
export function scoreError(value: string | undefined, max: number): string | null {
  const text = (value ?? "").trim();
  const n = Number(text);
  if (text === "" || !Number.isFinite(n) || n < 0 || n > max) return `The score must be between 0 and ${max}`;
  return null;
}
