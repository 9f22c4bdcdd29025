import { randomBytes } from "node:crypto";
import { isIP } from "node:net";

import { z } from "zod";

// docs/design.md §3: all configuration is parsed once, at start-up; a bad value stops the start.
const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""));

/** A comma-separated list of IP addresses (IPv4 or IPv6), e.g. `127.0.0.1,::1`; empty for none. */
const addresses = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((address) => isIP(address) !== 0), "IP addresses separated by commas");

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    LOGIN_SERVICE_URL: url,
    LOGIN_SERVICE_PUBLIC_URL: url.optional(),
    LEARNING_SERVICE_URL: url,
    MEDIA_SERVICE_URL: url,
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only")
      .default("api_token"),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    // All the upstream calls of one request end by this (docs/decisions/024); by default one call's time-out.
    PAGE_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).optional(),
    // Signs the portal's own small cookies (flash toast). In the README's configuration table; see docs/decisions/001 and 015.
    COOKIE_SECRET: z.string().min(16).optional(),
    // The portal's origin as the browser reaches it, when a proxy in front changes it (docs/decisions/014).
    PORTAL_PUBLIC_URL: url.optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    // Operating it (decision 030, docs/operations.md).
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
    TRUSTED_PROXIES: addresses.default([]),
    METRICS_ALLOW: addresses.default(["127.0.0.1", "::1"]),
    READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    // The young generation's semi-space, read by the start scripts (server/node-flags.ts, docs/decisions/034).
    SEMI_SPACE_MB: z.coerce.number().int().min(1).max(1024).default(32),
    // Question forms with files sent without JavaScript that one process reads at once (docs/decisions/045, 050).
    UPLOAD_BODIES_MAX: z.coerce.number().int().min(1).max(64).default(8),
    // The zone a page without JavaScript shows clock times in (an assessment's end; decision 042).
    PORTAL_TIME_ZONE: z
      .string()
      .refine(isTimeZone, "an IANA time zone such as Asia/Shanghai")
      .default("Asia/Shanghai"),
    // The answering screens' copies kept on the device for a line that drops (decision 052): `off` withdraws them.
    PORTAL_OFFLINE_COPIES: z.enum(["on", "off"]).default("on"),
  })
  // No secret written in the repository ever signs anything in production (docs/decisions/015).
  .refine((env) => env.NODE_ENV !== "production" || env.COOKIE_SECRET !== undefined, {
    path: ["COOKIE_SECRET"],
    message:
      "required in production (at least 16 characters, e.g. `openssl rand -base64 32`); `npm start` makes one when unset",
  })
  .transform((env) => ({
    port: env.PORT,
    loginServiceUrl: env.LOGIN_SERVICE_URL,
    loginServicePublicUrl: env.LOGIN_SERVICE_PUBLIC_URL ?? env.LOGIN_SERVICE_URL,
    learningServiceUrl: env.LEARNING_SERVICE_URL,
    mediaServiceUrl: env.MEDIA_SERVICE_URL,
    sessionCookieName: env.SESSION_COOKIE_NAME,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    pageDeadlineMs: env.PAGE_DEADLINE_MS ?? env.UPSTREAM_TIMEOUT_MS,
    // Outside production without a setting: a random secret of this process, never one from the repository.
    cookieSecret: env.COOKIE_SECRET ?? randomBytes(32).toString("base64url"),
    portalPublicOrigin: env.PORTAL_PUBLIC_URL ? new URL(env.PORTAL_PUBLIC_URL).origin : null,
    mode: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    trustedProxies: env.TRUSTED_PROXIES,
    metricsAllow: env.METRICS_ALLOW,
    readyTimeoutMs: env.READY_TIMEOUT_MS,
    drainDelayMs: env.DRAIN_DELAY_MS,
    semiSpaceMb: env.SEMI_SPACE_MB,
    uploadBodiesMax: env.UPLOAD_BODIES_MAX,
    timeZone: env.PORTAL_TIME_ZONE,
    offlineCopies: env.PORTAL_OFFLINE_COPIES === "on",
  }));

export type Env = z.output<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
  throw new Error(`Invalid portal configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
