// The portal's server (`npm start` runs it): static files, compression, a log line per request, and every other
// request through the portal's handler. It replaces remix-serve, which runs no code of ours before Remix's own
// cross-site check or after a redirect or a resource route (docs/decisions/014, 090).
import { serve } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerBuild } from "@remix-run/node";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { logger } from "hono/logger";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { believedForwardedHost, parseTrustedProxies } from "./forwarded-host";
import { createPortalHandler } from "./portal-handler";
import { rateLimitedBody } from "./slow-body";

const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handle = createPortalHandler(build);

const trustedProxies = parseTrustedProxies(process.env.TRUST_PROXY);

/**
 * The request as the browser addressed it: behind a proxy named in TRUST_PROXY, X-Forwarded-Host names the host
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

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

const app = new Hono();
app.use(logger());
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
app.all("*", (c) => {
  const cut = () => (c.env as { incoming?: { socket?: { destroy(): void } } }).incoming?.socket?.destroy();
  return handle(addressed(c.req.raw, remoteAddress(c), cut));
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
// A stop (a process manager, the bench's profiler) ends the requests in flight, then the process, so that exit
// handlers (node --cpu-prof writing its profile) run.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
