// `npm run bench:profile [path]`: the built portal under load with `node --cpu-prof`, then where its CPU time
// went (self time by package and by function). The page defaults to my courses as a logged-in learner; the
// profile file is kept under .cache/bench-profiles for Chrome DevTools or speedscope. BENCH_SECONDS: load (15).
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";

import { inclusive, ownerOf, topFunctions, topOwners, type CpuProfile } from "./profile-summary";
import {
  buildPortalIfNeeded,
  loadAutocannon,
  root,
  startFakeUpstream,
  startPortal,
  stop,
  stopAll,
  waitUntilUp,
} from "./processes";

const UPSTREAM_PORT = 3714;
const PORTAL_PORT = 3715;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const path = process.argv[2] ?? "/center/100001/user/myClass";
const cookie = process.env.COOKIE ?? "api_token=valid-token";
const dir = `${root}.cache/bench-profiles`;

const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;

async function main() {
  const autocannon = await loadAutocannon();
  buildPortalIfNeeded();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  const portal = startPortal(PORTAL_PORT, UPSTREAM_PORT, ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
  const url = `http://localhost:${PORTAL_PORT}${path}`;
  await waitUntilUp(url);
  const result = await autocannon({ url, connections: 10, duration: SECONDS, headers: { cookie } });
  console.log(
    `${path}: ${(result.requests.total / SECONDS).toFixed(0)} req/s over ${SECONDS} s (under the profiler)`,
  );
  // The portal server closes on SIGTERM and node writes the profile as the process ends.
  await stop(portal);
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error("the portal wrote no profile");
  const profile = JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as CpuProfile;
  console.log("\nSelf time by owner:");
  for (const { name, share } of topOwners(profile)) console.log(`${percent(share)}  ${name}`);
  console.log("\nSelf time by function:");
  for (const { name, share } of topFunctions(profile, 25)) console.log(`${percent(share)}  ${name}`);
  console.log("\nThe portal's own functions, total time (with what they call):");
  const own = (url: string) => ownerOf(url) === "portal build";
  for (const { name, share } of inclusive(profile, own, 25)) console.log(`${percent(share)}  ${name}`);
  console.log(`\nProfile: ${dir}/${file}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
