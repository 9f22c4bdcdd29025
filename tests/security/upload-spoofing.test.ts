import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { samples } from "../fixtures/file-samples";
import { createTestUpstream, formPost, login, type TestUpstream } from "../upstream/helpers";
import { call } from "../upstream/learning-helpers";

// Decision 021, the reference upstream: /api/upload/file checks the type by CONTENT (the file-type library) on the
// final file, a single-chunk upload or the merged chunks, against the name it is stored under. Spoofing both
// ways: content of one allowed type under another allowed name, and other content under an allowed name.

let up: TestUpstream;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  cookie = await login(up.app, "learner3");
});
afterAll(() => up.close());

const TYPE_MESSAGE = "File must be of type doc, docx, xls, xlsx, ppt, pptx, pdf, png, jpeg, jpg, mp3, mp4";

async function single(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ act: "upload", resource_type: "tk_user", chunks: "1", name }))
    form.set(k, v);
  form.set("file", new Blob([bytes]), name);
  return call(up.app, "/api/upload/file", cookie, { method: "POST", body: form });
}

let uploadNo = 0;
/** Chunk 0 (and 1) sent under `chunkName`, then the merge asked for under `mergeName`. */
async function chunked(chunkName: string, mergeName: string, bytes: Uint8Array<ArrayBuffer>) {
  const uploadId = `spoof-${(uploadNo += 1)}`;
  const half = Math.ceil(bytes.length / 2);
  for (const [i, part] of [bytes.slice(0, half), bytes.slice(half)].entries()) {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      act: "upload",
      resource_type: "tk_exam",
      chunks: "2",
      chunk: String(i),
      upload_id: uploadId,
      name: chunkName,
    }))
      form.set(k, v);
    form.set("file", new Blob([part]), chunkName);
    expect((await call(up.app, "/api/upload/file", cookie, { method: "POST", body: form })).code).toBe(
      "0000",
    );
  }
  return call(
    up.app,
    "/api/upload/file",
    cookie,
    formPost({ act: "merge", resource_type: "tk_exam", chunks: "2", upload_id: uploadId, name: mergeName }),
  );
}

const uploadCount = async () => Number((await up.db.execute("SELECT count(*) AS n FROM uploads")).rows[0]?.n);

const rightNames: [string, Uint8Array<ArrayBuffer>][] = [
  ["a.pdf", samples.pdf],
  ["a.png", samples.png],
  ["a.jpg", samples.jpg],
  ["a.jpeg", samples.jpg],
  ["a.mp3", samples.mp3],
  ["a.mp4", samples.mp4],
  ["a.doc", samples.doc],
  ["a.xls", samples.doc],
  ["a.ppt", samples.doc],
  ["a.docx", samples.docx],
  ["a.xlsx", samples.xlsx],
  ["a.pptx", samples.pptx],
];

/** Every sample under every allowed name that is not its own type. */
const spoofs: [string, Uint8Array<ArrayBuffer>][] = rightNames.flatMap(([, bytes], i) =>
  rightNames
    .filter(([, other], j) => j !== i && other !== bytes)
    .map(([name]) => [name.replace("a.", "spoof."), bytes] as [string, Uint8Array<ArrayBuffer>]),
);

describe("content of the name's type is stored", () => {
  it.each(rightNames)("%s (single chunk)", async (name, bytes) => {
    expect(await single(name, bytes)).toMatchObject({ code: "0000", data: { file_name: name } });
  });

  it("a merged file of the type its merge names", async () => {
    expect(await chunked("talk.mp3", "talk.mp3", samples.mp3)).toMatchObject({ code: "0000" });
  });
});

describe("spoofed content is refused and nothing is stored", () => {
  it("PNG bytes sent as x.png in chunks, merged as renamed.pdf", async () => {
    const before = await uploadCount();
    const merged = await chunked("x.png", "renamed.pdf", samples.png);
    expect(merged).toEqual({ code: "1422", message: TYPE_MESSAGE, data: null });
    expect(await uploadCount()).toBe(before);
  });

  it("every sample under each other allowed name, single chunk", async () => {
    const before = await uploadCount();
    let through = 0;
    for (const [name, bytes] of spoofs) {
      const res = await single(name, bytes);
      if (res.code !== "1422") through += 1;
    }
    expect(spoofs.length).toBeGreaterThan(100);
    expect(through).toBe(0);
    expect(await uploadCount()).toBe(before);
  });

  it("text, HTML, an executable and empty content under allowed names", async () => {
    const hostile = [
      new TextEncoder().encode("just some text, not a PDF"),
      new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
      new TextEncoder().encode("%PD"),
    ];
    for (const bytes of hostile) {
      for (const name of ["x.pdf", "x.png", "x.docx", "x.mp4"]) {
        expect([name, (await single(name, bytes)).code]).toEqual([name, "1422"]);
      }
    }
  });
});
