import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, formPost, login, signedMedia, type TestUpstream } from "./helpers";
import { call, courseId, materialsOf, userId, type Material } from "./learning-helpers";

type Node = {
  name: string;
  chapter_type: number;
  chapter_id: number;
  cm_id: number;
  type: number;
  status: number;
  is_finish: number;
  duration: number;
  size: number;
  position: number;
  file_id: string;
};
type Chapter = { name: string; chapter_type: number; chapter_id: number; children: Node[] };
type Play = {
  cm_id: number;
  chapter_id: number;
  name: string;
  type: number;
  status: number;
  url: string;
  position: number;
  duration: number;
  pages: number | null;
  file_id: string;
  sign: number;
  download_url: string;
};

const mediaDir = fileURLToPath(new URL("../../upstream/static/media/", import.meta.url));
const sizeOf = (file: string) => statSync(mediaDir + file).size;
/** A media URL as the play answer gives it: absolute, signed with an expiry (media-signing.ts). */
const signedUrl = (file: string) =>
  new RegExp(
    `^http://login\\.test/static/media/${file.replace(".", "\\.")}\\?expires=\\d+&signature=[\\w-]{43}$`,
  );

let up: TestUpstream;
let learner: string;
let me: number;
let welding: number;
let materials: Material[];
const blocked: Record<string, number> = {};
beforeAll(async () => {
  up = await createTestUpstream();
  learner = await login(up.app, "learner");
  me = await userId(up.db, "learner");
  welding = await courseId(up.db, "Welding Safety and Technique");
  materials = await materialsOf(up.db, welding);
  blocked.expired = await courseId(up.db, "Laboratory Safety Rules");
  blocked.disabled = await courseId(up.db, "First Aid and CPR Basics");
  blocked.notEnrolled = await courseId(up.db, "Elder Care Basics");
  blocked.takenDown = await courseId(up.db, "CNC Machining Basics");
});
afterAll(() => up.close());

const material = (n: number) => {
  const m = materials[n];
  if (!m) throw new Error(`no material ${n}`);
  return m;
};
const tree = (course: number, query = "", cookie?: string) =>
  call<Chapter[]>(up.app, `/api/course/${course}/chapter${query}`, cookie);
const play = (course: number, query: string, cookie = learner) =>
  call<Play>(up.app, `/api/course/course/${course}/play${query}`, cookie);
