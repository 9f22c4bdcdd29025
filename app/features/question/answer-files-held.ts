import "~/components/page-kit";
import "~/features/question/question-kit";

import { withUnsent } from "~/domain/answer-files-waiting";
import { backoffMs } from "~/domain/answer-outbox";
import type { UploadProblem } from "~/domain/upload-rules";

import { transfer } from "./answer-file-list";
import { updateUnsent } from "./answer-outbox-store.client";
import { savingState, setHeldFilesSender, updateSaving, type HeldFilesOutcome } from "./answer-saving";
import type { StoredFile, UploadPlace } from "./file-transfer";

// Answer files held in the page (decision 042, "Answer files picked offline"), with JavaScript: a file picked while
// the line is down, or whose upload the line cut off, is kept here — the File itself, in this page's memory only —
// listed "not sent yet", counted in the status line, and sent when the line returns (the `online` event, and tries
// with the answers' back-off), its chunked upload going on from the chunk where it stopped. Once stored, it is added
// to the answer's files and the answer goes as every answer does. No file content is stored on the device: only
// the file's NAME goes into the attempt's record (`unsent`), so that if the page is left before the file went, the
// next page that opens the attempt tells the learner "not sent: <name> — pick it again". Leaving the page while a
// file is held asks first (the browser's own `beforeunload` prompt). Browser only: the server renders the block
// with nothing held (nothing here runs at import).

export type HeldFile = {
  id: number;
  queId: string;
  file: File;
  /** Where its chunked upload stopped (a try cut off by the line goes on from there). */
  place: UploadPlace;
  sending: boolean;
};

/** The question form on screen that holds files, as the answer-files block gives it. */
export type HeldScreen = {
  queId: string;
  number: number | null;
  url: string;
  resourceType: string;
  failed: string;
  /** Stored files, to add to the answer (and send it). */
  onStored: (files: StoredFile[]) => void;
  /** A held file refused for good: shown, never dropped silently. */
  onRefused: (name: string, problem: UploadProblem | null, message: string) => void;
};

let held: HeldFile[] = [];
let nextId = 1;
let screen: HeldScreen | null = null;
/** What the block gave last (its callbacks see its latest render). */
let latest: HeldScreen | null = null;
let tries = 0;
let retryTimer: number | undefined;
const listeners = new Set<() => void>();

export const heldFiles = (): readonly HeldFile[] => held;

export function subscribeHeld(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const askBeforeLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Older browsers show their prompt only when a value is set.
  event.returnValue = "";
};

/** The names of the files held for one question, in the order picked. */
const namesFor = (queId: string) => held.filter((item) => item.queId === queId).map((item) => item.file.name);

/** The attempt's record on the device, as the status line's server HTML names it ("" when there is none). */
const storeKey = () => document.querySelector<HTMLElement>("[data-outbox-key]")?.dataset.outboxKey ?? "";

/** The held files of `queId` as the record's `unsent` names (what a page left before sending can still say). */
function recordNames(target: HeldScreen | null, queId: string, number: number | null): void {
  const key = target ? storeKey() : "";
  if (!key || savingState().over) return;
  updateUnsent(key, (unsent) => withUnsent(unsent, queId, number, namesFor(queId)));
}

function changed(): void {
  updateSaving({ filesWaiting: held.map((item) => item.file.name) });
  if (held.length > 0) window.addEventListener("beforeunload", askBeforeLeaving);
  else window.removeEventListener("beforeunload", askBeforeLeaving);
  for (const listener of listeners) listener();
}

/** Holds files picked for the question on screen (the line is down, or cut their upload off). */
export function hold(files: readonly File[], places: readonly (UploadPlace | undefined)[] = []): void {
  if (!screen || files.length === 0) return;
  const { queId } = screen;
  held = [
    ...held,
    ...files.map((file, index) => ({
      id: nextId++,
      queId,
      file,
      place: places[index] ?? { uploadId: "", next: 0 },
      sending: false,
    })),
  ];
  recordNames(screen, queId, screen.number);
  changed();
  if (navigator.onLine) schedule();
}

