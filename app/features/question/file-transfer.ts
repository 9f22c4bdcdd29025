import { transferFailure } from "~/domain/answer-files-waiting";
import { chunkCount, chunkRange, needsMerge, RETRIES, retryDelayMs } from "~/domain/upload-rules";

// The answer-files block's browser side (only when JavaScript runs; the block works without it): the chunked
// upload of learner-area §9 (3 MB chunks, up to 10 retries each, a merge when there was more than one) through
// the portal's chunk proxy, and downloads with a progress count.

/** The stored file as the chunk proxy answers it (the contract's Attachment). */
export type StoredFile = {
  id: string;
  name: string;
  file_name: string;
  file_path: string;
  file_id: string;
  file_url: string;
  cover: string;
};

type ProxyReply = { ok: true; file: StoredFile | null } | { ok: false; message: string };

/** A refusal with the learner's message (not worth a retry), or a failure after every retry. */
export class TransferError extends Error {}

/** Not a refusal: the line (or a server that could not take it now) stopped the transfer; worth sending again later. */
export class LineError extends TransferError {
  /** The server answered but could not take it (a 5xx): not the line, though worth sending again later too. */
  constructor(
    message: string,
    readonly server = false,
  ) {
    super(message);
  }
}

/** Where a file's chunked upload stands: the upload's id and the next chunk to send (a held file resumes there). */
export type UploadPlace = { uploadId: string; next: number };

function randomId(): string {
  // getRandomValues works on plain http too, where randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One post to the proxy with upload progress; resolves with the status and the JSON answer. */
function post(url: string, body: FormData, onProgress: (sent: number) => void) {
  return new Promise<{ status: number; reply: ProxyReply | null }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => resolve({ status: request.status, reply: request.response as ProxyReply | null });
    request.onerror = () => reject(new Error("network"));
    request.send(body);
  });
}

/** Posts until the proxy answers for good: a 5xx or a lost connection is tried again, up to 10 more times. */
async function postWithRetries(
  url: string,
  fields: () => FormData,
  onProgress: (sent: number) => void,
  fallback: string,
  retries?: number,
): Promise<StoredFile | null> {
  for (let attempt = 0; ; attempt += 1) {
    let outcome: { status: number; reply: ProxyReply | null } | null = null;
    try {
      outcome = await post(url, fields(), onProgress);
    } catch {
      outcome = null; // the connection dropped: worth another try
    }
    const reply = outcome?.reply;
    if (reply?.ok) return reply.file;
    const message = reply && !reply.ok ? reply.message : fallback;
    if (transferFailure(outcome?.status ?? null) === "refused") throw new TransferError(message);
    // The browser says the line is down: no use trying again now (the page holds the file until it is back).
    if (attempt >= (retries ?? RETRIES) || (outcome === null && !navigator.onLine))
      throw new LineError(message, outcome !== null);
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt + 1)));
  }
}

/**
 * Uploads one file in 3 MB chunks through the chunk proxy and answers the stored file. `onProgress` gets the
 * bytes sent so far of the whole file.
 */
export async function uploadInChunks(
  file: File,
  options: {
    url: string;
    resourceType: string;
    failed: string;
    onProgress: (sent: number) => void;
    /** Where an earlier try stopped: the upload goes on from its next chunk, and this follows it. */
    place?: UploadPlace;
    /** Tries again per chunk after a 5xx or a lost connection (a held file's page tries again itself, later). */
    retries?: number;
  },
): Promise<StoredFile> {
  const chunks = chunkCount(file.size);
  const place = options.place ?? { uploadId: randomId(), next: 0 };
  if (!place.uploadId) place.uploadId = randomId();
  const uploadId = place.uploadId;
  const base = (act: "upload" | "merge") => {
    const body = new FormData();
    body.set("act", act);
    body.set("resource_type", options.resourceType);
    body.set("name", file.name);
    body.set("size", String(file.size));
    body.set("chunks", String(chunks));
    body.set("upload_id", uploadId);
    return body;
  };
  let stored: StoredFile | null = null;
  for (let chunk = place.next; chunk < chunks; chunk += 1) {
    const { start, end } = chunkRange(file.size, chunk);
    const fields = () => {
      const body = base("upload");
      body.set("chunk", String(chunk));
      body.set("file", file.slice(start, end), file.name);
      return body;
    };
    stored = await postWithRetries(
      options.url,
      fields,
      (sent) => options.onProgress(start + sent),
      options.failed,
      options.retries,
    );
    place.next = chunk + 1;
  }
  if (needsMerge(chunks)) {
    stored = await postWithRetries(
      options.url,
      () => base("merge"),
      () => undefined,
      options.failed,
      options.retries,
    );
  }
  options.onProgress(file.size);
  if (!stored) throw new TransferError(options.failed);
  return stored;
}

/**
 * Fetches a download through the portal, counting the bytes for a progress bar, and hands it to the browser's
 * save dialog under `name`. A failure throws the portal's message ('File download failed', …).
 */
export async function downloadWithProgress(
  url: string,
  options: { method: "GET" | "POST"; name: string; failed: string; onProgress: (share: number) => void },
): Promise<void> {
  const address = `${url}${url.includes("?") ? "&" : "?"}js=1`;
  let response: Response;
  try {
    // A post is an empty form, as the form without script sends it: the portal's actions take forms only
    // (docs/decisions/028).
    response = await fetch(address, {
      method: options.method,
      headers: { accept: "*/*" },
      ...(options.method === "POST" ? { body: new URLSearchParams() } : {}),
    });
  } catch {
    throw new TransferError(options.failed);
  }
  if (!response.ok || !response.body) {
    const reply = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new TransferError(reply?.message || options.failed);
  }
  const total = Number(response.headers.get("content-length") ?? "0");
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    if (total > 0) options.onProgress(Math.min(1, received / total));
  }
  options.onProgress(1);
  const blob = new Blob(parts as BlobPart[], { type: response.headers.get("content-type") ?? "" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = options.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The save has started by now; the object URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}
