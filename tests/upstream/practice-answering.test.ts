import { readFileSync, readdirSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDb } from "../../upstream/db";
import { takesNewer } from "../../upstream/save-order";
import { createTestUpstream, formPost, login, type TestUpstream } from "./helpers";
import { call, idOf, userId } from "./learning-helpers";

// Practice answering on the reference upstream: the question call, grading of every type, submission, the
// review fields, and the checks (school, expired set, chapter, attachments).

type Item = { que_id: number; parent_id: number | ""; num: number; type: number; is_right: number | string };
type Question = {
  id: number;
  type: number;
  content: string;
  num: number;
  items: { id: number; content: string; is_right?: string }[];
  correct_content: string;
  attachment: { id: number; name: string }[];
  user_log: { answer: string; is_right: number | string; is_sign: string } | null;
  is_sign: string;
  user_attachment: { id: number; file_id: string; file_name: string }[];
  big_content: string;
  big_correct_content: string;
  parent_id: number | "";
  is_del?: number;
};

let up: TestUpstream;
let cookie: string;
let other: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner3");
  other = await login(up.app, "learner100044");
});
afterAll(() => up.close());

const setId = (name: string) => idOf(up.db, "SELECT id FROM exercises WHERE name = ?", name);
const chapterId = (name: string) => idOf(up.db, "SELECT id FROM question_chapters WHERE name = ?", name);

async function chapter(set: string, name: string, who = cookie) {
  const exe = await setId(set);
  const ch = await chapterId(name);
  const card = await call<{ is_sub: string; items: Item[] }>(
    up.app,
    `/api/my/tk/exercises/card?exe_id=${exe}&chapter_id=${ch}&is_again=2`,
    who,
  );
  const question = (queId: number, who2 = who) =>
    call<Question>(
      up.app,
      `/api/my/tk/exercises/question?exe_id=${exe}&chapter_id=${ch}&que_id=${queId}&is_again=2`,
      who2,
    );
  const answer = (queId: number, fields: Record<string, string>, who2 = who) =>
    call<{ is_right: number | string }>(
      up.app,
      "/api/my/tk/exercises",
      who2,
      formPost({
        exe_id: String(exe),
        chapter_id: String(ch),
        que_id: String(queId),
        subtype: "1",
        is_sign: "2",
        attachment: "",
        answer: "",
        ...fields,
      }),
    );
  return { exe, ch, card, items: card.data.items, question, answer };
}

/** The ids of a choice question's options, and which are right (read from the database, not the call). */
async function options(queId: number) {
  const rs = await up.db.execute({
    sql: "SELECT id, is_right FROM question_items WHERE que_id = ? ORDER BY sort",
    args: [queId],
  });
  return rs.rows.map((r) => ({ id: Number(r.id), right: r.is_right === 1 }));
}

