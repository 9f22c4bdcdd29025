// `npm run bench:soak [-- --minutes N]`: mixed learner traffic against one portal process for N minutes (10), then
// its memory and errors minute by minute (docs/decisions/034). Not a test and not in `npm test`: it prints
// figures, and fails only when the portal stops or nothing answers. The traffic: the learner's pages (my courses,
// the catalogue, a course detail, the player, my assessments, each also as a single-fetch `.data` request) and
// the public homes as a visitor, against the bench's in-memory upstream, 20 connections in all. Each minute: the
// requests answered, those that did not answer 2xx (errors), and the portal's resident memory and used heap, read
// from its own metrics (/center/metrics: process_resident_memory_bytes, nodejs_heap_size_used_bytes).
import {
  buildPortalIfNeeded,
  loadAutocannon,
  startFakeUpstream,
  startPortal,
  stopAll,
  waitUntilUp,
} from "./processes";

const UPSTREAM_PORT = Number(process.env.BENCH_UPSTREAM_PORT ?? 3717);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 3718);
const SESSION = "api_token=valid-token";

/** `--minutes N` (a positive number; fractions allowed for a quick try). */
export function minutesFrom(args: readonly string[]): number {
  const at = args.indexOf("--minutes");
  if (at === -1) return 10;
  const minutes = Number(args[at + 1]);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error("--minutes takes a positive number");
  return minutes;
}

/** `--scale N`: N times the mix's connections (a positive integer; 10 makes 200 learners at once), 1 by default. */
export function scaleFrom(args: readonly string[]): number {
  const at = args.indexOf("--scale");
  if (at === -1) return 1;
  const scale = Number(args[at + 1]);
  if (!Number.isInteger(scale) || scale <= 0) throw new Error("--scale takes a positive integer");
  return scale;
}
const SCALE = scaleFrom(process.argv.slice(2));

/** The mix: path, cookie and connections (20 in all, times --scale). */
const MIX: { path: string; cookie?: string; connections: number }[] = [
  { path: "/center/100001/user/myClass", cookie: SESSION, connections: 4 },
  { path: "/center/100001/user/myClass.data", cookie: SESSION, connections: 2 },
  { path: "/center/school/class?page=2", cookie: SESSION, connections: 2 },
  { path: "/center/100001/class/501", cookie: SESSION, connections: 2 },
  { path: "/center/100001/video/6/61?chapter=610", cookie: SESSION, connections: 2 },
  { path: "/center/100001/user/myAssess", cookie: SESSION, connections: 2 },
  { path: "/center/100028/hzvtc", connections: 2 },
  { path: "/center/100004/custom/party", connections: 2 },
  { path: "/center/100044/custom/clnyy", connections: 1 },
  { path: "/center/100035/custom/sxyxlx", connections: 1 },
];

const portal = `http://localhost:${PORTAL_PORT}`;

/** A gauge's value from Prometheus text. */
export function gauge(text: string, name: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function memory(): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${portal}/center/metrics`)).text();
  return {
    rss: gauge(text, "process_resident_memory_bytes"),
    heap: gauge(text, "nodejs_heap_size_used_bytes"),
  };
}

/** One stretch of the mix: every path loaded at once for `seconds`. */
type Stretch = { requests: number; errors: number; non2xx: number; timeouts: number };

async function stretch(seconds: number): Promise<Stretch> {
  const autocannon = await loadAutocannon();
  const results = await Promise.all(
    MIX.map(async ({ path, cookie, connections }) => {
      let non2xx = 0;
      const run = autocannon({
        url: portal + path,
        connections: connections * SCALE,
        duration: seconds,
        headers: cookie ? { cookie } : undefined,
      });
      run.on("response", (_client, status) => {
        if (status < 200 || status > 299) non2xx += 1;
      });
      const result = await run;
      // autocannon counts a time-out (no answer within 10 s) among its errors too.
      return { requests: result.requests.total, non2xx, timeouts: result.timeouts, errors: result.errors };
    }),
  );
  const sum = (key: keyof Stretch) => results.reduce((total, one) => total + one[key], 0);
  return {
    requests: sum("requests"),
    errors: sum("errors"),
    non2xx: sum("non2xx"),
    timeouts: sum("timeouts"),
  };
}

async function main() {
  const minutes = minutesFrom(process.argv.slice(2));
  await loadAutocannon();
  buildPortalIfNeeded();
  startFakeUpstream(UPSTREAM_PORT);
  await waitUntilUp(`http://127.0.0.1:${UPSTREAM_PORT}/__bench/log`);
  startPortal(PORTAL_PORT, UPSTREAM_PORT);
  await waitUntilUp(`${portal}/center/healthz`);
  for (const { path, cookie } of MIX) {
    const response = await fetch(portal + path, { headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200`);
  }
  const before = await memory();
  console.log(
    `Soak: ${minutes} min of mixed learner traffic (${MIX.length} addresses, ` +
      `${MIX.reduce((sum, one) => sum + one.connections, 0) * SCALE} connections) against one portal process.\n`,
  );
  console.log("minute  requests   req/s  not 2xx  timeouts  other  RSS MB  heap MB");
  const row = (cells: (string | number)[]) =>
    console.log(
      cells.map((cell, index) => String(cell).padStart([6, 8, 6, 7, 8, 5, 6, 7][index] ?? 6)).join("  "),
    );
  row(["start", "", "", "", "", "", mb(before.rss), mb(before.heap)]);
  const totals = { requests: 0, non2xx: 0, timeouts: 0, other: 0 };
  let peak = before.rss;
  const total = minutes * 60;
  for (let done = 0, minute = 1; done < total; minute += 1) {
    const seconds = Math.min(60, total - done);
    const { requests, errors, non2xx, timeouts } = await stretch(seconds);
    // autocannon's errors include its time-outs (no answer within 10 s).
    const other = Math.max(0, errors - timeouts);
    done += seconds;
    totals.requests += requests;
    totals.non2xx += non2xx;
    totals.timeouts += timeouts;
    totals.other += other;
    const now = await memory();
    peak = Math.max(peak, now.rss);
    row([
      minute,
      requests,
      (requests / seconds).toFixed(0),
      non2xx,
      timeouts,
      other,
      mb(now.rss),
      mb(now.heap),
    ]);
  }
  // The memory row asks where a process settles once the load stops: a minute without traffic.
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  const rest = await memory();
  row(["rest", "", "", "", "", "", mb(rest.rss), mb(rest.heap)]);
  console.log(
    `\n${totals.requests} requests; errors: ${totals.non2xx} not 2xx, ${totals.timeouts} timed out (10 s), ` +
      `${totals.other} failed otherwise; peak RSS ${mb(peak)} MB (sampled each minute).`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
