// The bench's in-memory upstream: one HTTP server that answers the login, learning and media services with the
// route tests' msw mocks (tests/mocks/handlers.ts): fixed demo answers, no database, no files. Each answer is
// computed once per (method, URL, cookie, body) and then replayed byte for byte, so under load the upstream costs
// next to nothing and the portal's own cost is what gets measured.
//
// The three services are told apart by the first path segment: the portal is configured with
// LOGIN_SERVICE_URL=http://127.0.0.1:PORT/login.test (and learning.test, media.test), so a call to
// http://127.0.0.1:PORT/learning.test/api/x is answered as the mocks' http://learning.test/api/x.
//
// Control (for the bench only): POST /__bench/delay?ms=200 delays every answer; POST /__bench/log starts
// recording calls; GET /__bench/log gives the recorded calls (and stops recording).
//
// `tsx scripts/bench/fake-upstream.ts` with PORT (default 3711).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

import { getResponse } from "msw";

import { handlers } from "../../tests/mocks/handlers";

import type { Call } from "./rounds";

type Canned = { status: number; headers: [string, string][]; body: Buffer };

export const SERVICES = ["login.test", "learning.test", "media.test"] as const;

const canned = new Map<string, Promise<Canned>>();
const unhandled = new Set<string>();
let delayMs = 0;
let recording: Call[] | null = null;

async function answer(method: string, url: URL, cookie: string, body: Buffer): Promise<Canned> {
  const request = new Request(url, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body.length ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    if (!unhandled.has(url.pathname)) console.error(`[fake upstream] no mock answers ${method} ${url}`);
    unhandled.add(url.pathname);
    return { status: 404, headers: [["content-type", "text/plain"]], body: Buffer.from("no mock") };
  }
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "content-length" && name !== "transfer-encoding") headers.push([name, value]);
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function control(request: IncomingMessage, response: ServerResponse, url: URL): void {
  if (url.pathname === "/__bench/delay") {
    delayMs = Number(url.searchParams.get("ms") ?? 0);
  } else if (url.pathname === "/__bench/log" && request.method === "POST") {
    recording = [];
  } else if (url.pathname === "/__bench/log") {
    const calls = recording ?? [];
    recording = null;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(calls));
    return;
  }
  response.writeHead(204).end();
}

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const start = performance.now();
  const local = new URL(request.url ?? "/", "http://upstream.invalid");
  if (local.pathname.startsWith("/__bench/")) return control(request, response, local);
  const [, service, ...rest] = local.pathname.split("/");
  if (!SERVICES.includes(service as (typeof SERVICES)[number])) {
    response.writeHead(404).end();
    return;
  }
  const url = new URL(`http://${service}/${rest.join("/")}${local.search}`);
  const method = request.method ?? "GET";
  const cookie = request.headers.cookie ?? "";
  const body = await readBody(request);
  const key = `${method} ${url.href} ${cookie} ${body.toString("latin1")}`;
  let found = canned.get(key);
  if (!found) {
    found = answer(method, url, cookie, body);
    // Only reads are replayed; a write is answered afresh each time (the mocks may keep its effect).
    if (method === "GET") canned.set(key, found);
  }
  const { status, headers, body: bytes } = await found;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  response.writeHead(status, [...headers.flat(), "content-length", String(bytes.length)]);
  response.end(bytes);
  recording?.push({ path: `${service}${url.pathname}${url.search}`, start, end: performance.now() });
}

const port = Number(process.env.PORT ?? 3711);
createServer((request, response) => {
  serve(request, response).catch((error: unknown) => {
    console.error("[fake upstream]", error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
})
  .listen(port, "127.0.0.1", () => console.log(`fake upstream on http://127.0.0.1:${port}`))
  .on("error", (error) => {
    console.error(`[fake upstream] ${String(error)}`);
    process.exit(1);
  });
