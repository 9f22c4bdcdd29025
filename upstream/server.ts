import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { createUpstreamApp } from "./app";
import type { UpstreamLogLine } from "./request-log";
import { defaults, isEntryPoint, loadConfig, type UpstreamConfig } from "./config";
import { migrate, openDb } from "./db";
import { seed } from "./seed";
import { sweepOrphanUploads, SWEEP_EVERY_MS } from "./upload-sweep";

export type StartOptions = Partial<UpstreamConfig> & {
  port?: number;
  host?: string;
  dbUrl?: string;
  /** One line per request (the entry point logs them with pino; tests leave it out). */
  log?: (line: UpstreamLogLine) => void;
};

/**
 * Starts the reference upstream (migrated and seeded) for the portal's contract tests and Playwright.
 * Port 0 picks a free port; without dbUrl the database lives in a temporary folder removed on close.
 * `url` is the publicUrl, by default http://localhost:<port> so its cookie reaches a portal on localhost.
 */
export async function startUpstream(
  opts: StartOptions = {},
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const host = opts.host ?? "127.0.0.1";
  let dbUrl = opts.dbUrl;
  let tempDir: string | null = null;
  if (!dbUrl) {
    tempDir = mkdtempSync(join(tmpdir(), "upstream-"));
    dbUrl = pathToFileURL(join(tempDir, "upstream.db")).href;
  }
  const db = await openDb(dbUrl);
  const releaseDb = () => {
    db.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
  await migrate(db);
  await seed(db, { drillSeconds: opts.drillSeconds });

  // The app needs publicUrl, which needs the port: listen first, then attach the app.
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(opts.port ?? 0, host, resolve);
    });
  } catch (error) {
    releaseDb(); // e.g. the port is taken
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const config: UpstreamConfig = {
    publicUrl: opts.publicUrl ?? `http://localhost:${port}`,
    portalOrigins: opts.portalOrigins ?? defaults.portalOrigins,
    sessionCookieName: opts.sessionCookieName ?? defaults.sessionCookieName,
    sessionTtlHours: opts.sessionTtlHours ?? defaults.sessionTtlHours,
    examGraceSeconds: opts.examGraceSeconds ?? defaults.examGraceSeconds,
    // Uploads next to the database file; an in-memory database leaves it to the app (a temporary folder).
    dataDir: opts.dataDir ?? filesNextTo(dbUrl),
  };
  server.on("request", getRequestListener(createUpstreamApp({ db, config, log: opts.log }).fetch));

  // Uploads never attached to an answer: swept now and every hour (upload-sweep.ts).
  const sweep = () => {
    if (!config.dataDir) return;
    sweepOrphanUploads(db, config.dataDir, Date.now()).catch((error: unknown) =>
      console.error("sweeping orphan uploads failed:", error),
    );
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    url: config.publicUrl,
    port,
    async close() {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      releaseDb();
    },
  };
}

if (isEntryPoint(import.meta.url)) {
  const { port, host, dbUrl, upstream } = loadConfig();
  // The portal's LOG_LEVEL and LOG_FORMAT (npm start passes them on): JSON lines, or readable at a terminal.
  const level = process.env.LOG_LEVEL ?? "info";
  const pretty = process.env.LOG_FORMAT === "pretty";
  const logger = pino(
    {
      level,
      name: "upstream",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pretty ? pino.transport({ target: "pino-pretty", options: { translateTime: "HH:MM:ss.l" } }) : undefined,
  );
  const running = await startUpstream({
    ...upstream,
    port,
    host,
    dbUrl,
    log: (line) => logger.info(line, "upstream request"),
  });
  console.log(`reference upstream listening on http://${host}:${running.port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void running.close());
  }
}

function filesNextTo(url: string): string | undefined {
  const path = url.replace(/\?.*$/, "");
  if (path.includes(":memory:")) return undefined;
  if (path.startsWith("file://")) return join(dirname(fileURLToPath(path)), "files");
  if (path.startsWith("file:")) return join(dirname(path.slice("file:".length)), "files");
  return undefined;
}