describe("practice answering, Python Basics / Variables and types (learner3, clean)", () => {
  it("answers a question without the right answers before the chapter is submitted", async () => {
    const { items, question, card } = await chapter("Python Basics Practice", "Variables and types");
    expect(card.data.is_sub).toBe("0");
    expect(items.map((i) => i.type)).toEqual([1, 1, 2, 3, 4, 6]);
    const q = (await question(items[0]!.que_id)).data;
    expect(q).toMatchObject({
      id: items[0]!.que_id,
      type: 1,
      num: 1,
      correct_content: "",
      user_log: null,
      is_sign: "2",
    });
    expect(q.content).toContain("valid variable name");
    expect(q.items).toHaveLength(4);
    expect(q.items.every((i) => i.is_right === undefined)).toBe(true);
  });

  it("grades every type: single, multiple (option order), true/false, short (non-empty right), fill-in-blank", async () => {
    const { items, answer, question } = await chapter("Python Basics Practice", "Variables and types");
    const [single, , multiple, trueFalse, shortAnswer, blank] = items.map((i) => i.que_id) as number[];
    const singleOptions = await options(single!);
    const right = singleOptions.find((o) => o.right)!.id;
    const wrong = singleOptions.find((o) => !o.right)!.id;
    expect((await answer(single!, { answer: String(wrong) })).data.is_right).toBe("2");
    expect((await answer(single!, { answer: String(right), is_sign: "1" })).data.is_right).toBe("1");
    expect((await question(single!)).data.user_log).toMatchObject({
      answer: String(right),
      is_right: "1",
      is_sign: "1",
    });

    const multi = await options(multiple!);
    const rightIds = multi.filter((o) => o.right).map((o) => o.id);
    expect((await answer(multiple!, { answer: [...rightIds].reverse().join(",") })).data.is_right).toBe("1");
    expect((await question(multiple!)).data.user_log?.answer).toBe(rightIds.join(","));
    expect((await answer(multiple!, { answer: String(rightIds[0]) })).data.is_right).toBe("2");
    expect((await answer(multiple!, { answer: multi.map((o) => o.id).join(",") })).data.is_right).toBe("2");

    expect((await answer(trueFalse!, { answer: "1" })).data.is_right).toBe("2");
    expect((await answer(trueFalse!, { answer: "2" })).data.is_right).toBe("1");

    expect((await answer(shortAnswer!, { answer: "   \n " })).data.is_right).toBe(0);
    expect(
      (await answer(shortAnswer!, { answer: "== compares values, is compares identity" })).data.is_right,
    ).toBe("1");

    expect((await answer(blank!, { answer: JSON.stringify([" INT ", "len()"]) })).data.is_right).toBe("1");
    expect((await answer(blank!, { answer: JSON.stringify(["int", "size"]) })).data.is_right).toBe("2");
    expect((await answer(blank!, { answer: JSON.stringify(["", " "]) })).data.is_right).toBe(0);
  });

  it("refuses answers that do not fit the question's encoding with 1422", async () => {
    const { items, answer } = await chapter("Python Basics Practice", "Variables and types");
    const [single, , , trueFalse, shortAnswer, blank] = items.map((i) => i.que_id) as number[];
    const foreign = (await options(items[2]!.que_id))[0]!.id;
    expect((await answer(single!, { answer: String(foreign) })).code).toBe("1422");
    expect((await answer(trueFalse!, { answer: "yes" })).code).toBe("1422");
    expect((await answer(blank!, { answer: "int, len" })).code).toBe("1422");
    expect((await answer(shortAnswer!, { answer: "x".repeat(4001) })).code).toBe("1422");
    expect((await answer(single!, { answer: "", subtype: "3" })).code).toBe("1422");
  });

  it("submits with subtype 2; the card says is_sub '1' and the question call then carries the review", async () => {
    const { items, answer, question } = await chapter("Python Basics Practice", "Variables and types");
    const last = items.at(-1)!.que_id;
    expect((await answer(last, { answer: JSON.stringify(["int", "len"]), subtype: "2" })).data.is_right).toBe(
      "1",
    );
    const after = await chapter("Python Basics Practice", "Variables and types");
    expect(after.card.data.is_sub).toBe("1");
    expect(after.items.map((i) => i.is_right)).toEqual(["1", 0, "2", "1", "1", "1"]);
    const review = (await question(items[0]!.que_id)).data;
    expect(review.correct_content).toContain("letter or an underscore");
    expect(review.items.map((i) => i.is_right)).toEqual(["2", "2", "1", "2"]);
    // A save after the submission is refused; a second submit changes nothing.
    expect((await answer(items[1]!.que_id, { answer: "" })).code).toBe("1409");
    expect((await answer(last, { answer: "[]", subtype: "2" })).data.is_right).toBe("1");
  });

  it("answers again with is_again 1: answers and submission are cleared", async () => {
    const { exe, ch } = await chapter("Python Basics Practice", "Variables and types");
    const again = await call<{ is_sub: string; items: Item[] }>(
      up.app,
      `/api/my/tk/exercises/card?exe_id=${exe}&chapter_id=${ch}&is_again=1`,
      cookie,
    );
    expect(again.data.is_sub).toBe("0");
    expect(again.data.items.every((i) => i.is_right === 0)).toBe(true);
  });
});

