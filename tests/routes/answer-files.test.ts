import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CHUNK_BYTES, MAX_BYTES, UPLOADS_BUSY_HEADER } from "~/domain/upload-rules";
import type { QuestionFailure } from "~/features/question/adapter";
import {
  action as downloadAction,
  loader as downloadLoader,
} from "~/routes/center.$school.user.answerFiles.download";
import { action as uploadAction } from "~/routes/center.$school.user.answerFiles.upload";
import { action as assessAction } from "~/routes/center.$school.user.myAssess_.assessAnswer";
import { action as practiceAction } from "~/routes/center.$school.user.myPractice_.NowPractice";
import { createTranslator } from "~/i18n/i18n";
import { messagesFor } from "~/i18n/locale.server";
import { answerWithoutFile, uploadToast } from "~/features/question/answer-files.server";
import { parseAnswerForm, readQuestionForm, withAnswerFiles } from "~/features/question/answer-form.server";
import { createApi } from "~/services/http.server";
import { withRequestScope } from "~/utils/request-scope.server";
import { QuestionSchema } from "~/services/question.server";
import type { ResourceType } from "~/services/upload.server";

import { takeConsoleErrors } from "../console-guard";
import { ATTEMPT, examSaves, resetExams } from "../mocks/learning/exams";
import { VALID_TOKEN } from "../mocks/login-service";
import {
  fileOf,
  FLAKY_NAME,
  MISSING_ID,
  REFUSED_ID,
  REFUSED_NAME,
  resetFiles,
  SAMPLES,
  uploadCalls,
} from "../mocks/learning/files";
import { ok } from "../mocks/envelope";
import { server, useMockUpstream } from "../mocks/server";

import { loginRedirect, PORTAL, SAME_ORIGIN, toastOf } from "./helpers";

useMockUpstream();
afterEach(resetFiles);

const SCHOOL = "100001";
const FILES = `/center/${SCHOOL}/user/answerFiles`;
const PRACTICE = `/center/${SCHOOL}/user/myPractice/NowPractice?chapter_id=101&exe_id=1&name=T&que_id=9001`;
const TYPES = "doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4";

