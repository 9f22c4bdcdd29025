import "~/components/page-kit";
import "~/features/question/question-kit";

import { lostFiles, withUnsent } from "~/domain/answer-files-waiting";
import { backoffMs } from "~/domain/answer-outbox";
import type { UploadProblem } from "~/domain/upload-rules";

import { transfer } from "./answer-file-list";
import {
  fieldsOf,
  forgetOnceSent,
  formOf,
  keepOffScreen,
  namesOf,
  onTheirWay,
} from "./answer-files-attach.client";
import { readStored, updateUnsent } from "./answer-outbox-store.client";
import { askBeforeLeavingWhile } from "./ask-before-leaving";
import { savingState, setHeldFilesSender, updateSaving, type HeldFilesOutcome } from "./answer-saving";
import type { StoredFile, UploadPlace } from "./file-transfer";

// Answer files held in the page (decision 042, "Answer files picked offline"), with JavaScript: a file picked while
// the line is down, or whose upload the line cut off, is kept here — the File itself, in this page's memory only —
// listed "not sent yet", counted in the status line, and sent when the line returns (the `online` event, and tries
// with the answers' back-off), its chunked upload going on from the chunk where it stopped. Once stored, it is added
// to ITS question's answer and the answer goes as every answer does: by that question's form when it is on screen,
// else as that question's save through the answers' order (the learner left the question meanwhile: browser Back,
// a menu link). No file content is stored on the device: only the file's NAME goes into the attempt's record
// (`unsent`), and stays there until the answer that lists the file has reached the server, so that if the page is
// left before that, the next page that opens the attempt tells the learner "not sent: <name> — pick it again".
// Leaving the page while a file is held asks first (the browser's own `beforeunload` prompt). Browser only: the
// server renders the block with nothing held (nothing here runs at import).

export type HeldFile = {
  id: number;
  queId: string;
  /** Its question's number on the card, the attempt's record and where it is uploaded (as held). */
  number: number | null;
  storeKey: string;
  url: string;
  resourceType: string;
  failed: string;
  /** Its question's answer as the form showed it when the file was held or last tried (the base of its save). */
  base: { fields: [string, string][]; at: number } | null;
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

/** The names this page still answers for in the attempt `key`, per question (namesOf). */
export const heldNames = (key: string): Record<string, string[]> => namesOf(held)[key] ?? {};

/** The attempt's record on the device, as the status line's server HTML names it ("" when there is none). */
const storeKey = () => document.querySelector<HTMLElement>("[data-outbox-key]")?.dataset.outboxKey ?? "";

/**
 * The record's `unsent` names of `queId` set to what this page still answers for there (what a page left before
 * the files reached the server can still say).
 */
function recordNames(key: string, queId: string, number: number | null): void {
  if (!key || savingState().over) return;
  updateUnsent(key, (unsent) => withUnsent(unsent, queId, number, heldNames(key)[queId] ?? []));
}

function changed(): void {
  updateSaving({ filesWaiting: held.map((item) => item.file.name), ...onTheirWay(held, storeKey()) });
  askBeforeLeavingWhile("files", held.length > 0);
  for (const listener of listeners) listener();
}

/** Holds files picked for the question on screen (the line is down, or cut their upload off). */
export function hold(files: readonly File[], places: readonly (UploadPlace | undefined)[] = []): void {
  if (!screen || files.length === 0) return;
  const { queId, number, url, resourceType, failed } = screen;
  const key = storeKey();
  const form = formOf(queId);
  const base = form ? { fields: fieldsOf(form), at: Date.now() } : null;
  held = [
    ...held,
    ...files.map((file, index) => ({
      id: nextId++,
      queId,
      number,
      storeKey: key,
      url,
      resourceType,
      failed,
      base,
      file,
      place: places[index] ?? { uploadId: "", next: 0 },
      sending: false,
    })),
  ];
  recordNames(key, queId, number);
  // Held while the browser says the line is up: an upload the server could not take (not the line).
  updateSaving({ filesServerDown: navigator.onLine });
  changed();
  if (navigator.onLine) schedule();
}

/** The learner takes a held file back (it is no longer to be sent). */
export function drop(id: number): void {
  const item = held.find((candidate) => candidate.id === id);
  if (!item) return;
  held = held.filter((candidate) => candidate !== item);
  recordNames(item.storeKey, item.queId, item.number);
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
    recordNames(storeKey(), queId, number);
  }
  updateSaving({ lostFiles: savingState().lostFiles.filter((item) => !queIds.includes(item.queId)) });
}

let inFlight: Promise<HeldFilesOutcome> | null = null;

