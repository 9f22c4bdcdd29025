import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { getEnv } from "~/env.server";
import { crossSiteRefusal } from "~/services/guard.server";
import { applyCacheHeaders, applySecurityHeaders } from "~/utils/headers.server";
import { NonceProvider } from "~/utils/nonce";

// Bad configuration stops the start (DESIGN.md §3): remix-serve loads this module before it listens.
getEnv();

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  // Bots and crawlers get the whole page at once; people get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applySecurityHeaders(responseHeaders, nonce);
          applyCacheHeaders(request, responseHeaders, responseStatusCode);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; those before it reach onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // Remix's own check refuses a single-fetch post whose Origin is not the Host with an empty 500 before any
  // action runs: the browser gets the portal's 403 instead (docs/decisions/010). Actions check in their wrapper.
  const refused = crossSiteRefusal(request);
  if (refused) response = refused;
  applySecurityHeaders(response.headers, null);
  applyCacheHeaders(request, response.headers, response.status);
  return response;
};
