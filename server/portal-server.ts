// The portal's server (`npm start` runs it): static files, compression, and every other request through the
// portal's handler (which writes a log line per request and serves the operator's checks and metrics: issue 27). It replaces remix-serve, which runs no code of ours before Remix's own
// cross-site check or after a redirect or a resource route (docs/decisions/014, 024).
import { serve, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerBuild } from "@remix-run/node";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { parseEnv } from "../app/env.server";

import { answerClientErrors } from "./client-error";
import { believedForwardedHost, parseTrustedProxies } from "./forwarded-host";
import { createPortalHandler } from "./portal-handler";
import { rateLimitedBody } from "./slow-body";

const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handle = createPortalHandler(build);

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

/**
 * The request as the browser addressed it: behind a proxy named in TRUSTED_PROXIES, X-Forwarded-Host names the host
 * (server/forwarded-host.ts); from anyone else the header is dropped and the Host stands. A body is passed on
 * with a minimum rate (server/slow-body.ts).
 */
function addressed(request: Request, remote: string | undefined, cut: () => void): Request {
  if (!request.body && !request.headers.has("x-forwarded-host")) return request;
  const forwarded = believedForwardedHost(request.headers.get("x-forwarded-host"), remote, trustedProxies);
  const url = new URL(request.url);
  if (forwarded) url.host = forwarded;
  const headers = new Headers(request.headers);
  if (!forwarded) headers.delete("x-forwarded-host");
  return new Request(url, {
    method: request.method,
    headers,
    // A body below the minimum rate is cut (server/slow-body.ts).
    body: request.body ? rateLimitedBody(request.body, cut) : null,
    signal: request.signal,
    // Node's fetch needs it to pass a streamed body on.
    duplex: "half",
  });
}

/**
 * `serveStatic` for the public folder, asked only when the folder has something at the path. Every page address
 * passes the public files' handler first, and its own look-up (a `statSync` that throws ENOENT and catches it)
 * cost about 30 µs a request, for nothing (docs/decisions/034). A plain path is checked here without an exception;
 * the handler still decides everything else (an encoded or dotted path, a folder's index, the file itself), and a
 * file that appears while the server runs is served as before.
 */
function publicFiles(options: NonNullable<Parameters<typeof serveStatic>[0]>): MiddlewareHandler {
  const serveFile = serveStatic(options);
  const root = options.root ?? "";
  return (c, next) => {
    const path = c.req.path;
    const plain = !path.includes("%") && !path.includes("..") && !path.includes("\\") && !path.includes("//");
    if (plain && !statSync(join(root, path), { throwIfNoEntry: false })) return next();
    return serveFile(c, next);
  };
}

const app = new Hono<{ Bindings: HttpBindings }>();
app.use(compress());
// Built assets carry a content hash in their name: kept for a year. The other public files for an hour.
app.on(
  ["GET", "HEAD"],
  `${build.publicPath}*`,
  publicFiles({
    root: "public",
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
  }),
);
app.on(
  ["GET", "HEAD"],
  "*",
  publicFiles({ root: "public", onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
);
// The socket's address: the forwarded host, the metrics allow-list and the trusted proxies are decided on it,
// never on a header.
app.all("*", (c) => {
  const socket = c.env.incoming.socket;
  const address = socket.remoteAddress;
  return handle(
    addressed(c.req.raw, address, () => socket.destroy()),
    { address },
  );
});

const port = Number(process.env.PORT ?? 3000);
// Time limits (docs/decisions/028): the headers within 20 s; the whole request within 15 minutes (three 30 MB
// files posted without JavaScript take about 12 minutes on a 1 Mbit/s line); a body below the minimum rate is cut
// sooner (slow-body.ts); an idle keep-alive connection is closed after 5 s (Node's default).
// Headers up to 32 KB: a search for 2,000 Chinese characters is an address of about 18 KB, which Node's default
// of 16 KB answered with an empty 431 before the portal could say anything.
const serverOptions = {
  headersTimeout: 20_000,
  requestTimeout: 15 * 60_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 32 * 1024,
};
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST, serverOptions }, (info) => {
  console.log(`[portal] http://localhost:${info.port}`);
});
// An address over 32 KB is a readable page, not Node's empty 431 (server/client-error.ts).
answerClientErrors(server);
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
