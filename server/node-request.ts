// A Node request as the portal's handler sees it (docs/decisions/045): its address as the browser addressed it,
// a body that is read only when asked for and passed on with a minimum rate, an abort signal for a browser that
// goes away, and a body left unread drained or its connection closed cleanly, so that no request harms the next
// one on its connection.
import type { IncomingMessage, ServerResponse } from "node:http";

import { UPLOADS_BUSY_HEADER } from "../app/domain/upload-rules";

import { believedForwardedHost } from "./forwarded-host";
import { bodyTooSlow, DEFAULT_BODY_RATE, type BodyRate } from "./slow-body";

/** A body left unread up to this size is read and dropped after the answer; a larger one closes the connection. */
export const DRAIN_MAX_BYTES = 1024 * 1024;

/** Why a request could not be taken (answered 400): an address no browser sends. */
export class BadRequestTarget extends Error {
  override name = "BadRequestTarget";
}

/** A method a fetch Request cannot carry (answered 405): TRACE, TRACK, CONNECT. */
export class UnsupportedMethod extends Error {
  override name = "UnsupportedMethod";
}

/** The abort reason of a request whose browser closed the connection before its answer was sent. */
export class ClientClosedRequest extends Error {
  override name = "ClientClosedRequest";
}

/**
 * The process's bound on upload bodies in flight: question forms with files sent without JavaScript, each up to
 * three 30 MB files held until they are sent on (docs/decisions/045). A body counts from its request's start to
 * its answer's end.
 */
export type UploadGate = { max: number; inFlight: number; retryAfterSeconds: number };

export function createUploadGate(max: number, retryAfterSeconds = 30): UploadGate {
  return { max, inFlight: 0, retryAfterSeconds };
}

/** A multipart body larger than one chunk of the JavaScript upload (3 MB + 64 KB), or of unknown length. */
export const UPLOAD_BODY_MIN_BYTES = 4 * 1024 * 1024;

function isUploadBody(incoming: IncomingMessage): boolean {
  if (incoming.method !== "POST") return false;
  if (!/^multipart\/form-data/i.test(incoming.headers["content-type"] ?? "")) return false;
  const length = Number(incoming.headers["content-length"] ?? Number.NaN);
  return !Number.isFinite(length) || length > UPLOAD_BODY_MIN_BYTES;
}

export type NodeRequestOptions = {
  trustedProxies: ReadonlySet<string>;
  /** The bound on upload bodies; past it the request carries UPLOADS_BUSY_HEADER and no file is held. */
  uploads?: UploadGate;
  rate?: BodyRate;
  drainMaxBytes?: number;
  now?: () => number;
};

/**
 * The request's URL. The path is the request target's; an absolute-form target (`GET http://other.example/x
 * HTTP/1.1`, which only a proxy is sent) gives its path and query only, never its host. The host is the Host
 * header, or the X-Forwarded-Host of a trusted proxy; the scheme is the socket's, or the X-Forwarded-Proto of a
 * trusted proxy (nginx in front of the portal terminates TLS).
 */