describe("check one answer before the chapter is submitted (decision 051)", () => {
  it("answers the question as a review with the saved answer's is_right, and changes nothing", async () => {
    const who = await login(up.app, "learner4");
    const { exe, ch, items, answer, question } = await chapter(
      "Python Basics Practice",
      "Variables and types",
      who,
    );
    const single = items[0]!.que_id;
    const check = (queId: number, whom = who) =>
      call<Question>(
        up.app,
        `/api/my/tk/exercises/check?exe_id=${exe}&chapter_id=${ch}&que_id=${queId}`,
        whom,
      );
    const wrong = (await options(single)).find((o) => !o.right)!.id;
    await answer(single, { answer: String(wrong) });
    const checked = (await check(single)).data;
    expect(checked.user_log).toMatchObject({ answer: String(wrong), is_right: "2" });
    expect(checked.items.map((i) => i.is_right)).toEqual(["2", "2", "1", "2"]);
    expect(checked.correct_content).toContain("letter or an underscore");
    // Nothing submitted: the card stays open and the question call still hides the review.
    const after = await chapter("Python Basics Practice", "Variables and types", who);
    expect(after.card.data.is_sub).toBe("0");
    expect((await question(single)).data.correct_content).toBe("");
    // Unanswered: is_right 0; not the learner's school or chapter: refused like the question call.
    expect((await check(items[1]!.que_id)).data.user_log).toBeNull();
    expect((await check(single, other)).code).toBe("1403");
    expect((await check(999999)).code).toBe("1404");
  });
});

describe("a device's queued sends (decision 042)", () => {
  it("a sender's save is applied once, whatever sender stored the answer in between; a new round starts afresh", async () => {
    const who = await login(up.app, "learner5");
    const { exe, ch, items, answer } = await chapter("Python Basics Practice", "Variables and types", who);
    const single = items[0]!.que_id;
    const singleOptions = await options(single);
    const right = String(singleOptions.find((o) => o.right)!.id);
    const wrong = String(singleOptions.find((o) => !o.right)!.id);
    const send = (value: string, client: string, seq: number) =>
      answer(single, { answer: value, save_client: client, save_seq: String(seq) });
    const stored = async () =>
      (
        await up.db.execute({
          sql: `SELECT answer FROM practice_answers
                WHERE user_id = (SELECT id FROM users WHERE username = 'learner5') AND que_id = ?`,
          args: [single],
        })
      ).rows.map((r) => r.answer);
    const applied = async () =>
      (
        await up.db.execute({
          sql: `SELECT answer, save_client, save_seq FROM practice_answer_saves
                WHERE user_id = (SELECT id FROM users WHERE username = 'learner5') AND que_id = ? ORDER BY id`,
          args: [single],
        })
      ).rows.map((r) => `${r.answer}/${r.save_client}#${r.save_seq}`);

    expect((await send(right, "device-1", 5)).code).toBe("0000");
    expect((await send(wrong, "device-2", 1)).code).toBe("0000");
    // Device 1 retries its save (the reply was lost): success, and the answer stays device 2's.
    expect((await send(right, "device-1", 5)).code).toBe("0000");
    expect(await stored()).toEqual([wrong]);
    // A form without JavaScript in between; the retry once more: still nothing.
    expect((await answer(single, { answer: wrong })).code).toBe("0000");
    expect((await send(right, "device-1", 5)).code).toBe("0000");
    expect(await stored()).toEqual([wrong]);
    // Device 1's next save is applied.
    expect((await send(right, "device-1", 6)).code).toBe("0000");
    expect(await stored()).toEqual([right]);
    expect(await applied()).toEqual([
      `${right}/device-1#5`,
      `${wrong}/device-2#1`,
      `${wrong}/#0`,
      `${right}/device-1#6`,
    ]);

    // Answer again: the new round takes its answers, even from the same sender at a place not after the last
    // round's (a device whose clock was set back).
    const again = await call<{ is_sub: string; items: Item[] }>(
      up.app,
      `/api/my/tk/exercises/card?exe_id=${exe}&chapter_id=${ch}&is_again=1`,
      who,
    );
    expect(again.data.items[0]!.is_right).toBe(0);
    expect((await send(wrong, "device-1", 3)).code).toBe("0000");
    expect(await stored()).toEqual([wrong]);
    expect((await send(right, "device-1", 3)).code).toBe("0000");
    expect(await stored()).toEqual([wrong]);
    expect((await send(right, "device-2", 1)).code).toBe("0000");
    expect(await stored()).toEqual([right]);
  });
});

