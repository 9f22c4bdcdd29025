// `npm run bench`: one run that measures each of the portal's pages beside its bare twin, against an in-memory
// upstream (docs/decisions/019, 034). The twin is a bare Remix route of the same versions, served by the portal's
// adapter alone, that makes the page's upstream calls (same paths, same rounds, the cookie forwarded, the JSON
// parsed) and renders a document of the same size. Not a test: it prints figures and fails only when a page does
// not answer 200. BENCH_SECONDS (default 4) sets the load per page; BENCH_PAGES=`my courses,party home` loads only
// those; VERBOSE=1 shows the servers' output, BENCH_CALLS=1 the upstream calls of each page by round.
// BENCH_ROUNDS_ONLY=1 counts the calls and rounds only (no load, no weights: a few seconds). BENCH_NODES=a,b runs
// the portal and its twins on each of those node binaries at once, their slices in turn, and prints each page on
// each, then each runtime against the first (docs/decisions/041).
import { readFileSync } from "node:fs";

import { pageWeight, type PageWeight } from "../page-weight";

import {
  type BenchRuntime,
  benchRuntimes,
  buildBareIfNeeded,
  buildPortalIfNeeded,
  cpuSecondsOf,
  loadAutocannon,
  root,
  startBare,
  startFakeUpstream,
  startPortal,
  stopAll,
  waitUntilUp,
} from "./processes";
import { roundsOf, type Call } from "./rounds";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3711);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3712);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3713);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * The load comes in slices of this length, the page's and the bare page's in turn (BENCH_SLICE_SECONDS, 2): a
 * request still unanswered when its slice ends is not counted, so on a machine where pages take seconds a
 * longer slice keeps the slow ones in the p99.
 */
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const CONNECTIONS = 20;
/** Every upstream answer is delayed by this much while the rounds are counted. */
const DELAY_MS = 200;

/** The fake upstream's learner (tests/mocks/login-service.ts); public homes are measured as a visitor. */
const SESSION = "api_token=valid-token";

export type BenchPage = { name: string; path: string; cookie?: string; roundsOnly?: boolean };

export const PAGES: BenchPage[] = [
  { name: "my courses", path: "/center/100001/user/myClass", cookie: SESSION },
  { name: "catalogue", path: "/center/school/class", cookie: SESSION },
  // The catalogue of a browser that has seen a page of its school (the schoolCode cookie): the school's name no
  // longer waits for the user's school (docs/decisions/019). Rounds only.
  {
    name: "catalogue+school",
    path: "/center/school/class",
    cookie: `${SESSION}; schoolCode=100001`,
    roundsOnly: true,
  },
  { name: "course detail", path: "/center/100001/class/501", cookie: SESSION },
  // The player as the course page's directory and the player's own links open it: the material and its chapter.
  { name: "player", path: "/center/100001/video/6/61?chapter=610", cookie: SESSION },
  // The same material from an address without its chapter (a bookmark, an older link): the play call needs the
  // chapter id, which only the tree gives, so it waits for the tree (docs/decisions/019). Rounds only.
  { name: "player, no chap", path: "/center/100001/video/6/61", cookie: SESSION, roundsOnly: true },
  { name: "my assessments", path: "/center/100001/user/myAssess", cookie: SESSION },
  { name: "hzvtc home", path: "/center/100028/hzvtc" },
  { name: "party home", path: "/center/100004/custom/party" },
  { name: "contest home", path: "/center/100044/custom/clnyy" },
  { name: "study trip home", path: "/center/100035/custom/sxyxlx" },
];

const portal = `http://localhost:${PORTAL_PORT}`;
const bare = `http://localhost:${BARE_PORT}`;
const control = `http://127.0.0.1:${UPSTREAM_PORT}/__bench`;

type Load = { rps: number; p50: number; p99: number; failed: number; cpuMs: number };

type Tally = { requests: number; seconds: number; failed: number; latencies: number[]; cpuSeconds: number };