/** The learner takes a held file back (it is no longer to be sent). */
export function drop(id: number): void {
  const item = held.find((candidate) => candidate.id === id);
  if (!item) return;
  held = held.filter((candidate) => candidate !== item);
  recordNames(screen, item.queId, screen?.number ?? null);
  changed();
}

/**
 * The learner picked a file for `queId` again, or dismissed the notice: the names of files a page left unsent
 * there are forgotten (the record keeps only what this page holds).
 */
export function forgetLost(queIds: readonly string[]): void {
  if (!screen) return;
  for (const queId of queIds) {
    const number = savingState().lostFiles.find((item) => item.queId === queId)?.number ?? screen.number;
    recordNames(screen, queId, number);
  }
  updateSaving({ lostFiles: savingState().lostFiles.filter((item) => !queIds.includes(item.queId)) });
}

let inFlight: Promise<HeldFilesOutcome> | null = null;

/** Sends the held files of the question on screen, one at a time; never two sends at once. */
export function sendHeld(): Promise<HeldFilesOutcome> {
  if (!screen || held.length === 0) return Promise.resolve("sent");
  inFlight ??= run(screen).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(target: HeldScreen): Promise<HeldFilesOutcome> {
  window.clearTimeout(retryTimer);
  if (!navigator.onLine) return "waiting";
  const code = await transfer.load();
  if (!code) return "waiting";
  const stored: StoredFile[] = [];
  let refused = false;
  let line = false;
  for (const item of held.filter((candidate) => candidate.queId === target.queId)) {
    item.sending = true;
    changed();
    const outcome = await code.sendHeld(item.file, {
      url: target.url,
      resourceType: target.resourceType,
      failed: target.failed,
      place: item.place,
    });
    item.sending = false;
    // Removed by the learner while it went: not added to the answer (the service sweeps a file no answer lists).
    if (!held.includes(item)) continue;
    if (outcome.kind === "line") {
      line = true;
      break;
    }
    held = held.filter((candidate) => candidate !== item);
    if (outcome.kind === "stored") stored.push(outcome.file);
    else {
      refused = true;
      (screen ?? target).onRefused(item.file.name, outcome.problem, outcome.message);
    }
  }
  // The stored files join the answer before the names leave the record: a page closed in between still says
  // nothing wrong (the answer is on the device, and goes).
  if (stored.length > 0) (screen ?? target).onStored(stored);
  recordNames(target, target.queId, target.number);
  changed();
  if (line) {
    tries += 1;
    schedule();
    return "waiting";
  }
  tries = 0;
  return refused ? "refused" : held.length > 0 ? "waiting" : "sent";
}

/** The next try, after the answers' back-off (1 s, 2 s … 30 s); the `online` event tries at once. */
function schedule(): void {
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(() => void sendHeld(), backoffMs(Math.max(1, tries)));
}

const onOnline = () => {
  tries = 0;
  void sendHeld();
};

/**
 * The answer-files block of the question on screen holds and sends through this; it goes with the block (the
 * question changed, or the page was left): files still held are let go — the record keeps their names, and the
 * learner is told when the attempt is next opened.
 */
export function attachScreen(queId: string): () => void {
  if (latest?.queId !== queId) return () => undefined;
  const next = latest;
  screen = next;
  setHeldFilesSender(sendHeld);
  window.addEventListener("online", onOnline);
  if (held.some((item) => item.queId === next.queId) && navigator.onLine) void sendHeld();
  return () => {
    if (screen?.queId !== next.queId) return;
    screen = null;
    setHeldFilesSender(null);
    window.removeEventListener("online", onOnline);
    window.clearTimeout(retryTimer);
    held = [];
    changed();
  };
}

/** Takes what the block on screen gives, at every render (its callbacks see the latest render). */
export function updateScreen(next: HeldScreen): void {
  latest = next;
  if (screen && screen.queId === next.queId) screen = next;
}