export function requestUrl(
  target: string,
  headers: { host?: string; forwardedHost: string | null; forwardedProto: string | null },
  remote: string | undefined,
  trusted: ReadonlySet<string>,
  encrypted: boolean,
): URL {
  let path = target;
  const absolute = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(path);
  if (absolute) path = path.slice(absolute[0].length) || "/";
  if (path.startsWith("?")) path = `/${path}`;
  if (!path.startsWith("/")) throw new BadRequestTarget("not a path");
  const query = path.indexOf("?");
  if (path.slice(0, query === -1 ? undefined : query).includes("\\")) throw new BadRequestTarget("backslash");
  const forwarded = believedForwardedHost(headers.forwardedHost, remote, trusted);
  const host = forwarded ?? headers.host ?? "";
  if (!host) throw new BadRequestTarget("no host");
  const proto = believedForwardedProto(headers.forwardedProto, remote, trusted);
  const scheme = proto ?? (encrypted ? "https" : "http");
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}${path}`);
  } catch {
    throw new BadRequestTarget("not a URL");
  }
  // A host with anything after it (a path, a user) is not a host.
  if (url.host !== host.toLowerCase() && url.hostname !== host.toLowerCase().replace(/:\d+$/, ""))
    throw new BadRequestTarget("not a host");
  return url;
}

/** The scheme a trusted proxy says the browser used (`http` or `https`), or null. */
export function believedForwardedProto(
  value: string | null,
  remote: string | undefined,
  trusted: ReadonlySet<string>,
): "http" | "https" | null {
  // The same trust as the forwarded host: the address must be a trusted proxy's.
  if (!value || believedForwardedHost("trusted.invalid", remote, trusted) === null) return null;
  const proto = value.split(",")[0]?.trim().toLowerCase();
  return proto === "http" || proto === "https" ? proto : null;
}

export type NodeRequest = {
  request: Request;
  /**
   * The answer, as it must be sent: when the handler left the body unread and more of it remains than
   * DRAIN_MAX_BYTES (or an unknown amount), with `Connection: close`; a smaller rest is read and dropped after
   * the answer, keeping the connection.
   */
  answer(response: Response): Response;
};

/**
 * Builds the portal's Request from Node's. The body is read from the socket only when the handler reads it, and
 * must keep the minimum rate (server/slow-body.ts) until it has all come, whoever reads it: the handler, or the
 * drain after the answer. The rate's timer belongs to this request: it stops when the body has come, or when the
 * connection closes, and never touches a connection that has moved on to another request.
 */
export function nodeRequest(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: NodeRequestOptions,
): NodeRequest {
  const remote = incoming.socket.remoteAddress;
  const header = (name: string) => {
    const value = incoming.headers[name];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  const url = requestUrl(
    incoming.url ?? "/",
    {
      host: incoming.headers.host,
      forwardedHost: header("x-forwarded-host"),
      forwardedProto: header("x-forwarded-proto"),
    },
    remote,
    options.trustedProxies,
    "encrypted" in incoming.socket && Boolean(incoming.socket.encrypted),
  );
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
    const name = incoming.rawHeaders[index] ?? "";
    if (name.startsWith(":")) continue;
    headers.append(name, incoming.rawHeaders[index + 1] ?? "");
  }
  if (believedForwardedHost(header("x-forwarded-host"), remote, options.trustedProxies) === null)
    headers.delete("x-forwarded-host");
  if (believedForwardedProto(header("x-forwarded-proto"), remote, options.trustedProxies) === null)
    headers.delete("x-forwarded-proto");
  // Only this server says the uploads are at their bound.
  headers.delete(UPLOADS_BUSY_HEADER);
  const gate = options.uploads;
  if (gate && isUploadBody(incoming)) {
    if (gate.inFlight >= gate.max) headers.set(UPLOADS_BUSY_HEADER, String(gate.retryAfterSeconds));
    else {
      gate.inFlight += 1;
      outgoing.once("close", () => {
        gate.inFlight -= 1;
      });
    }
  }

  // The browser went away before the answer was sent: the handler's upstream calls stop, and the request is
  // logged as abandoned (server/portal-handler.ts), not as a failure of the portal.
  const gone = new AbortController();
  outgoing.once("close", () => {
    if (!outgoing.writableFinished) gone.abort(new ClientClosedRequest("the browser closed the connection"));
  });

  const method = incoming.method ?? "GET";
  if (/^(TRACE|TRACK|CONNECT)$/i.test(method)) throw new UnsupportedMethod(method);
  const hasBody = method !== "GET" && method !== "HEAD";
  const body = hasBody ? lazyBody(incoming, options) : null;
  const request = new Request(url, {
    method,
    headers,
    body: body?.stream ?? null,
    signal: gone.signal,
    // Node's fetch needs it to pass a streamed body on.
    duplex: "half",
  } as RequestInit);

  return {
    request,
    answer(response) {
      if (!body || body.ended()) return response;
      const declared = Number(incoming.headers["content-length"]);
      const remaining = Number.isFinite(declared) ? declared - body.bytes() : Infinity;
      // After the answer the rest is read and dropped (the rate floor still applies); the connection then takes
      // the browser's next request as usual.
      outgoing.once("finish", body.drain);
      if (remaining <= (options.drainMaxBytes ?? DRAIN_MAX_BYTES)) return response;
      // Too much to read for nothing: the answer says the connection ends with it, so a proxy or a browser sends
      // nothing more on it, and Node closes it once the answer is out.
      return withHeader(response, "Connection", "close");
    },
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // immutable headers (a fetched answer passed on): a copy with its own
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

type LazyBody = {
  stream: ReadableStream<Uint8Array>;
  bytes(): number;
  ended(): boolean;
  /** Reads the rest and drops it (after the answer). */
  drain(): void;
};

function lazyBody(incoming: IncomingMessage, options: NodeRequestOptions): LazyBody {
  const rate = options.rate ?? DEFAULT_BODY_RATE;
  const now = options.now ?? Date.now;
  const started = now();
  const socket = incoming.socket;
  let bytes = 0;
  let ended = incoming.complete;
  let reading = false;
  let dropping = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  const timer = ended ? undefined : setInterval(check, rate.checkEveryMs);
  timer?.unref();
  function stop() {
    clearInterval(timer);
    incoming.off("data", onData);
    socket.off("close", onSocketClose);
  }
  function fail(error: Error) {
    try {
      controller?.error(error);
    } catch {
      // already closed or errored
    }
  }
  function check() {
    if (ended) return stop();
    if (!bodyTooSlow(bytes, now() - started, rate)) return;
    stop();
    // The body has not all come: nothing else can be on this connection yet, so closing it harms no one else.
    fail(new Error("request body too slow"));
    socket.destroy();
  }
  function onData(chunk: Buffer) {
    bytes += chunk.byteLength;
    if (dropping || !controller) return;
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
  }
  function onSocketClose() {
    stop();
    if (!ended) fail(new Error("the connection closed before the body ended"));
  }
  function listen() {
    if (reading) return;
    reading = true;
    incoming.on("data", onData);
  }
  incoming.once("end", () => {
    ended = true;
    stop();
    if (!dropping) {
      try {
        controller?.close();
      } catch {
        // cancelled or errored
      }
    }
  });
  incoming.once("error", (error) => {
    stop();
    fail(error);
  });
  if (!ended) socket.once("close", onSocketClose);

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        listen();
        incoming.resume();
      },
      cancel() {
        // The reader stopped: the rest is dropped as it comes (the connection stays usable).
        dropping = true;
        listen();
        incoming.resume();
      },
    },
    // Nothing is read from the socket before the handler asks for it.
    { highWaterMark: 0 },
  );

  return {
    stream,
    bytes: () => bytes,
    ended: () => ended,
    drain() {
      if (ended) return;
      dropping = true;
      listen();
      incoming.resume();
    },
  };
}
