// `npm run bench:ab -- A B [path]`: two versions of the portal, A and B, under the same load in turns, and the CPU
// each request cost each of them (docs/decisions/034). A version is a snapshot: `npm run bench:ab -- --save NAME`
// copies the current build, server/ and app/ to .cache/ab/NAME. The turns (2 s each, 20 connections, the
// bench's fake upstream) alternate A, B, B, A, … so a machine whose load changes slows both alike; the CPU is read
// from /proc around each turn. The page defaults to my courses as a logged-in learner (COOKIE as in bench:profile).
// BENCH_TURNS: turns per version (12).
import { cpSync, existsSync, rmSync } from "node:fs";
import { loadavg } from "node:os";

import {
  cpuSecondsOf,
  loadAutocannon,
  portalEnv,
  root,
  start,
  startFakeUpstream,
  stopAll,
  waitUntilUp,
} from "./processes";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3717);
const PORTS = [3718, 3719] as const;
const TURNS = Number(process.env.BENCH_TURNS ?? 12);
const TURN_SECONDS = 2;
const CONNECTIONS = 20;
const cookie = process.env.COOKIE ?? "api_token=valid-token";
const snapshots = `${root}.cache/ab`;

function save(name: string): void {
  const into = `${snapshots}/${name}`;
  rmSync(into, { recursive: true, force: true });
  for (const part of ["build", "server", "app"])
    cpSync(`${root}${part}`, `${into}/${part}`, { recursive: true });
  console.log(`saved the current build, server/ and app/ as ${into}`);
}

type Seen = { requests: number; cpu: number; failed: number };

async function turn(url: string, pid: number | undefined, into: Seen | null, seconds: number) {
  const autocannon = await loadAutocannon();
  const before = cpuSecondsOf(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : undefined,
  });
  if (!into) return;
  into.cpu += cpuSecondsOf(pid) - before;
  into.requests += result.requests.total;
  into.failed += result.non2xx + result.errors + result.timeouts;
}

async function compare(names: [string, string], path: string): Promise<void> {
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  const servers = names.map((version, index) => {
    // `NAME@--flag,--flag`: the snapshot NAME run with those node options.
    const [name = "", flags = ""] = version.split("@");
    const dir = `${snapshots}/${name}`;
    if (!existsSync(`${dir}/build/index.js`)) throw new Error(`no snapshot ${dir}: save it first (--save)`);
    return start(
      name,
      process.execPath,
      [
        ...flags.split(",").filter(Boolean),
        "--import",
        "tsx",
        `${dir}/server/portal-server.ts`,
        `${dir}/build/index.js`,
      ],
      {
        env: portalEnv(UPSTREAM_PORT, PORTS[index] ?? 0),
      },
    );
  });
  const urls = PORTS.map((port) => `http://localhost:${port}${path}`);
  for (const url of urls) await waitUntilUp(url);
  for (const [index, url] of urls.entries()) await turn(url, servers[index]?.pid, null, 2);
  const seen: Seen[] = names.map(() => ({ requests: 0, cpu: 0, failed: 0 }));
  const loads: number[] = [];
  for (let round = 0; round < TURNS; round += 1) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order)
      await turn(urls[index] ?? "", servers[index]?.pid, seen[index] ?? null, TURN_SECONDS);
    loads.push(loadavg()[0] ?? 0);
  }
  console.log(
    `${path}, ${TURNS} turns of ${TURN_SECONDS} s each, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  for (const [index, name] of names.entries()) {
    const { requests, cpu, failed } = seen[index] ?? { requests: 0, cpu: 0, failed: 0 };
    const ms = (1000 * cpu) / Math.max(requests, 1);
    console.log(
      `${name.padEnd(20)} ${String(requests).padStart(6)} requests  ${ms.toFixed(2)} ms CPU a request  ${failed} failed`,
    );
  }
}

const [first, second, third] = process.argv.slice(2);
const main =
  first === "--save"
    ? async () => save(second ?? "")
    : () => compare([first ?? "", second ?? ""], third ?? "/center/100001/user/myClass");
main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
