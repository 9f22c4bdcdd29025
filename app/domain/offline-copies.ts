// Copies of an attempt's question screens kept on the device for a line that drops (decision 052): pure rules, no
// browser. The worker that serves them (app/features/question/answer-worker.ts) and the page's code that fetches
// them ahead (app/features/question/offline-copies.client.ts) use these.
//
// One cache (the browser's CacheStorage) per school, learner and attempt, named `copiesName(learner, recordId)`:
//   the question screens of the attempt, by `copyKey(url)`, as the server rendered them, each marked a copy
//   (`COPY_ATTRIBUTE` on its root element, which the page reads and hydration leaves alone);
//   what those screens need to start (the build's scripts and styles, fonts, the i18n catalogue), by their URL;
//   `META_PATH`: when the copies stop being of use (`expiresAt`).
// The worker answers from these only when the network fails; an online learner always gets the server's answer.

/** Every copies cache's name starts with this (logout and another learner clear them all). */
export const COPIES_PREFIX = "portal-offline:";

/**
 * The build's files the copies need to start (scripts, styles, fonts, the catalogue, the icon): one cache for every
 * attempt and learner (public files of the build, nobody's answers), kept while any copies cache is.
 */
export const ASSETS_CACHE = "portal-offline-assets";

/** A copy fetched this recently is not fetched again by the next page load (only what is missing or older). */
export const COPY_FRESH_MS = 10 * 60 * 1000;

/** Marks a page showing a failure's fallback (question or card failed): never kept as a copy, even with a 200. */
export const NO_COPY_ATTRIBUTE = "data-no-copy";

/** The cache entry that says when the copies expire (not an address the portal serves). */
export const META_PATH = "/__portal-offline-meta";

/** Marks a document as a copy from the device, not the server's answer of now (its value: when it was fetched). */
export const COPY_ATTRIBUTE = "data-offline-copy";

/** At most this many questions of an attempt are fetched ahead. */
export const AHEAD_CAP = 100;

/** An attempt's copies stop being served this long after its deadline (the upstream's grace, and some clock skew). */
export const AFTER_DEADLINE_MS = 2 * 60 * 1000;

/** A practice chapter has no deadline: its copies are kept a day. */
export const PRACTICE_COPIES_MS = 24 * 3600 * 1000;

/** What a page needs to start (isStartAsset), by the start of its path or the whole of it. */
export const START_PREFIXES: readonly string[] = ["/center/build/", "/center/i18n/"];
export const START_PATHS: readonly string[] = ["/center/favicon.svg", "/__manifest"];

/** The worker's address and the answering screens it serves (the scope of each: only they pay its start). */
export const WORKER_PATH = "/center/answer-worker.js";
const SCOPES = [
  /^\/center\/[^/]+\/user\/myAssess\/assessAnswer$/,
  /^\/center\/[^/]+\/user\/myPractice\/NowPractice$/,
];

/** The worker's scope for an answering screen's path; null for any other page. */
export function answeringScope(pathname: string): string | null {
  return SCOPES.some((scope) => scope.test(pathname)) ? pathname : null;
}

/** The cache of one learner's attempt (`learner`: school and user id, as the answers' record is keyed). */
export function copiesName(learner: string, recordId: string): string {
  return `${COPIES_PREFIX}${learner}:${recordId}`;
}

/** The cache of the attempt whose answers' record is under `recordKey` (answersKey of answer-outbox.ts). */
export function copiesNameOfRecord(recordKey: string): string {
  return `${COPIES_PREFIX}${recordKey.slice(recordKey.indexOf(":") + 1)}`;
}

/** The learner a copies cache belongs to (school and user id); null when the name is not one of ours. */
export function copiesLearner(name: string): string | null {
  if (!name.startsWith(COPIES_PREFIX)) return null;
  const parts = name.slice(COPIES_PREFIX.length).split(":");
  return parts.length >= 3 ? `${parts[0]}:${parts[1]}` : null;
}

/**
 * The key of a question screen's copy: its address without a dialog's state (confirm), a fragment, or an order of
 * its query that differs from one link to another (the query sorted).
 */
export function copyKey(url: string, base = "http://localhost"): string {
  const parsed = new URL(url, base);
  parsed.hash = "";
  parsed.searchParams.delete("confirm");
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The addresses to fetch ahead: the screen's own address when it names no question (where Begin, Practice now and
 * Continue land: a reload there offline needs its copy), then the screen's address with each que_id, capped.
 */
