// The portal's server (`npm start` runs it): the portal's HTTP server (server/portal-app.ts) for a build, on PORT,
// and its stop. Static files, compression, the request log, the operator's checks and metrics: see portal-app.ts.
import type { ServerBuild } from "@remix-run/node";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { parseEnv } from "../app/env.server";

import { startPortalServer } from "./portal-app";
import { refuseUnsupportedRuntime, runtimeLine } from "./runtime";

// Another Node major than the one the portal is tested on stops here, saying what to install (docs/decisions/041).
refuseUnsupportedRuntime();

const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const { server, handle, port } = await startPortalServer(build, {
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST,
  trustedProxies: process.env.TRUSTED_PROXIES,
});
console.log(`[portal] http://localhost:${port} on ${runtimeLine()}`);

// A stop (a process manager, the bench's profiler): readiness turns 503 at once, so a balancer that polls it
// drains this process; after DRAIN_DELAY_MS (0 by default) the server stops taking connections, ends the requests
// in flight, writes the last log lines and exits, so that exit handlers (node --cpu-prof writing its profile) run.
const { drainDelayMs } = parseEnv(process.env);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    handle.beginStop();
    setTimeout(
      () =>
        server.close(() => {
          handle.flushLogs();
          process.exit(0);
        }),
      drainDelayMs,
    );
  });
}