const log = (query: Record<string, string | number>, cookie = learner) =>
  call(
    up.app,
    `/api/course/log/add?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    cookie,
  );
const noPermission = { code: "2004", message: "You have no permission to study this course", data: null };
const learnPercent = async (course: number) => {
  const items = (
    await call<{ items: { id: number; learn_percent: number }[] }>(up.app, "/api/my/course?size=100", learner)
  ).data.items;
  return items.find((c) => c.id === course)?.learn_percent;
};

describe("GET /api/course/{id}/chapter", () => {
  it("answers the public tree of chapters and materials", async () => {
    const res = await tree(welding);
    expect(res.code).toBe("0000");
    const [m1, m2, m3, m4] = [0, 1, 2, 3].map(material);
    const node = (m: Material, name: string, file: string) => ({
      name,
      chapter_type: 2,
      chapter_id: m.chapter_id,
      cm_id: m.id,
      type: m.type,
      status: 1,
      is_finish: 0,
      duration: m.duration,
      size: sizeOf(file),
      position: 0,
      file_id: `vod-${m.id}`,
    });
    expect(res.data).toEqual([
      {
        name: "Protective equipment",
        chapter_type: 1,
        chapter_id: m1?.chapter_id,
        children: [expect.objectContaining(node(m1!, "1.1 Protective equipment", "lecture.mp4"))],
      },
      {
        name: "Arc welding basics",
        chapter_type: 1,
        chapter_id: m2?.chapter_id,
        children: [
          expect.objectContaining(node(m2!, "2.1 Arc welding basics", "lecture.mp4")),
          expect.objectContaining(node(m3!, "2.2 Arc welding basics – slides", "slides.pdf")),
          expect.objectContaining(node(m4!, "2.3 Arc welding basics – reading", "reading.txt")),
        ],
      },
    ]);
    expect([m1, m2, m3, m4].map((m) => [m?.type, m?.duration, m?.pages])).toEqual([
      [1, 5, 0],
      [1, 5, 0],
      [2, 300, 5],
      [3, 90, 1],
    ]);
  });

  it("carries the session user's progress", async () => {
    const python = await courseId(up.db, "Python Programming Fundamentals");
    const nodes = (await tree(python, "", learner)).data.flatMap((c) => c.children);
    expect(nodes.length).toBeGreaterThan(3);
    expect(nodes.every((n) => n.is_finish === 1 && n.position > 0)).toBe(true);
    // Without a session: the same materials, none of them finished or started.
    const publicNodes = (await tree(python)).data.flatMap((c) => c.children);
    expect(publicNodes.map((n) => [n.cm_id, n.is_finish, n.position])).toEqual(
      nodes.map((n) => [n.cm_id, 0, 0]),
    );
  });

  it("shows a gone material with status 2", async () => {
    const id = await courseId(up.db, "Data Analysis with Spreadsheets");
    const nodes = (await tree(id, "?action=learn", learner)).data.flatMap((c) => c.children);
    expect(nodes.filter((n) => n.status === 2).map((n) => n.name)).toEqual([
      "2.2 Formulas and lookups – slides",
    ]);
  });

  it("with action=learn needs a session and the right to study the course", async () => {
    expect(await tree(welding, "?action=learn")).toMatchObject({ code: 2001 });
    expect((await tree(welding, "?action=learn", learner)).code).toBe("0000");
    for (const [why, id] of Object.entries(blocked)) {
      expect([why, await tree(id, "?action=learn", learner)]).toEqual([why, noPermission]);
      expect([why, (await tree(id)).code]).toEqual([why, "0000"]); // the public tree stays open
    }
    expect(await tree(999999, "?action=learn", learner)).toMatchObject({ code: "2004" });
    expect(await tree(999999)).toMatchObject({ code: "2004" });
  });
});

describe("GET /api/course/course/{id}/play", () => {
  it("answers a video's play info with an absolute media URL", async () => {
    const m = material(0);
    expect(await play(welding, `?id=${welding}&cm_id=${m.id}&chapter_id=${m.chapter_id}`)).toEqual({
      code: "0000",
      message: "success",
      data: expect.objectContaining({
        cm_id: m.id,
        chapter_id: m.chapter_id,
        name: "1.1 Protective equipment",
        type: 1,
        status: 1,
        url: expect.stringMatching(signedUrl("lecture.mp4")),
        position: 0,
        duration: 5,
        pages: null,
        file_id: `vod-${m.id}`,
        sign: 0,
        download_url: "",
      }),
    });
    expect((await play(welding, `?cm_id=${material(1).id}`)).data.sign).toBe(1);
  });

  it("answers slides with their pages and a document with its download URL", async () => {
    expect((await play(welding, `?cm_id=${material(2).id}`)).data).toMatchObject({
      type: 2,
      pages: 5,
      url: expect.stringMatching(signedUrl("slides.pdf")),
      download_url: "",
    });
    expect((await play(welding, `?cm_id=${material(3).id}`)).data).toMatchObject({
      type: 3,
      pages: null,
      url: expect.stringMatching(signedUrl("reading.txt")),
      download_url: expect.stringMatching(signedUrl("reading.txt")),
    });
  });

  it("without cm_id answers the material studied last, else the first one", async () => {
    const python = await courseId(up.db, "Python Programming Fundamentals");
    const pythonMaterials = await materialsOf(up.db, python);
    expect((await play(python, "?cm_id=0")).data.cm_id).toBe(pythonMaterials.at(-1)?.id);
    const office = await courseId(up.db, "Office Software in Practice");
    const [first] = await materialsOf(up.db, office);
    expect((await play(office, "")).data.cm_id).toBe(first?.id);
  });

  it("answers status 2 and no URL for a gone material", async () => {
    const id = await courseId(up.db, "Data Analysis with Spreadsheets");
    const gone = (await materialsOf(up.db, id))[2];
    expect((await play(id, `?cm_id=${gone?.id}`)).data).toMatchObject({ status: 2, url: "", type: 2 });
  });

  it("answers 1404 for a material of another course, 2004 without the right, 2001 without a session", async () => {
    const python = await courseId(up.db, "Python Programming Fundamentals");
    const [other] = await materialsOf(up.db, python);
    expect(await play(welding, `?cm_id=${other?.id}`)).toEqual({
      code: "1404",
      message: "this material does not exist",
      data: null,
    });
    for (const id of Object.values(blocked)) {
      const [m] = await materialsOf(up.db, id);
      expect(await play(id, `?cm_id=${m?.id}`)).toEqual(noPermission);
    }
    expect(await play(welding, `?cm_id=${material(0).id}`, "")).toMatchObject({ code: 2001 });
  });
});

describe("POST /api/course/course/preview", () => {
  const preview = (course: number, cm: number, cookie = learner) =>
    up.app.request(
      "/api/course/course/preview",
      formPost({ course_id: String(course), cm_id: String(cm) }, cookie ? { cookie } : {}),
    );

  it("answers the PDF bytes of a slides material", async () => {
    const res = await preview(welding, material(2).id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.equals(readFileSync(mediaDir + "slides.pdf"))).toBe(true);
    // Five pages, each saying "Page N".
    const text = bytes.toString("latin1");
    expect(text).toContain("/Count 5");
    expect([1, 2, 3, 4, 5].every((n) => text.includes(`(Page ${n}) Tj`))).toBe(true);
  });

  it("refuses other materials, users without the right and anonymous users", async () => {
    expect(await (await preview(welding, material(0).id)).json()).toMatchObject({ code: "1422" });
    const [m] = await materialsOf(up.db, blocked.expired ?? 0);
    expect(await (await preview(blocked.expired ?? 0, m?.id ?? 0)).json()).toEqual(noPermission);
    expect(await (await preview(welding, material(2).id, "")).json()).toMatchObject({ code: 2001 });
  });
});

describe("GET /api/course/log/add", () => {
  it("needs a session and the session user's id", async () => {
    const m = material(0);
    const query = { course_id: welding, cm_id: m.id, chapter_id: m.chapter_id, position: 1 };
    expect(await log({ ...query, user_id: me }, "")).toMatchObject({ code: 2001 });
    const other = await userId(up.db, "learner2");
    const refused = { code: "1403", message: "no permission", data: null };
    expect(await log({ ...query, user_id: other })).toEqual(refused);
    expect(await log(query)).toEqual(refused);
  });

  it("refuses courses the user may not study and materials of another course", async () => {
    const [m] = await materialsOf(up.db, blocked.disabled ?? 0);
    expect(
      await log({
        course_id: blocked.disabled ?? 0,
        cm_id: m?.id ?? 0,
        chapter_id: 0,
        position: 1,
        user_id: me,
      }),
    ).toEqual(noPermission);
    expect(
      await log({ course_id: welding, cm_id: m?.id ?? 0, chapter_id: 0, position: 1, user_id: me }),
    ).toMatchObject({ code: "1404" });
  });

  it("stores the position with the time studied measured by the server, capped at 30 s", async () => {
    const m = material(1);
    const logs = async () =>
      (
        await up.db.execute({
          sql: "SELECT position, studied_seconds, chapter_id FROM learning_logs WHERE user_id = ? AND cm_id = ? ORDER BY id",
          args: [me, m.id],
        })
      ).rows.map((r) => [Number(r.position), Number(r.studied_seconds), Number(r.chapter_id)]);
    const backdate = (seconds: number) =>
      up.db.execute({
        sql: "UPDATE learning_logs SET created_at = ? WHERE user_id = ? AND cm_id = ?",
        args: [new Date(Date.now() - seconds * 1000).toISOString(), me, m.id],
      });
    const query = { course_id: welding, cm_id: m.id, chapter_id: m.chapter_id, user_id: me };
    expect(await log({ ...query, position: 1 })).toEqual({ code: "0000", message: "success", data: null });
    await backdate(12);
    await log({ ...query, position: 2.7 });
    await backdate(600);
    await log({ ...query, position: 3 });
    const rows = await logs();
    expect(rows.map(([p]) => p)).toEqual([1, 2, 3]);
    expect(rows[0]?.[1]).toBe(0);
    expect(rows[1]?.[1]).toBeGreaterThanOrEqual(12);
    expect(rows[1]?.[1]).toBeLessThanOrEqual(14);
    expect(rows[2]?.[1]).toBe(30);
    expect(rows.every(([, , chapter]) => chapter === m.chapter_id)).toBe(true);
    // The player resumes there.
    expect((await play(welding, `?cm_id=${m.id}`)).data.position).toBe(3);
  });

  it("finishes a material logged to its end and raises the course's learn_percent", async () => {
    const video = material(0);
    const slides = material(2);
    const finished = async () =>
      (await tree(welding, "?action=learn", learner)).data
        .flatMap((c) => c.children)
        .filter((n) => n.is_finish === 1)
        .map((n) => n.cm_id);
    // Only 2.1, studied 42 s of its 5 s in the test above.
    expect(await finished()).toEqual([material(1).id]);
    expect(await learnPercent(welding)).toBe(25);

    // Right after each other: no time studied, but the position reaches the end.
    await log({
      course_id: welding,
      cm_id: video.id,
      chapter_id: video.chapter_id,
      user_id: me,
      position: 2,
    });
    await log({
      course_id: welding,
      cm_id: video.id,
      chapter_id: video.chapter_id,
      user_id: me,
      position: 5,
    });
    expect(await finished()).toEqual([video.id, material(1).id]);
    expect(await learnPercent(welding)).toBe(50);

    for (const page of [1, 3, 5]) {
      await log({
        course_id: welding,
        cm_id: slides.id,
        chapter_id: slides.chapter_id,
        user_id: me,
        position: page,
      });
    }
    expect(await finished()).toEqual([video.id, material(1).id, slides.id]);
    expect(await learnPercent(welding)).toBe(75);
    // Records show the course.
    const records = await call<{ items: { data: { course_id: number }[] }[] }>(
      up.app,
      "/api/my/learn/log",
      learner,
    );
    expect(records.data.items[0]?.data.some((r) => r.course_id === welding)).toBe(true);
  });
});

describe("GET /api/tencent/vod/sign", () => {
  it("signs a file id for an hour", async () => {
    expect(await call(up.app, "/api/tencent/vod/sign?file_id=vod-1")).toMatchObject({ code: 2001 });
    expect(await call(up.app, "/api/tencent/vod/sign", learner)).toMatchObject({ code: "1422" });
    const a = await call<{ sign: string; file_id: string; expires_at: number }>(
      up.app,
      "/api/tencent/vod/sign?file_id=vod-1",
      learner,
    );
    expect(a).toEqual({
      code: "0000",
      message: "success",
      data: {
        sign: expect.stringMatching(/^[0-9a-f]{64}$/),
        file_id: "vod-1",
        expires_at: expect.any(Number),
      },
    });
    const now = Date.now() / 1000;
    expect(a.data.expires_at).toBeGreaterThan(now + 3500);
    expect(a.data.expires_at).toBeLessThan(now + 3700);
    const b = await call<{ sign: string }>(up.app, "/api/tencent/vod/sign?file_id=vod-2", learner);
    expect(b.data.sign).not.toBe(a.data.sign);
  });
});

describe("/static/media", () => {
  const video = readFileSync(mediaDir + "lecture.mp4");

  it("serves the demo video whole, announcing byte ranges", async () => {
    const res = await up.app.request(signedMedia("/static/media/lecture.mp4"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(video.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
    // A real H.264 mp4: an ftyp box first, an avc1 track.
    expect(video.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(video.includes(Buffer.from("avc1"))).toBe(true);
    expect(video.length).toBeLessThan(300_000);
  });

  it("answers 206 with the requested bytes", async () => {
    const range = async (header: string) => {
      const res = await up.app.request(signedMedia("/static/media/lecture.mp4"), {
        headers: { range: header },
      });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const size = video.length;
    const first = await range("bytes=0-99");
    expect(first.res.status).toBe(206);
    expect(first.res.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(first.res.headers.get("content-length")).toBe("100");
    expect(first.bytes.equals(video.subarray(0, 100))).toBe(true);
    const rest = await range("bytes=1000-");
    expect(rest.res.headers.get("content-range")).toBe(`bytes 1000-${size - 1}/${size}`);
    expect(rest.bytes.equals(video.subarray(1000))).toBe(true);
    const tail = await range("bytes=-500");
    expect(tail.res.headers.get("content-range")).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(tail.bytes.equals(video.subarray(size - 500))).toBe(true);
    const beyond = await range(`bytes=${size}-`);
    expect(beyond.res.status).toBe(416);
    expect(beyond.res.headers.get("content-range")).toBe(`bytes */${size}`);
  });

  it("serves the slides and the reading with their content types, and nothing else", async () => {
    const pdf = await up.app.request(signedMedia("/static/media/slides.pdf"));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const txt = await up.app.request(signedMedia("/static/media/reading.txt"));
    expect(txt.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await txt.text()).toContain("Reading");
    expect((await up.app.request(signedMedia("/static/media/missing.mp4"))).status).toBe(404);
    expect((await up.app.request("/static/media/..%2fmedia.ts")).status).toBe(404);
  });
});
