import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUpstream, formPost, login, uploadForm, type TestUpstream } from "./helpers";
import { call, idOf } from "./learning-helpers";
import { samples } from "../fixtures/file-samples";

// Answer files on the reference upstream: chunked uploads and merges, the limits, storage under the data folder,
// owner-only downloads as attachments, path traversal, and question files with byte ranges.

type Stored = {
  id: number;
  file_id: string;
  file_name: string;
  file_path: string;
  file_url: string;
  cover: string;
};

let up: TestUpstream;
let dataDir: string;
const cookies = new Map<string, string>();
beforeAll(async () => {
  up = await createTestUpstream();
  dataDir = join(new URL(up.dbUrl).pathname, "..", "files");
});
afterAll(() => up.close());

const as = async (user: string) => {
  if (!cookies.has(user)) cookies.set(user, await login(up.app, user));
  return cookies.get(user)!;
};

const PDF = new TextEncoder().encode("%PDF-1.4\n% a tiny test file\n");

async function upload(
  user: string,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string },
) {
  return call<Stored>(up.app, "/api/upload/file", await as(user), {
    method: "POST",
    body: uploadForm(fields, file),
  });
}

const download = async (user: string, path: string, init: RequestInit = {}) =>
  up.app.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: await as(user) },
  });

describe("POST /api/upload/file", () => {
  it("stores a one-chunk upload under the data folder and answers the stored file", async () => {
    const res = await upload(
      "learner3",
      { name: "My notes.pdf", upload_id: "u1" },
      { bytes: PDF, name: "My notes.pdf" },
    );
    expect(res.code).toBe("0000");
    expect(res.data).toMatchObject({
      id: expect.any(Number),
      file_name: "My notes.pdf",
      file_url: "",
      cover: "",
    });
    expect(res.data.file_path).toMatch(/^uploads\/\d+\/[0-9a-f]{32}\.pdf$/);
    expect(existsSync(join(dataDir, res.data.file_path))).toBe(true);
  });

  it("refuses a type outside the list, a missing file and an unknown act", async () => {
    for (const name of ["page.html", "run.exe", "noextension", "image.svg"]) {
      const res = await upload("learner3", { name }, { bytes: PDF, name });
      expect(res).toEqual({
        code: "1422",
        message: "File must be of type doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4",
        data: null,
      });
    }
    expect((await upload("learner3", { name: "a.pdf" })).message).toBe("The file is missing");
    expect(
      (await upload("learner3", { name: "a.pdf", act: "delete" }, { bytes: PDF, name: "a.pdf" })).code,
    ).toBe("1422");
    expect(
      (await upload("learner3", { name: "a.pdf", resource_type: "avatar" }, { bytes: PDF, name: "a.pdf" }))
        .code,
    ).toBe("1422");
    expect(
      (
        await call(up.app, "/api/upload/file", undefined, {
          method: "POST",
          body: uploadForm({ name: "a.pdf" }, { bytes: PDF, name: "a.pdf" }),
        })
      ).code,
    ).toBe(2001);
  });

  it("refuses a chunk over 3 MB + 64 KB", async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 64 * 1024 + 1);
    const res = await upload(
      "learner3",
      { name: "big.mp4", chunks: "2", upload_id: "big" },
      { bytes: big, name: "big.mp4" },
    );
    expect(res).toMatchObject({ code: "1422", message: "Uploaded file size cannot exceed 30MB" });
  });

  it("refuses a chunked body without Content-Length past the limit, before it is read to the end", async () => {
    // 8 MB of a multipart body in 64 KB pieces, sent as a stream (no Content-Length); counts what is read.
    const piece = new Uint8Array(64 * 1024);
    let read = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= 8 * 1024 * 1024) return controller.close();
        read += piece.length;
        controller.enqueue(piece);
      },
    });
    const res = await up.app.request("/api/upload/file", {
      method: "POST",
      body,
      duplex: "half",
      headers: { cookie: await as("learner3"), "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(await res.json()).toMatchObject({
      code: "1422",
      message: "Uploaded file size cannot exceed 30MB",
    });
    expect(read).toBeLessThan(4 * 1024 * 1024);
  });

  it("joins the chunks of one upload_id at the merge; another user cannot merge them", async () => {
    const a = new Uint8Array(3 * 1024 * 1024).fill(65);
    a.set(samples.mp3.subarray(0, 4)); // an MPEG audio frame header: mp3 content by its bytes
    const b = new TextEncoder().encode("tail");
    expect(
      await upload(
        "learner3",
        { name: "talk.mp3", chunks: "2", chunk: "1", upload_id: "up-2" },
        { bytes: b, name: "talk.mp3" },
      ),
    ).toMatchObject({ code: "0000", data: { chunk: 1 } });
    expect(
      (
        await upload(
          "learner3",
          { name: "talk.mp3", chunks: "2", chunk: "0", upload_id: "up-2" },
          { bytes: a, name: "talk.mp3" },
        )
      ).data,
    ).toEqual({ chunk: 0 });
    const merge = (user: string, fields: Record<string, string> = {}) =>
      as(user).then((cookie) =>
        call<Stored>(
          up.app,
          "/api/upload/file",
          cookie,
          formPost({
            act: "merge",
            name: "talk.mp3",
            chunks: "2",
            upload_id: "up-2",
            is_tmp: "0",
            is_thumb: "0",
            is_compress: "0",
            resource_type: "tk_exam",
            ...fields,
          }),
        ),
      );
    expect((await merge("learner4")).message).toBe("Chunk 0 of this upload is missing");
    const stored = await merge("learner3");
    expect(stored.code).toBe("0000");
    const res = await download(
      "learner3",
      `/api/my/tk/exam/download?is_download=1&id=${stored.data.id}&name=talk.mp3`,
    );
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("content-length"))).toBe(a.length + b.length);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(-4))).toBe("tail");
    // The chunks are gone after the merge.
    expect(
      readdirSync(
        join(
          dataDir,
          "chunks",
          String(await idOf(up.db, "SELECT id FROM users WHERE username = ?", "learner3")),
        ),
      ),
    ).toEqual([]);
  });

  it("refuses a merge missing a chunk and a file over 31457280 bytes", async () => {
    const chunk = new Uint8Array(3 * 1024 * 1024 + 64 * 1024);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await upload(
            "learner5",
            { name: "huge.mp4", chunks: "10", chunk: String(i), upload_id: "huge" },
            { bytes: chunk, name: "huge.mp4" },
          )
        ).code,
      ).toBe("0000");
    }
    const merge = await call(
      up.app,
      "/api/upload/file",
      await as("learner5"),
      formPost({ act: "merge", name: "huge.mp4", chunks: "10", upload_id: "huge", resource_type: "tk_exam" }),
    );
    expect(merge).toMatchObject({ code: "1422", message: "Uploaded file size cannot exceed 30MB" });
    expect(
      (
        await upload(
          "learner5",
          { name: "x.mp4", chunks: "11", upload_id: "x" },
          { bytes: PDF, name: "x.mp4" },
        )
      ).code,
    ).toBe("1422");
    expect(
      (
        await call(
          up.app,
          "/api/upload/file",
          await as("learner5"),
          formPost({
            act: "merge",
            name: "x.pdf",
            chunks: "3",
            upload_id: "nothing",
            resource_type: "tk_user",
          }),
        )
      ).message,
    ).toBe("Chunk 0 of this upload is missing");
  });
});