/** Sends every file held in the page, one at a time; never two sends at once. */
export function sendHeld(): Promise<HeldFilesOutcome> {
  if (held.length === 0) return Promise.resolve("sent");
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<HeldFilesOutcome> {
  window.clearTimeout(retryTimer);
  if (!navigator.onLine) {
    updateSaving({ filesServerDown: false });
    return "waiting";
  }
  const code = await transfer.load();
  if (!code) return "waiting";
  const stored = new Map<HeldFile, StoredFile>();
  let refused = false;
  let line: boolean | null = null;
  for (const item of [...held]) {
    // Its question on screen: the answer as shown now is the base of its save (the learner may leave meanwhile).
    const form = screen?.queId === item.queId ? formOf(item.queId) : null;
    if (form) item.base = { fields: fieldsOf(form), at: Date.now() };
    item.sending = true;
    // A new list: the block's list re-renders ("Sending…").
    held = [...held];
    changed();
    const outcome = await code.sendHeld(item.file, {
      url: item.url,
      resourceType: item.resourceType,
      failed: item.failed,
      place: item.place,
    });
    item.sending = false;
    // Removed by the learner while it went: not added to the answer (the service sweeps a file no answer lists).
    if (!held.includes(item)) continue;
    if (outcome.kind === "line") {
      line = outcome.server;
      break;
    }
    held = held.filter((candidate) => candidate !== item);
    if (outcome.kind === "stored") stored.set(item, outcome.file);
    else if (screen?.queId === item.queId) {
      refused = true;
      screen.onRefused(item.file.name, outcome.problem, outcome.message);
    } else {
      // Refused for good while its question is not on screen: its name stays in the record, and the learner is
      // told now (the notice under the status line), never dropped silently.
      refused = true;
      tellLost(item.storeKey);
    }
  }
  attachStored(stored);
  changed();
  if (line !== null) {
    updateSaving({ filesServerDown: line && navigator.onLine });
    tries += 1;
    schedule();
    return "waiting";
  }
  updateSaving({ filesServerDown: false });
  tries = 0;
  return refused ? "refused" : held.length > 0 ? "waiting" : "sent";
}

/** The record's names this page no longer answers for, shown now under the status line (its attempt's). */
function tellLost(key: string): void {
  if (key !== storeKey()) return;
  updateSaving({ lostFiles: lostFiles(readStored(key)?.unsent, heldNames(key)) });
}

/**
 * Stored files join their question's answer: the form's when the question is on screen (it keeps and sends the
 * answer, and a move waiting for the files goes after), else that question's save in the answers' order, on its
 * answer as last given on this device. The names leave the record only once the server has that answer.
 */
function attachStored(stored: Map<HeldFile, StoredFile>): void {
  const byQuestion = new Map<string, { item: HeldFile; files: StoredFile[]; names: string[] }>();
  for (const [item, file] of stored) {
    const group = byQuestion.get(`${item.storeKey} ${item.queId}`) ?? { item, files: [], names: [] };
    group.files.push(file);
    // The names as the record has them (the picked file's), whatever name the service stored it under.
    group.names.push(item.file.name);
    byQuestion.set(`${item.storeKey} ${item.queId}`, group);
  }
  for (const { item, files, names } of byQuestion.values()) {
    const onScreen = screen?.queId === item.queId && item.storeKey === storeKey() ? screen : null;
    if (onScreen) onScreen.onStored(files);
    // Its attempt is no longer the page's: the record keeps the names, the next page that opens it tells.
    else if (!keepOffScreen(item, files)) continue;
    void forgetOnceSent(item, names, () => recordNames(item.storeKey, item.queId, item.number)).finally(
      changed,
    );
  }
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
 * The answer-files block of the question on screen holds and sends through this; when it goes (the question
 * changed, the page went on to another screen) files still held stay held and go on to their question's answer
 * when sent (`attachStored`); only leaving the page itself lets them go (it asks first) — the record keeps their
 * names, and the learner is told when the attempt is next opened.
 */
export function attachScreen(queId: string): () => void {
  if (latest?.queId !== queId) return () => undefined;
  const next = latest;
  screen = next;
  setHeldFilesSender(sendHeld);
  window.addEventListener("online", onOnline);
  if (held.length > 0 && navigator.onLine) void sendHeld();
  return () => {
    if (screen?.queId !== next.queId) return;
    screen = null;
    // A move or a hand-in elsewhere still waits for what is held.
    if (held.length > 0) return;
    setHeldFilesSender(null);
    window.removeEventListener("online", onOnline);
    window.clearTimeout(retryTimer);
  };
}

/** Takes what the block on screen gives, at every render (its callbacks see the latest render). */
export function updateScreen(next: HeldScreen): void {
  latest = next;
  if (screen && screen.queId === next.queId) screen = next;
}
