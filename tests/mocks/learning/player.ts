import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";

const LEARNING = "http://learning.test";

/** Course 9: the learner may not study it (the chapter tree answers 2004). */
export const STUDY_BAN_COURSE = 9;

/**
 * Every course N of the course mocks has this tree: materials N0 (video, signed), N1 (video), N2 (slides),
 * N3 (document), N4 (gone), N5 (play info answers 2004). A material's chapter_id is its cm_id * 10.
 */
export function treeFor(courseId: number) {
  const material = (n: number, type: number, status = 1) => ({
    name: `Lecture ${courseId}${n}`,
    chapter_type: 2,
    chapter_id: (courseId * 10 + n) * 10,
    cm_id: courseId * 10 + n,
    type,
    status,
    is_finish: n === 0 ? 1 : 0,
    duration: type === 1 ? 125 : 0,
    size: "2 MB",
    position: 0,
    file_id: `f${courseId * 10 + n}`,
  });
  return [
    {
      name: "Section one",
      chapter_type: 1,
      chapter_id: courseId * 1000 + 1,
      children: [material(0, 1), material(1, 1), material(2, 2)],
    },
    {
      name: "Section two",
      chapter_type: 1,
      chapter_id: courseId * 1000 + 2,
      children: [material(3, 3), material(4, 1, 2), material(5, 1)],
    },
  ];
}

function findMaterial(courseId: number, cmId: string | null) {
  return treeFor(courseId)
    .flatMap((section) => section.children)
    .find((material) => String(material.cm_id) === cmId);
}

/** What the progress-log mock received, for assertions. */
export const progressLogs: Record<string, string>[] = [];
export const addedNotes: Record<string, string>[] = [];
export const reviews: Record<string, string>[] = [];

function bad(message: string) {
  return HttpResponse.json({ error: message }, { status: 400 });
}

const playerNotes = Array.from({ length: 12 }, (_, index) => ({
  id: 500 + index,
  course_id: 6,
  chapter_id: 610,
  cm_id: 61,
  content: index === 0 ? `A long note ${"x".repeat(90)}` : `Note number ${index + 1}`,
  created_at: "2026-11-20 10:00:00",
  type: 1,
  position: 30 + index,
  course_name: "Course 6",
  chapter_name: "Lecture 61",
  course_status: 1,
}));

/** learner-area §7: the player's calls, each checking its request contract. */
export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/course/:id/chapter`, ({ request, params }) => {
    if (new URL(request.url).searchParams.get("action") !== "learn") return bad("action=learn expected");
    if (Number(params.id) === STUDY_BAN_COURSE) return fail("2004", "You are not enrolled in this course");
    return ok(treeFor(Number(params.id)));
  }),
  http.get(`${LEARNING}/api/course/course/:id/play`, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    if (query.get("id") !== params.id || !query.get("cm_id") || !query.get("chapter_id"))
      return bad("id, cm_id and chapter_id expected");
    const material = findMaterial(Number(params.id), query.get("cm_id"));
    if (!material || String(material.chapter_id) !== query.get("chapter_id"))
      return fail("2004", "no such material");
    if (material.cm_id % 10 === 5) return fail("2004", "material not open to you");
    return ok({
      cm_id: material.cm_id,
      chapter_id: String(material.chapter_id),
      name: material.name,
      type: material.type,
      status: material.status,
      url: material.type === 1 ? `http://media.test/v/${material.cm_id}.mp4` : "",
      position: material.cm_id % 10 === 1 ? 42 : material.type === 2 ? 3 : 0,
      duration: material.duration,
      pages: material.type === 2 ? 5 : 0,
      file_id: material.file_id,
      sign: material.cm_id % 10 === 0 ? 1 : 2,
      download_url: material.type === 3 ? `http://media.test/d/${material.cm_id}.docx` : "",
    });
  }),
  http.get(`${LEARNING}/api/course/course/material`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!query.get("course_id") || !query.get("cm_id")) return bad("course_id and cm_id expected");
    return ok({ remark: `<p>About lecture ${query.get("cm_id")}</p><script>alert(1)</script>` });
  }),
  http.post(`${LEARNING}/api/course/course/preview`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    if (!body.get("course_id") || !body.get("cm_id")) return bad("course_id and cm_id expected");
    return new HttpResponse("%PDF-1.4 test", { headers: { "content-type": "application/pdf" } });
  }),
  http.get(`${LEARNING}/api/course/log/add`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const fields = ["course_id", "position", "user_id", "cm_id", "chapter_id"];
    if (fields.some((field) => !query.get(field))) return bad(`${fields.join(", ")} expected`);
    progressLogs.push(Object.fromEntries(fields.map((field) => [field, query.get(field) ?? ""])));
    return ok(null);
  }),
  http.get(`${LEARNING}/api/school/course/setting`, ({ request }) => {
    const school = new URL(request.url).searchParams.get("school_code");
    if (!school) return bad("school_code expected");
    return school === "100035"
      ? ok({ play_status: 1, hook_status: 1, hook_minute: 0, hook_second: 30 })
      : ok({ play_status: 2, hook_status: 2, hook_minute: 1, hook_second: 0 });
  }),
  http.get(`${LEARNING}/api/tencent/vod/sign`, ({ request }) => {
    const fileId = new URL(request.url).searchParams.get("file_id");
    if (!fileId) return bad("file_id expected");
    return ok({ sign: `sig-${fileId}`, file_id: fileId, expires_at: 1_900_000_000 });
  }),
  http.get(`${LEARNING}/api/my/course/note`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    // Without course_id this is the notes screen's list, not the player's.
    if (!query.get("course_id")) return undefined;
    if (query.get("size") !== "10") return bad("size 10 expected in the player");
    const page = Number(query.get("page") ?? "1");
    const items = query.get("course_id") === "6" ? playerNotes : [];
    return ok({ items: items.slice((page - 1) * 10, page * 10), total: items.length });
  }),
  http.post(`${LEARNING}/api/my/course/note`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const fields = ["course_id", "chapter_id", "cm_id", "content", "position", "type"];
    if (fields.some((field) => !body.has(field))) return bad(`${fields.join(", ")} expected`);
    const content = body.get("content") ?? "";
    if (content.length < 5 || content.length > 1000) return fail("1422", "content must be 5 to 1000");
    addedNotes.push(Object.fromEntries(fields.map((field) => [field, body.get(field) ?? ""])));
    return ok({ id: 900 });
  }),
  http.post(`${LEARNING}/api/my/course/note/:id`, async ({ request, params }) => {
    // The player's notes are 500 and up; the others belong to the notes screen's mock.
    if (Number(params.id) < 500) return undefined;
    const body = new URLSearchParams(await request.text());
    if (body.get("_method") !== "put" || !body.get("content")) return bad("_method=put and content expected");
    return ok(null);
  }),
  http.post(`${LEARNING}/api/course/comment`, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const level = Number(body.get("level"));
    const content = body.get("content") ?? "";
    // Characters as the reference upstream counts them (upstream/text-rules.ts): code points.
    const length = Array.from(content).length;
    if (!body.get("course_id") || !(level >= 1 && level <= 5) || length < 5 || length > 50)
      return bad("course_id, level 1-5 and content 5-50 expected");
    reviews.push({ course_id: body.get("course_id") ?? "", level: String(level), content });
    return ok(null);
  }),
];
