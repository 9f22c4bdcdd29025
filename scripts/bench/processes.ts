// Starting and stopping the bench's servers: each a child process of the bench, stopped by its own pid when the
// bench ends (normally, on an error or on Ctrl-C).
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import type Autocannon from "autocannon";

import { parseEnv } from "../../app/env.server";
import { portalNodeFlags } from "../../server/node-flags";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const bin = (name: string) => `${root}node_modules/.bin/${name}`;

const children = new Set<ChildProcess>();

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  children.clear();
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Starts a server; its output goes to the bench's stderr only when VERBOSE is set (request logs are noise). */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; quietErrors?: boolean } = {},
): ChildProcess {
  const quiet = process.env.VERBOSE ? "inherit" : "ignore";
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", quiet, options.quietErrors ? quiet : "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (children.has(child)) console.error(`${name} stopped early (${signal ?? code})`);
    children.delete(child);
  });
  children.add(child);
  return child;
}

export function stop(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export async function waitUntilUp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

function newestIn(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestIn(`${path}/${name}`)));
}

/** Builds the portal when it has no build yet (as `npm start` does); a stale build is the caller's business. */
export function buildPortalIfNeeded(): void {
  if (existsSync(`${root}build/index.js`) && existsSync(`${root}build/server.js`)) return;
  console.log("No build yet: building the portal first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** The fake upstream's environment for the portal (scripts/bench/fake-upstream.ts). */
export function portalEnv(upstreamPort: number, portalPort: number): Record<string, string> {
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  return {
    NODE_ENV: "production",
    PORT: String(portalPort),
    COOKIE_SECRET: "bench-only-cookie-secret-not-for-production",
    LOGIN_SERVICE_URL: `${upstream}/login.test`,
    LOGIN_SERVICE_PUBLIC_URL: `http://localhost:${upstreamPort}/login.test`,
    LEARNING_SERVICE_URL: `${upstream}/learning.test`,
    MEDIA_SERVICE_URL: `${upstream}/media.test`,
  };
}

export function startFakeUpstream(port: number): ChildProcess {
  return start(
    "fake upstream",
    process.execPath,
    ["--import", "tsx", `${root}scripts/bench/fake-upstream.ts`],
    {
      env: { PORT: String(port) },
    },
  );
}

/**
 * Node's options of a portal process as `npm start` and deploy/ set them (server/node-flags.ts; SEMI_SPACE_MB from
 * the bench's environment), for the portal and its twins alike.
 */
export const SERVED_NODE_FLAGS = portalNodeFlags(
  parseEnv({ ...portalEnv(0, 3000), SEMI_SPACE_MB: process.env.SEMI_SPACE_MB }),
);

/** A runtime the bench runs the portal and its twins on: a node binary and its version. */
export type BenchRuntime = { bin: string; version: string };

/**
 * BENCH_NODES: the node binaries to measure on, comma-separated, the first the baseline (e.g.
 * `BENCH_NODES=/usr/bin/node,node_modules/.bin/node`: the system's Node 20 and the project's LTS, docs/decisions/041);
 * by default the node the bench runs on.
 */
export function benchRuntimes(): BenchRuntime[] {
  const bins =
    process.env.BENCH_NODES?.split(",")
      .map((bin) => bin.trim())
      .filter(Boolean) ?? [];
  return (bins.length > 0 ? bins : [process.execPath]).map((named) => {
    // A path is taken from here (the twins start in bench/bare); a bare name is looked up on PATH.
    const bin = named.includes("/") ? resolve(named) : named;
    return { bin, version: execFileSync(bin, ["--version"], { encoding: "utf8" }).trim() };
  });
}

export function startPortal(
  port: number,
  upstreamPort: number,
  nodeArgs: string[] = [],
  nodeBin = process.execPath,
): ChildProcess {
  // The portal's built server on plain node, as `npm start` and deploy/ run it (decisions 024, 041). Another major
  // than the portal's own (the bench's baseline) is let through its runtime check.
  const server = [`${root}build/server.js`, "./build/index.js"];
  return start("portal", nodeBin, [...SERVED_NODE_FLAGS, ...nodeArgs, ...server], {
    env: { ...portalEnv(upstreamPort, port), PORTAL_RUNTIME_CHECK: "off" },
  });
}

/** Rebuilds the bare page (bench/bare) when its sources changed since its last build. */
export function buildBareIfNeeded(): void {
  const dir = `${root}bench/bare`;
  const built = `${dir}/build/index.js`;
  const sources = Math.max(newestIn(`${dir}/app`), newestIn(`${dir}/remix.config.js`));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log("Building the bare page (bench/bare).");
  const build = spawnSync(bin("remix"), ["build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("building bench/bare failed");
}

/**
 * The bare twins' server (bench/bare/server.ts: the portal's adapter around Remix's handler, nothing else), with the
 * twins' plans (each portal page's upstream calls by round) and the fake upstream they call.
 */
export function startBare(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  nodeBin = process.execPath,
): ChildProcess {
  // Served the way the portal is served: the same node options (the floor is the framework's on the same runtime).
  const args = [...SERVED_NODE_FLAGS, ...nodeArgs, "--import", "tsx", "./server.ts"];
  return start("bare page", nodeBin, args, {
    cwd: `${root}bench/bare`,
    env: { NODE_ENV: "production", PORT: String(port), ...env },
    // Remix's default entry reports each render cut short at the end of a load slice ("The destination stream
    // closed early"): noise, shown with VERBOSE.
    quietErrors: true,
  });
}

/**
 * The CPU time (user + system, all its threads) a process has used so far, in seconds, from /proc (Linux); 0
 * elsewhere or for no pid. Per request answered, it compares two servers whatever else the machine is doing.
 */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/** Loads autocannon, or says how to get it (a devDependency: `npm ci` installs it). */
export async function loadAutocannon(): Promise<typeof Autocannon> {
  try {
    return (await import("autocannon")).default;
  } catch {
    throw new Error("autocannon is not installed: run `npm ci` (it is a devDependency of the portal)");
  }
}
