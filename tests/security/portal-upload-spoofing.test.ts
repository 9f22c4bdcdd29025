import { afterEach, describe, expect, it } from "vitest";

import { CHUNK_BYTES } from "~/domain/upload-rules";
import { action as uploadAction } from "~/routes/center.$school.user.answerFiles.upload";
import { readQuestionForm } from "~/features/question/answer-form.server";
import { samples, zip } from "../fixtures/file-samples";
import { resetFiles, uploadCalls } from "../mocks/learning/files";
import { VALID_TOKEN } from "../mocks/login-service";
import { useMockUpstream } from "../mocks/server";
import { PORTAL, SAME_ORIGIN } from "../routes/helpers";

// Decision 021, the portal: the type is judged by content (file-type) on the FINAL file, not only on chunk 0 under
// that chunk's name: a merged upload is read back and checked under the merge's name; a one-chunk upload and a
// file sent without JavaScript are checked whole.

useMockUpstream();
afterEach(resetFiles);

const SCHOOL = "100001";
const TYPE_MESSAGE = "File must be of type doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4";

async function post(fields: Record<string, string | [Uint8Array, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([value[0] as BlobPart]), value[1]);
  }
  const request = new Request(`${PORTAL}/center/${SCHOOL}/user/answerFiles/upload`, {
    method: "POST",
    body: form,
    headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}`, "accept-language": "en-US" },
  });
  const response = await uploadAction({ request, params: { school: SCHOOL }, context: {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Sends `data` in two chunks under `chunkName`, then asks for the merge under `mergeName`. */
async function chunked(data: Uint8Array, chunkName: string, mergeName: string) {
  const base = {
    resource_type: "tk_exam",
    size: String(data.length),
    chunks: "2",
    upload_id: "spoof0123456789",
  };
  for (const [i, part] of [data.slice(0, CHUNK_BYTES), data.slice(CHUNK_BYTES)].entries()) {
    const sent = await post({
      ...base,
      act: "upload",
      name: chunkName,
      chunk: String(i),
      file: [part, chunkName],
    });
    expect(sent.body).toEqual({ ok: true, file: null });
  }
  return post({ ...base, act: "merge", name: mergeName });
}

const padded = (head: Uint8Array, size: number) => {
  const data = new Uint8Array(size);
  data.set(head);
  return data;
};
/** A zip that is no Office file: the first bytes say zip, as a .docx's do. */
const plainZip = zip({ "notes.txt": "not a document" });

describe("the chunk proxy", () => {
  it("refuses PNG chunks merged as renamed.pdf", async () => {
    const merged = await chunked(padded(samples.png, CHUNK_BYTES + 100), "x.png", "renamed.pdf");
    expect(merged).toEqual({ status: 400, body: { ok: false, problem: "type", message: TYPE_MESSAGE } });
  });

  it("accepts a merged file whose content is the merge's type", async () => {
    const merged = await chunked(padded(samples.mp4, CHUNK_BYTES + 100), "clip.mp4", "clip.mp4");
    expect(merged.body).toMatchObject({ ok: true, file: { file_name: "clip.mp4" } });
  });

  it("refuses a one-chunk zip named .docx (its first bytes pass, its content is no document)", async () => {
    const sent = await post({
      act: "upload",
      resource_type: "tk_user",
      name: "essay.docx",
      size: String(plainZip.length),
      chunk: "0",
      chunks: "1",
      upload_id: "abcdef0123456789",
      file: [plainZip, "essay.docx"],
    });
    expect(sent).toEqual({ status: 400, body: { ok: false, problem: "type", message: TYPE_MESSAGE } });
    expect(uploadCalls).toEqual([]);
  });

  it("accepts a real docx in one chunk", async () => {
    const sent = await post({
      act: "upload",
      resource_type: "tk_user",
      name: "essay.docx",
      size: String(samples.docx.length),
      chunk: "0",
      chunks: "1",
      upload_id: "abcdef0123456789",
      file: [samples.docx, "essay.docx"],
    });
    expect(sent.body).toMatchObject({ ok: true, file: { file_name: "essay.docx" } });
  });
});

describe("the upload without JavaScript", () => {
  it("judges the whole file: a zip named .docx is refused, a real one kept", async () => {
    const form = (data: Uint8Array, name: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({
        intent: "save",
        que_id: "9001",
        que_type: "4",
        attachment: "[]",
      }))
        body.append(k, v);
      body.append("file", new Blob([data as BlobPart]), name);
      return new Request(`${PORTAL}/center/${SCHOOL}/user/myPractice/NowPractice`, {
        method: "POST",
        body,
        headers: { ...SAME_ORIGIN, cookie: `api_token=${VALID_TOKEN}` },
      });
    };
    const refused = await readQuestionForm(form(plainZip, "essay.docx"));
    expect(refused.chosen).toMatchObject({ problem: "type", files: [] });
    const kept = await readQuestionForm(form(samples.docx, "essay.docx"));
    expect(kept.chosen.problem).toBeNull();
    expect(kept.chosen.files.map((f) => f.name)).toEqual(["essay.docx"]);
  });
});
