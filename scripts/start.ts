// `npm start`: serves the portal on PORT with the portal's server, built into build/server.js by `npm run build`
// and run by plain `node`: one process, no TypeScript loader (docs/decisions/041). When the upstream services are
// not configured, it first starts the reference upstream on loopback (migrated and seeded) and points the portal
// at it. It runs on the Node major the project names (server/runtime.ts) and refuses another.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

import { parseEnv, type Env } from "../app/env.server";
import { portalNodeFlags } from "../server/node-flags";
import { refuseUnsupportedRuntime, runtimeLine } from "../server/runtime";

refuseUnsupportedRuntime();
console.log(`Starting on ${runtimeLine()}.`);

const root = fileURLToPath(new URL("..", import.meta.url));
const children: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(130));
process.on("SIGTERM", () => stopAll(143));

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitUntilUp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reference upstream did not answer at ${url} within ${timeoutMs / 1000} s`);
}

function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  const port = env.PORT ?? "3000";
  env.PORT = port;
  // The demo start signs the flash cookie with a secret of this run when none is set; production sets its own
  // (the portal refuses to start in production without one: docs/decisions/015).
  if (!env.COOKIE_SECRET) {
    env.COOKIE_SECRET = randomBytes(32).toString("base64url");
    console.log("COOKIE_SECRET is not set: signing cookies with a random secret for this run.");
  }

  // A person at a terminal reads the request log (portal and reference upstream) formatted, when pino-pretty (a
  // development dependency) is installed; a supervisor or a pipe gets the JSON lines (docs/operations.md).
  if (!env.LOG_FORMAT && process.stdout.isTTY && canResolve("pino-pretty")) env.LOG_FORMAT = "pretty";

  const unset = (["LOGIN_SERVICE_URL", "LEARNING_SERVICE_URL", "MEDIA_SERVICE_URL"] as const).filter(
    (name) => !env[name],
  );
  if (unset.length > 0) {
    const upstreamPort = env.UPSTREAM_PORT ?? String(Number(port) + 1);
    // Server to server over IPv4 loopback; the browser reaches the login pages as localhost, the same host
    // name as the portal, so the session cookie the login service sets is sent to the portal too.
    const internal = `http://127.0.0.1:${upstreamPort}`;
    const external = env.UPSTREAM_PUBLIC_URL ?? `http://localhost:${upstreamPort}`;
    // The reference upstream is a demo and test double, not production: it runs its TypeScript through tsx's loader.
    run("reference upstream", process.execPath, ["--import", "tsx", "upstream/server.ts"], {
      ...env,
      UPSTREAM_PORT: upstreamPort,
      UPSTREAM_HOST: "127.0.0.1",
      UPSTREAM_PUBLIC_URL: external,
      PORTAL_ORIGINS: env.PORTAL_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`,
    });
    for (const name of unset) env[name] = internal;
    if (unset.includes("LOGIN_SERVICE_URL")) env.LOGIN_SERVICE_PUBLIC_URL ??= external;
    await waitUntilUp(`${internal}/api/login/info?school_code=100001`);
  }

  let parsed: Env;
  try {
    parsed = parseEnv(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stopAll(1);
  }

  if (!existsSync(`${root}build/index.js`) || !existsSync(`${root}build/server.js`)) {
    console.log("No build yet: building the portal first.");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, env, stdio: "inherit" });
    if (build.status !== 0) stopAll(build.status ?? 1);
  }

  // This same runtime, Node's options first (the young generation's size: server/node-flags.ts), then the portal's
  // built server and the Remix build it serves.
  run("portal", process.execPath, [...portalNodeFlags(parsed), "build/server.js", "./build/index.js"], env);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
