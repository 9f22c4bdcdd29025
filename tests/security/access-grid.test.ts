import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestUpstream, formPost, login, uploadForm, type TestUpstream } from "../upstream/helpers";
import { call } from "../upstream/learning-helpers";

// The access-control grid (the security suite) against the reference upstream: each resource the demo
// learner `learner` (school 100001) owns, asked for, changed and deleted by another learner of the same school
// and by a learner of another school. Every attempt is refused, and the owner's resource is unchanged after.
let up: TestUpstream;
const cookies = new Map<string, string>();
const as = async (user: string) => {
  if (!cookies.has(user)) cookies.set(user, await login(up.app, user));
  return cookies.get(user)!;
};
const one = async (sql: string, ...args: (string | number)[]) =>
  (await up.db.execute({ sql, args })).rows[0] ?? null;

const OWNER = "learner";
const OTHERS = [
  ["another learner of the school", "learner3"],
  ["a learner of another school", "learner100004"],
] as const;

type Owned = {
  note: number;
  certificate: number;
  record: { id: number; exam: number; que: number };
  review: number;
  upload: number;
};
let owned: Owned;

beforeAll(async () => {
  up = await createTestUpstream();
  const owner = Number((await one("SELECT id FROM users WHERE username = ?", OWNER))?.id);
  const record = await one(
    `SELECT r.id, r.exam_id, a.que_id FROM exam_records r JOIN exam_answers a ON a.record_id = r.id
     WHERE r.user_id = ? LIMIT 1`,
    owner,
  );
  const pdf = new TextEncoder().encode("%PDF-1.4\n% a tiny test file\n");
  const form = uploadForm({ name: "answer.pdf" }, { bytes: pdf, name: "answer.pdf" });
  const stored = await call<{ id: number }>(up.app, "/api/upload/file", await as(OWNER), {
    method: "POST",
    body: form,
  });
  owned = {
    note: Number((await one("SELECT id FROM notes WHERE user_id = ? LIMIT 1", owner))?.id),
    certificate: Number(
      (await one("SELECT id FROM certificates WHERE user_id = ? AND path != '' LIMIT 1", owner))?.id,
    ),
    record: { id: Number(record?.id), exam: Number(record?.exam_id), que: Number(record?.que_id) },
    review: Number((await one("SELECT id FROM course_comments WHERE user_id = ? LIMIT 1", owner))?.id),
    upload: Number(stored.data?.id),
  };
  expect(owned).toMatchObject({
    note: expect.any(Number),
    certificate: expect.any(Number),
    review: expect.any(Number),
    upload: expect.any(Number),
  });
}, 30_000);
afterAll(() => up.close());

/** The owner's resources as they stand, to compare after the attempts. */
const snapshot = async () => ({
  note: await one("SELECT content FROM notes WHERE id = ?", owned.note),
  review: await one("SELECT content FROM course_comments WHERE id = ?", owned.review),
  answers: (
    await up.db.execute({
      sql: "SELECT que_id, answer FROM exam_answers WHERE record_id = ? ORDER BY que_id",
      args: [owned.record.id],
    })
  ).rows.map((row) => `${String(row.que_id)}:${String(row.answer)}`),
  upload: await one("SELECT id FROM uploads WHERE id = ?", owned.upload),
});

/** An attempt refused: an error envelope (never code 0000), or no file for a download. */
async function refused(response: Response): Promise<boolean> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) return false;
  const body = (await response.json()) as { code: string | number };
  return String(body.code) !== "0000";
}

describe.each(OTHERS)("%s (%s) against the owner's resources", (_, other) => {
  const attempts: [string, () => { path: string; init?: RequestInit }][] = [
    ["reads a note's list as the owner's", () => ({ path: `/api/my/course/note?page=1&size=50` })],
    [
      "edits the note",
      () => ({
        path: `/api/my/course/note/${owned.note}`,
        init: formPost({ _method: "put", content: "taken" }),
      }),
    ],
    [
      "deletes the note",
      () => ({ path: `/api/my/course/note/${owned.note}`, init: formPost({ _method: "delete" }) }),
    ],
    ["downloads the certificate", () => ({ path: `/api/user/cert/down/${owned.certificate}` })],
    [
      "reads the assessment record's card",
      () => ({
        path: `/api/my/tk/exam/card?exam_id=${owned.record.exam}&class_id=0&record_id=${owned.record.id}`,
      }),
    ],
    [
      "reads a question of the record",
      () => ({
        path: `/api/my/tk/exam/question?exam_id=${owned.record.exam}&class_id=0&record_id=${owned.record.id}&que_id=${owned.record.que}`,
      }),
    ],
    [
      "saves an answer into the record",
      () => ({
        path: "/api/my/tk/exam",
        init: formPost({
          exam_id: String(owned.record.exam),
          record_id: String(owned.record.id),
          que_id: String(owned.record.que),
          subtype: "1",
          is_sign: "2",
          answer: "taken",
          attachment: "[]",
        }),
      }),
    ],
    [
      "deletes the owner's review",
      () => ({ path: `/api/course/comment/${owned.review}`, init: formPost({ _method: "delete" }) }),
    ],
    ["downloads the owner's answer file", () => ({ path: `/api/my/tk/exam/download?id=${owned.upload}` })],
  ];

  it.each(attempts)("%s: refused, and nothing of the owner's changes", async (name, attempt) => {
    const before = await snapshot();
    const { path, init } = attempt();
    const response = await up.app.request(path, {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), cookie: await as(other) },
    });
    if (name.startsWith("reads a note's list")) {
      // Their own list: none of the owner's notes in it.
      const body = (await response.json()) as { data: { items: { id: number }[] } };
      expect(body.data.items.map((item) => item.id)).not.toContain(owned.note);
    } else {
      expect(await refused(response)).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });
});

// Decision 028: reviews across schools. A learner reviews only a course of their own school, whichever path the
// post comes through (the portal's course page, player or public site all end in this call).
describe.each([
  ["learner", "100001"],
  ["learner100004", "100004"],
  ["learner100028", "100028"],
])("%s (school %s) reviewing courses across schools", (user, school) => {
  it("is refused every other school's course, and no review is stored", async () => {
    const courses = (
      await up.db.execute({
        sql: `SELECT c.id FROM courses c WHERE c.school_code <> ? AND c.id = (
                SELECT MIN(id) FROM courses WHERE school_code = c.school_code)`,
        args: [school],
      })
    ).rows.map((row) => Number(row.id));
    expect(courses.length).toBeGreaterThanOrEqual(3);
    for (const course of courses) {
      const before = await one("SELECT COUNT(*) AS n FROM course_comments WHERE course_id = ?", course);
      const response = await up.app.request(
        "/api/course/comment",
        formPost(
          { course_id: String(course), content: "A review from elsewhere", level: "5" },
          { cookie: await as(user) },
        ),
      );
      expect(await refused(response)).toBe(true);
      expect(await one("SELECT COUNT(*) AS n FROM course_comments WHERE course_id = ?", course)).toEqual(
        before,
      );
    }
  });

  it("may review a course of its own school", async () => {
    const own = Number((await one("SELECT MIN(id) AS id FROM courses WHERE school_code = ?", school))?.id);
    const response = await up.app.request(
      "/api/course/comment",
      formPost(
        { course_id: String(own), content: "A review from home", level: "4" },
        { cookie: await as(user) },
      ),
    );
    expect(await refused(response)).toBe(false);
  });
});
