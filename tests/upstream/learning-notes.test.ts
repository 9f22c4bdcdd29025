import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteContentError } from "../../upstream/text-rules";
import { createTestUpstream, formPost, jsonPost, login, type TestUpstream } from "./helpers";
import { call, courseId, materialsOf } from "./learning-helpers";

type Note = {
  id: number;
  course_id: number;
  chapter_id: number;
  cm_id: number;
  content: string;
  created_at: string;
  type: number;
  position: number;
  course_name: string;
  chapter_name: string;
  course_status: number;
};
type Notes = { items: Note[]; total: number };

let up: TestUpstream;
let cookie: string;
let other: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
  other = await login(up.app, "learner2");
});
afterAll(() => up.close());

const list = (query = "?page=1&size=6", who = cookie) =>
  call<Notes>(up.app, `/api/my/course/note${query}`, who);
const post = (fields: Record<string, string>, who = cookie) =>
  call<{ id: number } | null>(up.app, "/api/my/course/note", who, formPost(fields));
// As the portal sends them: a POST with _method.
const edit = (id: number, content: string, who = cookie) =>
  call<null>(up.app, `/api/my/course/note/${id}`, who, formPost({ _method: "put", content }));
const remove = (id: number, who = cookie) =>
  call<null>(up.app, `/api/my/course/note/${id}`, who, formPost({ _method: "delete" }));

async function newNoteFields(content = "A fresh note on the first lecture.") {
  const course = await courseId(up.db, "Python Programming Fundamentals");
  const [video] = await materialsOf(up.db, course);
  return {
    course_id: String(course),
    chapter_id: String(video?.chapter_id),
    cm_id: String(video?.id),
    content,
    position: "125",
    type: "1",
  };
}

