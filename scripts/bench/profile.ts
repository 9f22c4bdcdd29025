// `npm run bench:profile [path]`: the built portal under load with `node --cpu-prof`, then where its CPU time
// went (self time by package and by function), then the page's bare twin (decision 034) under the same load and
// profiler, and the CPU each request cost in both, by owner: what the portal spends beyond the framework's floor.
// The page defaults to my courses as a logged-in learner (COOKIE: another cookie; COOKIE= for a visitor); the
// profiles are kept under .cache/bench-profiles for Chrome DevTools or speedscope. BENCH_SECONDS: load (15).
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";

import {
  cpuMsByOwner,
  inclusive,
  ownerOf,
  topFunctions,
  topOwners,
  type CpuProfile,
} from "./profile-summary";
import {
  buildBareIfNeeded,
  buildPortalIfNeeded,
  loadAutocannon,
  root,
  startBare,
  startFakeUpstream,
  startPortal,
  stop,
  stopAll,
  waitUntilUp,
} from "./processes";
import { roundsOf, type Call } from "./rounds";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3714);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3715);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3716);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 20;
const path = process.argv[2] ?? "/center/100001/user/myClass";
const cookie = process.env.COOKIE ?? "api_token=valid-token";
const dir = `${root}.cache/bench-profiles`;
const control = `http://127.0.0.1:${UPSTREAM_PORT}/__bench`;

const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
const headers = cookie ? { cookie } : undefined;

async function load(url: string): Promise<number> {
  const autocannon = await loadAutocannon();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return result.requests.total;
}

/** The main thread's profile in `folder` (tsx's loader thread writes one too). */
function profileIn(folder: string): { file: string; profile: CpuProfile } {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort();
  const file = files.find((name) => /\.0\.\d+\.cpuprofile$/.test(name)) ?? files[0];
  if (!file) throw new Error(`no profile was written in ${folder}`);
  return {
    file: `${folder}/${file}`,
    profile: JSON.parse(readFileSync(`${folder}/${file}`, "utf8")) as CpuProfile,
  };
}

/** The page's upstream calls by round, as the fake upstream sees them with every answer delayed. */
async function planOf(url: string): Promise<string[][]> {
  await fetch(`${control}/delay?ms=200`, { method: "POST" });
  await fetch(`${control}/log`, { method: "POST" });
  await (await fetch(url, { headers })).arrayBuffer();
  const calls = (await (await fetch(`${control}/log`)).json()) as Call[];
  await fetch(`${control}/delay?ms=0`, { method: "POST" });
  return roundsOf(calls).map((round) => round.map((call) => call.path));
}

const bytesOf = async (url: string) => (await (await fetch(url, { headers })).arrayBuffer()).byteLength;

async function main() {
  await loadAutocannon();
  buildPortalIfNeeded();
  buildBareIfNeeded();
  rmSync(dir, { recursive: true, force: true });
  for (const folder of ["portal", "twin"]) mkdirSync(`${dir}/${folder}`, { recursive: true });
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`${control}/log`);

  const portal = startPortal(PORTAL_PORT, UPSTREAM_PORT, ["--cpu-prof", `--cpu-prof-dir=${dir}/portal`]);
  const url = `http://localhost:${PORTAL_PORT}${path}`;
  await waitUntilUp(url);
  const plan = await planOf(url);
  const size = await bytesOf(url);
  const portalRequests = await load(url);
  console.log(
    `${path}: ${(portalRequests / SECONDS).toFixed(0)} req/s over ${SECONDS} s (under the profiler)`,
  );
  // The portal server closes on SIGTERM and node writes the profile as the process ends.
  await stop(portal);
  const mine = profileIn(`${dir}/portal`);

  const twin = startBare(
    BARE_PORT,
    {
      BENCH_TWIN_PLANS: JSON.stringify({
        upstream: `http://127.0.0.1:${UPSTREAM_PORT}`,
        pages: { page: plan },
      }),
    },
    ["--cpu-prof", `--cpu-prof-dir=${dir}/twin`],
  );
  const twinAt = (rows: number) => `http://localhost:${BARE_PORT}/twin?page=page&rows=${rows}`;
  await waitUntilUp(twinAt(0));
  const empty = await bytesOf(twinAt(0));
  const rows = Math.max(0, Math.round(((size - empty) * 100) / ((await bytesOf(twinAt(100))) - empty)));
  const twinRequests = await load(twinAt(rows));
  console.log(`its bare twin: ${(twinRequests / SECONDS).toFixed(0)} req/s (the same calls, ${rows} rows)`);
  await stop(twin);
  const theirs = profileIn(`${dir}/twin`);

  console.log("\nThe portal, self time by owner:");
  for (const { name, share } of topOwners(mine.profile)) console.log(`${percent(share)}  ${name}`);
  console.log("\nThe portal, self time by function:");
  for (const { name, share } of topFunctions(mine.profile, 25)) console.log(`${percent(share)}  ${name}`);
  console.log("\nThe portal's own functions, total time (with what they call):");
  const own = (script: string) => ownerOf(script) === "portal build";
  for (const { name, share } of inclusive(mine.profile, own, 25)) console.log(`${percent(share)}  ${name}`);

  // CPU per request, by owner: the portal's against its twin's.
  const portalMs = cpuMsByOwner(mine.profile);
  const twinMs = cpuMsByOwner(theirs.profile);
  const total = (ms: Map<string, number>) => [...ms.values()].reduce((sum, value) => sum + value, 0);
  const us = (ms: number | undefined, requests: number) =>
    ((1000 * (ms ?? 0)) / Math.max(requests, 1)).toFixed(0);
  const owners = [...new Set([...portalMs.keys(), ...twinMs.keys()])]
    .map((name) => ({
      name,
      extra: (portalMs.get(name) ?? 0) / portalRequests - (twinMs.get(name) ?? 0) / twinRequests,
    }))
    .sort((a, b) => Math.abs(b.extra) - Math.abs(a.extra))
    .slice(0, 16);
  console.log(
    "\nCPU per request (µs; idle left out), the page and its twin, by owner, largest difference first:",
  );
  console.log(`${"owner".padEnd(34)} ${"page".padStart(6)} ${"twin".padStart(6)} ${"extra".padStart(6)}`);
  for (const { name } of owners) {
    const page = us(portalMs.get(name), portalRequests);
    const bare = us(twinMs.get(name), twinRequests);
    console.log(
      `${name.slice(0, 34).padEnd(34)} ${page.padStart(6)} ${bare.padStart(6)} ${String(Number(page) - Number(bare)).padStart(6)}`,
    );
  }
  const page = us(total(portalMs), portalRequests);
  const bare = us(total(twinMs), twinRequests);
  console.log(
    `${"all".padEnd(34)} ${page.padStart(6)} ${bare.padStart(6)} ${String(Number(page) - Number(bare)).padStart(6)}`,
  );
  console.log(`\nProfiles: ${mine.file}, ${theirs.file}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
