import type { Client } from "@libsql/client";
import type { UpstreamConfig } from "./config";
import type { Pages } from "./html";
import type { LoginThrottle } from "./login-throttle";
import type { MediaSigner } from "./media-signing";
import type { Sessions } from "./session";
import type { Urls } from "./urls";

// The types the composition root (app.ts) hands to the route modules. Kept apart from app.ts so that a route
// module depends on what it is given, not on the root that mounts it.

/** The clock, in milliseconds since the epoch; tests pass their own to move time. */
export type Clock = () => number;

/** What every route module gets. */
export type Deps = {
  db: Client;
  config: UpstreamConfig;
  sessions: Sessions;
  urls: Urls;
  pages: Pages;
  now: Clock;
  /** config.examGraceSeconds with its default. */
  graceSeconds: number;
  /** config.dataDir, or a temporary folder made for this app. */
  dataDir: string;
  /** Signs and checks the course-media URLs (config.mediaSecret, else a random secret). */
  mediaSigner: MediaSigner;
  /**
   * Failed password checks (config.loginThrottle): one counter for the login and the change-password form, so
   * guessing a password through either counts towards the same lock (decision 021).
   */
  loginThrottle: LoginThrottle;
};
