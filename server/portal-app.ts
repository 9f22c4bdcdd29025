// The portal's HTTP server (server/portal-server.ts starts it; the tests start it in process): static files,
// compression, and every other request through the portal's handler (which writes a log line per request and
// serves the operator's checks and metrics). It replaces remix-serve, which runs no code of ours before Remix's own
// cross-site check or after a redirect or a resource route (docs/decisions/014, 024). How a request is taken from
// Node — its address, its body, a body left unread — is server/node-request.ts (docs/decisions/045).
import { statSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

import { serve, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerBuild } from "@remix-run/node";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

import { answerClientErrors } from "./client-error";
import { parseTrustedProxies } from "./forwarded-host";
import { parseEnv } from "../app/env.server";

import {
  BadRequestTarget,
  createUploadGate,
  nodeRequest,
  UnsupportedMethod,
  type UploadGate,
} from "./node-request";
import type { BodyRate } from "./slow-body";
import {
  CLIENT_CLOSED_REQUEST,
  createPortalHandler,
  type PortalHandler,
  type PortalHandlerOptions,
} from "./portal-handler";

/**
 * `serveStatic` for the public folder, asked only when the folder has something at the path. Every page address
 * passes the public files' handler first, and its own look-up (a `statSync` that throws ENOENT and catches it)
 * cost about 30 µs a request, for nothing (docs/decisions/034). A plain path is checked here without an exception;
 * the handler still decides everything else (an encoded or dotted path, a folder's index, the file itself), and a
 * file that appears while the server runs is served as before. A path the file system cannot take (a NUL byte, a
 * name over 255 bytes) is no public file: the page routes answer it (docs/decisions/045).
 */
function publicFiles(options: NonNullable<Parameters<typeof serveStatic>[0]>): MiddlewareHandler {
  const serveFile = serveStatic(options);
  const root = options.root ?? "";
  return (c, next) => {
    const path = c.req.path;
    const plain = !path.includes("%") && !path.includes("..") && !path.includes("\\") && !path.includes("//");
    if (plain && !isEntry(join(root, path))) return next();
    return serveFile(c, next);
  };
}

function isEntry(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** The Hono app of a portal process: the public files, then every request through `handle`. */
export function createPortalApp(
  build: ServerBuild,
  handle: PortalHandler,
  trustedProxies: ReadonlySet<string>,
  bodyRate?: BodyRate,
  uploads: UploadGate = createUploadGate(parseEnv(process.env).uploadBodiesMax),
): Hono<{ Bindings: HttpBindings }> {
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
  // The request is made from Node's own (server/node-request.ts), never from Hono's, which would read the body
  // at once; the socket's address decides the forwarded host, the metrics allow-list and the trusted proxies.
  app.all("*", async (c) => {
    const { incoming, outgoing } = c.env;
    let taken;
    try {
      taken = nodeRequest(incoming, outgoing, { trustedProxies, rate: bodyRate, uploads });
    } catch (error) {
      const headers = { "Content-Type": "text/plain", "Cache-Control": "no-store", Connection: "close" };
      if (error instanceof UnsupportedMethod)
        return new Response("Method Not Allowed\n", {
          status: 405,
          headers: { ...headers, Allow: "GET, HEAD, POST" },
        });
      if (!(error instanceof BadRequestTarget)) throw error;
      return new Response("Bad Request\n", { status: 400, headers });
    }
    let response: Response;
    try {
      response = await handle(taken.request, { address: incoming.socket.remoteAddress });
    } catch (error) {
      // The browser has gone (the handler logged it as abandoned): nobody reads an answer, nothing to report.
      if (!taken.request.signal.aborted) throw error;
      response = new Response(null, { status: CLIENT_CLOSED_REQUEST });
    }
    return taken.answer(response);
  });
  return app;
}

// Time limits (docs/decisions/028): the headers within 20 s; the whole request within 15 minutes (three 30 MB
// files posted without JavaScript take about 12 minutes on a 1 Mbit/s line); a body below the minimum rate is cut
// sooner (slow-body.ts); an idle keep-alive connection is closed after 5 s (Node's default).
// Headers up to 32 KB: a search for 2,000 Chinese characters is an address of about 18 KB, which Node's default
// of 16 KB answered with an empty 431 before the portal could say anything.
export const SERVER_OPTIONS = {
  headersTimeout: 20_000,
  requestTimeout: 15 * 60_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 32 * 1024,
};

export type PortalServer = { server: Server; port: number; handle: PortalHandler; close(): Promise<void> };

/** Starts a portal process's server on `port` (0: a free one), resolved once it listens. */
export function startPortalServer(
  build: ServerBuild,
  options: {
    port: number;
    hostname?: string;
    trustedProxies?: string;
    handler?: PortalHandlerOptions;
    /** The body's minimum rate (server/slow-body.ts; tests shorten its grace). */
    bodyRate?: BodyRate;
    /** Upload bodies read at once (UPLOAD_BODIES_MAX by default). */
    uploadBodiesMax?: number;
  },
): Promise<PortalServer> {
  const uploads = createUploadGate(options.uploadBodiesMax ?? parseEnv(process.env).uploadBodiesMax);
  const handle = createPortalHandler(build, "production", {
    ...options.handler,
    uploadBodiesInFlight: () => uploads.inFlight,
  });
  const app = createPortalApp(
    build,
    handle,
    parseTrustedProxies(options.trustedProxies),
    options.bodyRate,
    uploads,
  );
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: SERVER_OPTIONS,
        // The body is the request's own business (server/node-request.ts): Hono's clean-up would read an unread
        // body for at most 500 ms and then close the connection, whatever request it carried by then.
        autoCleanupIncoming: false,
      },
      (info: AddressInfo) => {
        // An address over 32 KB is a readable page, not Node's empty 431 (server/client-error.ts).
        answerClientErrors(server);
        resolve({
          server: server as Server,
          port: info.port,
          handle,
          close: () =>
            new Promise<void>((done) => {
              (server as Server).closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
  });
}
