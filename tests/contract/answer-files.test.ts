import { beforeAll, describe, expect, it } from "vitest";

import { CHUNK_BYTES } from "~/domain/upload-rules";
import { createApi, UpstreamFailure } from "~/services/http.server";
import { downloadFile, mergeChunks, newUploadId, uploadChunk, uploadFile } from "~/services/upload.server";

import { fileOf, SAMPLES } from "../mocks/learning/files";

import { useRealUpstream } from "./real-upstream";

// upload.server.ts against the real reference upstream: a one-chunk upload, a chunked one with its merge, the
// refusals, and the downloads of what was stored, parsed with the portal's own schemas (contract "Files").
const real = useRealUpstream();
let cookie = "";

beforeAll(async () => {
  cookie = await real.sessionCookie("learner10");
});

const api = () =>
  createApi(
    new Request("http://localhost:3000/center/100001/user/myPractice/NowPractice", { headers: { cookie } }),
    { env: real.env },
  );

describe("answer files against the reference upstream", () => {
  it("stores a one-chunk file and gives it back by id and by path", async () => {
    const data = fileOf(SAMPLES.pdf, 1000);
    const stored = await uploadFile(api(), {
      resourceType: "tk_user",
      name: "small.pdf",
      data: new Blob([data]),
    });
    expect(stored).toMatchObject({ file_name: "small.pdf" });
    expect(stored.id).not.toBe("");

    for (const ref of [
      { id: stored.id, path: "" },
      { id: "", path: stored.file_path },
    ]) {
      const file = await downloadFile(api(), {
        kind: "practice",
        ...ref,
        name: "small.pdf",
        streamed: false,
      });
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(data);
    }
  });

  it("stores a file sent in chunks once they are merged, and streams a byte range of it", async () => {
    const data = fileOf(SAMPLES.mp4, CHUNK_BYTES + 100);
    const stored = await uploadFile(api(), {
      resourceType: "tk_exam",
      name: "clip.mp4",
      data: new Blob([data]),
    });
    const part = await downloadFile(api(), {
      kind: "exam",
      id: stored.id,
      path: "",
      name: "clip.mp4",
      streamed: true,
      range: "bytes=0-9",
    });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(data.subarray(0, 10));
  });

  it("refuses a merge with a chunk missing, and a download of a file that is not there", async () => {
    const uploadId = newUploadId();
    const chunk = new Blob([fileOf(SAMPLES.pdf, 10)]);
    await uploadChunk(api(), {
      resourceType: "tk_user",
      name: "a.pdf",
      uploadId,
      chunk: 0,
      chunks: 2,
      data: chunk,
    });
    await expect(
      mergeChunks(api(), { resourceType: "tk_user", name: "a.pdf", uploadId, chunks: 2 }),
    ).rejects.toBeInstanceOf(UpstreamFailure);
    const missing = downloadFile(api(), {
      kind: "practice",
      id: "999999",
      path: "",
      name: "x.pdf",
      streamed: false,
    });
    await expect(missing).rejects.toMatchObject({ code: "1404" });
  });
});
