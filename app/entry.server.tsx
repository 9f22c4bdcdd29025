import { randomFillSync } from "node:crypto";
import { PassThrough } from "node:stream";

import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { loginSchool } from "~/domain/access";
import { getEnv } from "~/env.server";
import { crossSiteRefusal } from "~/guard/guard.server";
import { checkUpstreams } from "~/services/readiness.server";
import { requestTrace, upstreamOutcome, withRequestScope } from "~/utils/request-scope.server";
import { noteFailure, type RequestTrace } from "~/utils/request-trace.server";
import { readSchoolCookie } from "~/utils/cookies.server";
import {
  applyAnswerCacheHeaders,
  applyCacheHeaders,
  applyRobotsHeader,
  applySecurityHeaders,
} from "~/utils/headers.server";
import { NonceProvider } from "~/utils/nonce";

// Bad configuration stops the start (docs/design.md §3): remix-serve loads this module before it listens.
getEnv();

const ABORT_DELAY = 5_000;

/**
 * A page's CSP nonce: 16 random bytes no other page had, base64. The bytes are drawn 4 KB at a time (one
 * `randomFillSync` for 256 pages instead of one a page, as `crypto.randomUUID` does: decision 034); each slice is
 * used once.
 */
const NONCE_BYTES = 16;
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = nonceBytes.length;
export function newNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBytes.length) {
    randomFillSync(nonceBytes);
    nonceAt = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/** React's own words when the response it streams into is closed by the other side. */
const isClosedByBrowser = (error: unknown) =>
  error instanceof Error && error.message === "The destination stream closed early.";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // The loaders have run: from here to the first bytes is the render (Server-Timing, decision 030).
  const renderStarted = performance.now();
  const trace = requestTrace();
  const nonce = newNonce();
  // Bots and crawlers get the whole page at once; people get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The render is cut after ABORT_DELAY; once everything is rendered there is nothing left to cut, and the
    // timer would only keep the request's render, data and scope in memory for those seconds (decision 034).
    let allRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) ready();
        },
        onAllReady() {
          allRendered = true;
          clearTimeout(abortTimer);
          if (waitForAll) ready();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          // The browser went away while the page streamed (a phone losing its network, a closed tab): nothing
          // failed here, and logging it would bury the errors that did.
          if (request.signal.aborted || isClosedByBrowser(error)) return;
          responseStatusCode = 500;
          noteFailure(trace, `render error: ${error instanceof Error ? error.name : "unknown"}`);
          // Errors after the shell are logged here; those before it reach onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    if (!allRendered) abortTimer = setTimeout(abort, ABORT_DELAY);

    function ready() {
      shellRendered = true;
      if (trace) trace.renderMs = performance.now() - renderStarted;
      // The page shows its fallback texts, but a page whose data could not all be loaded says so with its
      // status, so monitoring and caches see the outage (docs/decisions/024).
      const upstream = upstreamOutcome();
      const read = request.method === "GET" || request.method === "HEAD";
      if (upstream.unavailable && read && responseStatusCode === 200) responseStatusCode = 503;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      applySecurityHeaders(responseHeaders, nonce);
      applyCacheHeaders(request, responseHeaders, responseStatusCode, upstream);
      applyRobotsHeader(request, responseHeaders, responseStatusCode, upstream);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    }
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // Remix's own check refuses a single-fetch post whose Origin is not the Host with an empty 500 before any
  // action runs: the browser gets the portal's 403 instead (docs/decisions/014). Actions check in their wrapper.
  const refused = crossSiteRefusal(request);
  if (refused) response = refused;
  applySecurityHeaders(response.headers, null);
  applyCacheHeaders(request, response.headers, response.status, upstreamOutcome());
  return response;
};

/**
 * The portal's answer to every request the server passes to Remix (server/portal-server.ts and the tests' built
 * server), around Remix's own handler:
 *
 * - a state-changing request from another site gets the 403 here, before Remix's own check, which answers a
 *   cross-site document post with an empty 500 before any action runs (docs/decisions/014);
 * - the request runs in one scope: one deadline for all its upstream calls, and whether one failed
 *   (docs/decisions/024);
 * - every answer carries the security headers, redirects and resource routes included (a page's CSP has its
 *   nonce from `handleRequest`; a resource's own CSP, the certificate's `sandbox`, stands), and one whose
 *   upstream calls failed is never stored;
 * - a redirect without a caching rule gets one (applyRedirectCacheHeaders);
 * - the server's trace of the request (decision 030) learns its school and counts its upstream calls.
 */
export async function handlePortalRequest(
  request: Request,
  remix: (request: Request) => Promise<Response>,
  trace?: RequestTrace,
): Promise<Response> {
  const refused = crossSiteRefusal(request);
  if (trace) trace.school = loginSchool(new URL(request.url).pathname, null, readSchoolCookie(request));
  if (refused) {
    noteFailure(trace, "cross-site request refused");
    return withSecurityHeaders(refused);
  }
  return withRequestScope(
    getEnv().pageDeadlineMs,
    async () => {
      const response = withSecurityHeaders(await remix(request));
      applyAnswerCacheHeaders(request, response.headers, response.status, upstreamOutcome());
      return response;
    },
    trace,
  );
}

/**
 * Remix's error log, less a method the route has no handler for (a post to a page without an action): the client's
 * mistake, answered 405 with `Allow` and written in the request's log line, not an error of the portal (decision
 * 050). Everything else as Remix logs it by default.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A refusal thrown as `data(null, { status: 4xx })` (a malformed address, a method not taken) is no error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A router's error response carries the error it stands for (Remix's own default does the same).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * The readiness check's upstream half (server/operations.ts): each configured service's cheap call, through the
 * build's own configuration and fetch wrapper. `boundMs` limits all of them.
 */
export function checkUpstreamServices(boundMs: number, trace?: RequestTrace) {
  return checkUpstreams(boundMs, trace);
}

function withSecurityHeaders(response: Response): Response {
  let answer = response;
  try {
    answer.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // A response whose headers are immutable (one fetch made): the same answer with headers of its own.
    answer = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    });
  }
  applySecurityHeaders(answer.headers, null, true);
  return answer;
}
