import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import type { DestinationStream } from "pino";

import { UPLOADS_BUSY_HEADER } from "../app/domain/upload-rules";
import { parseEnv } from "../app/env.server";
import type * as PortalEntryModule from "../app/entry.server";
import { newTrace, serverTiming, type RequestTrace } from "../app/utils/request-trace.server";

import { methodNotAllowed, refusedPlainly, routeMethods, takes } from "./allowed-methods";
import {
  createLogger,
  createMetrics,
  HEALTHZ,
  isAllowed,
  METRICS,
  pathWithoutQueryValues,
  READYZ,
  requestIdOf,
  routeIdMatcher,
} from "./operations";

/** What the portal's entry module adds around Remix, as app/entry.server.tsx types it. */
type PortalEntry = Pick<typeof PortalEntryModule, "handlePortalRequest" | "checkUpstreamServices">;

/**
 * The build's entry module is app/entry.server.tsx: its two functions, typed by that module. A build whose entry
 * lacks them stops the start here, with the reason, rather than at the first request.
 */
function portalEntryOf(build: ServerBuild): PortalEntry {
  const entry = build.entry.module as Partial<typeof PortalEntryModule>;
  const { handlePortalRequest, checkUpstreamServices } = entry;
  if (typeof handlePortalRequest !== "function" || typeof checkUpstreamServices !== "function")
    throw new Error(
      "the build's entry module has no handlePortalRequest or checkUpstreamServices (app/entry.server.tsx)",
    );
  return { handlePortalRequest, checkUpstreamServices };
}

/** Who sent the request: the socket's address (the server knows it; a Request does not carry it). */
export type Client = { address?: string };

export type PortalHandler = ((request: Request, client?: Client) => Promise<Response>) & {
  /** A stop has begun: readiness answers 503 from now on, so a balancer drains this process. */
  beginStop(): void;
  /** Writes the log lines still buffered (at the stop). */
  flushLogs(): void;
};

export type PortalHandlerOptions = {
  /** Where the log lines go (tests); by default standard output. */
  logDestination?: DestinationStream;
  /** The level, instead of LOG_LEVEL (tests). */
  logLevel?: string;
  /** The server's count of upload bodies being read, for the metrics. */
  uploadBodiesInFlight?: () => number;
};

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The portal's request handler for a build: the operator's endpoints (/center/healthz, /center/readyz,
 * /center/metrics: docs/operations.md), and every other request through Remix's own handler wrapped by the entry
 * module's `handlePortalRequest` (the cross-site refusal before Remix's check, one deadline per request, the
 * security headers on every answer), with one log line, its metrics, an `X-Request-Id` and, on HTML, a
 * `Server-Timing` header. The server (server/portal-server.ts) and the tests' built server use this one function.
 */
