import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { createClient, type Client } from "@libsql/client";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postAnswerWithFiles, SHORT_ANSWER } from "../../scripts/bench/upload-posts";
import { startPortalServer, type PortalServer } from "../../server/portal-app";
import { startUpstream } from "../../upstream/server";
import { upstreamSession } from "./helpers";

// Answers with files posted without JavaScript, through the built portal (npm run build) to the reference upstream
// over real sockets (decision 050): the files go on upstream a chunk at a time while the body arrives, so four
// learners posting three 29 MB files at once all succeed (the bound on such bodies is UPLOAD_BODIES_MAX, 8 by
// default); a post the browser abandons leaves nothing upstream, no chunk and no stored file; and the bound's slot
// is given back on every path. The process's memory is measured by `npm run bench:uploads`, not here.

const MB = 1024 * 1024;
/** The documented maximum is 30 MB a file; 29 MB as the outside test sent. */
const FILE_BYTES = 29 * MB;

let portal: PortalServer;
let stopUpstream: () => Promise<void>;
let upstream = "";
let own = "";
let db: Client;
let folder = "";

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "streamed-uploads-"));
  const dbUrl = pathToFileURL(join(folder, "upstream.db")).href;
  const started = await startUpstream({ port: 0, dbUrl, dataDir: join(folder, "data") });
  stopUpstream = started.close;
  upstream = `http://127.0.0.1:${started.port}`;
  db = createClient({ url: dbUrl });
  Object.assign(process.env, {
    LOGIN_SERVICE_URL: upstream,
    LEARNING_SERVICE_URL: upstream,
    MEDIA_SERVICE_URL: upstream,
    LOGIN_SERVICE_PUBLIC_URL: started.url,
    UPSTREAM_TIMEOUT_MS: "20000",
    PAGE_DEADLINE_MS: "20000",
  });
  const path = fileURLToPath(new URL("../../build/index.js", import.meta.url));
  const build = (await import(/* @vite-ignore */ path)) as ServerBuild;
  portal = await startPortalServer(build, { port: 0, hostname: "127.0.0.1" });
  own = `http://127.0.0.1:${portal.port}`;
}, 60_000);

afterAll(async () => {
  await portal?.close();
  db?.close();
  await stopUpstream?.();
  rmSync(folder, { recursive: true, force: true });
});

async function session(username: string): Promise<{ cookie: string; userId: number }> {
  const cookie = await upstreamSession(upstream, username);
  const user = await db.execute({ sql: "SELECT id FROM users WHERE username = ?", args: [username] });
  return { cookie, userId: Number(user.rows[0]?.id) };
}

/** Uploads of the user that no answer lists, and chunk folders never merged. */
async function leftUpstream(
  userId: number,
): Promise<{ orphans: number; chunkFolders: number; stored: number }> {
  const referenced = (table: string) =>
    `EXISTS (SELECT 1 FROM ${table} a WHERE instr(a.attachment, '"' || u.file_id || '"') > 0)`;
  const orphans = await db.execute({
    sql: `SELECT count(*) AS n FROM uploads u WHERE u.user_id = ?
          AND NOT ${referenced("practice_answers")} AND NOT ${referenced("exam_answers")}`,
    args: [userId],
  });
  const stored = await db.execute({
    sql: "SELECT count(*) AS n FROM uploads WHERE user_id = ?",
    args: [userId],
  });
  let chunkFolders = 0;
  try {
    chunkFolders = readdirSync(join(folder, "data", "chunks", String(userId))).length;
  } catch {
    // no chunk folder at all
  }
  return { orphans: Number(orphans.rows[0]?.n), chunkFolders, stored: Number(stored.rows[0]?.n) };
}

async function bodiesInFlight(): Promise<number> {
  const metrics = await (await fetch(`${own}/center/metrics`)).text();
  return Number(/^portal_upload_bodies_in_flight (\d+)/m.exec(metrics)?.[1] ?? Number.NaN);
}

async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("answers with files posted without JavaScript", () => {
  it("four learners each posting three 29 MB files at once: all saved, every file listed, nothing left over", async () => {
    const learners = await Promise.all(["learner3", "learner4", "learner5", "learner6"].map(session));
    const answers = await Promise.all(
      learners.map(({ cookie }) =>
        postAnswerWithFiles({
          port: portal.port,
          ...SHORT_ANSWER,
          cookie,
          origin: own,
          files: [FILE_BYTES, FILE_BYTES, FILE_BYTES],
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, "body" in answer ? answer.body.slice(0, 300) : "").toBe(302);
    }
    for (const { userId } of learners) {
      const saved = await db.execute({
        sql: "SELECT attachment FROM practice_answers WHERE user_id = ? AND que_id = ?",
        args: [userId, Number(SHORT_ANSWER.queId)],
      });
      const files = JSON.parse(String(saved.rows[0]?.attachment ?? "[]")) as { file_name: string }[];
      expect(files.map((file) => file.file_name)).toEqual(["answer-1.pdf", "answer-2.pdf", "answer-3.pdf"]);
      expect(await leftUpstream(userId)).toEqual({ orphans: 0, chunkFolders: 0, stored: 3 });
    }
    expect(await eventually(async () => (await bodiesInFlight()) === 0)).toBe(true);
  }, 300_000);

  it("a post the browser abandons halfway leaves no chunk and no file upstream, and gives its slot back", async () => {
    const { cookie, userId } = await session("learner7");
    const answer = await postAnswerWithFiles({
      port: portal.port,
      ...SHORT_ANSWER,
      cookie,
      origin: own,
      files: [FILE_BYTES, FILE_BYTES, FILE_BYTES],
      // In the second file: the first has all come, and chunks of the second have gone upstream.
      abortAfterBytes: FILE_BYTES + 10 * MB,
    });
    expect(answer.status).toBe("aborted");
    expect(
      await eventually(async () => {
        const left = await leftUpstream(userId);
        return left.stored === 0 && left.chunkFolders === 0;
      }),
    ).toBe(true);
    expect(await eventually(async () => (await bodiesInFlight()) === 0)).toBe(true);
  }, 120_000);
});