describe("combination, deleted question and question files", () => {
  it("sends the combination's material as big_content on each sub-question, and its explanation in a review", async () => {
    const { items, question, answer } = await chapter(
      "Python Basics Practice",
      "Loops and conditions",
      await login(up.app, "learner4"),
    );
    const subs = items.filter((i) => i.parent_id !== "");
    expect(subs.map((i) => i.type)).toEqual([1, 6, 3]);
    const q = (await question(subs[0]!.que_id)).data;
    expect(q.big_content).toContain("total = 0");
    expect(q.big_correct_content).toBe("");
    expect(q.parent_id).toBe(subs[0]!.parent_id);
    // The combination's own file comes with each sub-question.
    expect(q.attachment.map((a) => a.name)).toEqual(["loop-walkthrough.mp4"]);
    // The combination itself is not on the card and cannot be answered.
    expect((await answer(Number(subs[0]!.parent_id), { answer: "1" })).code).toBe("1404");
    expect((await answer(subs[1]!.que_id, { answer: '["four"]', subtype: "2" })).data.is_right).toBe("1");
    expect((await question(subs[0]!.que_id)).data.big_correct_content).toContain("skips the even numbers");
  });

  it("answers a deleted question as {id, is_del: 1}; a post for it stores nothing", async () => {
    const { items, question, answer } = await chapter("Python Basics Practice", "Writing functions");
    const deleted = items[2]!.que_id;
    expect((await question(deleted)).data).toEqual({ id: deleted, is_del: 1 });
    expect((await answer(deleted, { answer: "1" })).data.is_right).toBe(0);
    const rs = await up.db.execute({
      sql: "SELECT COUNT(*) AS n FROM practice_answers WHERE que_id = ?",
      args: [deleted],
    });
    expect(rs.rows[0]?.n).toBe(0);
    const withFile = (await question(items[3]!.que_id)).data;
    expect(withFile.attachment).toEqual([
      expect.objectContaining({ name: "Docstring style guide.pdf", id: expect.any(Number) }),
    ]);
  });
});

