import { http, HttpResponse, type RequestHandler } from "msw";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

const LEARNING = "http://learning.test";

// The learner's notes (learner-area §3 Note, §7 Note list, edit or delete), kept per test: call resetNotes() in
// beforeEach. Each handler checks the request contract, so a wrong call fails the test.

export type MockNote = {
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

/** Courses the notes belong to: 201 open, 202 open but taken down on its notes, 203 expired. */
export const NOTE_COURSES: Record<number, { name: string; remaining_day: number; status: number }> = {
  201: { name: "Media Literacy", remaining_day: 30, status: 1 },
  202: { name: "Old Broadcasting", remaining_day: 12, status: 1 },
  203: { name: "Expired Reporting", remaining_day: 0, status: 1 },
};

export const LONG_NOTE = `${"Long note text. ".repeat(70)}THE END`;

function seed(): MockNote[] {
  const notes: MockNote[] = [];
  for (let id = 1; id <= 14; id += 1) {
    const course = id === 13 ? 202 : id === 14 ? 203 : 201;
    notes.push({
      id,
      course_id: course,
      chapter_id: 300 + id,
      cm_id: 400 + id,
      content: id === 3 ? LONG_NOTE : `Note number ${id}`,
      created_at: `2026-05-${String(id).padStart(2, "0")} 10:00:00`,
      type: id % 2 === 0 ? 1 : 2,
      position: id % 2 === 0 ? 3725 : id,
      course_name: NOTE_COURSES[course]!.name,
      chapter_name: `Chapter ${id}`,
      course_status: course === 202 ? 2 : 1,
    });
  }
  // Newest first, as the service lists them.
  return notes.reverse();
}

let notes = seed();

export function resetNotes(): void {
  notes = seed();
}

export function currentNotes(): readonly MockNote[] {
  return notes;
}

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function badRequest(reason: string) {
  return HttpResponse.json({ error: reason }, { status: 400 });
}

export const handlers: RequestHandler[] = [
  http.get(`${LEARNING}/api/my/course/note`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    const page = Number(query.get("page"));
    const size = Number(query.get("size"));
    if (!Number.isInteger(page) || page < 1) return badRequest("page must be a whole number from 1");
    if (size !== 6 && size !== 10) return badRequest("size must be 6 (notes screen) or 10 (player)");
    return ok({ items: notes.slice((page - 1) * size, page * size), total: notes.length });
  }),

  http.post(`${LEARNING}/api/my/course/note/:id`, async ({ request, params }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (!(request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded"))
      return badRequest("a form body expected");
    const body = new URLSearchParams(await request.text());
    const note = notes.find((item) => String(item.id) === params.id);
    const method = body.get("_method");
    if (method === "put") {
      const content = body.get("content");
      if (content === null) return badRequest("content expected");
      if (!note) return fail(1404, "The note does not exist");
      note.content = content;
      return ok(null);
    }
    if (method === "delete") {
      if (body.has("content")) return badRequest("a delete carries no content");
      if (!note) return fail(1404, "The note does not exist");
      notes = notes.filter((item) => item !== note);
      return ok(null);
    }
    return badRequest("_method put or delete expected");
  }),
];

/**
 * Course details of the notes' courses; route tests also `server.use()` it, so that it wins over any general
 * course handler listed before this file.
 */
export const noteCourseHandler = http.get(`${LEARNING}/api/course/course/:id`, ({ request, params }) => {
  if (!loggedIn(request)) return fail(2001, "not logged in");
  const id = Number(params.id);
  const course = NOTE_COURSES[id];
  if (!course) return fail(2004, "no permission to view this course");
  return ok({ id, name: course.name, remaining_day: course.remaining_day, status: course.status });
});

handlers.push(noteCourseHandler);
