// The portal's server (`npm start` runs it): static files, compression, and every other request through the
// portal's handler (which writes a log line per request and serves the operator's checks and metrics: issue 27). It replaces remix-serve, which runs no code of ours before Remix's own
// cross-site check or after a redirect or a resource route (docs/decisions/014, 090).
import { serve, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerBuild } from "@remix-run/node";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { parseEnv } from "../app/env.server";

import { createPortalHandler } from "./portal-handler";

const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handle = createPortalHandler(build);

/** The request as the browser addressed it: behind a proxy, X-Forwarded-Host names the host (as remix-serve). */
function addressed(request: Request): Request {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (!forwarded) return request;
  const url = new URL(request.url);
  url.host = forwarded;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // Node's fetch needs it to pass a streamed body on.
    duplex: "half",
  });
}

const app = new Hono<{ Bindings: HttpBindings }>();
app.use(compress());
// Built assets carry a content hash in their name: kept for a year. The other public files for an hour.
app.on(
  ["GET", "HEAD"],
  `${build.publicPath}*`,
  serveStatic({
    root: "public",
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
  }),
);
app.on(
  ["GET", "HEAD"],
  "*",
  serveStatic({ root: "public", onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
);
// The socket's address: the metrics allow-list and the trusted proxies are decided on it, never on a header.
app.all("*", (c) => handle(addressed(c.req.raw), { address: c.env.incoming.socket.remoteAddress }));

const port = Number(process.env.PORT ?? 3000);
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST }, (info) => {
  console.log(`[portal] http://localhost:${info.port}`);
});
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