function multipart(path: string, fields: Record<string, string | [Uint8Array, string]>, headers = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value[0] as BlobPart]), value[1]);
  }
  return new Request(`${PORTAL}${path}`, {
    method: "POST",
    body: form,
    headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}`, "accept-language": "en-US", ...headers },
  });
}

/** A question form post as the browser sends it without JavaScript: text fields, then the file input's files. */
function questionForm(files: [Uint8Array, string][], attachment = "[]", path = PRACTICE) {
  const form = new FormData();
  form.append("intent", "save");
  form.append("que_id", "9001");
  form.append("que_type", "4");
  form.append("options", "");
  form.append("is_sign", "2");
  form.append("attachment", attachment);
  form.append("answer", "What I typed");
  if (files.length === 0) form.append("file", new Blob([]), "");
  for (const [data, name] of files) form.append("file", new Blob([data as BlobPart]), name);
  return new Request(`${PORTAL}${path}`, {
    method: "POST",
    body: form,
    headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
  });
}

const existing = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      id: String(index + 1),
      file_id: `f${index + 1}`,
      file_name: `old${index + 1}.pdf`,
      file_path: `/uploads/old${index + 1}.pdf`,
      file_url: "",
      cover: "",
    })),
  );

async function chunkPost(fields: Record<string, string | [Uint8Array, string]>) {
  const response = await uploadAction({
    request: multipart(`${FILES}/upload`, fields),
    params: { school: SCHOOL },
    context: {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const chunkFields = (data: Uint8Array, name: string, extra: Record<string, string> = {}) => ({
  act: "upload",
  resource_type: "tk_user",
  name,
  size: String(data.length),
  chunk: "0",
  chunks: "1",
  upload_id: "abcdef0123456789",
  file: [data, name] as [Uint8Array, string],
  ...extra,
});

describe("the chunk proxy (JavaScript uploads)", () => {
  it("forwards a one-chunk file and answers the stored file", async () => {
    const pdf = fileOf(SAMPLES.pdf, 2000);
    const { status, body } = await chunkPost(chunkFields(pdf, "essay.pdf"));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      file: { file_name: "essay.pdf", file_path: expect.stringContaining("tk_user") },
    });
    expect(uploadCalls).toEqual([
      expect.objectContaining({
        act: "upload",
        chunk: 0,
        chunks: 1,
        name: "essay.pdf",
        size: 2000,
        resourceType: "tk_user",
      }),
    ]);
  });

  it("forwards the chunks of a bigger file, then the merge", async () => {
    const size = CHUNK_BYTES + 10;
    const data = fileOf(SAMPLES.mp4, size);
    const base = { size: String(size), chunks: "2", resource_type: "tk_exam" };
    const first = await chunkPost(
      chunkFields(data.slice(0, CHUNK_BYTES), "clip.mp4", { ...base, chunk: "0" }),
    );
    expect(first.body).toEqual({ ok: true, file: null });
    const second = await chunkPost(chunkFields(data.slice(CHUNK_BYTES), "clip.mp4", { ...base, chunk: "1" }));
    expect(second.body).toEqual({ ok: true, file: null });
    const merge = await chunkPost({ act: "merge", name: "clip.mp4", upload_id: "abcdef0123456789", ...base });
    expect(merge.body).toMatchObject({ ok: true, file: { file_name: "clip.mp4" } });
    expect(uploadCalls.map((call) => [call.act, call.chunk, call.size])).toEqual([
      ["upload", 0, CHUNK_BYTES],
      ["upload", 1, 10],
      ["merge", -1, size],
    ]);
  });

  it("refuses a .pdf that is really text, with the type message", async () => {
    const { status, body } = await chunkPost(
      chunkFields(new TextEncoder().encode("not a pdf at all"), "fake.pdf"),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, problem: "type", message: `File must be of type ${TYPES}` });
    expect(uploadCalls).toEqual([]);
  });

  it("refuses a disallowed type and files over 30 MB (the video message for mp4)", async () => {
    const txt = await chunkPost(chunkFields(new TextEncoder().encode("hello"), "notes.txt"));
    expect(txt.body).toMatchObject({ problem: "type" });
    const big = { size: String(MAX_BYTES + 1), chunks: "11" };
    const video = await chunkPost(chunkFields(fileOf(SAMPLES.mp4, 100), "big.mp4", big));
    expect(video.body).toEqual({ ok: false, problem: "sizeVideo", message: "File size cannot exceed 30M" });
    const pdf = await chunkPost(chunkFields(fileOf(SAMPLES.pdf, 100), "big.pdf", big));
    expect(pdf.body).toEqual({
      ok: false,
      problem: "size",
      message: "Uploaded file size cannot exceed 30MB",
    });
    expect(uploadCalls).toEqual([]);
  });

  it("refuses a chunk that does not fit the 3 MB plan", async () => {
    const wrong = await chunkPost(chunkFields(fileOf(SAMPLES.pdf, 100), "a.pdf", { size: "200" }));
    expect(wrong.body).toMatchObject({ ok: false, problem: "failed", message: "Upload failed" });
    const outside = await chunkPost(chunkFields(fileOf(SAMPLES.pdf, 100), "a.pdf", { chunk: "1" }));
    expect(outside.status).toBe(400);
    expect(uploadCalls).toEqual([]);
  });

  it("passes the upstream's refusal on (422), and a busy upstream as 503 for the browser to retry", async () => {
    const refused = await chunkPost(chunkFields(fileOf(SAMPLES.pdf, 100), REFUSED_NAME));
    expect(refused).toEqual({
      status: 422,
      body: { ok: false, problem: "failed", message: "The storage is full" },
    });
    const busy = await chunkPost(chunkFields(fileOf(SAMPLES.pdf, 100), FLAKY_NAME));
    expect(busy).toEqual({ status: 503, body: { ok: false, problem: "failed", message: "Upload failed" } });
    expect(takeConsoleErrors().join("\n")).toMatch(/upload\/file/);
  });
});

/** The no-JavaScript upload as a screen takes it: the form read (files checked, nothing sent), then the upload. */
async function readAndUpload(request: Request, resourceType: ResourceType = "tk_user") {
  const form = await readQuestionForm(request);
  const sentWhileReading = uploadCalls.length;
  const parsed = parseAnswerForm(form, "practice");
  if (!parsed.ok) throw new Error("the question form should parse");
  const { post, upload } = await withAnswerFiles(createApi(request), form, parsed.value, resourceType);
  return { form, post, upload, sentWhileReading };
}

describe("readQuestionForm and the upload step (uploads without JavaScript)", () => {
  it("reads a form without files as it is", async () => {
    const { form, upload } = await readAndUpload(questionForm([]));
    expect(form.get("answer")).toBe("What I typed");
    expect(form.chosen).toEqual({ files: [], problem: null });
    expect(upload).toEqual({ uploaded: [], problem: null, message: null });
    expect(uploadCalls).toEqual([]);
  });

  it("sends nothing upstream while reading the form", async () => {
    const form = await readQuestionForm(questionForm([[fileOf(SAMPLES.pdf, 100), "thesis.pdf"]]));
    expect(form.chosen.files.map((file) => file.name)).toEqual(["thesis.pdf"]);
    expect(form.chosen.problem).toBeNull();
    expect(uploadCalls).toEqual([]);
  });

  it("uploads a chosen file in chunks, merges them and lists it after the existing files", async () => {
    const size = 2 * CHUNK_BYTES + 5;
    const { form, post, upload, sentWhileReading } = await readAndUpload(
      questionForm([[fileOf(SAMPLES.pdf, size), "thesis.pdf"]], existing(1)),
    );
    expect(sentWhileReading).toBe(0);
    expect(upload.problem).toBeNull();
    expect(uploadCalls.map((call) => [call.act, call.chunk, call.chunks, call.size])).toEqual([
      ["upload", 0, 3, CHUNK_BYTES],
      ["upload", 1, 3, CHUNK_BYTES],
      ["upload", 2, 3, 5],
      ["merge", -1, 3, size],
    ]);
    expect(new Set(uploadCalls.map((call) => call.uploadId)).size).toBe(1);
    expect(uploadCalls.every((call) => call.resourceType === "tk_user")).toBe(true);
    const files = JSON.parse(post.attachment) as { file_name: string }[];
    expect(files.map((file) => file.file_name)).toEqual(["old1.pdf", "thesis.pdf"]);
    expect(form.get("answer")).toBe("What I typed");
  });

  it("sends the resource type the screen gives: tk_exam for an assessment", async () => {
    const path = `/center/${SCHOOL}/user/myPractice/NowPractice?chapter_id=1&exe_id=1`;
    await readAndUpload(questionForm([[fileOf(SAMPLES.png, 300), "shot.png"]], "[]", path), "tk_exam");
    expect(uploadCalls).toEqual([expect.objectContaining({ resourceType: "tk_exam", chunks: 1 })]);
  });

  it("keeps only the first 3 files of a post that names no existing ones before its files", async () => {
    const pdf = fileOf(SAMPLES.pdf, 100);
    const form = new FormData();
    for (const name of ["a.pdf", "b.pdf", "c.pdf", "d.pdf", "e.pdf"]) {
      form.append("file", new Blob([pdf as BlobPart]), name);
    }
    form.append("intent", "save");
    form.append("que_id", "9001");
    const request = new Request(`${PORTAL}${PRACTICE}`, {
      method: "POST",
      body: form,
      headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
    });
    const read = await readQuestionForm(request);
    expect(read.chosen.files.map((file) => file.name)).toEqual(["a.pdf", "b.pdf", "c.pdf"]);
    expect(read.chosen.problem).toBe("tooMany");
    expect(uploadCalls).toEqual([]);
  });

  it("refuses more than 3 files in all, keeping the ones that fit and what was typed", async () => {
    const pdf = fileOf(SAMPLES.pdf, 100);
    const { form, post, upload } = await readAndUpload(
      questionForm(
        [
          [pdf, "a.pdf"],
          [pdf, "b.pdf"],
        ],
        existing(2),
      ),
    );
    expect(upload.problem).toBe("tooMany");
    expect(upload.uploaded.map((file) => file.file_name)).toEqual(["a.pdf"]);
    expect(JSON.parse(post.attachment)).toHaveLength(3);
    expect(form.get("answer")).toBe("What I typed");
  });

  it("refuses a .pdf that is really text, by its content", async () => {
    const fake = fileOf(new TextEncoder().encode("Dear teacher, this is plain text."), 5000);
    const { form, post, upload } = await readAndUpload(questionForm([[fake, "answer.pdf"]]));
    expect(upload).toEqual({ uploaded: [], problem: "type", message: null });
    expect(post.attachment).toBe("[]");
    expect(form.get("answer")).toBe("What I typed");
    expect(uploadCalls).toEqual([]);
  });

  it("refuses a disallowed name and a file over 30 MB without sending anything", async () => {
    const txt = await readAndUpload(questionForm([[new TextEncoder().encode("hi"), "notes.txt"]]));
    expect(txt.upload.problem).toBe("type");
    const big = await readAndUpload(questionForm([[fileOf(SAMPLES.mp4, MAX_BYTES + 1), "long.mp4"]]));
    expect(big.upload.problem).toBe("sizeVideo");
    expect(big.form.get("answer")).toBe("What I typed");
    expect(uploadCalls).toEqual([]);
  });

  it("tries a chunk again when the upstream is busy", async () => {
    const { upload } = await readAndUpload(questionForm([[fileOf(SAMPLES.pdf, 100), FLAKY_NAME]]));
    expect(upload.problem).toBeNull();
    expect(upload.uploaded).toHaveLength(1);
    expect(takeConsoleErrors()).toHaveLength(2);
  });

  it("reports the upstream's refusal", async () => {
    const { upload } = await readAndUpload(questionForm([[fileOf(SAMPLES.pdf, 100), REFUSED_NAME]]));
    expect(upload).toEqual({ uploaded: [], problem: "failed", message: "The storage is full" });
  });
});

function download(query: Record<string, string>, init: { method?: string; range?: string } = {}) {
  const headers = new Headers({
    ...SAME_ORIGIN,
    cookie: `api_token=${VALID_TOKEN}`,
    "accept-language": "en-US",
  });
  if (init.range) headers.set("range", init.range);
  const back = `/center/${SCHOOL}/user/myPractice/NowPractice?chapter_id=101&que_id=9001`;
  const url = `${PORTAL}${FILES}/download?${new URLSearchParams({ back, ...query })}`;
  // A post is the download form's: an empty form, as a browser sends it.
  const post = init.method === "POST";
  const request = new Request(url, {
    method: init.method ?? "GET",
    headers,
    ...(post ? { body: new URLSearchParams() } : {}),
  });
  const args = { request, params: { school: SCHOOL }, context: {} };
  return post ? downloadAction(args) : downloadLoader(args);
}

describe("the download route", () => {
  it("streams an mp3 by GET and passes a byte range on", async () => {
    const response = await download(
      { kind: "practice", id: "7", name: "talk.mp3" },
      { range: "bytes=10-19" },
    );
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 10-19/100");
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(response.headers.get("content-disposition")).toContain('attachment; filename="talk.mp3"');
    expect((await response.arrayBuffer()).byteLength).toBe(10);
  });

  it("serves other types whole, as attachments that never sniff", async () => {
    const response = await download(
      { kind: "exam", path: "/uploads/tk_exam/1-report.pdf", name: "report.pdf" },
      { method: "POST" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toContain("%PDF-1.4");
  });

  it("asks for a question's file by POST, and a question's media by GET", async () => {
    const pdf = await download({ kind: "question", id: "31", name: "guide.pdf" }, { method: "POST" });
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain("%PDF");
    const audio = await download({ kind: "question", id: "32", name: "listen.mp3" }, { range: "bytes=0-" });
    expect(audio.status).toBe(206);
  });

  it("comes back to the page with 'resource does not exist' for a missing file", async () => {
    const response = await download(
      { kind: "practice", id: MISSING_ID, name: "gone.pdf" },
      { method: "POST" },
    );
    expect(response).toHaveRedirect(
      `/center/${SCHOOL}/user/myPractice/NowPractice?chapter_id=101&que_id=9001`,
      302,
    );
    expect(await toastOf(response)).toEqual({ type: "error", key: "files.missing" });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("comes back with 'File download failed' when the upstream refuses", async () => {
    const response = await download({ kind: "question", id: REFUSED_ID, name: "x.pdf" }, { method: "POST" });
    expect(await toastOf(response)).toEqual({ type: "error", key: "files.downloadFailed" });
  });

  it("answers the page's script with the message as JSON", async () => {
    const response = await download({ kind: "exam", id: MISSING_ID, name: "gone.mp4", js: "1" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "resource does not exist" });
    takeConsoleErrors();
  });

  it("names no file: 'resource does not exist', and never goes back to another site", async () => {
    const response = await download({ kind: "practice", name: "x.pdf", back: "https://evil.example/" });
    expect(response).toHaveRedirect(`/center/${SCHOOL}/user/myPractice`);
    expect(await toastOf(response)).toEqual({ type: "error", key: "files.missing" });
  });
});

describe("the screens' helpers", () => {
  const t = createTranslator("en", messagesFor("en"));

  it("turn an upload's outcome into a toast with the message filled in", () => {
    const form = new FormData();
    expect(uploadToast(t, { uploaded: [], problem: null, message: null }, form)).toBeNull();
    expect(uploadToast(t, { uploaded: [], problem: "type", message: null }, form)).toEqual({
      type: "error",
      key: "files.type",
      text: `File must be of type ${TYPES}`,
    });
    expect(
      uploadToast(t, { uploaded: [], problem: "failed", message: "The storage is full" }, form),
    ).toMatchObject({
      text: "The storage is full",
    });
    const file = {
      id: "1",
      name: "",
      file_id: "",
      file_name: "a.pdf",
      file_path: "",
      file_url: "",
      cover: "",
    };
    expect(uploadToast(t, { uploaded: [file], problem: null, message: null }, form)).toEqual({
      type: "success",
      key: "files.uploaded",
    });
    // With JS the chunks went up before the post: the post carries the list and says so.
    const browser = new FormData();
    browser.set("intent", "upload");
    browser.set("uploaded_in_browser", "1");
    expect(uploadToast(t, { uploaded: [], problem: null, message: null }, browser)).toEqual({
      type: "success",
      key: "files.uploaded",
    });
    browser.set("intent", "go");
    expect(uploadToast(t, { uploaded: [], problem: null, message: null }, browser)).toBeNull();
  });

  it("save the answer without the deleted file, keeping the answer and the flag", () => {
    const question = QuestionSchema.parse({
      id: 9001,
      type: 4,
      user_log: { answer: "My essay", is_sign: "1" },
      user_attachment: JSON.parse(existing(2)) as unknown,
    });
    const saved = answerWithoutFile(question, "1");
    expect(saved).toMatchObject({ answer: "My essay", isSign: "1" });
    expect(JSON.parse(saved?.attachment ?? "")).toEqual([
      {
        id: "2",
        file_id: "f2",
        file_name: "old2.pdf",
        file_path: "/uploads/old2.pdf",
        file_url: "",
        cover: "",
      },
    ]);
    expect(answerWithoutFile(question, "99")).toBeNull();
  });
});

describe("the practice screen's file intents", () => {
  const NOW = `/center/${SCHOOL}/user/myPractice/NowPractice?chapter_id=201&name=Types&exe_id=2`;
  const args = (request: Request) => ({ request, params: { school: SCHOOL }, context: {} });

  /** The learning service's answer posts, as form bodies. */
  function recordAnswerPosts() {
    const posts: URLSearchParams[] = [];
    server.events.on("request:start", async ({ request }) => {
      const url = new URL(request.url);
      if (request.method === "POST" && url.pathname === "/api/my/tk/exercises") {
        posts.push(new URLSearchParams(await request.clone().text()));
      }
    });
    return posts;
  }
  afterEach(() => server.events.removeAllListeners());

  function shortAnswerPost(intent: string, files: [Uint8Array, string][], attachment = "[]") {
    const form = new FormData();
    form.append("intent", intent);
    form.append("que_id", "9104");
    form.append("que_type", "4");
    form.append("options", "");
    form.append("is_sign", "2");
    form.append("attachment", attachment);
    form.append("answer", "A closure keeps its scope.");
    for (const [data, name] of files) form.append("file", new Blob([data as BlobPart]), name);
    if (files.length === 0) form.append("file", new Blob([]), "");
    return new Request(`${PORTAL}${NOW}`, {
      method: "POST",
      body: form,
      headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}`, "accept-language": "en-US" },
    });
  }

  it("saves the answer with the uploaded file and says so", async () => {
    const posts = recordAnswerPosts();
    const response = (await practiceAction(
      args(shortAnswerPost("upload", [[fileOf(SAMPLES.pdf, 500), "a.pdf"]])),
    )) as Response;
    expect(response).toHaveRedirect(`${NOW}&que_id=9104`, 302);
    expect(await toastOf(response as Response)).toEqual({ type: "success", key: "files.uploaded" });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.get("answer")).toBe("A closure keeps its scope.");
    expect(JSON.parse(posts[0]?.get("attachment") ?? "")).toEqual([
      expect.objectContaining({ file_name: "a.pdf", file_id: expect.any(String) }),
    ]);
  });

  it("over the process's bound on upload bodies: 503 + Retry-After, no file taken, nothing saved, the text kept", async () => {
    const posts = recordAnswerPosts();
    // The server marks a post past its bound (server/node-request.ts); a browser's own header is removed there.
    const request = shortAnswerPost("upload", [[fileOf(SAMPLES.pdf, 500), "a.pdf"]]);
    request.headers.set(UPLOADS_BUSY_HEADER, "30");
    const reply = await practiceAction(args(request));
    const { data, init } = reply as unknown as { data: QuestionFailure; init: ResponseInit };
    expect(init.status).toBe(503);
    expect(new Headers(init.headers).get("retry-after")).toBe("30");
    expect(data.message.key).toBe("files.busy");
    expect(data.values).toMatchObject({ answer: ["A closure keeps its scope."] });
    expect(uploadCalls).toEqual([]);
    expect(posts).toEqual([]);
  });

  it("sends the files on after a body that took longer than the request's deadline to come", async () => {
    const posts = recordAnswerPosts();
    const sent = shortAnswerPost("upload", [[fileOf(SAMPLES.pdf, 500), "a.pdf"]]);
    const bytes = new Uint8Array(await sent.arrayBuffer());
    // The body arrives in two halves, the second ten minutes later by the clock (a slow line), long after the
    // request's deadline.
    const realNow = Date.now.bind(Date);
    let later = 0;
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + later);
    const slow = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (later === 0) {
          controller.enqueue(bytes.slice(0, 200));
          later = 10 * 60_000;
          return;
        }
        controller.enqueue(bytes.slice(200));
        controller.close();
      },
    });
    const request = new Request(sent.url, {
      method: "POST",
      headers: sent.headers,
      body: slow,
      duplex: "half",
    } as RequestInit);
    const response = (await withRequestScope(5000, () => practiceAction(args(request)))) as Response;
    expect(await toastOf(response)).toEqual({ type: "success", key: "files.uploaded" });
    expect(JSON.parse(posts[0]?.get("attachment") ?? "[]")).toEqual([
      expect.objectContaining({ file_name: "a.pdf" }),
    ]);
  });

  it("keeps the files just sent on with the answer when its save fails, for the next save to attach", async () => {
    server.use(http.post("http://learning.test/api/my/tk/exercises", () => HttpResponse.error()));
    const reply = await practiceAction(
      args(shortAnswerPost("upload", [[fileOf(SAMPLES.pdf, 500), "a.pdf"]])),
    );
    const { data } = reply as unknown as { data: QuestionFailure };
    expect(JSON.parse(data.fields?.attachment ?? "[]")).toEqual([
      expect.objectContaining({ file_name: "a.pdf" }),
    ]);
    expect(takeConsoleErrors().join("\n")).toMatch(/exercises/);
  });

  it("saves what was typed and shows the type message for a refused file", async () => {
    const posts = recordAnswerPosts();
    const response = await practiceAction(
      args(shortAnswerPost("upload", [[new Uint8Array([1, 2]), "x.exe"]])),
    );
    expect(await toastOf(response as Response)).toEqual({
      type: "error",
      key: "files.type",
      text: `File must be of type ${TYPES}`,
    });
    expect(posts[0]?.get("answer")).toBe("A closure keeps its scope.");
    expect(posts[0]?.get("attachment")).toBe("[]");
  });

  it("saves, then opens 'Sure to delete this file?' for a delete", async () => {
    const posts = recordAnswerPosts();
    const response = (await practiceAction(
      args(shortAnswerPost("delete-file:2", [], existing(2))),
    )) as Response;
    expect(response).toHaveRedirect(`${NOW}&que_id=9104&confirm=delete-file-2`);
    expect(JSON.parse(posts[0]?.get("attachment") ?? "")).toHaveLength(2);
  });

  it("saves the answer without the file when the delete is confirmed", async () => {
    server.use(
      http.get("http://learning.test/api/my/tk/exercises/question", () =>
        ok({
          id: 9104,
          type: 4,
          content: "<p>Explain a closure.</p>",
          user_log: { answer: "Saved answer", is_sign: "1" },
          user_attachment: JSON.parse(existing(2)) as unknown,
        }),
      ),
    );
    const posts = recordAnswerPosts();
    const form = new FormData();
    form.append("intent", "confirm-delete-file");
    form.append("file", "1");
    form.append("que_id", "9104");
    const request = new Request(`${PORTAL}${NOW}&que_id=9104&confirm=delete-file-1`, {
      method: "POST",
      body: form,
      headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
    });
    const response = (await practiceAction(args(request))) as Response;
    expect(await toastOf(response as Response)).toEqual({ type: "success", key: "files.deleted" });
    expect(response).toHaveRedirect(`${NOW}&que_id=9104`);
    expect(posts[0]?.get("answer")).toBe("Saved answer");
    expect(posts[0]?.get("is_sign")).toBe("1");
    expect(JSON.parse(posts[0]?.get("attachment") ?? "").map((file: { id: string }) => file.id)).toEqual([
      "2",
    ]);
  });
});

