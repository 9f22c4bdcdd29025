import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ORPHAN_AGE_HOURS, sweepOrphanUploads } from "../../upstream/upload-sweep";
import { samples } from "../fixtures/file-samples";
import { createTestUpstream, formPost, login, uploadForm, type TestUpstream } from "./helpers";
import { call, idOf } from "./learning-helpers";

// Decision 021: uploads never attached to an answer are swept once they are older than ORPHAN_AGE_HOURS; an
// attached one, a young one and their files stay. Unmerged chunk folders of that age go too.

type Stored = { id: number; file_id: string; file_name: string; file_path: string };

let up: TestUpstream;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  up = await createTestUpstream();
  dataDir = join(new URL(up.dbUrl).pathname, "..", "files");
  cookie = await login(up.app, "learner7");
});
afterAll(() => up.close());

async function upload(name: string): Promise<Stored> {
  const body = uploadForm({ name }, { bytes: samples.pdf, name });
  const res = await call<Stored>(up.app, "/api/upload/file", cookie, { method: "POST", body });
  expect(res.code).toBe("0000");
  return res.data;
}

const rowExists = async (id: number) =>
  (await up.db.execute({ sql: "SELECT 1 FROM uploads WHERE id = ?", args: [id] })).rows.length === 1;

describe("sweepOrphanUploads", () => {
  it("deletes old uploads no answer lists, keeps attached and young ones", async () => {
    const orphan = await upload("forgotten.pdf");
    const attached = await upload("answer.pdf");
    const young = await upload("just-now.pdf");

    // Attach one to an assessment answer.
    const examId = await idOf(up.db, "SELECT id FROM exams WHERE name = ?", "Timer drill");
    const card = await call<{ record_id: number; items: { que_id: number }[] }>(
      up.app,
      `/api/my/tk/exam/card?exam_id=${examId}`,
      cookie,
    );
    const saved = await call(
      up.app,
      "/api/my/tk/exam",
      cookie,
      formPost({
        exam_id: String(examId),
        record_id: String(card.data.record_id),
        que_id: String(card.data.items[3]!.que_id),
        subtype: "1",
        is_sign: "2",
        answer: "See the file",
        attachment: JSON.stringify([attached]),
      }),
    );
    expect(saved.code).toBe("0000");

    const old = new Date(Date.now() - (ORPHAN_AGE_HOURS + 1) * 3600_000).toISOString();
    await up.db.execute({
      sql: "UPDATE uploads SET created_at = ? WHERE id IN (?, ?)",
      args: [old, orphan.id, attached.id],
    });
    // An unmerged upload's chunks, left for more than a day, and a fresh one.
    const staleChunks = join(dataDir, "chunks", "7", "stale-upload");
    const freshChunks = join(dataDir, "chunks", "7", "fresh-upload");
    for (const dir of [staleChunks, freshChunks]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "0"), "chunk");
    }
    const dayAgo = new Date(Date.now() - (ORPHAN_AGE_HOURS + 1) * 3600_000);
    utimesSync(staleChunks, dayAgo, dayAgo);

    const result = await sweepOrphanUploads(up.db, dataDir, Date.now());
    expect(result).toEqual({ uploads: 1, chunkFolders: 1 });
    expect(await rowExists(orphan.id)).toBe(false);
    expect(existsSync(join(dataDir, orphan.file_path))).toBe(false);
    expect(await rowExists(attached.id)).toBe(true);
    expect(existsSync(join(dataDir, attached.file_path))).toBe(true);
    expect(await rowExists(young.id)).toBe(true);
    expect(existsSync(staleChunks)).toBe(false);
    expect(existsSync(freshChunks)).toBe(true);

    // Nothing left to sweep: a second run deletes nothing.
    expect(await sweepOrphanUploads(up.db, dataDir, Date.now())).toEqual({ uploads: 0, chunkFolders: 0 });
  });
});