describe("downloads of answer files", () => {
  let stored: Stored;
  beforeAll(async () => {
    stored = (
      await upload(
        "learner6",
        { name: "Report <draft>.docx" },
        { bytes: samples.docx, name: "Report <draft>.docx" },
      )
    ).data;
  });

  it("serves the owner's file as an attachment with nosniff and a type from the extension", async () => {
    for (const path of [
      `/api/my/tk/exam/download?is_download=1&id=${stored.id}&name=x.html`,
      `/api/my/tk/exercises/attachment?is_download=1&path=${encodeURIComponent(stored.file_path)}&name=x`,
    ]) {
      const res = await download("learner6", path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="Report <draft>.docx"; filename\*=UTF-8''Report%20%3Cdraft%3E.docx$/,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toContain("sandbox");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(samples.docx);
    }
  });

  it("answers someone else's file, an unknown one and paths outside the folder as missing", async () => {
    const missing = { code: "1404", message: "resource does not exist", data: null };
    const json = async (res: Response) => res.json() as Promise<unknown>;
    expect(
      await json(await download("learner7", `/api/my/tk/exam/download?is_download=1&id=${stored.id}`)),
    ).toEqual(missing);
    expect(
      await json(
        await download(
          "learner7",
          `/api/my/tk/exercises/attachment?path=${encodeURIComponent(stored.file_path)}`,
        ),
      ),
    ).toEqual(missing);
    for (const path of [
      "../test.db",
      "/etc/passwd",
      "uploads/../../test.db",
      "..%2F..%2Ftest.db",
      "..\\\\test.db",
      "",
    ]) {
      expect(
        await json(
          await download(
            "learner6",
            `/api/my/tk/exam/download?is_download=1&path=${encodeURIComponent(path)}`,
          ),
        ),
      ).toEqual(missing);
      expect(
        await json(await download("learner6", `/api/my/tk/exercises/attachment?is_download=1&path=${path}`)),
      ).toEqual(missing);
    }
    // A row pointing outside the folder (a tampered database) is still refused.
    await up.db.execute({ sql: "UPDATE uploads SET path = '../test.db' WHERE id = ?", args: [stored.id] });
    expect(await json(await download("learner6", `/api/my/tk/exam/download?id=${stored.id}`))).toEqual(
      missing,
    );
    await up.db.execute({
      sql: "UPDATE uploads SET path = ? WHERE id = ?",
      args: [stored.file_path, stored.id],
    });
  });

  it("an answer keeps the uploaded file; the question call returns it as user_attachment", async () => {
    const examId = await idOf(up.db, "SELECT id FROM exams WHERE name = ?", "Timer drill");
    const cookie = await as("learner6");
    const card = await call<{ record_id: number; items: { que_id: number }[] }>(
      up.app,
      `/api/my/tk/exam/card?exam_id=${examId}`,
      cookie,
    );
    const shortQ = card.data.items[3]!.que_id;
    const attachment = JSON.stringify([stored]);
    const saved = await call(
      up.app,
      "/api/my/tk/exam",
      cookie,
      formPost({
        exam_id: String(examId),
        record_id: String(card.data.record_id),
        que_id: String(shortQ),
        subtype: "1",
        is_sign: "2",
        answer: "See the file",
        attachment,
      }),
    );
    expect(saved.code).toBe("0000");
    const q = await call<{ user_attachment: Stored[] }>(
      up.app,
      `/api/my/tk/exam/question?exam_id=${examId}&record_id=${card.data.record_id}&que_id=${shortQ}`,
      cookie,
    );
    expect(q.data.user_attachment).toEqual([{ ...stored, name: stored.file_name }]);
  });
  it("a short answer given as a file alone is answered (and will wait for a score)", async () => {
    const examId = await idOf(up.db, "SELECT id FROM exams WHERE name = ?", "Timer drill");
    const cookie = await as("learner6");
    const card = async () =>
      call<{ record_id: number; items: { que_id: number; is_right: number | string }[] }>(
        up.app,
        `/api/my/tk/exam/card?exam_id=${examId}`,
        cookie,
      );
    const open = await card();
    const shortQ = open.data.items[3]!.que_id;
    const saved = await call(
      up.app,
      "/api/my/tk/exam",
      cookie,
      formPost({
        exam_id: String(examId),
        record_id: String(open.data.record_id),
        que_id: String(shortQ),
        subtype: "1",
        is_sign: "2",
        answer: "",
        attachment: JSON.stringify([stored]),
      }),
    );
    expect(saved.code).toBe("0000");
    expect((await card()).data.items[3]!.is_right).toBe("1");
  });
});

describe("question files", () => {
  const fileId = (name: string) => idOf(up.db, "SELECT id FROM question_files WHERE file_name = ?", name);

  it("POST with id downloads a question's PDF for learners of its school", async () => {
    const id = await fileId("Docstring style guide.pdf");
    const res = await download(
      "learner3",
      "/api/my/tk/exercises/question/download",
      formPost({ id: String(id) }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 4))).toBe("%PDF");
    const other = await download(
      "learner100044",
      "/api/my/tk/exercises/question/download",
      formPost({ id: String(id) }),
    );
    expect(await other.json()).toMatchObject({ code: "1404" });
  });

  it("GET with id streams a video with byte ranges", async () => {
    const id = await fileId("loop-walkthrough.mp4");
    const whole = await download("learner3", `/api/my/tk/exercises/question/download?id=${id}`);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const size = Number(whole.headers.get("content-length"));
    const part = await download("learner3", `/api/my/tk/exercises/question/download?id=${id}`, {
      headers: { range: "bytes=0-99" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await download("learner3", `/api/my/tk/exercises/question/download?id=${id}`, {
      headers: { range: "bytes=-10" },
    });
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await download("learner3", `/api/my/tk/exercises/question/download?id=${id}`, {
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.status).toBe(416);
  });
});