const tally = (): Tally => ({ requests: 0, seconds: 0, failed: 0, latencies: [], cpuSeconds: 0 });

/** Loads a URL for `seconds` with CONNECTIONS connections, adding the answers it saw to `into`. */
async function slice(
  url: string,
  cookie: string | undefined,
  seconds: number,
  server: number | undefined,
  into?: Tally,
): Promise<void> {
  const autocannon = await loadAutocannon();
  const started = performance.now();
  const cpuBefore = cpuSecondsOf(server);
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : undefined,
  });
  run.on("response", (_client, status, _bytes, milliseconds) => {
    if (!into) return;
    into.requests += 1;
    into.latencies.push(milliseconds);
    if (status < 200 || status > 299) into.failed += 1;
  });
  const result = await run;
  if (!into) return;
  into.seconds += (performance.now() - started) / 1000;
  into.cpuSeconds += cpuSecondsOf(server) - cpuBefore;
  into.failed += result.errors + result.timeouts;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function summary(seen: Tally): Load {
  const sorted = [...seen.latencies].sort((a, b) => a - b);
  return {
    rps: seen.requests / seen.seconds,
    cpuMs: (1000 * seen.cpuSeconds) / Math.max(seen.requests, 1),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    failed: seen.failed,
  };
}

/** One server to load: its address and its process (for its CPU). */
type Target = { url: string; pid: number | undefined };

/**
 * The pages and bare pages under the same load, in short slices taken in turn (page, bare, and on each runtime,
 * then again), so a machine whose load changes during the run (other work on the same cores) slows all alike.
 */
async function compare(targets: Target[], cookie: string | undefined): Promise<Load[]> {
  // A warm-up first: the first requests of a page compile its code.
  for (const target of targets) await slice(target.url, cookie, 1, undefined);
  const seen = targets.map(() => tally());
  for (let second = 0; second < SECONDS; second += SLICE_SECONDS) {
    for (const [index, target] of targets.entries()) {
      await slice(target.url, cookie, SLICE_SECONDS, target.pid, seen[index]);
    }
  }
  return seen.map(summary);
}

