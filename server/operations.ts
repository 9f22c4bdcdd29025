// What a school's operator needs from each portal process (decision 030, docs/operations.md): one JSON log line per
// request, Prometheus metrics, the request id and the route id of a request. Used by server/portal-handler.ts.
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";

import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import pino, { type DestinationStream, type Logger } from "pino";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import type { UpstreamCall } from "../app/utils/request-trace.server";

/** The operator's paths: never passed to Remix, never cached. */
export const HEALTHZ = "/center/healthz";
export const READYZ = "/center/readyz";
export const METRICS = "/center/metrics";

export type LogOptions = {
  level: string;
  format: "json" | "pretty";
  /** Where the lines go; by default standard output, written asynchronously (flushed at the stop). */
  destination?: DestinationStream;
};

/**
 * The request logger: pino, one JSON line per call. Standard output is written without blocking the event loop
 * (pino's sonic-boom, `sync: false`), a few lines per write; `flush` writes what is left, at the stop. `pretty` (a person at a terminal,
 * `npm start`) formats the lines with pino-pretty, a development dependency, in pino's worker thread.
 */
export function createLogger(options: LogOptions): { log: Logger; flush: () => void } {
  const settings: pino.LoggerOptions = {
    level: options.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (options.destination) return { log: pino(settings, options.destination), flush: () => undefined };
  if (options.format === "pretty" && hasPinoPretty()) {
    const transport = pino.transport({ target: "pino-pretty", options: { translateTime: "HH:MM:ss.l" } });
    return { log: pino(settings, transport), flush: () => undefined };
  }
  // Lines are gathered up to 4 KB (about ten) per write instead of one write each, and at least every second,
  // so a line is never more than a second late at a quiet hour (decision 030).
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 1000).unref();
  return {
    log: pino(settings, destination),
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // not opened yet: nothing written
      }
    },
  };
}

function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return true;
  } catch {
    return false;
  }
}

/** The metrics of one process (names in docs/operations.md). */
export type PortalMetrics = {
  registry: Registry;
  inFlight: Gauge;
  observeRequest(route: string, status: number, seconds: number): void;
  observeCall(call: UpstreamCall): void;
};

const FAILED: ReadonlySet<UpstreamCall["outcome"]> = new Set(["timeout", "unreachable", "invalid"]);

export function createMetrics(
  options: {
    /** The upload bodies the process reads now (server/node-request.ts), when its server counts them. */
    uploadBodiesInFlight?: () => number;
  } = {},
): PortalMetrics {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes, nodejs_heap_*), GC, CPU.
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to the answer's headers, by route id and status class",
    labelNames: ["route", "status_class"],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamDuration = new Histogram({
    name: "portal_upstream_call_duration_seconds",
    help: "Upstream call time (to the whole envelope, or a file's first bytes), by service and call template",
    labelNames: ["service", "call"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamFailures = new Counter({
    name: "portal_upstream_call_failures_total",
    help: "Upstream calls that timed out, could not connect or answered garbage, by service, call and reason",
    labelNames: ["service", "call", "reason"],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "portal_http_requests_in_flight",
    help: "Requests being answered now",
    registers: [registry],
  });
  const uploadBodies = options.uploadBodiesInFlight;
  if (uploadBodies) {
    new Gauge({
      name: "portal_upload_bodies_in_flight",
      help: "Answers with files sent without JavaScript being read now (at UPLOAD_BODIES_MAX, more answer 503)",
      registers: [registry],
      collect() {
        this.set(uploadBodies());
      },
    });
  }
  return {
    registry,
    inFlight,
    observeRequest(route, status, seconds) {
      requestDuration.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    observeCall(call) {
      if (call.outcome === "aborted") return;
      upstreamDuration.observe({ service: call.service, call: call.call }, call.ms / 1000);
      if (FAILED.has(call.outcome)) {
        upstreamFailures.inc({ service: call.service, call: call.call, reason: call.outcome });
      }
    },
  };
}

/**
 * The route id that answers a path, as Remix matches it (the build's route tree; @remix-run/router's match is
 * cached per path by the portal's patch, decision 019), or `unmatched`. A single-fetch data request
 * (`/center/x.data`, `/_root.data`) is its page's route.
 */
export function routeIdMatcher(routes: ServerBuild["routes"]): (pathname: string) => string {
  const children = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: children(route.id),
            },
      );
  const tree = children(undefined);
  return (pathname) => {
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, path);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
}

/** The path with its query's names only: `/center/school/class?page&q`. Values can be what a learner typed. */
export function pathWithoutQueryValues(url: URL): string {
  const names = [...new Set(url.searchParams.keys())];
  return names.length ? `${url.pathname}?${names.join("&")}` : url.pathname;
}

/** An id a proxy may send: short, and nothing that could forge a log field or another line. */
const GOOD_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` of a trusted proxy (TRUSTED_PROXIES: nginx sends its `$request_id`), so the
 * proxy's access log and ours share it; otherwise one made here. A browser cannot choose the id of its request.
 */
export function requestIdOf(
  request: Request,
  address: string | undefined,
  trusted: readonly string[],
): string {
  const given = request.headers.get("x-request-id");
  if (given && address && trusted.includes(plainAddress(address)) && GOOD_ID.test(given)) return given;
  return randomUUID();
}

/** An IPv4 client on a dual-stack socket appears as `::ffff:127.0.0.1`. */
export function plainAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

export function isAllowed(address: string | undefined, allow: readonly string[]): boolean {
  return address !== undefined && allow.includes(plainAddress(address));
}