describe("answer files", () => {
  it("keeps only the user's own uploads, at most 3, rebuilt from the upload rows", async () => {
    const me = await userId(up.db, "learner3");
    const them = await userId(up.db, "learner");
    const add = async (user: number, fileId: string) =>
      Number(
        (
          await up.db.execute({
            sql: `INSERT INTO uploads (user_id, file_id, file_name, path, size, resource_type, created_at)
                  VALUES (?, ?, 'notes.pdf', ?, 10, 'tk_user', '2026-01-01T00:00:00Z') RETURNING id`,
            args: [user, fileId, `uploads/${user}/${fileId}.pdf`],
          })
        ).rows[0]?.id,
      );
    const mine = await Promise.all(["a1", "a2", "a3", "a4"].map((f) => add(me, f)));
    const theirs = await add(them, "b1");
    const { items, answer, question } = await chapter("Fire Safety Quiz Bank", "Evacuation");
    const shortQ = items[2]!.que_id;
    const files = (ids: number[]) =>
      JSON.stringify(ids.map((id) => ({ id, file_name: "evil.html", file_path: "/etc/passwd" })));
    expect((await answer(shortQ, { answer: "x", attachment: files([theirs]) })).code).toBe("1422");
    expect((await answer(shortQ, { answer: "x", attachment: files(mine) })).code).toBe("1422");
    expect((await answer(shortQ, { answer: "x", attachment: "{" })).code).toBe("1422");
    expect((await answer(shortQ, { answer: "x", attachment: files(mine.slice(0, 2)) })).code).toBe("0000");
    const q = (await question(shortQ)).data;
    expect(q.user_attachment.map((a) => [a.file_id, a.file_name])).toEqual([
      ["a1", "notes.pdf"],
      ["a2", "notes.pdf"],
    ]);
  });
});

describe("practice checks", () => {
  it("refuses an expired set (1410), another school's set (1403), a chapter of another set and no session", async () => {
    const traffic = await setId("Traffic Rules Review");
    const road = await chapterId("Road signs");
    const q = Number(
      (await up.db.execute({ sql: "SELECT id FROM questions WHERE chapter_id = ? LIMIT 1", args: [road] }))
        .rows[0]?.id,
    );
    const post = (exe: number, ch: number, who: string) =>
      call(
        up.app,
        "/api/my/tk/exercises",
        who,
        formPost({
          exe_id: String(exe),
          chapter_id: String(ch),
          que_id: String(q),
          subtype: "1",
          answer: "1",
        }),
      );
    expect(await post(traffic, road, cookie)).toMatchObject({
      code: "1410",
      message: "This exercise set has expired",
    });
    expect(
      (
        await call(
          up.app,
          `/api/my/tk/exercises/question?exe_id=${traffic}&chapter_id=${road}&que_id=${q}`,
          cookie,
        )
      ).code,
    ).toBe("1410");
    const python = await setId("Python Basics Practice");
    expect((await post(python, road, cookie)).code).toBe("1404");
    expect((await post(python, road, other)).code).toBe("1403");
    expect((await post(python, road, "")).code).toBe(2001);
    const tea = await chapter("Tea Culture Quiz", "Kinds of tea", other);
    expect((await tea.question(tea.items[0]!.que_id, cookie)).code).toBe("1403");
  });
});

