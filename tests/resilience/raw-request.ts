import { request as httpRequest, type Agent, type IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";

export type RawAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Whether the request went on a kept-alive socket of `agent`. */
  reused: boolean;
  socket: Socket;
};

/**
 * One request to the portal on 127.0.0.1:`port`, as written (no fetch normalising its method, headers or path),
 * its whole answer read; through `agent` when the test follows one connection.
 */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const socket = res.socket;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            reused: req.reusedSocket,
            socket,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
