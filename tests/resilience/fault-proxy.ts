import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * What the proxy does to an upstream answer:
 * - `slow`: the answer, `ms` late;
 * - `hang`: the status and headers of the real answer, then nothing (the body never starts);
 * - `stall`: the status, the headers and the first half of the body, then nothing;
 * - `garbage`: a 200 whose body is not an envelope (an HTML error page of a proxy);
 * - `reset`: the connection is cut as soon as the request arrives;
 * - `envelope`: `{code, message}` instead of the real answer (2001, 2004, an internal error), HTTP `status`.
 * The proxy `down` is no fault of an answer: it stops listening (connection refused) until `up`.
 */
export type Fault =
  | { kind: "slow"; ms: number }
  | { kind: "hang" }
  | { kind: "stall" }
  | { kind: "garbage" }
  | { kind: "reset" }
  | { kind: "envelope"; code: string; message: string; status?: number };

export type FaultProxy = {
  url: string;
  /** Applies `fault` to the requests whose path (and query) matches `when` (every request by default). */
  inject(fault: Fault, when?: RegExp): void;
  /**
   * No fault, every answer in progress cut (a hanging or slow one included), listening again. A connection with
   * no answer in progress stays open: cutting it under the client's pool made the next test's first call race
   * the client's noticing the close ("other side closed", an outage) instead of meeting the next fault.
   */
  reset(): Promise<void>;
  /** The faults stop; the open connections stay (the service comes back while the portal keeps its pool). */
  clear(): void;
  down(): Promise<void>;
  close(): Promise<void>;
};

/** A proxy in front of the reference upstream that breaks its answers on purpose (tests/resilience). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let rule: { fault: Fault; when: RegExp } | null = null;
  const sockets = new Set<Socket>();
  /** The connections with an answer in progress (a request came, its answer has not ended). */
  const busy = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function pass(req: IncomingMessage, res: ServerResponse, answer: (reply: IncomingMessage) => void) {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      answer,
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const socket = req.socket;
    busy.add(socket);
    res.on("close", () => busy.delete(socket));
    const fault = rule && rule.when.test(req.url ?? "") ? rule.fault : null;
    if (!fault) {
      pass(req, res, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      return;
    }
    switch (fault.kind) {
      case "reset":
        req.socket.destroy();
        return;
      case "garbage":
        req.resume();
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html><body><h1>502 Bad Gateway</h1>nginx</body></html>");
        return;
      case "envelope":
        req.resume();
        res.writeHead(fault.status ?? 200, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: fault.code, message: fault.message, data: null }));
        return;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          pass(req, res, (reply) => {
            res.writeHead(reply.statusCode ?? 502, reply.headers);
            reply.pipe(res);
          });
        }, fault.ms);
        timers.add(timer);
        return;
      }
      case "hang":
      case "stall":
        pass(req, res, (reply) => {
          const chunks: Buffer[] = [];
          reply.on("data", (chunk: Buffer) => chunks.push(chunk));
          reply.on("end", () => {
            const body = Buffer.concat(chunks);
            // The length of the whole answer is announced, so the client waits for the rest.
            res.writeHead(reply.statusCode ?? 200, {
              ...reply.headers,
              "content-length": String(body.length),
            });
            if (fault.kind === "stall") res.write(body.subarray(0, Math.max(1, Math.floor(body.length / 2))));
            else res.flushHeaders();
          });
        });
        return;
    }
  }

  const server = createServer(handle);
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  async function stop() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const socket of sockets) socket.destroy();
    if (!server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  function cutAnswersInProgress() {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const socket of busy) socket.destroy();
    busy.clear();
  }

  return {
    url: `http://127.0.0.1:${port}`,
    inject(fault, when = /./) {
      rule = { fault, when };
    },
    clear() {
      rule = null;
    },
    async reset() {
      rule = null;
      cutAnswersInProgress();
      if (server.listening) return;
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    down: stop,
    close: stop,
  };
}