describe("migration 004", () => {
  it("rebuilds questions for type 6 and keeps the practice answers that point at them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-migration-"));
    const db = await openDb(pathToFileURL(join(dir, "m.db")).href);
    try {
      const folder = fileURLToPath(new URL("../../upstream/migrations/", import.meta.url));
      for (const file of readdirSync(folder)
        .sort()
        .filter((f) => f < "004")) {
        await db.executeMultiple(readFileSync(folder + file, "utf8"));
      }
      await db.executeMultiple(`
        CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
        INSERT INTO schema_migrations VALUES ('001-accounts.sql', 'x'), ('002-learning.sql', 'x'), ('003-course-player.sql', 'x');
        INSERT INTO schools (code, name, logo_path) VALUES ('1', 'S', '/l.svg');
        INSERT INTO users (id, username, name, password_hash, user_type, school_code) VALUES (7, 'u', 'U', 'h', 1, '1');
        INSERT INTO question_chapters (id, school_code, name) VALUES (3, '1', 'C');
        INSERT INTO questions (id, chapter_id, num, type, content) VALUES (11, 3, 1, 1, 'Q');
        INSERT INTO exercises (id, school_code, name, photo, abstract) VALUES (5, '1', 'E', '/p.svg', 'a');
        INSERT INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, is_sign) VALUES (7, 5, 11, '42', '1', '1');
      `);
      await migrate(db);
      expect(
        (
          await db.execute(
            "SELECT user_id, que_id, answer, is_right, is_sign, attachment FROM practice_answers",
          )
        ).rows.map((r) => ({ ...r })),
      ).toEqual([{ user_id: 7, que_id: 11, answer: "42", is_right: "1", is_sign: "1", attachment: "[]" }]);
      await db.execute("INSERT INTO questions (chapter_id, num, type, content) VALUES (3, 2, 6, 'Blank')");
      await expect(
        db.execute("INSERT INTO questions (chapter_id, num, type, content) VALUES (3, 3, 7, 'x')"),
      ).rejects.toThrow(/CHECK/);
      await expect(
        db.execute(
          "INSERT INTO practice_answers (user_id, exercise_id, que_id, is_right) VALUES (7, 5, 999, '1')",
        ),
      ).rejects.toThrow(/FOREIGN KEY/);
      expect((await db.execute("PRAGMA foreign_key_check")).rows).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("migration 012", () => {
  it("takes the place of each answer stored before it as its sender's last, so a retry of that save stays one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "upstream-migration-"));
    const db = await openDb(pathToFileURL(join(dir, "m.db")).href);
    try {
      const folder = fileURLToPath(new URL("../../upstream/migrations/", import.meta.url));
      const before = readdirSync(folder)
        .sort()
        .filter((f) => /^\d{3}-/.test(f) && f < "012");
      for (const file of before) await db.executeMultiple(readFileSync(folder + file, "utf8"));
      await db.executeMultiple(`
        CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
        ${before.map((f) => `INSERT INTO schema_migrations VALUES ('${f}', 'x');`).join("\n")}
        INSERT INTO schools (code, name, logo_path) VALUES ('1', 'S', '/l.svg');
        INSERT INTO users (id, username, name, password_hash, user_type, school_code) VALUES (7, 'u', 'U', 'h', 1, '1');
        INSERT INTO question_chapters (id, school_code, name) VALUES (3, '1', 'C');
        INSERT INTO questions (id, chapter_id, num, type, content) VALUES (11, 3, 1, 1, 'Q'), (12, 3, 2, 1, 'Q2');
        INSERT INTO exercises (id, school_code, name, photo, abstract) VALUES (5, '1', 'E', '/p.svg', 'a');
        INSERT INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, is_sign, save_client, save_seq)
        VALUES (7, 5, 11, '42', '1', '1', 'device-1', 5), (7, 5, 12, '43', '1', '2', '', 0);
      `);
      await migrate(db);
      const places = async () =>
        (
          await db.execute(
            "SELECT que_id, save_client, save_seq FROM practice_answer_places ORDER BY que_id, save_client",
          )
        ).rows.map((r) => ({
          ...r,
        }));
      expect(await places()).toEqual([{ que_id: 11, save_client: "device-1", save_seq: 5 }]);
      const save = (answer: string, client: string, seq: number) =>
        db.execute({
          sql: `INSERT INTO practice_answers (user_id, exercise_id, que_id, answer, is_right, save_client, save_seq)
                VALUES (7, 5, 11, ?, '2', ?, ?)
                ON CONFLICT DO UPDATE SET answer = excluded.answer, save_client = excluded.save_client,
                  save_seq = excluded.save_seq
                WHERE ${takesNewer("practice_answers")}`,
          args: [answer, client, seq],
        });
      expect((await save("1", "device-2", 1)).rowsAffected).toBe(1);
      expect((await save("2", "device-1", 5)).rowsAffected).toBe(0);
      expect((await save("3", "device-1", 6)).rowsAffected).toBe(1);
      expect(await places()).toEqual([
        { que_id: 11, save_client: "device-1", save_seq: 6 },
        { que_id: 11, save_client: "device-2", save_seq: 1 },
      ]);
      // The places go with their answer.
      await db.execute("DELETE FROM practice_answers WHERE que_id = 11");
      expect(await places()).toEqual([]);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
