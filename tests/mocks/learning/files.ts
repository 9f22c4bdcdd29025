import { http, HttpResponse, type RequestHandler } from "msw";

import { CHUNK_BYTES, CHUNK_SLACK_BYTES } from "~/domain/upload-rules";

import { fail, ok } from "../envelope";
import { VALID_TOKEN } from "../login-service";

// Answer files on the learning service (learner-area §7 File upload, Chunk merge, the three downloads; contract
// "Files"). The upload handler checks every multipart field the contract names, keeps the chunks per upload_id
// and merges them; the downloads answer small files (with byte ranges for media). Special names and ids make the
// upstream refuse or fail, for the failure paths.
const LEARNING = "http://learning.test";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

/** The first bytes of a real file of each family (a test pads them to any size). */
export const SAMPLES = {
  pdf: text("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46),
  zip: bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  id3: text("ID3\u0004\u0000\u0000"),
  mp3Frame: bytes(0xff, 0xfb, 0x90, 0x64, 0),
  mp4: bytes(0, 0, 0, 0x18, ...text("ftypmp42"), 0, 0, 0, 0),
};

/** A file of `size` bytes starting with `head`. */
export function fileOf(head: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  data.set(head.subarray(0, size));
  return data;
}

/** A name the upstream refuses with a code. */
export const REFUSED_NAME = "refused.pdf";
/** A name whose chunks fail with HTTP 503 this many times each before they go through. */
export const FLAKY_NAME = "flaky.pdf";
export const FLAKY_FAILURES = 2;
/** Download ids: a missing file (HTTP 404), and a refusal (an envelope with a code). */
export const MISSING_ID = "404";
export const REFUSED_ID = "1500";

/** What the upload handler was sent, for the tests to look at. */
export type UploadCall = {
  act: string;
  resourceType: string;
  chunk: number;
  chunks: number;
  name: string;
  uploadId: string;
  size: number;
};
export const uploadCalls: UploadCall[] = [];
const stored = new Map<string, Map<number, number>>();
/** The bytes of each chunk (by upload_id, then chunk) and of each stored file (by id), as a real store keeps them. */
const chunkBytes = new Map<string, Map<number, Uint8Array>>();
const fileBytes = new Map<string, Uint8Array>();
const flakyTries = new Map<string, number>();
let nextId = 700;

export function resetFiles(): void {
  uploadCalls.length = 0;
  stored.clear();
  chunkBytes.clear();
  fileBytes.clear();
  flakyTries.clear();
  nextId = 700;
}

function loggedIn(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").includes(`api_token=${VALID_TOKEN}`);
}

function badRequest(problem: string) {
  return HttpResponse.json({ error: problem }, { status: 400 });
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

function storedFile(name: string, resourceType: string) {
  const id = nextId++;
  return {
    id,
    file_id: `f${id}`,
    file_name: name,
    file_path: `/uploads/${resourceType}/${id}-${name}`,
    file_url: "",
    cover: "",
  };
}

const FILE_BODY = text("%PDF-1.4\nthe file\n");
const MEDIA_BODY = fileOf(SAMPLES.id3, 100);

function fileResponse(body: Uint8Array, type: string, request: Request) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (range) {
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : body.length - 1;
    return new HttpResponse(body.slice(start, end + 1), {
      status: 206,
      headers: {
        "content-type": type,
        "content-range": `bytes ${start}-${end}/${body.length}`,
        "accept-ranges": "bytes",
        "content-length": String(end + 1 - start),
      },
    });
  }
  return new HttpResponse(body, {
    headers: { "content-type": type, "content-length": String(body.length), "accept-ranges": "bytes" },
  });
}

/** A download by id or path: 404 and refusals by id, else a small file of the name's type. */
function answerDownload(request: Request, id: string | null, path: string | null, name: string) {
  if (id === MISSING_ID) return new HttpResponse("not found", { status: 404 });
  if (id === REFUSED_ID) return fail(1500, "This file is not yours");
  if (!id && !path) return badRequest("id or path is required");
  const kept = id ? fileBytes.get(id) : undefined;
  if (kept) return fileResponse(kept, "application/octet-stream", request);
  return name.endsWith(".mp3")
    ? fileResponse(MEDIA_BODY, "audio/mpeg", request)
    : fileResponse(FILE_BODY, "application/pdf", request);
}

export const handlers: RequestHandler[] = [
  http.post(`${LEARNING}/api/upload/file`, async ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
      // The merge is a plain form post.
      const form = new URLSearchParams(await request.text());
      if (form.get("act") === "cancel") {
        // The chunks of a file the portal will not merge (decision 050).
        const uploadId = form.get("upload_id") ?? "";
        uploadCalls.push({
          act: "cancel",
          resourceType: form.get("resource_type") ?? "",
          chunk: -1,
          chunks: 0,
          name: form.get("name") ?? "",
          uploadId,
          size: 0,
        });
        stored.delete(uploadId);
        chunkBytes.delete(uploadId);
        return ok(null);
      }
      if (form.get("act") !== "merge") return badRequest("a chunk must be multipart");
      for (const name of [
        "name",
        "chunks",
        "upload_id",
        "is_tmp",
        "is_thumb",
        "is_compress",
        "resource_type",
      ]) {
        if (form.get(name) === null) return badRequest(`merge needs ${name}`);
      }
      const uploadId = form.get("upload_id") ?? "";
      const chunks = Number(form.get("chunks"));
      const parts = stored.get(uploadId);
      uploadCalls.push({
        act: "merge",
        resourceType: form.get("resource_type") ?? "",
        chunk: -1,
        chunks,
        name: form.get("name") ?? "",
        uploadId,
        size: [...(parts?.values() ?? [])].reduce((sum, size) => sum + size, 0),
      });
      if (!parts || parts.size !== chunks) return fail(1501, "chunks missing");
      const merged = storedFile(form.get("name") ?? "", form.get("resource_type") ?? "");
      const pieces = chunkBytes.get(uploadId);
      if (pieces) {
        const ordered = [...pieces.entries()].sort(([a], [b]) => a - b).map(([, piece]) => piece);
        fileBytes.set(String(merged.id), new Uint8Array(Buffer.concat(ordered)));
      }
      return ok(merged);
    }

    const form = await request.formData();
    const act = field(form, "act");
    const resourceType = field(form, "resource_type") ?? "";
    const name = field(form, "name") ?? "";
    const uploadId = field(form, "upload_id") ?? "";
    const chunk = Number(field(form, "chunk"));
    const chunks = Number(field(form, "chunks"));
    const file = form.get("file");
    if (act !== "upload") return badRequest("act must be upload");
    if (field(form, "is_tmp") === null) return badRequest("is_tmp is required");
    if (!["tk_exam", "tk_user"].includes(resourceType))
      return badRequest("resource_type must be tk_exam or tk_user");
    if (!name || !/^[A-Za-z0-9_-]{8,64}$/.test(uploadId))
      return badRequest("name and upload_id are required");
    if (!Number.isInteger(chunk) || !Number.isInteger(chunks) || chunk < 0 || chunk >= chunks) {
      return badRequest("chunk and chunks are required");
    }
    if (!(file instanceof Blob)) return badRequest("the file part is required");
    if (file.size > CHUNK_BYTES + CHUNK_SLACK_BYTES) return badRequest("a chunk is at most 3 MB");

    if (name === FLAKY_NAME) {
      const key = `${uploadId}/${chunk}`;
      const tries = (flakyTries.get(key) ?? 0) + 1;
      flakyTries.set(key, tries);
      if (tries <= FLAKY_FAILURES) return new HttpResponse("busy", { status: 503 });
    }
    uploadCalls.push({ act, resourceType, chunk, chunks, name, uploadId, size: file.size });
    if (name === REFUSED_NAME) return fail(1500, "The storage is full");

    const parts = stored.get(uploadId) ?? new Map<number, number>();
    parts.set(chunk, file.size);
    stored.set(uploadId, parts);
    const content = new Uint8Array(await file.arrayBuffer());
    if (chunks === 1) {
      const one = storedFile(name, resourceType);
      fileBytes.set(String(one.id), content);
      return ok(one);
    }
    const pieces = chunkBytes.get(uploadId) ?? new Map<number, Uint8Array>();
    pieces.set(chunk, content);
    chunkBytes.set(uploadId, pieces);
    return ok({ chunk });
  }),

  http.get(`${LEARNING}/api/my/tk/exam/download`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    if (query.get("is_download") !== "1") return badRequest("is_download must be 1");
    return answerDownload(request, query.get("id"), query.get("path"), query.get("name") ?? "");
  }),

  http.get(`${LEARNING}/api/my/tk/exercises/attachment`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const query = new URL(request.url).searchParams;
    if (query.get("is_download") !== "1") return badRequest("is_download must be 1");
    return answerDownload(request, query.get("id"), query.get("path"), query.get("name") ?? "");
  }),

  // Media by GET with id (byte ranges), every other question file by POST with id (learner-area §7).
  http.get(`${LEARNING}/api/my/tk/exercises/question/download`, ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const id = new URL(request.url).searchParams.get("id");
    if (!id) return badRequest("id is required");
    if (id === MISSING_ID) return new HttpResponse("not found", { status: 404 });
    return fileResponse(MEDIA_BODY, "audio/mpeg", request);
  }),
  http.post(`${LEARNING}/api/my/tk/exercises/question/download`, async ({ request }) => {
    if (!loggedIn(request)) return fail(2001, "not logged in");
    const id = new URLSearchParams(await request.text()).get("id");
    if (!id) return badRequest("id is required");
    if (id === MISSING_ID) return new HttpResponse("not found", { status: 404 });
    if (id === REFUSED_ID) return fail(1500, "This file is not yours");
    return fileResponse(FILE_BODY, "application/pdf", request);
  }),
];
