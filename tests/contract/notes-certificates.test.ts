import { beforeAll, describe, expect, it } from "vitest";

import { MY_NOTES_PAGE_SIZE } from "~/domain/page-sizes";
import { downloadCertificate, listCertificates } from "~/services/certificate.server";
import { getCourseDetail } from "~/services/course.server";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { deleteNote, editNote, listMyNotes } from "~/services/note.server";

import { useRealUpstream } from "./real-upstream";

// The notes and certificate services against the real reference upstream (its own temporary database), so the
// msw mocks of tests/mocks/learning and the server cannot drift apart.
const real = useRealUpstream();
let cookie: string;

beforeAll(async () => {
  cookie = await real.sessionCookie("learner");
});

const api = () =>
  createApi(new Request("http://localhost:3000/center/100001/user/myNote", { headers: { cookie } }), {
    env: real.env,
  });

describe("notes contract", () => {
  it("GET /api/my/course/note fits NoteSchema, 6 a page, with a taken-down and an expired course among them", async () => {
    const first = await listMyNotes(api(), 1);
    expect(first.items).toHaveLength(MY_NOTES_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(14);
    const all = [first.items];
    for (let page = 2; page <= Math.ceil(first.total / MY_NOTES_PAGE_SIZE); page += 1)
      all.push((await listMyNotes(api(), page)).items);
    const notes = all.flat();
    expect(new Set(notes.map((note) => note.type))).toEqual(new Set([1, 2]));
    expect(notes.some((note) => note.course_status !== 1)).toBe(true);
    const details = await Promise.all(
      [...new Set(notes.map((note) => note.course_id))].map((id) => getCourseDetail(api(), id)),
    );
    expect(details.some((course) => course.remaining_day === 0)).toBe(true);
  });

  it("edits with _method put, refuses a short text with its message, and deletes with _method delete", async () => {
    const [note] = (await listMyNotes(api(), 1)).items;
    await editNote(api(), note!.id, "A contract-tested note text");
    expect((await listMyNotes(api(), 1)).items.find((item) => item.id === note!.id)?.content).toBe(
      "A contract-tested note text",
    );
    const refused = await editNote(api(), note!.id, "abc").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpstreamFailure);
    expect((refused as UpstreamFailure).upstreamMessage).toBe("Please enter at least 5 characters");

    await deleteNote(api(), note!.id);
    expect((await listMyNotes(api(), 1)).items.map((item) => item.id)).not.toContain(note!.id);
  });
});

describe("certificates contract", () => {
  it("GET /api/user/cert fits CertificateSchema; the download streams a PDF, a missing file is a failure", async () => {
    const { items, total } = await listCertificates(api(), 1);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(total).toBeGreaterThanOrEqual(items.length);
    const withFile = items.find((item) => item.path);
    const file = await downloadCertificate(api(), withFile!.id);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe("%PDF");

    const all = [...items, ...(total > 10 ? (await listCertificates(api(), 2)).items : [])];
    const withoutFile = all.find((item) => !item.path);
    expect(withoutFile).toBeDefined();
    await expect(downloadCertificate(api(), withoutFile!.id)).rejects.toBeInstanceOf(UpstreamFailure);
  });
});
