import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../upstream/seed";
import { createTestUpstream, formPost, login, type TestUpstream } from "./helpers";
import { call, idOf, type Envelope } from "./learning-helpers";

// Assessments on the reference upstream: the list and records per learner, the start rule, the server's
// deadline with its grace (a movable clock), finishing once, the result card, self-scoring and the owner checks.

type Item = {
  que_id: number;
  parent_id: number | "";
  num: number;
  type: number;
  is_right: number | string;
  is_score: string;
  is_sign: string;
};
type ListItem = {
  id: number;
  name: string;
  status: number;
  can_start: number;
  limit_type: number;
  class_id: number;
  start_time: string;
  end_time: string;
  expire_date: string;
};
type Card = {
  items: Item[];
  record_id: number;
  expire_time?: number;
  start_time: number;
  status: number;
  show_result?: number;
  use_duration?: number;
  finish_time?: number;
  server_time?: number;
};
type AttemptRow = {
  id: number;
  exam_id: number;
  exam_name: string;
  finish_time: string;
  score: number;
  is_assess: number;
  duration: number;
  show_result: number;
};
type ResultCard = {
  items: Item[];
  record_id: number;
  total_score: number;
  total_user_score: number;
  can_answer: number;
  is_subjective: number;
  is_assess: number;
  duration: number;
  subjective_count: number;
};

const GRACE = 5;
let clock = Date.parse("2030-01-01T00:00:00Z");
let up: TestUpstream;
const cookies = new Map<string, string>();
beforeAll(async () => {
  clock = Date.now();
  up = await createTestUpstream({ now: () => clock, config: { examGraceSeconds: GRACE } });
});
afterAll(() => up.close());

const as = async (user: string) => {
  if (!cookies.has(user)) cookies.set(user, await login(up.app, user));
  return cookies.get(user)!;
};
const examId = (name: string) => idOf(up.db, "SELECT id FROM exams WHERE name = ?", name);
const nowSeconds = () => Math.floor(clock / 1000);

const get = async <T>(user: string, path: string) => call<T>(up.app, path, await as(user));
const list = async (user: string, page = 1) =>
  get<{ items: ListItem[]; total: number }>(user, `/api/my/tk/exam?page=${page}&size=5`);
const allExams = async (user: string) => [
  ...(await list(user, 1)).data.items,
  ...(await list(user, 2)).data.items,
];
const start = async (user: string, exam: string) =>
  get<Card>(user, `/api/my/tk/exam/card?exam_id=${await examId(exam)}&class_id=0`);
const card = async (user: string, exam: string, recordId: number) =>
  get<Card>(user, `/api/my/tk/exam/card?exam_id=${await examId(exam)}&class_id=0&record_id=${recordId}`);
const save = async (
  user: string,
  exam: string,
  recordId: number,
  queId: number,
  answer: string,
  subtype: 1 | 2 = 1,
  extra: Record<string, string> = {},
) =>
  call<{ show_result?: number; use_duration?: number }>(
    up.app,
    "/api/my/tk/exam",
    await as(user),
    formPost({
      exam_id: String(await examId(exam)),
      record_id: String(recordId),
      que_id: String(queId),
      subtype: String(subtype),
      is_sign: "2",
      answer,
      attachment: "[]",
      ...extra,
    }),
  );
const question = async (user: string, exam: string, recordId: number, queId: number, again: 1 | 2 = 2) =>
  get<{
    id: number;
    items: { id: number; is_right?: string }[];
    correct_content: string;
    user_log: { answer: string; is_right: number | string; is_score: string; score: number } | null;
    record_id: number;
  }>(
    user,
    `/api/my/tk/exam/question?exam_id=${await examId(exam)}&class_id=0&record_id=${recordId}&que_id=${queId}&is_again=${again}`,
  );
const markCard = (user: string, recordId: number) =>
  get<ResultCard>(user, `/api/my/tk/exam/mark_card?record_id=${recordId}`);
