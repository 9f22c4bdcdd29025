import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LoginThrottleConfig } from "./login-throttle";
/** What the upstream app is configured with (createUpstreamApp); readConfig reads it from the environment. */
export type UpstreamConfig = {
  /** Base URL of the upstream as the browser reaches it, e.g. http://localhost:3001. */
  publicUrl: string;
  /** Origins a browser may be sent back to after login; the first one is the portal. */
  portalOrigins: string[];
  sessionCookieName: string;
  sessionTtlHours: number;
  /** Seconds an answer is still accepted after an assessment attempt's deadline (default 30). */
  examGraceSeconds?: number;
  /**
   * The demo "Timer drill" assessment's time limit in seconds (default 30, its demo data). The e2e run shortens
   * it, so the time-out drill waits on a real deadline without half a minute of idle browser.
   */
  drillSeconds?: number;
  /** Where uploaded files are stored (default: a temporary folder). */
  dataDir?: string;
  /**
   * The secret course-media URLs are signed with (UPSTREAM_MEDIA_SECRET, at least 32 characters). Unset: a random
   * one per process, which is enough for one process that signs and checks its own URLs.
   */
  mediaSecret?: string;
  /** Failed-login limits per account and per address (default: login-throttle.ts). */
  loginThrottle?: LoginThrottleConfig;
};

export type ServerConfig = { port: number; host: string; dbUrl: string; upstream: UpstreamConfig };

export const defaults = {
  portalOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
  sessionCookieName: "api_token",
  sessionTtlHours: 8,
  examGraceSeconds: 30,
};

// Anchored to this folder, not to the working directory, so `tsx upstream/server.ts` works from anywhere.
const defaultDbUrl = pathToFileURL(fileURLToPath(new URL("./data/upstream.db", import.meta.url))).href;

export class ConfigError extends Error {}

/** Reads the upstream's environment variables; throws a ConfigError naming the bad variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const get = (name: string) => env[name]?.trim() || undefined;

  const port = integer("UPSTREAM_PORT", get("UPSTREAM_PORT"), 3001, 1, 65535);
  const portalOrigins = (get("PORTAL_ORIGINS")?.split(",") ?? defaults.portalOrigins)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => httpUrl("PORTAL_ORIGINS", s).origin);
  if (portalOrigins.length === 0) throw new ConfigError("PORTAL_ORIGINS must list at least one origin");

  const cookieName = get("SESSION_COOKIE_NAME") ?? defaults.sessionCookieName;
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(cookieName)) {
    throw new ConfigError(`SESSION_COOKIE_NAME is not a valid cookie name: ${JSON.stringify(cookieName)}`);
  }

  const ttlText = get("SESSION_TTL_HOURS");
  const ttl = ttlText === undefined ? defaults.sessionTtlHours : Number(ttlText);
  if (!Number.isFinite(ttl) || ttl <= 0) {
    throw new ConfigError(
      `SESSION_TTL_HOURS must be a positive number of hours, got ${JSON.stringify(ttlText)}`,
    );
  }

  const grace = integer(
    "UPSTREAM_EXAM_GRACE_SECONDS",
    get("UPSTREAM_EXAM_GRACE_SECONDS"),
    defaults.examGraceSeconds,
    0,
    3600,
  );
  const drill = get("UPSTREAM_DRILL_SECONDS");
  const drillSeconds =
    drill === undefined ? undefined : integer("UPSTREAM_DRILL_SECONDS", drill, 30, 5, 3600);
  const dbUrl = get("UPSTREAM_DB") ?? defaultDbUrl;
  const dbFile = dbUrl.startsWith("file:") && !dbUrl.includes(":memory:") ? localFile(dbUrl) : null;
  // Uploads live next to the database file; an in-memory database gets a temporary folder (the app makes it).
  const dataDir = get("UPSTREAM_DATA_DIR") ?? (dbFile ? join(dirname(dbFile), "files") : undefined);

  const mediaSecret = get("UPSTREAM_MEDIA_SECRET");
  if (mediaSecret !== undefined && mediaSecret.length < 32) {
    throw new ConfigError("UPSTREAM_MEDIA_SECRET must have at least 32 characters");
  }

  const publicUrl = httpUrl("UPSTREAM_PUBLIC_URL", get("UPSTREAM_PUBLIC_URL") ?? `http://localhost:${port}`);
  return {
    port,
    host: get("UPSTREAM_HOST") ?? "127.0.0.1",
    dbUrl,
    upstream: {
      publicUrl: publicUrl.href.replace(/\/$/, ""),
      portalOrigins,
      sessionCookieName: cookieName,
      sessionTtlHours: ttl,
      examGraceSeconds: grace,
      ...(drillSeconds === undefined ? {} : { drillSeconds }),
      ...(mediaSecret ? { mediaSecret } : {}),
      ...(dataDir ? { dataDir } : {}),
    },
  };
}

function integer(name: string, value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return n;
}

function httpUrl(name: string, value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new ConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url;
}

/** readConfig for a command-line entry: a bad value stops the process with the message. */
export function loadConfig(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Bad configuration: ${error.message}`);
    process.exit(1);
  }
}

/** True when the module with this `import.meta.url` was started as the script (`tsx upstream/x.ts`). */
export const isEntryPoint = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** The path of a `file:` URL (`file:relative/x.db`, `file:/abs/x.db`, `file:///abs/x.db`). */
function localFile(url: string): string {
  const withoutQuery = url.replace(/\?.*$/, "");
  return withoutQuery.startsWith("file://")
    ? fileURLToPath(withoutQuery)
    : withoutQuery.slice("file:".length);
}
