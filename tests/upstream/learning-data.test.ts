import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../upstream/seed";
import { createTestUpstream, formPost, login, type TestUpstream } from "./helpers";
import { call, idOf, userId } from "./learning-helpers";

let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

const tables = [
  "seed_meta",
  "categories",
  "courses",
  "chapters",
  "materials",
  "enrolments",
  "learning_logs",
  "notes",
  "question_chapters",
  "questions",
  "exercises",
  "exercise_chapters",
  "practice_submissions",
  "practice_answers",
  "certificates",
  "classes",
  "class_members",
  "course_teachers",
  "course_comments",
  "school_course_settings",
];

const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      tables.map(async (t) => [t, (await up.db.execute(`SELECT * FROM ${t} ORDER BY rowid`)).rows]),
    ),
  );

const scalar = async (sql: string, ...args: (string | number)[]) =>
  Number((await up.db.execute({ sql, args })).rows[0]?.n);

describe("learning demo data", () => {
  it("seeds again without changing anything", async () => {
    const before = await snapshot();
    await seed(up.db);
    await seed(up.db);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a learner's fresh start of a practice chapter when seeding again", async () => {
    const cookie = await login(up.app, "learner");
    const exe = await idOf(up.db, "SELECT id FROM exercises WHERE name = ?", "Python Basics Practice");
    const chapter = await idOf(
      up.db,
      "SELECT id FROM question_chapters WHERE name = ?",
      "Variables and types",
    );
    const card = (isAgain: number) =>
      call<{ is_sub: string }>(
        up.app,
        `/api/my/tk/exercises/card?exe_id=${exe}&chapter_id=${chapter}&is_again=${isAgain}`,
        cookie,
      );
    expect((await card(2)).data.is_sub).toBe("1");
    expect((await card(1)).data.is_sub).toBe("0");
    await seed(up.db);
    expect((await card(2)).data.is_sub).toBe("0");
  });

  it("has the categories the portal relies on", async () => {
    const cat = async (id: number) =>
      (
        await up.db.execute({
          sql: "SELECT parent_id, level, school_code FROM categories WHERE id = ?",
          args: [id],
        })
      ).rows[0];
    expect(await cat(346)).toMatchObject({ parent_id: 0, level: 1, school_code: "100046" });
    expect(await cat(363)).toMatchObject({ parent_id: 0, level: 1, school_code: "100044" });
    const top = await scalar(
      "SELECT COUNT(*) AS n FROM categories WHERE parent_id = 0 AND (school_code IS NULL OR school_code = ?)",
      "100001",
    );
    expect(top).toBeGreaterThanOrEqual(8);
    expect(await scalar("SELECT MAX(level) AS n FROM categories")).toBe(3);
  });

  it("gives learner the variety of the screens and learner2 nothing", async () => {
    const me = await userId(up.db, "learner");
    expect(await scalar("SELECT COUNT(*) AS n FROM enrolments WHERE user_id = ?", me)).toBeGreaterThanOrEqual(
      23,
    );
    expect(
      await scalar(
        "SELECT COUNT(DISTINCT substr(created_at, 1, 10)) AS n FROM learning_logs WHERE user_id = ?",
        me,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await scalar(
        `SELECT COUNT(DISTINCT t.root_id) AS n FROM learning_logs l JOIN courses c ON c.id = l.course_id
         JOIN category_tree t ON t.id = c.category_id WHERE l.user_id = ?`,
        me,
      ),
    ).toBeGreaterThanOrEqual(7);
    expect(await scalar("SELECT COUNT(*) AS n FROM notes WHERE user_id = ?", me)).toBeGreaterThanOrEqual(14);
    expect(
      await scalar("SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?", me),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await scalar("SELECT COUNT(*) AS n FROM exercises WHERE school_code = '100001'"),
    ).toBeGreaterThanOrEqual(7);
    const other = await userId(up.db, "learner2");
    for (const table of ["enrolments", "learning_logs", "notes", "certificates"]) {
      expect(await scalar(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, other)).toBe(0);
    }
  });
});

describe("every learning call needs a session", () => {
  it.each([
    ["GET", "/api/my/course"],
    ["GET", "/api/my/course/category?root_id=0"],
    ["GET", "/api/my/learn/log?page=1&size=100"],
    ["GET", "/api/my/course/note"],
    ["POST", "/api/my/course/note"],
    ["PUT", "/api/my/course/note/1"],
    ["DELETE", "/api/my/course/note/1"],
    ["GET", "/api/my/tk/exercises"],
    ["GET", "/api/my/tk/exercises/1"],
    ["GET", "/api/my/tk/exercises/card?exe_id=1&chapter_id=1&is_again=2"],
    ["GET", "/api/user/cert"],
    ["GET", "/api/user/cert/down/1"],
    ["GET", "/api/my/stat/summary"],
    ["GET", "/api/my/stat/report1"],
    ["GET", "/api/my/stat/report2"],
  ])("%s %s answers 2001", async (method, path) => {
    const init =
      method === "GET"
        ? {}
        : formPost({
            content: "Some note text",
            ...(method === "POST" ? {} : { _method: method.toLowerCase() }),
          });
    expect(await call(up.app, path, undefined, init)).toEqual({
      code: 2001,
      message: "not logged in",
      data: null,
    });
  });
});