const rightOption = async (queId: number, right = true) =>
  Number(
    (
      await up.db.execute({
        sql: "SELECT id FROM question_items WHERE que_id = ? AND is_right = ? ORDER BY sort LIMIT 1",
        args: [queId, right ? 1 : 0],
      })
    ).rows[0]?.id,
  );
const rightOptions = async (queId: number) =>
  (
    await up.db.execute({
      sql: "SELECT id FROM question_items WHERE que_id = ? AND is_right = 1 ORDER BY sort",
      args: [queId],
    })
  ).rows
    .map((r) => Number(r.id))
    .join(",");

describe("the list and records of `learner`", () => {
  it("lists the school's nine assessments, five a page, with every status and the start rule", async () => {
    expect((await list("learner")).data.total).toBe(9);
    const byName = Object.fromEntries((await allExams("learner")).map((e) => [e.name, e]));
    expect(byName["Two-minute quiz"]).toMatchObject({ status: 1, can_start: 1, limit_type: 2, class_id: 0 });
    expect(byName["Party history study"]).toMatchObject({ status: 2, can_start: 1 });
    expect(byName["Python self-check"]).toMatchObject({ status: 3, can_start: 1 });
    expect(byName["Spring traffic safety test"]).toMatchObject({ status: 4, can_start: 0 });
    expect(byName["Project management mock exam"]).toMatchObject({ status: 1, can_start: 0 });
    expect(byName["Safety induction final"]).toMatchObject({ status: 1, can_start: 1, limit_type: 1 });
    expect(byName["Two-minute quiz"]?.end_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(byName["Tea picking test"]).toBeUndefined();
  });

  it("lists finished attempts newest first, with one pending a teacher's score and one without results", async () => {
    const records = (
      await get<{ items: AttemptRow[]; total: number }>("learner", "/api/my/tk/exam/record?page=1&size=10")
    ).data;
    expect(records.items.map((r) => r.exam_name)).toEqual([
      "Fire safety certification",
      "Workplace English placement",
      "Python self-check",
      "Spring traffic safety test",
    ]);
    expect(records.items[0]).toMatchObject({ is_assess: 0, show_result: 1, score: 15, duration: 720 });
    expect(records.items[1]).toMatchObject({ show_result: 0, is_assess: 1 });
    expect(records.items[2]).toMatchObject({ is_assess: 1, score: 23 });
  });

  it("answers the detail for the start dialog", async () => {
    const detail = await get<Record<string, unknown>>(
      "learner",
      `/api/my/tk/exam/${await examId("Timer drill")}?class_id=0`,
    );
    expect(detail.data).toMatchObject({
      name: "Timer drill",
      time_limit: 30,
      question_count: 4,
      total_score: 20,
      limit_type: 2,
      attempts: 0,
      can_start: 1,
      show_result: 1,
      is_subjective: 0,
    });
    expect(detail.data.intro).toContain("Thirty seconds");
  });
});

describe("an attempt of the Timer drill (learner3)", () => {
  let recordId = 0;
  let items: Item[] = [];

  it("starts with a deadline of start + 30 s and resumes the same attempt", async () => {
    const first = await start("learner3", "Timer drill");
    expect(first.code).toBe("0000");
    expect(first.data).toMatchObject({ status: 2, start_time: nowSeconds(), expire_time: nowSeconds() + 30 });
    recordId = first.data.record_id;
    items = first.data.items;
    expect(items.map((i) => [i.num, i.type, i.is_right])).toEqual([
      [1, 1, 0],
      [2, 3, 0],
      [3, 2, 0],
      [4, 4, 0],
    ]);
    clock += 3000;
    expect((await start("learner3", "Timer drill")).data.record_id).toBe(recordId);
    expect((await list("learner3")).data.items.find((e) => e.name === "Timer drill")?.status).toBe(2);
  });

  it("saves answers without telling right from wrong while the attempt is open", async () => {
    expect(
      (
        await save(
          "learner3",
          "Timer drill",
          recordId,
          items[0]!.que_id,
          String(await rightOption(items[0]!.que_id, false)),
          1,
          { is_sign: "1" },
        )
      ).code,
    ).toBe("0000");
    expect((await save("learner3", "Timer drill", recordId, items[1]!.que_id, "1")).code).toBe("0000");
    const open = await card("learner3", "Timer drill", recordId);
    expect(open.data.status).toBe(2);
    expect(open.data.items.map((i) => [i.is_right, i.is_score, i.is_sign])).toEqual([
      ["1", "", "1"],
      ["1", "", "2"],
      [0, "", "2"],
      [0, "", "2"],
    ]);
    const q = (await question("learner3", "Timer drill", recordId, items[0]!.que_id)).data;
    expect(q.user_log).toMatchObject({ is_right: 0, is_score: "" });
    expect(q.correct_content).toBe("");
    expect(q.items.every((i) => i.is_right === undefined)).toBe(true);
    expect(q.record_id).toBe(recordId);
    expect((await question("learner3", "Timer drill", recordId, items[0]!.que_id, 1)).code).toBe("2004");
    expect((await markCard("learner3", recordId)).code).toBe("2004");
  });

  it("accepts an answer in the grace after the deadline, refuses it after: 1409, finished at the deadline", async () => {
    const { expire_time: expire } = (await card("learner3", "Timer drill", recordId)).data;
    clock = (expire! + GRACE) * 1000; // the last accepted second
    expect(
      (
        await save(
          "learner3",
          "Timer drill",
          recordId,
          items[2]!.que_id,
          await rightOptions(items[2]!.que_id),
        )
      ).code,
    ).toBe("0000");
    clock += 1000;
    expect(await save("learner3", "Timer drill", recordId, items[3]!.que_id, "Too late")).toEqual({
      code: "1409",
      message: "The time for this assessment is over; the answers saved before it count",
      data: null,
    });
    const done = (await card("learner3", "Timer drill", recordId)).data;
    // The hand-in time, for the end page's receipt (decision 043): finished at the deadline.
    expect(done).toMatchObject({ status: 3, show_result: 1, use_duration: 30, finish_time: expire });
    const result = (await markCard("learner3", recordId)).data;
    // Wrong single choice, right true/false, right multiple choice; the late short answer was not kept.
    expect(result.items.map((i) => [i.is_right, i.is_score])).toEqual([
      ["2", "1"],
      ["1", "1"],
      ["1", "1"],
      [0, ""],
    ]);
    expect(result).toMatchObject({
      total_score: 20,
      total_user_score: 10,
      is_assess: 1,
      duration: 30,
      can_answer: 1,
      subjective_count: 1,
      is_subjective: 0,
    });
    const record = (await get<{ items: AttemptRow[] }>("learner3", "/api/my/tk/exam/record")).data.items[0];
    expect(record).toMatchObject({ id: recordId, score: 10, duration: 30 });
    expect(record?.finish_time).toBe(new Date(expire! * 1000).toISOString().replace("T", " ").slice(0, 19));
    expect((await save("learner3", "Timer drill", recordId, items[0]!.que_id, "")).data).toBeNull();
    expect((await save("learner3", "Timer drill", recordId, items[0]!.que_id, "", 2)).message).toBe(
      "This assessment has already been submitted",
    );
  });

  it("shows the review with is_again 1 once finished: right options, explanation, the learner's answer", async () => {
    const review = (await question("learner3", "Timer drill", recordId, items[0]!.que_id, 1)).data;
    expect(review.correct_content).toBe("60.");
    expect(review.items.map((i) => i.is_right)).toEqual(["2", "1", "2", "2"]);
    expect(review.user_log).toMatchObject({ is_right: "2", is_score: "1", score: 0 });
  });

  it("starts a fresh attempt afterwards", async () => {
    const again = await start("learner3", "Timer drill");
    expect(again.data.record_id).not.toBe(recordId);
    expect(again.data.items.every((i) => i.is_right === 0)).toBe(true);
  });
});

describe("finishing", () => {
  it("an expired attempt is finished by the list call itself, with the answers saved before", async () => {
    clock = Date.now();
    const attempt = (await start("learner4", "Two-minute quiz")).data;
    const [first] = attempt.items;
    await save(
      "learner4",
      "Two-minute quiz",
      attempt.record_id,
      first!.que_id,
      String(await rightOption(first!.que_id)),
    );
    clock += (120 + GRACE + 1) * 1000;
    expect((await list("learner4")).data.items.find((e) => e.name === "Two-minute quiz")?.status).toBe(3);
    const record = (await get<{ items: AttemptRow[] }>("learner4", "/api/my/tk/exam/record")).data.items[0];
    expect(record).toMatchObject({ id: attempt.record_id, score: 5, duration: 120 });
  });

  it("two submits at once finish the attempt once; the other gets 1409", async () => {
    clock = Date.now();
    const attempt = (await start("learner5", "Two-minute quiz")).data;
    const [a, b] = attempt.items;
    const replies = await Promise.all([
      save(
        "learner5",
        "Two-minute quiz",
        attempt.record_id,
        a!.que_id,
        String(await rightOption(a!.que_id)),
        2,
      ),
      save("learner5", "Two-minute quiz", attempt.record_id, b!.que_id, "1", 2),
    ]);
    expect(replies.map((r) => r.code).sort()).toEqual(["0000", "1409"]);
    const refused = replies.find((r) => r.code === "1409");
    expect(refused?.message).toBe("This assessment has already been submitted");
    expect(replies.find((r) => r.code === "0000")?.data).toEqual({ show_result: 1, use_duration: 0 });
    const rows = await up.db.execute({
      sql: "SELECT status FROM exam_records WHERE id = ?",
      args: [attempt.record_id],
    });
    expect(rows.rows[0]?.status).toBe(3);
  });

  it("two starts at once make one attempt", async () => {
    const [x, y] = await Promise.all([
      start("learner6", "Two-minute quiz"),
      start("learner6", "Two-minute quiz"),
    ]);
    expect(x.data.record_id).toBe(y.data.record_id);
  });

  it("a submit in the grace counts the time used up to the deadline only", async () => {
    clock = Date.now();
    const attempt = (await start("learner7", "Timer drill")).data;
    clock += (30 + 2) * 1000;
    const reply = await save("learner7", "Timer drill", attempt.record_id, attempt.items[0]!.que_id, "", 2);
    expect(reply.data).toEqual({ show_result: 1, use_duration: 30 });
  });
});

describe("a device's queued sends (decision 042)", () => {
  const stored = async (recordId: number, queId: number) =>
    (
      await up.db.execute({
        sql: "SELECT answer FROM exam_answers WHERE record_id = ? AND que_id = ?",
        args: [recordId, queId],
      })
    ).rows.map((r) => r.answer);

  it("a send repeated is one answer, an older send arriving late changes nothing, another sender's always counts", async () => {
    clock = Date.now();
    const attempt = (await start("learner8", "Two-minute quiz")).data;
    const queId = attempt.items.find((item) => item.type === 1)!.que_id;
    const [right, wrong] = [await rightOption(queId), await rightOption(queId, false)];
    const send = (answer: number, client: string, seq: number) =>
      save("learner8", "Two-minute quiz", attempt.record_id, queId, String(answer), 1, {
        save_client: client,
        save_seq: String(seq),
      });
    expect((await send(wrong, "device-a", 1)).code).toBe("0000");
    expect((await send(right, "device-a", 2)).code).toBe("0000");
    // The first send again (its reply was lost, the queue retried it late): the newer answer stays.
    const late = await send(wrong, "device-a", 1);
    expect(late.code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(right)]);
    // The same send twice: one answer, still success.
    expect((await send(right, "device-a", 2)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(right)]);
    // Another device (or a form without JavaScript, no order at all) is applied as it comes.
    expect((await send(wrong, "device-b", 1)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
    expect((await save("learner8", "Two-minute quiz", attempt.record_id, queId, String(right))).code).toBe(
      "0000",
    );
    expect(await stored(attempt.record_id, queId)).toEqual([String(right)]);
    // A malformed order is no order.
    expect((await send(wrong, "bad client!", 9)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
  });

  it("each save applied is counted once, in order; a save ignored as not newer leaves no count", async () => {
    clock = Date.now();
    const attempt = (await start("learner11", "Two-minute quiz")).data;
    const queId = attempt.items.find((item) => item.type === 1)!.que_id;
    const [right, wrong] = [await rightOption(queId), await rightOption(queId, false)];
    const send = (answer: number, client: string, seq: number, isSign?: 1) =>
      save("learner11", "Two-minute quiz", attempt.record_id, queId, String(answer), 1, {
        save_client: client,
        save_seq: String(seq),
        ...(isSign ? { is_sign: "1" } : {}),
      });
    const applied = async () =>
      (
        await up.db.execute({
          sql: `SELECT answer, is_sign, save_client, save_seq FROM exam_answer_saves
                WHERE record_id = ? AND que_id = ? ORDER BY id`,
          args: [attempt.record_id, queId],
        })
      ).rows.map((r) => `${r.answer}/${r.is_sign}/${r.save_client}#${r.save_seq}`);
    await send(wrong, "device-a", 1);
    await send(right, "device-a", 2);
    await send(wrong, "device-a", 1); // late: ignored
    await send(right, "device-a", 2); // retried: ignored
    await send(right, "device-a", 3, 1); // the same answer, flagged, with the next place: a save
    await save("learner11", "Two-minute quiz", attempt.record_id, queId, String(wrong)); // no order: a save
    expect(await applied()).toEqual([
      `${wrong}/2/device-a#1`,
      `${right}/2/device-a#2`,
      `${right}/1/device-a#3`,
      `${wrong}/2/#0`,
    ]);
    // A save refused (the attempt handed in) is no save either.
    await save("learner11", "Two-minute quiz", attempt.record_id, queId, String(wrong), 2);
    await send(right, "device-a", 4);
    expect(await applied()).toHaveLength(5);
  });

  it("a sender's save is applied once even when another sender's answer was stored in between", async () => {
    clock = Date.now();
    const attempt = (await start("learner11", "Two-minute quiz")).data;
    const queId = attempt.items.find((item) => item.type === 1)!.que_id;
    const [right, wrong] = [await rightOption(queId), await rightOption(queId, false)];
    const send = (answer: number, client: string, seq: number) =>
      save("learner11", "Two-minute quiz", attempt.record_id, queId, String(answer), 1, {
        save_client: client,
        save_seq: String(seq),
      });
    const applied = async () =>
      (
        await up.db.execute({
          sql: `SELECT answer, save_client, save_seq FROM exam_answer_saves
                WHERE record_id = ? AND que_id = ? ORDER BY id`,
          args: [attempt.record_id, queId],
        })
      ).rows.map((r) => `${r.answer}/${r.save_client}#${r.save_seq}`);
    // Device 1's save is applied, its reply lost; device 2 answers; device 1 retries the same save.
    expect((await send(right, "device-1", 5)).code).toBe("0000");
    expect((await send(wrong, "device-2", 1)).code).toBe("0000");
    const retried = await send(right, "device-1", 5);
    expect(retried.code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
    // An older save of device 1 arriving late changes nothing either.
    expect((await send(right, "device-1", 4)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
    // A form without JavaScript (no sender) in between, then device 1's retry again: still once.
    expect((await save("learner11", "Two-minute quiz", attempt.record_id, queId, String(wrong))).code).toBe(
      "0000",
    );
    expect((await send(right, "device-1", 5)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
    // Device 1's next save is applied, as is device 2's next one after it (arrival order between senders).
    expect((await send(right, "device-1", 6)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(right)]);
    expect((await send(wrong, "device-2", 2)).code).toBe("0000");
    expect(await stored(attempt.record_id, queId)).toEqual([String(wrong)]);
    expect(await applied()).toEqual([
      `${right}/device-1#5`,
      `${wrong}/device-2#1`,
      `${wrong}/#0`,
      `${right}/device-1#6`,
      `${wrong}/device-2#2`,
    ]);
    await save("learner11", "Two-minute quiz", attempt.record_id, queId, String(wrong), 2);
  });

  it("two saves of one sender and place sent at once: one is applied", async () => {
    clock = Date.now();
    const attempt = (await start("learner11", "Two-minute quiz")).data;
    const queId = attempt.items.find((item) => item.type === 1)!.que_id;
    const [right, wrong] = [await rightOption(queId), await rightOption(queId, false)];
    const send = (answer: number, client: string, seq: number) =>
      save("learner11", "Two-minute quiz", attempt.record_id, queId, String(answer), 1, {
        save_client: client,
        save_seq: String(seq),
      });
    await send(right, "device-1", 1);
    await send(wrong, "device-2", 1);
    const replies = await Promise.all([send(right, "device-1", 7), send(right, "device-1", 7)]);
    expect(replies.map((r) => r.code)).toEqual(["0000", "0000"]);
    const count = await up.db.execute({
      sql: `SELECT COUNT(*) AS n FROM exam_answer_saves
            WHERE record_id = ? AND que_id = ? AND save_client = 'device-1' AND save_seq = 7`,
      args: [attempt.record_id, queId],
    });
    expect(count.rows[0]?.n).toBe(1);
    await save("learner11", "Two-minute quiz", attempt.record_id, queId, String(wrong), 2);
  });

  it("a save answers the deadline and the upstream's own clock; the card does too", async () => {
    clock = Date.now();
    const attempt = (await start("learner8", "Two-minute quiz")).data;
    expect(attempt.server_time).toBe(nowSeconds());
    clock += 7000;
    const reply = await save("learner8", "Two-minute quiz", attempt.record_id, attempt.items[0]!.que_id, "");
    expect(reply.data).toEqual({ expire_time: attempt.expire_time, server_time: nowSeconds() });
    expect((await card("learner8", "Two-minute quiz", attempt.record_id)).data.server_time).toBe(
      nowSeconds(),
    );
    // Done with it: finished, so the next tests find learner8 as they expect.
    await save("learner8", "Two-minute quiz", attempt.record_id, attempt.items[0]!.que_id, "", 2);
  });
});

describe("the start rule", () => {
  it("a single-attempt assessment refuses a second attempt (2004) and lists can_start 0", async () => {
    clock = Date.now();
    const attempt = (await start("learner8", "Safety induction final")).data;
    expect(
      (await save("learner8", "Safety induction final", attempt.record_id, attempt.items[0]!.que_id, "", 2))
        .code,
    ).toBe("0000");
    expect(await start("learner8", "Safety induction final")).toEqual({
      code: "2004",
      message: "This assessment can be taken only once",
      data: null,
    });
    expect((await allExams("learner8")).find((e) => e.name === "Safety induction final")).toMatchObject({
      status: 3,
      can_start: 0,
    });
    const result = (await markCard("learner8", attempt.record_id)).data;
    expect(result.can_answer).toBe(0);
    // The start dialog's detail says it before the learner presses anything (decision 043).
    const detail = await get<Record<string, unknown>>(
      "learner8",
      `/api/my/tk/exam/${await examId("Safety induction final")}?class_id=0`,
    );
    expect(detail.data).toMatchObject({ limit_type: 1, attempts: 1, can_start: 0 });
  });

  it("the detail says can_start 0 for an assessment not yet open or ended", async () => {
    for (const name of ["Project management mock exam", "Spring traffic safety test"]) {
      const detail = await get<Record<string, unknown>>("learner", `/api/my/tk/exam/${await examId(name)}`);
      expect(detail.data, name).toMatchObject({ can_start: 0 });
    }
  });

  it("refuses an assessment not yet open, an ended one, another school's and an unknown one", async () => {
    expect((await start("learner", "Project management mock exam")).message).toBe(
      "This assessment has not started yet",
    );
    expect((await start("learner", "Spring traffic safety test")).message).toBe("This assessment has ended");
    expect((await start("learner", "Tea picking test")).code).toBe("2004");
    expect((await start("learner100044", "Two-minute quiz")).code).toBe("2004");
    expect((await get("learner", "/api/my/tk/exam/card?exam_id=99999")).code).toBe("1404");
    expect((await get("learner100044", `/api/my/tk/exam/${await examId("Timer drill")}`)).code).toBe("2004");
    expect((await call(up.app, "/api/my/tk/exam")).code).toBe(2001);
  });
});

describe("owner checks", () => {
  it("refuses another learner's record everywhere with 2004", async () => {
    const theirs = Number(
      (
        await up.db.execute(
          "SELECT r.id FROM exam_records r JOIN users u ON u.id = r.user_id WHERE u.username = 'learner10' LIMIT 1",
        )
      ).rows[0]?.id,
    );
    const exam = Number(
      (await up.db.execute({ sql: "SELECT exam_id FROM exam_records WHERE id = ?", args: [theirs] })).rows[0]
        ?.exam_id,
    );
    const name = String(
      (await up.db.execute({ sql: "SELECT name FROM exams WHERE id = ?", args: [exam] })).rows[0]?.name,
    );
    const queId = Number(
      (
        await up.db.execute({
          sql: "SELECT que_id FROM exam_answers WHERE record_id = ? LIMIT 1",
          args: [theirs],
        })
      ).rows[0]?.que_id,
    );
    expect((await card("learner9", name, theirs)).code).toBe("2004");
    expect((await question("learner9", name, theirs, queId)).code).toBe("2004");
    expect((await markCard("learner9", theirs)).code).toBe("2004");
    expect((await save("learner9", name, theirs, queId, "x")).code).toBe("2004");
    const put = await call(
      up.app,
      `/api/my/tk/exam/${exam}`,
      await as("learner9"),
      formPost({
        _method: "put",
        id: String(exam),
        record_id: String(theirs),
        que_id: String(queId),
        score: "1",
        login_sign: "",
      }),
    );
    expect(put.code).toBe("2004");
  });

  it("a show_result 0 assessment has no result card nor review", async () => {
    const record = (await get<{ items: AttemptRow[] }>("learner", "/api/my/tk/exam/record")).data.items.find(
      (r) => r.show_result === 0,
    )!;
    expect(await markCard("learner", record.id)).toEqual({
      code: "2004",
      message: "The results of this assessment are not shown",
      data: null,
    });
    const finished = await card("learner", "Workplace English placement", record.id);
    expect(finished.data).toMatchObject({ status: 3, show_result: 0 });
    expect(finished.data.items.every((i) => i.is_right === 0 || i.is_right === "1")).toBe(true);
  });
});

describe("self-scoring (learner9's Python self-check)", () => {
  const recordOf = async (user: string, exam: string) =>
    Number(
      (
        await up.db.execute({
          sql: "SELECT r.id FROM exam_records r JOIN users u ON u.id = r.user_id JOIN exams e ON e.id = r.exam_id WHERE u.username = ? AND e.name = ?",
          args: [user, exam],
        })
      ).rows[0]?.id,
    );
  const score = async (
    user: string,
    exam: string,
    recordId: number,
    queId: number,
    value: string,
  ): Promise<Envelope<unknown>> =>
    call(
      up.app,
      `/api/my/tk/exam/${await examId(exam)}`,
      await as(user),
      formPost({
        _method: "put",
        id: String(await examId(exam)),
        record_id: String(recordId),
        que_id: String(queId),
        score: value,
        login_sign: "",
      }),
    );

  it("has a pending short answer; a score out of range is 1422 with the range; a good one updates the record", async () => {
    const recordId = await recordOf("learner9", "Python self-check");
    const before = (await markCard("learner9", recordId)).data;
    expect(before).toMatchObject({
      is_subjective: 1,
      is_assess: 0,
      total_user_score: 10,
      total_score: 30,
      subjective_count: 2,
    });
    const pending = before.items.find((i) => i.is_score === "0")!;
    expect(pending.type).toBe(4);
    for (const bad of ["11", "-1", "abc", ""]) {
      expect(await score("learner9", "Python self-check", recordId, pending.que_id, bad)).toEqual({
        code: "1422",
        message: "The score must be between 0 and 10",
        data: null,
      });
    }
    expect((await score("learner9", "Python self-check", recordId, before.items[0]!.que_id, "5")).code).toBe(
      "1422",
    );
    const unanswered = before.items.find((i) => i.type === 4 && i.is_right === 0 && i.is_score === "")!;
    expect((await score("learner9", "Python self-check", recordId, unanswered.que_id, "5")).message).toBe(
      "This question was not answered",
    );
    expect((await score("learner9", "Python self-check", recordId, pending.que_id, "7.5")).code).toBe("0000");
    const after = (await markCard("learner9", recordId)).data;
    expect(after).toMatchObject({ is_assess: 1, total_user_score: 17.5 });
    expect(after.items.find((i) => i.que_id === pending.que_id)).toMatchObject({
      is_score: "1",
      is_right: "2",
    });
    expect((await score("learner9", "Python self-check", recordId, pending.que_id, "10")).code).toBe("0000");
    expect(
      (await markCard("learner9", recordId)).data.items.find((i) => i.que_id === pending.que_id)?.is_right,
    ).toBe("1");
  });

  it("the record's score and is_assess leave out the answers of deleted questions", async () => {
    const recordId = await recordOf("learner9", "Python self-check");
    const items = (await markCard("learner9", recordId)).data.items;
    const scored = items.find((i) => i.type !== 4 && String(i.is_right) === "1")!;
    const short = items.find((i) => i.type === 4 && i.is_score === "1")!;
    const recordScore = async () =>
      Number(
        (await up.db.execute({ sql: "SELECT score FROM exam_records WHERE id = ?", args: [recordId] }))
          .rows[0]?.score,
      );
    const before = await recordScore();
    await up.db.execute({ sql: "UPDATE questions SET is_del = 1 WHERE id = ?", args: [scored.que_id] });
    try {
      expect((await score("learner9", "Python self-check", recordId, short.que_id, "10")).code).toBe("0000");
      const answer = await up.db.execute({
        sql: "SELECT score FROM exam_answers WHERE record_id = ? AND que_id = ?",
        args: [recordId, scored.que_id],
      });
      expect(await recordScore()).toBe(before - Number(answer.rows[0]?.score));
    } finally {
      await up.db.execute({ sql: "UPDATE questions SET is_del = 0 WHERE id = ?", args: [scored.que_id] });
      await score("learner9", "Python self-check", recordId, short.que_id, "10");
    }
    expect(await recordScore()).toBe(before);
  });

  it("refuses a self-score on a teacher-scored assessment", async () => {
    const recordId = await recordOf("learner9", "Fire safety certification");
    const result = (await markCard("learner9", recordId)).data;
    expect(result).toMatchObject({ is_subjective: 0, is_assess: 0 });
    const pending = result.items.find((i) => i.is_score === "0")!;
    expect(
      (await score("learner9", "Fire safety certification", recordId, pending.que_id, "5")).message,
    ).toBe("This assessment is scored by a teacher");
  });
});

describe("the demo data", () => {
  it("seeding again changes nothing: questions, assessments, attempts and answers stay as they are", async () => {
    const tables = [
      "questions",
      "question_items",
      "question_files",
      "exams",
      "exam_records",
      "exam_answers",
      "practice_answers",
    ];
    const counts = async () =>
      Promise.all(
        tables.map(async (t) => Number((await up.db.execute(`SELECT COUNT(*) AS n FROM ${t}`)).rows[0]?.n)),
      );
    const before = await counts();
    await seed(up.db);
    expect(await counts()).toEqual(before);
  });

  it("leaves learner3 … learner12 clean except the finished attempts of learner9 and learner10", async () => {
    const rs = await up.db
      .execute(`SELECT u.username, e.name, r.status FROM exam_records r JOIN users u ON u.id = r.user_id
      JOIN exams e ON e.id = r.exam_id WHERE u.username IN ('learner9', 'learner10') ORDER BY u.username, e.name`);
    expect(rs.rows.map((r) => [r.username, r.name, r.status])).toEqual([
      ["learner10", "Fire safety certification", 3],
      ["learner10", "Python self-check", 3],
      ["learner9", "Fire safety certification", 3],
      ["learner9", "Python self-check", 3],
    ]);
  });
});