export function createPortalHandler(
  build: ServerBuild,
  mode: "production" | "development" = "production",
  options: PortalHandlerOptions = {},
): PortalHandler {
  const env = parseEnv(process.env);
  const remix = createRequestHandler(build, mode);
  const entry = portalEntryOf(build);
  const { log, flush } = createLogger({
    level: options.logLevel ?? env.logLevel,
    format: env.logFormat,
    destination: options.logDestination,
  });
  const metrics = createMetrics({ uploadBodiesInFlight: options.uploadBodiesInFlight });
  const routeIdOf = routeIdMatcher(build.routes);
  const methodsOf = routeMethods(build);
  let stopping = false;
  let readiness: Promise<Response> | null = null;

  async function ready(requestId: string): Promise<Response> {
    const trace = newTrace(requestId, metrics.observeCall);
    const checks = await entry.checkUpstreamServices(env.readyTimeoutMs, trace);
    const failed = checks.filter((check) => !check.ready).map((check) => check.service);
    const services = Object.fromEntries(checks.map(({ service, ...check }) => [service, check]));
    // A stop may have begun while the services answered.
    if (stopping) return Response.json({ status: "stopping" }, { status: 503, headers: NO_STORE });
    if (failed.length === 0) {
      log.debug({ requestId, path: READYZ, status: 200 }, "ready");
      return Response.json({ status: "ready", services }, { headers: NO_STORE });
    }
    log.warn({ requestId, path: READYZ, status: 503, failed, services }, "not ready");
    return Response.json({ status: "not ready", failed, services }, { status: 503, headers: NO_STORE });
  }

  async function operator(pathname: string, request: Request, client: Client): Promise<Response> {
    if (pathname === HEALTHZ) {
      log.debug({ path: HEALTHZ, status: 200 }, "alive");
      return new Response("ok\n", { headers: { ...NO_STORE, "Content-Type": "text/plain" } });
    }
    if (pathname === READYZ) {
      if (stopping) {
        log.debug({ path: READYZ, status: 503 }, "stopping");
        return Response.json({ status: "stopping" }, { status: 503, headers: NO_STORE });
      }
      // Probes that come together share one check of the services.
      readiness ??= ready(requestIdOf(request, client.address, env.trustedProxies)).finally(() => {
        readiness = null;
      });
      return (await readiness).clone();
    }
    // A request a proxy passed on (nginx comes from loopback) is the public's, whatever its address.
    if (!isAllowed(client.address, env.metricsAllow) || request.headers.has("x-forwarded-for")) {
      log.warn({ path: METRICS, status: 403, address: client.address }, "metrics refused");
      return new Response("Forbidden\n", {
        status: 403,
        headers: { ...NO_STORE, "Content-Type": "text/plain" },
      });
    }
    log.debug({ path: METRICS, status: 200 }, "metrics");
    return new Response(await metrics.registry.metrics(), {
      headers: { ...NO_STORE, "Content-Type": metrics.registry.contentType },
    });
  }

  const handle = async (request: Request, client: Client = {}): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === HEALTHZ || url.pathname === READYZ || url.pathname === METRICS) {
      return operator(url.pathname, request, client);
    }
    const started = performance.now();
    const trace = newTrace(requestIdOf(request, client.address, env.trustedProxies), metrics.observeCall);
    metrics.inFlight.inc();
    let response: Response | undefined;
    try {
      // A resource route asked with a method it has no handler for: a real 405, not Remix's (decision 050).
      const methods = url.pathname.endsWith(".data") ? null : methodsOf(url.pathname);
      if (methods?.resource && !takes(methods, request.method)) {
        trace.failure = `method ${request.method} not allowed`;
        response = methodNotAllowed(methods);
        return response;
      }
      response = await entry.handlePortalRequest(request, (req) => remix(req), trace);
      // A resource route that refused with `throw data(null, { status })` (a malformed school, a bad id) gets
      // Remix's error JSON, `{"message":"Unexpected Server Error"}`, under a 4xx: a refusal, not a server error,
      // so it says its status and nothing else (decision 050).
      if (methods?.resource && response.status < 500 && response.headers.get("X-Remix-Error") === "yes")
        response = refusedPlainly(response.status);
      // A page's 405 (its error page) says what the page takes.
      if (response.status === 405 && methods && !response.headers.has("Allow")) {
        try {
          response.headers.set("Allow", methods.allow.join(", "));
        } catch {
          // immutable headers (a fetched answer passed on): it goes without
        }
      }
      return response;
    } catch (error) {
      if (trace.failure === null)
        trace.failure = `exception: ${error instanceof Error ? error.name : "unknown"}`;
      throw error;
    } finally {
      metrics.inFlight.dec();
      const ms = performance.now() - started;
      // A browser that went away before its answer (a closed tab, a cut line) is logged as abandoned, 499 as
      // nginx names it, with the cause: not a failure of the portal, so not in the 5xx rate (decision 045).
      const abandoned = request.signal.aborted && !(response && response.status < 500);
      if (abandoned) trace.failure = `client closed request: ${reasonOf(request.signal.reason)}`;
      // A form with files past the process's bound on upload bodies (server/node-request.ts).
      else if (request.headers.has(UPLOADS_BUSY_HEADER) && trace.failure === null)
        trace.failure = "upload bodies at their bound";
      const status = abandoned ? CLIENT_CLOSED_REQUEST : (response?.status ?? 500);
      const route = routeIdOf(url.pathname);
      metrics.observeRequest(route, status, ms / 1000);
      if (response) answered(response, trace, ms);
      const line = {
        requestId: trace.requestId,
        method: request.method,
        route,
        path: pathWithoutQueryValues(url),
        status,
        ms: round(ms),
        upstreamCalls: trace.calls,
        upstreamMs: round(trace.totalMs),
        upstreamSlowestMs: round(trace.slowestMs),
        upstreamRounds: trace.rounds,
        school: trace.school,
        // What the browser says the request is for (a question screen fetched ahead, decision 052): the client's
        // claim, logged as such and never trusted (anyone can send the header).
        ...(request.headers.get("purpose") === "prefetch" ? { claimedPurpose: "prefetch" } : {}),
        ...(trace.failure ? { cause: trace.failure } : {}),
      };
      if (status >= 500) log.error(line, "request");
      else log.info(line, "request");
    }
  };

  return Object.assign(handle, {
    beginStop() {
      stopping = true;
    },
    flushLogs: flush,
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** nginx's status for a request whose client closed the connection before the answer. */
export const CLIENT_CLOSED_REQUEST = 499;

function reasonOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  return typeof reason === "string" && reason ? reason : "aborted";
}

/** The request's id on every answer (a learner can quote it), and where the time went on every HTML answer. */
function answered(response: Response, trace: RequestTrace, ms: number): void {
  try {
    response.headers.set("X-Request-Id", trace.requestId);
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      response.headers.set("Server-Timing", serverTiming(trace, ms));
    }
  } catch {
    // immutable headers (handlePortalRequest gives mutable ones): the answer goes without them
  }
}
