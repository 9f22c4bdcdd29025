import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, login, type TestUpstream } from "./helpers";
import { call, idOf } from "./learning-helpers";

type SetItem = { id: number; name: string; photo: string; abstract: string; status: number };
type SetDetail = {
  id: number;
  name: string;
  status: number;
  chapter: { id: number; chapter_id: number; name: string }[];
};
type Card = {
  is_sub: string;
  items: {
    que_id: number;
    id: number;
    parent_id: number | "";
    num: number;
    type: number;
    is_right: number | string;
    is_score: string;
    is_sign: string;
  }[];
};

let up: TestUpstream;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner");
});
afterAll(() => up.close());

const setId = (name: string) => idOf(up.db, "SELECT id FROM exercises WHERE name = ?", name);
const detail = async (name: string, who = cookie) =>
  call<SetDetail>(up.app, `/api/my/tk/exercises/${await setId(name)}`, who);
const card = (exeId: number, chapterId: number, isAgain: 1 | 2, who = cookie) =>
  call<Card>(
    up.app,
    `/api/my/tk/exercises/card?exe_id=${exeId}&chapter_id=${chapterId}&is_again=${isAgain}`,
    who,
  );

describe("GET /api/my/tk/exercises", () => {
  it("answers the school's sets in pages of 3 with the total", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((p) =>
        call<{ items: SetItem[]; total: number }>(up.app, `/api/my/tk/exercises?page=${p}`, cookie),
      ),
    );
    expect(pages.map((p) => [p.data.items.length, p.data.total])).toEqual([
      [3, 7],
      [3, 7],
      [1, 7],
    ]);
    expect(pages[0]?.data.items[0]).toEqual({
      id: expect.any(Number),
      name: "Python Basics Practice",
      photo: "http://login.test/static/covers/code.svg",
      abstract: expect.any(String),
      status: 1,
    });
    const all = pages.flatMap((p) => p.data.items);
    expect(all.filter((s) => s.status === 2).map((s) => s.name)).toEqual(["Traffic Rules Review"]);
    expect(all.map((s) => s.name)).not.toContain("Tea Culture Quiz"); // another school's
  });

  it("answers 2001 without a session", async () => {
    expect((await call(up.app, "/api/my/tk/exercises")).code).toBe(2001);
  });
});

describe("GET /api/my/tk/exercises/{id}", () => {
  it("answers the set with its chapters", async () => {
    const set = await detail("Python Basics Practice");
    expect(set).toEqual({
      code: "0000",
      message: "success",
      data: {
        id: await setId("Python Basics Practice"),
        name: "Python Basics Practice",
        status: 1,
        chapter: [
          { id: expect.any(Number), chapter_id: expect.any(Number), name: "Variables and types" },
          { id: expect.any(Number), chapter_id: expect.any(Number), name: "Loops and conditions" },
          { id: expect.any(Number), chapter_id: expect.any(Number), name: "Writing functions" },
        ],
      },
    });
  });

  it("answers an expired set too, with status 2", async () => {
    expect((await detail("Traffic Rules Review")).data).toMatchObject({ status: 2, chapter: [{}, {}] });
  });

  it("refuses another school's set with 1403 and an unknown one with 1404", async () => {
    expect(await detail("Tea Culture Quiz")).toEqual({ code: "1403", message: "no permission", data: null });
    expect((await call(up.app, "/api/my/tk/exercises/99999", cookie)).code).toBe("1404");
  });
});

describe("GET /api/my/tk/exercises/card", () => {
  const chapterOf = async (set: string, chapter: string) => {
    const found = (await detail(set)).data.chapter.find((c) => c.name === chapter);
    if (!found) throw new Error(`no chapter ${chapter}`);
    return found.chapter_id;
  };

  it("answers a submitted chapter with is_sub '1' and the learner's results", async () => {
    const exe = await setId("Python Basics Practice");
    const res = await card(exe, await chapterOf("Python Basics Practice", "Variables and types"), 2);
    expect(res.code).toBe("0000");
    expect(res.data.is_sub).toBe("1");
    expect(res.data.items.map(({ num, type, is_right, is_sign }) => [num, type, is_right, is_sign])).toEqual([
      [1, 1, "1", "2"],
      [2, 1, "2", "2"],
      [3, 2, "1", "1"],
      [4, 3, "1", "2"],
      [5, 4, "1", "2"],
      [6, 6, "2", "2"],
    ]);
    expect(res.data.items.every((q) => typeof q.que_id === "number" && q.id === q.que_id)).toBe(true);
    expect(res.data.items.every((q) => q.parent_id === "" && q.is_score === "")).toBe(true);
  });

  it("answers a chapter in progress with is_sub '0' and 0 for the unanswered questions", async () => {
    const exe = await setId("Python Basics Practice");
    const res = await card(exe, await chapterOf("Python Basics Practice", "Loops and conditions"), 2);
    expect(res.data.is_sub).toBe("0");
    expect(res.data.items.map((q) => q.is_right)).toEqual(["1", "2", 0, 0, 0, 0, 0, 0]);
    // The combination is listed as its three sub-questions, which name it as their parent.
    expect(res.data.items.map((q) => q.type)).toEqual([1, 2, 3, 3, 4, 1, 6, 3]);
    const subs = res.data.items.slice(5);
    expect(new Set(subs.map((q) => q.parent_id)).size).toBe(1);
    expect(subs[0]?.parent_id).toEqual(expect.any(Number));
  });

  it("starts again with is_again=1: the submission and answers are reset", async () => {
    const exe = await setId("Python Basics Practice");
    const chapter = await chapterOf("Python Basics Practice", "Variables and types");
    const again = await card(exe, chapter, 1);
    expect(again.data.is_sub).toBe("0");
    expect(again.data.items.map((q) => [q.is_right, q.is_sign])).toEqual(Array(6).fill([0, "2"]));
    expect((await card(exe, chapter, 2)).data.is_sub).toBe("0");
  });

  it("refuses an expired set with 1410", async () => {
    const exe = await setId("Traffic Rules Review");
    expect(await card(exe, await chapterOf("Traffic Rules Review", "Road signs"), 2)).toEqual({
      code: "1410",
      message: "This exercise set has expired",
      data: null,
    });
  });

  it("refuses a chapter of another set, another school's set and no session", async () => {
    const exe = await setId("Python Basics Practice");
    expect((await card(exe, await chapterOf("Fire Safety Quiz Bank", "Evacuation"), 2)).code).toBe("1404");
    const tea = await setId("Tea Culture Quiz");
    expect((await card(tea, 1, 2)).code).toBe("1403");
    expect((await card(exe, 1, 2, "")).code).toBe(2001);
  });
});
