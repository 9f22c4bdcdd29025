// `npm run bench:uploads`: the memory of one portal process while learners post answers with files without
// JavaScript at once (decision 050). The built portal runs as its own process (as `npm start` runs it) against the
// reference upstream (in this process, with a database in a temporary folder); LEARNERS (4) learners each post
// FILES (3) files of FILE_MB (29) MB at once, as a browser does (tests' scripts/bench/upload-posts.ts). The portal's
// resident memory (/proc/<pid>/status, VmRSS) is read every 100 ms: before, its peak, and 5 s after. Not a test: it
// prints figures, and fails only when a post is not saved (its status is not the save's 302).
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { startUpstream } from "../../upstream/server";

import { buildPortalIfNeeded, root, SERVED_NODE_FLAGS, start, stopAll, waitUntilUp } from "./processes";
import { postAnswerWithFiles, SHORT_ANSWER } from "./upload-posts";

const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3731);
const LEARNERS = Number(process.env.LEARNERS ?? 4);
const FILES = Number(process.env.FILES ?? 3);
const FILE_MB = Number(process.env.FILE_MB ?? 29);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function main(): Promise<void> {
  buildPortalIfNeeded();
  const folder = mkdtempSync(join(tmpdir(), "bench-uploads-"));
  const upstream = await startUpstream({
    port: 0,
    dbUrl: pathToFileURL(join(folder, "upstream.db")).href,
    dataDir: join(folder, "data"),
  });
  const url = `http://127.0.0.1:${upstream.port}`;
  const portal = start(
    "portal",
    process.execPath,
    [...SERVED_NODE_FLAGS, `${root}build/server.js`, "./build/index.js"],
    {
      env: {
        NODE_ENV: "production",
        PORT: String(PORTAL_PORT),
        HOST: "127.0.0.1",
        COOKIE_SECRET: "bench-only-cookie-secret-not-for-production",
        LOGIN_SERVICE_URL: url,
        LEARNING_SERVICE_URL: url,
        MEDIA_SERVICE_URL: url,
        LOGIN_SERVICE_PUBLIC_URL: upstream.url,
        UPSTREAM_TIMEOUT_MS: "20000",
        PORTAL_RUNTIME_CHECK: "off",
        LOG_LEVEL: "warn",
      },
    },
  );
  const own = `http://127.0.0.1:${PORTAL_PORT}`;
  try {
    await waitUntilUp(`${own}/center/healthz`);
    const pid = portal.pid ?? 0;
    const cookies = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, index) => {
        const username = `learner${3 + index}`;
        const login = await fetch(`${url}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: username }),
        });
        return login.headers
          .getSetCookie()
          .map((value) => value.split(";")[0] ?? "")
          .filter((pair) => pair.startsWith("api_token="))
          .join("; ");
      }),
    );
    // A page first, so that the figure before is a process that has served.
    await fetch(`${own}/center/100001/user/myClass`, { headers: { cookie: cookies[0] ?? "" } });
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map((cookie) =>
        postAnswerWithFiles({
          port: PORTAL_PORT,
          ...SHORT_ANSWER,
          cookie,
          origin: own,
          files: Array.from({ length: FILES }, () => FILE_MB * 1024 * 1024),
        }),
      ),
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    clearInterval(sampler);
    const after = rssMb(pid);
    const statuses = answers.map((answer) => answer.status);
    console.log(
      `${LEARNERS} learners × ${FILES} × ${FILE_MB} MB at once: statuses ${statuses.join(", ")} in ${seconds} s; ` +
        `portal RSS ${before} MB before, ${peak} MB at the peak, ${after} MB 5 s after`,
    );
    if (statuses.some((status) => status !== 302)) process.exitCode = 1;
  } finally {
    stopAll();
    await upstream.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
