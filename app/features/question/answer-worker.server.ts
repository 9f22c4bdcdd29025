import {
  ASSETS_CACHE,
  COPIES_PREFIX,
  copyKey,
  isServable,
  META_PATH,
  START_PATHS,
  START_PREFIXES,
} from "~/domain/offline-copies";

// The answering screens' service worker (decision 052), served by the route center.answer-worker[.]js as the text
// of `answerWorker` below, compiled by the build like the rest of the server: its rules are the domain's
// (app/domain/offline-copies.ts), passed in as values and as the text of copyKey and isServable.
//
// Network first, always: a question screen, and what it needs to start, come from the network; only when the network
// fails (the line is down) is the copy kept on the device served — the page the learner's own question screens
// fetched ahead (offline-copies.client.ts). A failure, a redirect or a refusal is never put in a cache (the worker
// puts nothing there at all: the page does, from answers it has checked). Posts are left alone (no answer from the
// worker: they go to the network as without it).

type Config = {
  prefix: string;
  assets: string;
  meta: string;
  startPrefixes: readonly string[];
  startPaths: readonly string[];
};

/** The little of a service worker's global scope this uses (the DOM's types have no worker scope). */
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install", listener: () => void): void;
  addEventListener(
    type: "activate",
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: "fetch",
    listener: (event: { request: Request; respondWith(response: Promise<Response>): void }) => void,
  ): void;
};

/** The worker: runs in the browser's service worker scope, from its text (nothing outside it is in reach). */
export function answerWorker(
  config: Config,
  keyOf: (url: string, base?: string) => string,
  servable: (expires: string | null, now: number) => boolean,
): void {
  const sw = self as unknown as WorkerScope;

  sw.addEventListener("install", () => void sw.skipWaiting());
  // The answering screen that registered it is served by it from now on (its next move offline included).
  sw.addEventListener("activate", (event) => event.waitUntil(sw.clients.claim()));

  /** The copy of `request` on the device: a question screen by its key, what a page needs by its address. */
  async function copyOf(request: Request, isPage: boolean): Promise<Response | undefined> {
    // The build's files: one cache for every attempt.
    if (!isPage) {
      const asset = await (await caches.open(config.assets)).match(request.url, { ignoreVary: true });
      if (asset) return asset;
    }
    const names = (await caches.keys()).filter((name) => name.startsWith(config.prefix));
    for (const name of names) {
      const cache = await caches.open(name);
      const meta = await cache.match(config.meta);
      // Past the attempt's deadline and grace (or of no known age): of no use to anyone, deleted.
      if (!servable(meta ? await meta.text() : null, Date.now())) {
        await caches.delete(name);
        continue;
      }
      const found = await cache.match(isPage ? keyOf(request.url, sw.location.origin) : request.url, {
        ignoreVary: true,
      });
      if (found) return found;
    }
    return undefined;
  }

  sw.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    const isPage = request.mode === "navigate";
    const isStart =
      config.startPrefixes.some((prefix) => url.pathname.startsWith(prefix)) ||
      config.startPaths.includes(url.pathname);
    // Anything else (an answer's send, the time asked, page data) goes to the network as without the worker.
    if (!isPage && !isStart) return;
    event.respondWith(
      fetch(request).catch(async (error: unknown) => {
        const copy = await copyOf(request, isPage);
        if (copy) return copy;
        throw error;
      }),
    );
  });
}

let text: string | null = null;

/** The worker's script: `answerWorker` called with the domain's rules (made once per process). */
export function answerWorkerScript(): string {
  const config: Config = {
    prefix: COPIES_PREFIX,
    assets: ASSETS_CACHE,
    meta: META_PATH,
    startPrefixes: START_PREFIXES,
    startPaths: START_PATHS,
  };
  text ??= `"use strict";\n(${answerWorker.toString()})(${JSON.stringify(config)}, ${copyKey.toString()}, ${isServable.toString()});\n`;
  return text;
}

/**
 * The worker that withdraws the copies (the operator's PORTAL_OFFLINE_COPIES=off, docs/operations.md): replaces the
 * registered one at the browser's next check, deletes every cache of the copies and unregisters itself; it answers
 * nothing meanwhile (every request goes to the network as without a worker).
 */
export function withdrawWorkerScript(): string {
  return `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys())
    if (name.startsWith(${JSON.stringify(COPIES_PREFIX)}) || name === ${JSON.stringify(ASSETS_CACHE)}) await caches.delete(name);
  await self.registration.unregister();
})()));
`;
}