async function htmlBytes(url: string, cookie?: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

/** Rounds of upstream calls before the first byte of one page, every upstream answer delayed by DELAY_MS. */
async function rounds(
  page: BenchPage,
): Promise<{ rounds: number; calls: number; ttfbRounds: number; paths: string; plan: string[][] }> {
  await fetch(`${control}/log`, { method: "POST" });
  const started = performance.now();
  const response = await fetch(portal + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  const calls = (await (await fetch(`${control}/log`)).json()) as Call[];
  const grouped = roundsOf(calls);
  const paths = grouped.map((round) => round.map((call) => call.path).join(", ")).join(" | ");
  if (process.env.BENCH_CALLS) console.log(`${page.name}: ${paths}`);
  return {
    rounds: grouped.length,
    calls: calls.length,
    ttfbRounds: ttfb / DELAY_MS,
    paths,
    plan: grouped.map((round) => round.map((call) => call.path)),
  };
}

const twinUrl = (page: BenchPage, rows: number, base = bare) =>
  `${base}/twin?page=${encodeURIComponent(page.name)}&rows=${rows}`;

/** The twin's rows for a document of `bytes`, from two sizes of it (its size grows linearly with rows). */
async function twinRowsFor(page: BenchPage, bytes: number): Promise<{ rows: number; bytes: number }> {
  const empty = await htmlBytes(twinUrl(page, 0), page.cookie);
  if (empty.status !== 200) throw new Error(`the twin of ${page.name} answered ${empty.status}, not 200`);
  const hundred = (await htmlBytes(twinUrl(page, 100), page.cookie)).bytes;
  const rows = Math.max(0, Math.round(((bytes - empty.bytes) * 100) / (hundred - empty.bytes)));
  return { rows, bytes: (await htmlBytes(twinUrl(page, rows), page.cookie)).bytes };
}

function checkBareVersions(): void {
  const portalPackage = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as Record<
    string,
    Record<string, string>
  >;
  const barePackage = JSON.parse(readFileSync(`${root}bench/bare/package.json`, "utf8")) as Record<
    string,
    Record<string, string>
  >;
  const wanted = { ...portalPackage.dependencies, ...portalPackage.devDependencies };
  for (const [name, version] of Object.entries({
    ...barePackage.dependencies,
    ...barePackage.devDependencies,
  })) {
    if (wanted[name] !== version) {
      throw new Error(
        `bench/bare/package.json has ${name} ${version}, the portal ${wanted[name]}: make them equal`,
      );
    }
  }
}

/** `BENCH_ROUNDS_ONLY=1`: the calls and rounds of each page, each call named, without the load. */
async function printRoundsOnly(): Promise<void> {
  await fetch(`${control}/delay?ms=${DELAY_MS}`, { method: "POST" });
  console.log(`Rounds: upstream calls grouped by overlap, every answer delayed ${DELAY_MS} ms.\n`);
  for (const page of PAGES) {
    const round = await rounds(page);
    console.log(
      `${page.name.padEnd(16)} calls ${pad(round.calls, 2)}  rounds ${round.rounds} ` +
        `(${round.ttfbRounds.toFixed(2)})  ${round.paths}`,
    );
  }
  await fetch(`${control}/delay?ms=0`, { method: "POST" });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (value: string | number, width: number) => String(value).padStart(width);

/** BENCH_PAGES: the loaded pages to measure (names, comma-separated); all by default. */
function pagesToLoad(): BenchPage[] {
  const loaded = PAGES.filter((page) => !page.roundsOnly);
  const wanted = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  if (!wanted) return loaded;
  const unknown = wanted.filter((name) => !loaded.some((page) => page.name === name));
  if (unknown.length) {
    throw new Error(
      `BENCH_PAGES: no page ${unknown.join(", ")} (${loaded.map((page) => page.name).join(", ")})`,
    );
  }
  return loaded.filter((page) => wanted.includes(page.name));
}

/** Each runtime after the first against it, page by page: the page's req/s and p99, and the twin ratio on each. */
function printAgainstFirst(runtimes: BenchRuntime[], rows: { page: string; pairs: [Load, Load][] }[]): void {
  const [first, ...others] = runtimes;
  for (const [offset, runtime] of others.entries()) {
    const index = offset + 1;
    console.log(`\n${runtime.version} against ${first?.version}, the same slices in turn:\n`);
    const header = [
      "page".padEnd(16),
      pad("req/s", 11),
      pad("x", 5),
      pad("p99 ms", 11),
      pad("cpu ms", 13),
      pad("twin req/s", 11),
      pad("x", 5),
      pad("ratio", 11),
      pad("cpu r", 11),
    ].join(" ");
    console.log(header);
    console.log("-".repeat(header.length));
    for (const { page, pairs } of rows) {
      const [before, beforeTwin] = pairs[0] as [Load, Load];
      const [after, afterTwin] = pairs[index] as [Load, Load];
      console.log(
        [
          page.padEnd(16),
          pad(`${before.rps.toFixed(0)} → ${after.rps.toFixed(0)}`, 11),
          pad((after.rps / before.rps).toFixed(2), 5),
          pad(`${before.p99} → ${after.p99}`, 11),
          pad(`${before.cpuMs.toFixed(2)} → ${after.cpuMs.toFixed(2)}`, 13),
          pad(`${beforeTwin.rps.toFixed(0)} → ${afterTwin.rps.toFixed(0)}`, 11),
          pad((afterTwin.rps / beforeTwin.rps).toFixed(2), 5),
          pad(`${(before.rps / beforeTwin.rps).toFixed(2)} → ${(after.rps / afterTwin.rps).toFixed(2)}`, 11),
          pad(
            `${(beforeTwin.cpuMs / before.cpuMs).toFixed(2)} → ${(afterTwin.cpuMs / after.cpuMs).toFixed(2)}`,
            11,
          ),
        ].join(" "),
      );
    }
  }
  console.log(
    "\nx: the later runtime's req/s over the first's (the page's, then its twin's); ratio and cpu r: the page " +
      "over its twin on each runtime, as above.",
  );
}

async function main() {
  const started = Date.now();
  const roundsOnly = Boolean(process.env.BENCH_ROUNDS_ONLY);
  if (!roundsOnly) {
    await loadAutocannon();
    checkBareVersions();
  }
  buildPortalIfNeeded();
  if (!roundsOnly) buildBareIfNeeded();
  const runtimes = roundsOnly ? benchRuntimes().slice(0, 1) : benchRuntimes();
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`${control}/log`);
  // One portal per runtime (the first on PORTAL_PORT, the others 10 ports further each); the rounds, sizes and
  // weights are read on the first.
  const portals = runtimes.map((runtime, index) => ({
    runtime,
    url: `http://localhost:${PORTAL_PORT + 10 * index}`,
    process: startPortal(PORTAL_PORT + 10 * index, UPSTREAM_PORT, [], runtime.bin),
  }));
  for (const { url } of portals) await waitUntilUp(`${url}/center/100001/Error`);

  if (roundsOnly) {
    await printRoundsOnly();
    return;
  }

  const loaded = pagesToLoad();
  const sizes = new Map<string, number>();
  for (const page of loaded) {
    const { status, bytes } = await htmlBytes(portal + page.path, page.cookie);
    if (status !== 200) throw new Error(`${page.name} (${page.path}) answered ${status}, not 200`);
    sizes.set(page.path, bytes);
  }

  const weights = new Map<string, PageWeight>();
  for (const page of loaded) weights.set(page.path, await pageWeight(portal, page.path, page.cookie));

  await fetch(`${control}/delay?ms=${DELAY_MS}`, { method: "POST" });
  const roundsOfPage = new Map<string, Awaited<ReturnType<typeof rounds>>>();
  for (const page of PAGES) roundsOfPage.set(page.name, await rounds(page));
  await fetch(`${control}/delay?ms=0`, { method: "POST" });

  // The twins make the calls the portal's pages were just seen making, round by round.
  const plans = {
    upstream: `http://127.0.0.1:${UPSTREAM_PORT}`,
    pages: Object.fromEntries(loaded.map((page) => [page.name, roundsOfPage.get(page.name)?.plan ?? []])),
  };
  const twins = runtimes.map((runtime, index) => ({
    url: `http://localhost:${BARE_PORT + 10 * index}`,
    process: startBare(BARE_PORT + 10 * index, { BENCH_TWIN_PLANS: JSON.stringify(plans) }, [], runtime.bin),
  }));
  for (const { url } of twins) await waitUntilUp(`${url}/`);

  console.log(
    `\nLoad: ${CONNECTIONS} connections, ${SECONDS} s per page and as much on its bare twin (a bare Remix route ` +
      `that makes the page's upstream calls in the same rounds and renders as much HTML, served by the portal's ` +
      `adapter alone), in ${SLICE_SECONDS} s slices taken in turn; one portal process (its own server), in-memory upstream.\n` +
      `Runtimes: ${runtimes.map((runtime) => `${runtime.version} (${runtime.bin})`).join(", ")}` +
      `${runtimes.length > 1 ? ": each page on each, all slices in turn" : ""}.\n` +
      `Rounds: upstream calls grouped by overlap with every answer delayed ${DELAY_MS} ms ` +
      `(ttfb/delay in brackets). JS/HTML: gzipped, first visit, what the document names.\n`,
  );
  const header = [
    "page".padEnd(16),
    "node".padEnd(8),
    pad("req/s", 6),
    pad("p50", 5),
    pad("p99", 5),
    pad("twin/s", 6),
    pad("p50", 5),
    pad("p99", 5),
    pad("ratio", 5),
    pad("p99 x", 5),
    pad("cpu ms", 6),
    pad("twin", 5),
    pad("cpu r", 5),
    pad("HTML KB", 7),
    pad("twin KB", 7),
    pad("gz KB", 6),
    pad("JS gz", 6),
    pad("calls", 5),
    pad("rounds", 10),
  ].join(" ");
  console.log(header);
  console.log("-".repeat(header.length));
  const failures: string[] = [];
  const against: { page: string; pairs: [Load, Load][] }[] = [];
  for (const page of PAGES) {
    const round = roundsOfPage.get(page.name);
    const roundsColumns = [
      pad(round?.calls ?? 0, 5),
      pad(`${round?.rounds ?? 0} (${(round?.ttfbRounds ?? 0).toFixed(2)})`, 10),
    ];
    if (!loaded.includes(page)) {
      // A second address of a page above (or a page BENCH_PAGES left out), measured for its rounds only.
      console.log(
        [
          page.name.padEnd(16),
          "-".padEnd(8),
          ...[6, 5, 5, 6, 5, 5, 5, 5, 6, 5, 5, 7, 7, 6, 6].map((width) => pad("-", width)),
          ...roundsColumns,
        ].join(" "),
      );
      continue;
    }
    const bytes = sizes.get(page.path) ?? 0;
    const twin = await twinRowsFor(page, bytes);
    const targets = portals.flatMap((portalOf, index) => [
      { url: portalOf.url + page.path, pid: portalOf.process.pid },
      { url: twinUrl(page, twin.rows, twins[index]?.url), pid: twins[index]?.process.pid },
    ]);
    const loads = await compare(targets, page.cookie);
    const weight = weights.get(page.path);
    const pairs: [Load, Load][] = [];
    for (const [index, runtime] of runtimes.entries()) {
      const mine = loads[2 * index] as Load;
      const theirs = loads[2 * index + 1] as Load;
      pairs.push([mine, theirs]);
      const on = runtimes.length > 1 ? ` on ${runtime.version}` : "";
      if (mine.failed > 0) failures.push(`${page.name}${on}: ${mine.failed} requests did not answer 2xx`);
      if (theirs.failed > 0)
        failures.push(`${page.name}'s twin${on}: ${theirs.failed} requests did not answer 2xx`);
      console.log(
        [
          (index === 0 ? page.name : "").padEnd(16),
          runtime.version.padEnd(8),
          pad(mine.rps.toFixed(0), 6),
          pad(mine.p50, 5),
          pad(mine.p99, 5),
          pad(theirs.rps.toFixed(0), 6),
          pad(theirs.p50, 5),
          pad(theirs.p99, 5),
          pad((mine.rps / theirs.rps).toFixed(2), 5),
          pad((mine.p99 / Math.max(theirs.p99, 1)).toFixed(2), 5),
          pad(mine.cpuMs.toFixed(2), 6),
          pad(theirs.cpuMs.toFixed(2), 5),
          pad((theirs.cpuMs / mine.cpuMs).toFixed(2), 5),
          pad(kb(bytes), 7),
          pad(kb(twin.bytes), 7),
          pad(kb(weight?.htmlGzip ?? 0), 6),
          pad(kb(weight?.jsGzip ?? 0), 6),
          ...roundsColumns,
        ].join(" "),
      );
    }
    against.push({ page: page.name, pairs });
  }
  if (runtimes.length > 1) printAgainstFirst(runtimes, against);
  console.log(
    `\nratio: the page's req/s over its twin's; p99 x: the page's p99 over its twin's (ms); cpu ms: the CPU time ` +
      `(user + system, all threads) each server spent per request answered, read from /proc; cpu r: the twin's ` +
      `over the page's, the ratio the page would reach on cores of its own.\n` +
      `One run, ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  for (const failure of failures) console.error(`warning: ${failure}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
