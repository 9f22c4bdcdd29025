import "~/components/page-kit";

import {
  aheadUrls,
  answeringScope,
  ASSETS_CACHE,
  COPIES_PREFIX,
  copiesLearner,
  copiesName,
  copiesNameOfRecord,
  COPY_ATTRIBUTE,
  copyKey,
  copyTime,
  expiresAt,
  isFresh,
  isKeepable,
  isServable,
  isStartAsset,
  markCopy,
  META_PATH,
  WORKER_PATH,
} from "~/domain/offline-copies";

// The attempt's question screens kept on the device (decision 052), the page's side: loaded with the answers'
// machinery, after the page. Once an attempt has loaded and the line is up, the answering screen registers the
// worker (answer-worker.server.ts) for its own path and fetches every question of the attempt ahead, one at a time,
// in idle time, with what a page needs to start; a move or a reload offline is then served the copy by the worker.
// The copies of another learner, of an attempt handed in or over, go.

export type CopiesOptions = {
  /** The learner's key (school and user id): their copies are theirs alone. */
  learner: string;
  recordId: string;
  /** The deadline (Unix seconds); none in practice. */
  endsAt: number | null;
  /** False when the operator withdrew the copies (PORTAL_OFFLINE_COPIES=off): nothing registered or kept. */
  enabled?: boolean;
};

type Connection = { saveData?: boolean };

const supported = () =>
  typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof caches !== "undefined";

/** How long a page waits for its worker to be active before it fetches ahead (a first visit installs it). */
const WORKER_WAIT_MS = 10_000;
/** The attempt whose questions this page has fetched ahead (once per page and attempt). */
let fetchedFor: string | null = null;

/** Resolves when the browser is idle (the learner's answering goes first). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/** Deletes every copies cache whose name passes `drop`. */
async function dropCaches(drop: (name: string) => boolean): Promise<void> {
  try {
    for (const name of await caches.keys())
      if (name.startsWith(COPIES_PREFIX) && drop(name)) await caches.delete(name);
  } catch {
    // storage off: nothing kept
  }
}

/** The copies of the attempt whose answers' record is `recordKey` go (handed in, over on the server). */
export function forgetCopies(recordKey: string): Promise<void> {
  if (!supported()) return Promise.resolve();
  const name = copiesNameOfRecord(recordKey);
  if (fetchedFor === name) fetchedFor = null;
  return dropCaches((each) => each === name);
}

/** A document's headers for its copy: what the body as read no longer matches (its encoding, length) left out. */
function copyHeaders(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding", "set-cookie"])
    kept.delete(name);
  return kept;
}

/** Whether `cache` holds a copy of `url` fetched recently (the next page load does not fetch it again). */
async function freshIn(cache: Cache, url: string): Promise<boolean> {
  const kept = await cache.match(url, { ignoreVary: true });
  if (!kept) return false;
  const mark = new RegExp(`${COPY_ATTRIBUTE}="([^"]+)"`).exec((await kept.text()).slice(0, 2000));
  return isFresh(copyTime(mark?.[1]), Date.now());
}

/**
 * Fetches `url` and keeps it; a failure, a redirect (a login page), a refusal or a page showing a failure's
 * fallback is never kept.
 */
async function keep(cache: Cache, url: string, asPage: boolean): Promise<boolean> {
  // A copy is marked with when its fetch started: an answer the server confirmed after that may not be in it.
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      // A redirect (the attempt handed in meanwhile, the session ended) is answered as one, not followed: the round
      // stops there without the browser logging a failed load ("manual": an opaque redirect, never kept).
      redirect: "manual",
      cache: "no-store",
      // The portal's request log tells these apart from the pages learners look at (decision 052).
      headers: asPage ? { Purpose: "prefetch" } : {},
    });
  } catch {
    return false; // the line
  }
  if (!response.ok || response.redirected || response.type !== "basic") return false;
  if (!asPage) {
    await cache.put(url, response);
    return true;
  }
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  const body = await response.text();
  // The question or the card failed (a 200 with the fallback): not worth a copy; the round goes on.
  if (!isKeepable(body)) return true;
  const text = markCopy(body, started);
  await cache.put(url, new Response(text, { status: 200, headers: copyHeaders(response.headers) }));
  return true;
}

/** What this page loaded to start (scripts, styles, the catalogue, the route manifest), for a copy to start too. */
function startAssets(): string[] {
  const origin = window.location.origin;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType("resource"))
    if (isStartAsset(entry.name, origin)) urls.add(entry.name);
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    "script[src], link[href][rel=stylesheet], link[href][rel=modulepreload], link[href][rel=preload], link[href][rel=icon]",
  )) {
    const url = new URL(element instanceof HTMLScriptElement ? element.src : element.href, origin).href;
    if (isStartAsset(url, origin)) urls.add(url);
  }
  return [...urls];
}

