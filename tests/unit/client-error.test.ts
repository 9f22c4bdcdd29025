import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerClientErrors } from "../../server/client-error";

// What the portal's server answers a request Node cannot read (docs/decisions/044): an address over the 32 KB of
// headers it takes is a readable page in both languages (Node's own answer was an empty 431), the rest as Node.

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer({ maxHeaderSize: 32 * 1024 }, (_request, response) => response.end("page"));
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.write(request);
  });
}

describe("a request Node cannot read", () => {
  it("with an address over 32 KB is a readable page in both languages, never stored", async () => {
    const keyword = encodeURIComponent("汉".repeat(3_700));
    const answer = await raw(`GET /center/hzvtc/search?keywords=${keyword} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toContain("Content-Type: text/html; charset=utf-8");
    expect(head).toContain("Cache-Control: no-store");
    expect(head).toContain("Connection: close");
    expect(body).toContain("<title>地址太长 / Address too long</title>");
    expect(body).toContain("请缩短搜索内容");
    expect(body).toContain('<div lang="en">');
    expect(body).toContain('<a href="/center/">');
  });

  it("with a broken request line is a 400, as Node answers it", async () => {
    const answer = await raw("NOT A REQUEST\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("leaves the requests it can read alone", async () => {
    const answer = await raw("GET /center/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.endsWith("page")).toBe(true);
  });
});