describe("the assessment screen's file intents", () => {
  const SCREEN = `/center/${SCHOOL}/user/myAssess/assessAnswer`;
  const search = new URLSearchParams({
    ass_id: ATTEMPT.examId,
    class_id: ATTEMPT.classId,
    assessName: ATTEMPT.name,
    record_id: ATTEMPT.recordId,
    show_result: "1",
    que_id: "802",
  }).toString();
  const args = (request: Request) => ({ request, params: { school: SCHOOL }, context: {} });

  function shortAnswer(intent: string, files: [Uint8Array, string][], attachment = "[]") {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent,
      que_id: "802",
      que_type: "4",
      options: "",
      is_sign: "2",
      attachment,
      answer: "Fair use allows quotation.",
    }))
      form.append(name, value);
    for (const [data, name] of files) form.append("file", new Blob([data as BlobPart]), name);
    return new Request(`${PORTAL}${SCREEN}?${search}`, {
      method: "POST",
      body: form,
      headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}`, "accept-language": "en-US" },
    });
  }

  it("uploads as tk_exam and saves the answer with the file", async () => {
    resetExams();
    const response = (await assessAction(
      args(shortAnswer("upload", [[fileOf(SAMPLES.jpeg, 800), "photo.jpg"]])),
    )) as Response;
    expect(await toastOf(response)).toEqual({ type: "success", key: "files.uploaded" });
    expect(uploadCalls).toEqual([expect.objectContaining({ resourceType: "tk_exam", name: "photo.jpg" })]);
    const save = examSaves().at(-1);
    expect(save?.answer).toBe("Fair use allows quotation.");
    expect(JSON.parse(save?.attachment ?? "")).toEqual([expect.objectContaining({ file_name: "photo.jpg" })]);
  });

  it("saves, then asks before deleting; the confirm saves the answer without the file", async () => {
    resetExams();
    const asked = (await assessAction(args(shortAnswer("delete-file:1", [], existing(2))))) as Response;
    expect(asked).toHaveRedirect(`${SCREEN}?${search}&confirm=delete-file-1`);
    expect(JSON.parse(examSaves().at(-1)?.attachment ?? "")).toHaveLength(2);

    server.use(
      http.get("http://learning.test/api/my/tk/exam/question", () =>
        ok({
          id: 802,
          type: 4,
          content: "Explain fair use.",
          user_log: { answer: "Fair use allows quotation.", is_sign: "2" },
          user_attachment: JSON.parse(existing(2)) as unknown,
        }),
      ),
    );
    const form = new FormData();
    form.append("intent", "confirm-delete-file");
    form.append("file", "1");
    form.append("que_id", "802");
    const confirmed = (await assessAction(
      args(
        new Request(`${PORTAL}${SCREEN}?${search}&confirm=delete-file-1`, {
          method: "POST",
          body: form,
          headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
        }),
      ),
    )) as Response;
    expect(await toastOf(confirmed)).toEqual({ type: "success", key: "files.deleted" });
    const save = examSaves().at(-1);
    expect(save?.answer).toBe("Fair use allows quotation.");
    expect(JSON.parse(save?.attachment ?? "").map((file: { id: string }) => file.id)).toEqual(["2"]);
  });
});

describe("the upload step when the session has expired", () => {
  it("passes the login redirect on instead of a form error", async () => {
    const request = questionForm([[fileOf(SAMPLES.pdf, 100), "a.pdf"]]);
    request.headers.set("cookie", "api_token=expired");
    const thrown = await readAndUpload(request).catch((error: unknown) => error);
    expect(thrown).toHaveRedirect(loginRedirect(PRACTICE), 302);
  });
});