/**
 * The answering screen's copies (decision 052): the worker registered for this screen's path; another learner's
 * copies deleted; then, once per attempt and page, with the line up and no data saver, every question of the
 * attempt fetched ahead (capped), with what a page needs to start.
 */
export async function keepCopies(options: CopiesOptions): Promise<void> {
  const scope = answeringScope(window.location.pathname);
  const name = copiesName(options.learner, options.recordId);
  // Once per page and attempt (the next question of the same attempt has nothing more to do here).
  if (!supported() || !scope || fetchedFor === name || options.enabled === false) return;
  // Another learner's copies are never kept beside this one's (a shared device).
  await dropCaches((each) => copiesLearner(each) !== options.learner);
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(WORKER_PATH, { scope });
  } catch {
    return; // refused (a browser's policy, a private mode): the page works as before
  }
  // Copies are of use only with a worker to serve them: a browser that took the registration but runs no worker (a
  // policy, an automation that blocks workers) spends none of the learner's data on them.
  if (!(await workerActive(registration))) return;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (fetchedFor === name || !navigator.onLine || connection?.saveData) return;
  fetchedFor = name;
  try {
    const cache = await caches.open(name);
    await cache.put(META_PATH, new Response(String(expiresAt(options.endsAt, Date.now()))));
    // The build's files: one cache for every attempt, each file once (its address names its build).
    const assets = await caches.open(ASSETS_CACHE);
    for (const url of startAssets()) {
      if (await assets.match(url)) continue;
      await idle();
      await keep(assets, url, false);
    }
    const here = `${window.location.pathname}${window.location.search}`;
    for (const url of aheadUrls(here, cardQuestions())) {
      // Only what is missing or older than a few minutes (not the whole attempt again on every page load).
      if (await freshIn(cache, url)) continue;
      await idle();
      // The line dropped, or the session ended: nothing more is fetched (the next page load starts again).
      if (!(await keep(cache, url, true))) break;
    }
  } catch {
    fetchedFor = null; // storage full or off: tried again by the next page
  }
}

/**
 * Whether the registration's worker is active, or becomes so within a few seconds (a first visit installs it). Not
 * `navigator.serviceWorker.ready`: a page reached by a client navigation from outside the scope (Begin, from the
 * list) is matched by the address its document was loaded at, and would wait for ever.
 */
function workerActive(registration: ServiceWorkerRegistration | undefined): Promise<boolean> {
  // No registration at all: seen where workers are blocked (the promise resolves with nothing).
  if (!registration) return Promise.resolve(false);
  if (registration.active) return Promise.resolve(true);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const timer = window.setTimeout(() => resolve(false), WORKER_WAIT_MS);
    worker.addEventListener("statechange", () => {
      if (worker.state !== "activated" && worker.state !== "redundant") return;
      window.clearTimeout(timer);
      resolve(worker.state === "activated");
    });
  });
}

/** Whether a copy of `url` is on the device, and the worker there to serve it (a move offline can go to it). */
export async function hasCopy(url: string): Promise<boolean> {
  if (!supported()) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration(url);
    if (!registration?.active) return false;
    const key = copyKey(url, window.location.origin);
    for (const name of await caches.keys()) {
      if (!name.startsWith(COPIES_PREFIX)) continue;
      const cache = await caches.open(name);
      // An expired cache is not served by the worker either: the move waits for the line.
      const meta = await cache.match(META_PATH);
      if (!isServable(meta ? await meta.text() : null, Date.now())) continue;
      if (await cache.match(key, { ignoreVary: true })) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * When this page, a copy served from the device (its root element's mark), was fetched; null when it is the
 * server's answer of now — and once the page has moved on in the browser (the next page's data is the server's).
 */
export function copiedAt(): number | null {
  const loaded = performance.getEntriesByType("navigation")[0]?.name;
  if (loaded !== undefined && loaded !== window.location.href) return null;
  return copyTime(document.documentElement.getAttribute(COPY_ATTRIBUTE));
}

/** The questions of the attempt on screen, from the answer card's numbers (their intent "go:<que_id>"). */
export function cardQuestions(): string[] {
  const ids: string[] = [];
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[name=intent][value^="go:"]')) {
    const queId = button.value.slice(3);
    if (button.closest(".answer-card") && !ids.includes(queId)) ids.push(queId);
  }
  return ids;
}
