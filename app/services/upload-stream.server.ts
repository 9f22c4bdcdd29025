import { z } from "zod";

import { CHUNK_BYTES, chunkCount, MAX_BYTES } from "~/domain/upload-rules";
import { afterRequest } from "~/utils/request-scope.server";

import { createApi, type Api } from "./http.server";
import type { Attachment } from "./question.server";
import { mergeChunks, newUploadId, uploadChunk, withRetries, type ResourceType } from "./upload.server";
import { UpstreamFailure } from "./upstream-failure";

// A file of a form posted without JavaScript, sent on to the upstream while its body is still arriving
// (docs/decisions/050), so that a process holds at most one chunk of it, not the whole file: the bytes fill a 3 MB
// chunk; when more come, the full chunk is sent (the form's reading waits for it, so a slow upstream slows the
// browser's post instead of filling memory). The chunk count is only known at the file's end: the chunks before
// the last carry the most a file can have (10, the contract's bound), the last chunk and the merge the real count.
// The last chunk is held until the form is saved (`finish`), so a post that saves nothing stores no file; what a
// post does not finish is taken back after its answer (`cancel`: the contract's `act=cancel` drops the chunks).

const UPLOAD_PATH = "/api/upload/file";

/** What the chunks before the last say of their count: the most chunks a file may have. */
const PROVISIONAL_CHUNKS = chunkCount(MAX_BYTES);

/** Where a form's files go: the request (its session) and the resource type of the screen's kind. */
export type UploadSink = { request: Request; resourceType: ResourceType };

/** Why a streamed file stopped: its content is not its name's type, or the upstream refused or failed a chunk. */
type StreamProblem = { problem: "type" | "failed"; message: string | null };

/** An API whose calls neither follow the browser nor the page's deadline: for sending on and taking back files. */
function filesApi(request: Request, detached: boolean): Api {
  // After the browser left, the chunks already sent are still taken back: a request of its own, without the signal.
  const from = detached ? new Request(request.url, { headers: request.headers }) : request;
  return createApi(from, { deadline: "each call", redirectWhenLoggedOut: false });
}

export class StreamedUpload {
  readonly name: string;
  private readonly resourceType: ResourceType;
  private readonly api: Api;
  private readonly request: Request;
  private readonly uploadId = newUploadId();
  /** The chunk being filled. */
  private pieces: Uint8Array[] = [];
  private held = 0;
  /** Chunks sent so far. */
  private sent = 0;
  private state: "open" | "stopped" | "finished" | "cancelled" = "open";
  stopped: StreamProblem | null = null;

  /**
   * `accepts` judges the file's first bytes (up to a chunk) before its first chunk leaves the portal; a file that
   * fits in one chunk is judged whole by the caller before `finish`.
   */
  constructor(
    sink: UploadSink,
    name: string,
    private readonly accepts: (head: Uint8Array) => Promise<boolean>,
  ) {
    this.name = name;
    this.resourceType = sink.resourceType;
    this.request = sink.request;
    this.api = filesApi(sink.request, false);
    // Whatever the post did with it, a file not finished by the answer is taken back upstream.
    afterRequest(() => this.cancel());
  }

  /** Takes the next bytes of the file; false once it has stopped (see `stopped`). */
  async write(piece: Uint8Array): Promise<boolean> {
    let rest = piece;
    while (rest.byteLength > 0) {
      if (this.state !== "open") return false;
      if (this.held === CHUNK_BYTES && !(await this.send(false))) return false;
      const take = rest.subarray(0, CHUNK_BYTES - this.held);
      // A copy: the parser may reuse its buffer once this returns.
      this.pieces.push(take.slice());
      this.held += take.byteLength;
      rest = rest.subarray(take.byteLength);
    }
    return this.state === "open";
  }

  /** The whole file while nothing of it has been sent (it fits in one chunk so far), else null. */
  wholeFile(): Blob | null {
    return this.sent === 0 ? new Blob(this.pieces as BlobPart[]) : null;
  }

  /** The first bytes held or sent; only while the first chunk is still here. */
  head(): Uint8Array {
    return concat(this.pieces);
  }

  private async send(last: boolean): Promise<boolean> {
    if (this.sent === 0 && !last && !(await this.accepts(this.head()))) {
      this.stop({ problem: "type", message: null });
      return false;
    }
    const data = new Blob(this.pieces as BlobPart[]);
    this.pieces = [];
    this.held = 0;
    const chunk = this.sent;
    const chunks = last ? chunk + 1 : PROVISIONAL_CHUNKS;
    const post = {
      resourceType: this.resourceType,
      name: this.name,
      uploadId: this.uploadId,
      chunk,
      chunks,
      data,
    };
    try {
      const stored = await withRetries(() => uploadChunk(this.api, post), { signal: this.request.signal });
      this.sent += 1;
      if (last && chunks === 1) this.stored = stored;
      return true;
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      this.failure = error;
      this.stop({ problem: "failed", message: error.serverMessage });
      return false;
    }
  }

  private stored: Attachment | null = null;
  private failure: UpstreamFailure | null = null;

  private stop(problem: StreamProblem): void {
    this.state = "stopped";
    this.stopped = problem;
    this.pieces = [];
    this.held = 0;
  }

  /**
   * The file has all come and is to be stored with the answer: its last chunk (or its only one) is sent, then the
   * merge. Failures are the upstream's (UpstreamFailure), as `uploadFile`'s.
   */
  async finish(): Promise<Attachment> {
    if (this.state === "open") await this.send(true);
    if (this.state !== "open") throw this.failure ?? new UpstreamFailure("invalid", "the file was not taken");
    if (this.sent === 1) {
      this.state = "finished";
      if (!this.stored) throw new UpstreamFailure("invalid", "the upload answered no file");
      return this.stored;
    }
    const merge = {
      resourceType: this.resourceType,
      name: this.name,
      uploadId: this.uploadId,
      chunks: this.sent,
    };
    const stored = await withRetries(() => mergeChunks(this.api, merge));
    // Only a merged file is done: a merge that failed (or the browser gone meanwhile) leaves chunks to take back.
    this.state = "finished";
    return stored;
  }

  /** Drops the file: nothing more is sent, and the chunks already sent are taken back (best effort). */
  async cancel(): Promise<void> {
    if (this.state === "finished" || this.state === "cancelled") return;
    const sent = this.sent;
    this.state = "cancelled";
    this.pieces = [];
    this.held = 0;
    if (sent === 0) return;
    try {
      await filesApi(this.request, true).post("learning", UPLOAD_PATH, {
        schema: z.unknown(),
        body: { act: "cancel", upload_id: this.uploadId, name: this.name, resource_type: this.resourceType },
      });
    } catch {
      // An upstream without `act=cancel`, or down: its sweep removes chunks never merged (decision 021).
    }
  }
}

function concat(pieces: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.byteLength;
  }
  return all;
}
