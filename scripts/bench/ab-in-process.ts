// `npm run bench:ab:in-process -- A B … [path]`: saved versions of the portal (`npm run bench:ab -- --save NAME`)
// without HTTP in front: each version's own handler (its server/portal-handler.ts around its build, the log line
// written nowhere) answers synthetic requests for the page, 20 at a time, against the bench's fake upstream.
// One process per version and turn, the turns alternating A, B, B, A… (BENCH_TURNS, 3 each); each process answers
// 200 pages to warm up, then BENCH_PAGES (600) whose CPU it reads from process.cpuUsage, the collections' pauses
// meanwhile (their time a page, the longest), and its live heap after a full collection. On a shared machine this moves by a few per cent where the HTTP A/B moves by tens
// (docs/decisions/034). The page defaults to my courses as a logged-in learner (COOKIE= for a visitor).
// `NAME@--flag,--flag` runs the snapshot NAME with those node options (e.g. `base@--max-semi-space-size=32`), and
// `NAME@--flag@/path/to/node` on that runtime (e.g. `base@@/usr/bin/node`: docs/decisions/041).
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import { portalEnv, root, startFakeUpstream, stopAll, waitUntilUp } from "./processes";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3720);
const TURNS = Number(process.env.BENCH_TURNS ?? 3);
const PAGES = Number(process.env.BENCH_PAGES ?? 600);
const CONCURRENCY = 20;
const cookie = process.env.COOKIE ?? "api_token=valid-token";
const snapshots = `${root}.cache/ab`;

type Handler = (request: Request, client?: { address?: string }) => Promise<Response>;
type Turn = { ms: number; heapMb: number; gcMsPerPage: number; gcMaxMs: number };

/** One turn, in a process of its own: prints the CPU per page and the live heap as JSON. */
async function child(name: string, path: string): Promise<void> {
  Object.assign(process.env, portalEnv(UPSTREAM_PORT, 3000));
  const dir = `${snapshots}/${name}`;
  const { createPortalHandler } = (await import(pathToFileURL(`${dir}/server/portal-handler.ts`).href)) as {
    createPortalHandler: (build: ServerBuild, mode: "production", options: object) => Handler;
  };
  const build = (await import(pathToFileURL(`${dir}/build/index.js`).href)) as ServerBuild;
  const handle = createPortalHandler(build, "production", { logDestination: { write: () => true } });
  const headers = cookie ? { cookie, accept: "text/html", "user-agent": "Mozilla/5.0" } : undefined;
  const answer = async () => {
    const response = await handle(new Request(`http://localhost:3000${path}`, { headers }), {
      address: "127.0.0.1",
    });
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const pages = async (count: number) => {
    let left = count;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (left-- > 0) await answer();
      }),
    );
  };
  await pages(200);
  // The collections' pauses while the pages are answered: their time a page, and the longest (what a page's p99
  // waits for beyond its own work; the loop is saturated here, so its delay says nothing of its own).
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[]) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ["gc"] });
  const before = process.cpuUsage();
  await pages(PAGES);
  const used = process.cpuUsage(before);
  await new Promise((resolve) => setImmediate(resolve));
  gc.disconnect();
  (globalThis as { gc?: () => void }).gc?.();
  const turn: Turn = {
    ms: (used.user + used.system) / 1000 / PAGES,
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    gcMsPerPage: pauses.reduce((sum, ms) => sum + ms, 0) / PAGES,
    gcMaxMs: Math.max(0, ...pauses),
  };
  console.log(JSON.stringify(turn));
}

async function compare(names: string[], path: string): Promise<void> {
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  const seen = new Map<string, Turn[]>(names.map((name) => [name, []]));
  const loads: number[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const name of turn % 2 === 0 ? names : [...names].reverse()) {
      const [snapshot = "", flags = "", runtime = process.execPath] = name.split("@");
      const run = spawnSync(
        runtime.includes("/") ? resolve(root, runtime) : runtime,
        [
          ...flags.split(",").filter(Boolean),
          "--expose-gc",
          "--import",
          "tsx",
          `${root}scripts/bench/ab-in-process.ts`,
          "--child",
          snapshot,
          path,
        ],
        { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
      );
      const line = run.stdout.trim().split("\n").pop() ?? "";
      if (run.status !== 0 || !line.startsWith("{")) throw new Error(`${name}: the turn failed`);
      seen.get(name)?.push(JSON.parse(line) as Turn);
      loads.push(loadavg()[0] ?? 0);
    }
  }
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  console.log(`${path}: ${TURNS} turns of ${PAGES} pages each, load average ${range(loads, 1)}`);
  for (const [name, turns] of seen) {
    const ms = turns.map((turn) => turn.ms);
    const mean = ms.reduce((sum, value) => sum + value, 0) / Math.max(ms.length, 1);
    const heap = range(
      turns.map((turn) => turn.heapMb),
      0,
    );
    const gcMs = range(
      turns.map((turn) => turn.gcMsPerPage),
      2,
    );
    const gcMax = range(
      turns.map((turn) => turn.gcMaxMs),
      1,
    );
    console.log(
      `${name.padEnd(30)} ${mean.toFixed(2)} ms CPU a page (turns ${range(ms, 2)}), live heap ${heap} MB, ` +
        `collections ${gcMs} ms a page, longest pause ${gcMax} ms`,
    );
  }
}

const args = process.argv.slice(2);
const main =
  args[0] === "--child"
    ? () => child(args[1] ?? "", args[2] ?? "/")
    : () => {
        const path = args.at(-1)?.startsWith("/") ? args.at(-1) : undefined;
        return compare(path ? args.slice(0, -1) : args, path ?? "/center/100001/user/myClass");
      };
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    if (args[0] === "--child") process.exit();
  });
