import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

// deploy/start-portals.sh (docs/operations.md, decision 045): the set of portal processes stops and starts as one.
// When one process dies the others stop too and the script exits only once their ports are free, so the
// supervisor's restart of the set finds them free (it used to exit at once under `set -e`, leaving the survivor
// on its port: the restart failed with EADDRINUSE). Starts real portal processes from the build.

const root = fileURLToPath(new URL("../..", import.meta.url));
const SCRIPT = `${root}deploy/start-portals.sh`;

/** Two consecutive free ports. */
async function freePorts(): Promise<number> {
  for (;;) {
    const first = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const second = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .listen(first + 1, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (second) return first;
  }
}

const env = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  PORTALS: "2",
  NODE_ENV: "production",
  COOKIE_SECRET: "start-portals-test-secret-0123456789",
  LOGIN_SERVICE_URL: "http://127.0.0.1:9",
  LEARNING_SERVICE_URL: "http://127.0.0.1:9",
  MEDIA_SERVICE_URL: "http://127.0.0.1:9",
  LOGIN_SERVICE_PUBLIC_URL: "http://127.0.0.1:9",
  LOG_LEVEL: "silent",
});

const alive = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/center/healthz`)).ok;
  } catch {
    return false;
  }
};

async function until(check: () => Promise<boolean> | boolean, tries = 300): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The process listening on a loopback port (`ss`). */
function listenerPid(port: number): number {
  const out = spawnSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" }).stdout;
  return Number(/pid=(\d+)/.exec(out)?.[1] ?? 0);
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGTERM");
  started.length = 0;
});

function start(port: number): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn("bash", [SCRIPT], { env: env(port), stdio: "ignore" });
  started.push(child);
  return { child, exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
}

describe("deploy/start-portals.sh", () => {
  it("stops the set when one process dies, frees every port, and starts again on the same ports", async () => {
    const port = await freePorts();
    const first = start(port);
    expect(await until(async () => (await alive(port)) && (await alive(port + 1)))).toBe(true);

    // One process dies (killed outright, as by the kernel's out-of-memory killer).
    const pid = listenerPid(port + 1);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, "SIGKILL");
    expect(await first.exited).not.toBe(0);
    // Nothing is left on either port when the script has exited.
    expect([listenerPid(port), listenerPid(port + 1)]).toEqual([0, 0]);

    // The supervisor's restart: both ports are taken again.
    const second = start(port);
    expect(await until(async () => (await alive(port)) && (await alive(port + 1)))).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(143);
    expect([listenerPid(port), listenerPid(port + 1)]).toEqual([0, 0]);
  }, 120_000);
});
