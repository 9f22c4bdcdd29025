// `npm run bench:startup`: how a portal process starts and what it holds, for each way of running it and each
// runtime (docs/decisions/041). Not a test: it prints figures. Each turn starts one portal against the bench's
// in-memory upstream and reads: the time from spawn to the first 200 of /center/healthz, the resident memory of
// every process it took (a launcher and its child count together) when ready, and again after a load of my
// courses (BENCH_SECONDS, 4 by default, 20 connections) with its req/s. The ways, in alternating turns
// (BENCH_TURNS, 3 by default): `tsx` (the server's TypeScript through tsx's CLI, as production ran before),
// `bundle` (plain node on build/server.js, as now), and `strip` when BENCH_STRIP_DIR names a copy of server/ and
// its two app/ modules whose relative imports end in `.ts` (node's own type stripping, Node 22.18 and later).
// BENCH_NODES as for `npm run bench`.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

import {
  benchRuntimes,
  buildPortalIfNeeded,
  loadAutocannon,
  portalEnv,
  root,
  SERVED_NODE_FLAGS,
  startFakeUpstream,
  stopAll,
  waitUntilUp,
  type BenchRuntime,
} from "./processes";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3721);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3722);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const TURNS = Number(process.env.BENCH_TURNS ?? 3);
const STRIP_DIR = process.env.BENCH_STRIP_DIR;
const PAGE = "/center/100001/user/myClass";
const SESSION = "api_token=valid-token";

type Way = "tsx" | "bundle" | "strip";

function argsFor(way: Way): string[] {
  if (way === "tsx") {
    return [
      `${root}node_modules/tsx/dist/cli.mjs`,
      ...SERVED_NODE_FLAGS,
      "server/portal-server.ts",
      "./build/index.js",
    ];
  }
  if (way === "strip")
    return [...SERVED_NODE_FLAGS, `${STRIP_DIR}/server/portal-server.ts`, "./build/index.js"];
  return [...SERVED_NODE_FLAGS, "build/server.js", "./build/index.js"];
}

/** The process and its descendants, from /proc (Linux). */
function treeOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

/** Resident memory of a process and its descendants, MB. */
function rssMb(pid: number): { mb: number; processes: number } {
  let kb = 0;
  const tree = treeOf(pid);
  for (const member of tree) {
    try {
      const line = readFileSync(`/proc/${member}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
      kb += Number(line?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { mb: kb / 1024, processes: tree.length };
}

async function readyAfter(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal stopped (${child.exitCode}) before it answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

type Turn = { startMs: number; readyRss: number; loadedRss: number; processes: number; rps: number };

async function turn(way: Way, runtime: BenchRuntime): Promise<Turn> {
  const autocannon = await loadAutocannon();
  const started = performance.now();
  const child = spawn(runtime.bin, argsFor(way), {
    cwd: root,
    env: { ...process.env, ...portalEnv(UPSTREAM_PORT, PORTAL_PORT), PORTAL_RUNTIME_CHECK: "off" },
    stdio: "ignore",
  });
  try {
    const base = `http://localhost:${PORTAL_PORT}`;
    const startMs = await readyAfter(`${base}/center/healthz`, started, child);
    const ready = rssMb(child.pid ?? 0);
    const result = await autocannon({
      url: base + PAGE,
      connections: 20,
      duration: SECONDS,
      headers: { cookie: SESSION },
    });
    const loaded = rssMb(child.pid ?? 0);
    return {
      startMs,
      readyRss: ready.mb,
      loadedRss: loaded.mb,
      processes: ready.processes,
      rps: result.requests.total / SECONDS,
    };
  } finally {
    // A launcher passes the stop on to its child; anything left is stopped by pid.
    const tree = treeOf(child.pid ?? 0);
    await stopped(child);
    for (const pid of tree.slice(1)) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const span = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

async function main() {
  buildPortalIfNeeded();
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  const runtimes = benchRuntimes();
  const ways: Way[] = STRIP_DIR ? ["tsx", "bundle", "strip"] : ["tsx", "bundle"];
  const seen = new Map<string, Turn[]>();
  for (let index = 0; index < TURNS; index += 1) {
    for (const runtime of runtimes) {
      // Node strips types by default from 23.6 (22.18 in the 22 line); older ones cannot run `strip`.
      const major = Number(runtime.version.slice(1).split(".")[0]);
      for (const way of ways.filter((one) => one !== "strip" || major >= 23)) {
        const key = `${way} ${runtime.version}`;
        seen.set(key, [...(seen.get(key) ?? []), await turn(way, runtime)]);
      }
    }
  }
  console.log(
    `\nA portal process, ${TURNS} turns each in alternation; my courses ${SECONDS} s at 20 connections after the start.\n`,
  );
  const header = `${"way".padEnd(18)} ${"procs".padStart(5)} ${"start ms".padStart(16)} ${"RSS ready MB".padStart(16)} ${"RSS loaded MB".padStart(16)} ${"req/s".padStart(12)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const [key, turns] of seen) {
    const starts = turns.map((one) => one.startMs);
    const ready = turns.map((one) => one.readyRss);
    const loaded = turns.map((one) => one.loadedRss);
    const rps = turns.map((one) => one.rps);
    console.log(
      [
        key.padEnd(18),
        String(turns[0]?.processes ?? 0).padStart(5),
        `${median(starts).toFixed(0)} (${span(starts)})`.padStart(16),
        `${median(ready).toFixed(0)} (${span(ready)})`.padStart(16),
        `${median(loaded).toFixed(0)} (${span(loaded)})`.padStart(16),
        `${median(rps).toFixed(0)} (${span(rps)})`.padStart(12),
      ].join(" "),
    );
  }
  console.log("\nmedian (lowest–highest); procs: the processes one portal took (a launcher and its child).");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