describe("GET /api/my/course/note", () => {
  it("answers pages of 6 with the total, newest first", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?page=${p}&size=6`)));
    expect(pages.map((p) => [p.data.items.length, p.data.total])).toEqual([
      [6, 24],
      [6, 24],
      [6, 24],
    ]);
    const dates = pages.flatMap((p) => p.data.items.map((n) => n.created_at));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d))).toBe(true);
  });

  it("gives every documented field, with both types and long notes", async () => {
    const notes = (await list("?size=100")).data.items;
    expect(notes[0]).toEqual({
      id: expect.any(Number),
      course_id: expect.any(Number),
      chapter_id: expect.any(Number),
      cm_id: expect.any(Number),
      content: expect.any(String),
      created_at: expect.any(String),
      type: expect.any(Number),
      position: expect.any(Number),
      course_name: expect.any(String),
      chapter_name: expect.any(String),
      course_status: 1,
    });
    expect(new Set(notes.map((n) => n.type))).toEqual(new Set([1, 2]));
    expect(notes.filter((n) => n.content.length >= 300).length).toBeGreaterThanOrEqual(3);
    expect(notes.every((n) => n.content.length <= 1000)).toBe(true);
    const down = notes.filter((n) => n.course_name === "CNC Machining Basics");
    expect(down.length).toBeGreaterThan(0);
    expect(down.every((n) => n.course_status === 2)).toBe(true);
  });

  it("filters by course_id", async () => {
    const course = await courseId(up.db, "Web Development with HTML and CSS");
    const notes = await list(`?course_id=${course}`);
    expect(notes.data.total).toBe(2);
    expect(notes.data.items.every((n) => n.course_id === course && n.chapter_name !== "")).toBe(true);
  });

  it("is empty for another learner, and 2001 without a session", async () => {
    expect((await list("?page=1&size=6", other)).data).toEqual({ items: [], total: 0 });
    expect((await list("?page=1", "")).code).toBe(2001);
  });
});

describe("POST /api/my/course/note", () => {
  it("adds a note and answers its id; it comes first in the list", async () => {
    const fields = await newNoteFields("  Remember: indentation is part of the syntax.  ");
    const res = await post(fields);
    expect(res).toEqual({ code: "0000", message: "success", data: { id: expect.any(Number) } });
    const [first] = (await list()).data.items;
    expect(first).toMatchObject({
      id: res.data?.id,
      content: "Remember: indentation is part of the syntax.",
      type: 1,
      position: 125,
      course_name: "Python Programming Fundamentals",
      chapter_name: "Getting started with Python",
    });
  });

  it("accepts a JSON body too", async () => {
    const res = await call(up.app, "/api/my/course/note", cookie, jsonPost(await newNoteFields()));
    expect(res.code).toBe("0000");
  });

  it.each([
    ["1234", "Please enter at least 5 characters"],
    ["   abc    ", "Please enter at least 5 characters"],
    ["x".repeat(1001), "At most 1000 characters"],
  ])("refuses the content %#", async (content, message) => {
    expect(await post(await newNoteFields(content))).toEqual({ code: "1422", message, data: null });
  });

  it("accepts exactly 5 and 1000 characters", async () => {
    expect((await post(await newNoteFields("12345"))).code).toBe("0000");
    expect((await post(await newNoteFields("y".repeat(1000)))).code).toBe("0000");
  });

  it("refuses a material of another course, a course the user is not enrolled in, or a wrong chapter", async () => {
    const fields = await newNoteFields();
    expect((await post({ ...fields, cm_id: "999999" })).code).toBe("1404");
    const foreign = await courseId(up.db, "Reading the Screen: Film Appreciation");
    const [m] = await materialsOf(up.db, foreign);
    expect(
      await post({
        ...fields,
        course_id: String(foreign),
        cm_id: String(m?.id),
        chapter_id: String(m?.chapter_id),
      }),
    ).toEqual({ code: "1403", message: "no permission", data: null });
    expect((await post({ ...fields, chapter_id: "999999" })).code).toBe("1422");
    expect((await post({ ...fields, course_id: "" })).code).toBe("1422");
  });

  it("answers 2001 without a session", async () => {
    expect((await post(await newNoteFields(), "")).code).toBe(2001);
  });
});

describe("PUT and DELETE /api/my/course/note/{id}", () => {
  const firstId = async () => (await list()).data.items[0]?.id ?? 0;

  it("edits the owner's note", async () => {
    const id = await firstId();
    expect(await edit(id, "  Edited: a clearer sentence.  ")).toEqual({
      code: "0000",
      message: "success",
      data: null,
    });
    expect((await list()).data.items.find((n) => n.id === id)?.content).toBe("Edited: a clearer sentence.");
  });

  it("validates the edited content", async () => {
    expect(await edit(await firstId(), "abc")).toEqual({
      code: "1422",
      message: "Please enter at least 5 characters",
      data: null,
    });
    expect((await edit(await firstId(), "z".repeat(1001))).message).toBe("At most 1000 characters");
  });

  it("refuses another user's note with 1403 and leaves it unchanged", async () => {
    const id = await firstId();
    const before = (await list()).data.items[0]?.content;
    expect(await edit(id, "Written by somebody else", other)).toEqual({
      code: "1403",
      message: "no permission",
      data: null,
    });
    expect(await remove(id, other)).toEqual({ code: "1403", message: "no permission", data: null });
    expect((await list()).data.items[0]?.content).toBe(before);
  });

  it("answers 1404 for an unknown note and 2001 without a session", async () => {
    expect(await edit(999999, "Hello there")).toEqual({ code: "1404", message: "not found", data: null });
    expect((await remove(999999)).code).toBe("1404");
    expect((await edit(await firstId(), "Hello there", "")).code).toBe(2001);
    expect((await remove(await firstId(), "")).code).toBe(2001);
  });

  it("deletes the owner's note", async () => {
    const { total } = (await list()).data;
    const id = await firstId();
    expect(await remove(id)).toEqual({ code: "0000", message: "success", data: null });
    const after = (await list("?size=100")).data;
    expect(after.total).toBe(total - 1);
    expect(after.items.map((n) => n.id)).not.toContain(id);
    expect((await remove(id)).code).toBe("1404");
  });
});

describe("noteContentError", () => {
  it("counts characters, not bytes", () => {
    expect(noteContentError("学习笔记好")).toBeNull();
    expect(noteContentError("学习笔记")).toBe("Please enter at least 5 characters");
    expect(noteContentError("学".repeat(1000))).toBeNull();
  });
});