export function aheadUrls(here: string, queIds: readonly string[], cap = AHEAD_CAP): string[] {
  const urls: string[] = [];
  const own = new URL(here, "http://localhost");
  if (!own.searchParams.get("que_id")) urls.push(copyKey(own.href));
  for (const queId of queIds) {
    if (urls.length >= cap) break;
    const url = new URL(here, "http://localhost");
    url.searchParams.set("que_id", queId);
    url.searchParams.delete("confirm");
    const key = copyKey(url.href);
    if (!urls.includes(key)) urls.push(key);
  }
  return urls;
}

/**
 * What a page needs to start, worth a copy: the build's scripts, styles and fonts, the i18n catalogue, the
 * icon, Remix's route manifest — same-origin GETs that are not a question screen, its data, or an answer's send.
 */
export function isStartAsset(url: string, origin: string): boolean {
  const parsed = new URL(url, origin);
  if (parsed.origin !== origin) return false;
  const path = parsed.pathname;
  return START_PREFIXES.some((prefix) => path.startsWith(prefix)) || START_PATHS.includes(path);
}

/**
 * Whether a copies cache goes at a page load (decision 052): every one when the copies are withdrawn or nobody is
 * signed in, another learner's, and one past its expiry (`expires`: its meta entry's text).
 */
export function dropsCopies(
  name: string,
  signedIn: string | null,
  expires: string | null,
  now: number,
  enabled = true,
): boolean {
  if (!enabled || signedIn === null) return true;
  return copiesLearner(name) !== signedIn || !isServable(expires, now);
}

/** Whether a question screen's text may be kept as a copy: not a failure's fallback (even with a 200). */
export function isKeepable(html: string): boolean {
  return !html.includes(` ${NO_COPY_ATTRIBUTE}`);
}

/** Whether a copy fetched at `copiedAt` (its mark) is fresh enough not to be fetched again at `now`. */
export function isFresh(copiedAt: number | null, now: number): boolean {
  return copiedAt !== null && now - copiedAt < COPY_FRESH_MS && now >= copiedAt;
}

/** When an attempt's copies expire: after its deadline and grace; a chapter's (no deadline) after a day. */
export function expiresAt(endsAtSeconds: number | null | undefined, now: number): number {
  return endsAtSeconds ? endsAtSeconds * 1000 + AFTER_DEADLINE_MS : now + PRACTICE_COPIES_MS;
}

/** Whether copies whose meta entry says `expires` (its text) may still be served at `now`. */
export function isServable(expires: string | null, now: number): boolean {
  return Number(expires) > now;
}

/**
 * The time left on a copy of a question screen fetched at `copiedAt` that said `seconds` were left: less the time
 * since, by this device's clock (never below zero; at zero the timer asks the server, decision 042).
 */
export function copyTimeLeft(seconds: number, copiedAt: number | null, now: number): number {
  return copiedAt === null ? seconds : Math.max(0, seconds - Math.max(0, now - copiedAt) / 1000);
}

/**
 * A document's text marked as a copy fetched at `at`: an attribute of its root element (`data-offline-copy`), which
 * hydration leaves alone (a comment after the document was removed with the stream's last boundary).
 */
export function markCopy(html: string, at: number): string {
  return html.replace(/<html\b/i, `<html ${COPY_ATTRIBUTE}="${new Date(at).toISOString()}"`);
}

/** When the copy whose mark is `value` was fetched (this device's clock); null when it is no copy's mark. */
export function copyTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

/** An answer as the device keeps it: the question form's fields. */
export type GivenAnswerLike = { fields: [string, string][] };

/**
 * The answers to put over a copy fetched at `copiedAt` (when its fetch started): those the server confirmed to this
 * device after that (the copy may show the server's older answer — also when the answer was given before the copy
 * was fetched and its send was still on its way); one confirmed before is in the copy already, or was replaced
 * since (another device).
 */
export function newerThanCopy<T extends { at: number; confirmed?: number }>(
  given: Readonly<Record<string, T>> | undefined,
  copiedAt: number,
): Record<string, T> {
  const newer: Record<string, T> = {};
  for (const [queId, answer] of Object.entries(given ?? {}))
    if ((answer.confirmed ?? answer.at) > copiedAt) newer[queId] = answer;
  return newer;
}
