import { createServer, request as httpRequest, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { UPLOADS_BUSY_HEADER } from "~/domain/upload-rules";

import { createUploadGate, nodeRequest, UPLOAD_BODY_MIN_BYTES } from "../../server/node-request";

// The bound on upload bodies in flight in one portal process (server/node-request.ts, decision 045): past it a form
// with files is marked so that no file is held (the question screens answer 503 with Retry-After, the text kept).
// A slot is held from the request's start to its answer's end; a browser cannot set the mark itself.
const gate = createUploadGate(1, 30);
const held: ServerResponse[] = [];
const server = createServer((incoming, outgoing) => {
  const { request } = nodeRequest(incoming, outgoing, { trustedProxies: new Set(), uploads: gate });
  if (incoming.url === "/hold") {
    held.push(outgoing);
    return;
  }
  // Answered at once without reading the body (a 413, a refusal), the connection closed with the answer.
  if (incoming.url === "/unread") {
    outgoing.writeHead(413, { connection: "close" }).end("too large");
    return;
  }
  // A handler that failed while the body came: the answer is cut.
  if (incoming.url === "/fail") {
    incoming.once("data", () => outgoing.destroy(new Error("the handler failed")));
    incoming.resume();
    return;
  }
  incoming.resume();
  outgoing.end(request.headers.get(UPLOADS_BUSY_HEADER) ?? "-");
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Sends the head of a multipart post of `length` bytes and a few of them; answers the body text, if any. */
function post(path: string, length: number, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(length),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", () => resolve("closed"));
    if (path === "/hold") {
      req.write("--x\r\n");
      resolve("sent");
    } else {
      req.end("x".repeat(Math.min(length, 1000)).padEnd(length, "x"));
    }
    req.on("error", reject);
  });
}

describe("the bound on upload bodies", () => {
  it("marks a large form with files past the bound, and frees the slot with the answer", async () => {
    const big = UPLOAD_BODY_MIN_BYTES + 1;
    expect(await post("/probe", big)).toBe("-");
    await post("/hold", big);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.inFlight).toBe(1);
    // The second at once: past the bound of one.
    expect(await post("/probe", big)).toBe("30");
    // A chunk of the JavaScript upload is not an upload body of this kind.
    expect(await post("/probe", 3 * 1024 * 1024 + 64 * 1024)).toBe("-");
    held.pop()?.end("done");
    while (gate.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await post("/probe", big)).toBe("-");
  });

  // The slot is the response's: given back whatever ends it (decision 050), or a leak would stall every later form
  // with files. Answer and autosave posts are never counted: they are urlencoded or small.
  it("gives the slot back on every path: abandoned, answered unread (413), failed, answered", async () => {
    const big = UPLOAD_BODY_MIN_BYTES + 1;
    const settle = async () => {
      for (let tries = 0; gate.inFlight > 0 && tries < 200; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      return gate.inFlight;
    };
    // Abandoned: the browser sends a little of the body and goes away while the handler waits.
    await post("/hold", big);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(gate.inFlight).toBe(1);
    held.pop()?.socket?.destroy();
    expect(await settle()).toBe(0);
    // Answered without reading the body.
    expect(await post("/unread", big).catch(() => "closed")).toMatch(/too large|closed/);
    expect(await settle()).toBe(0);
    // The handler failed.
    expect(await post("/fail", big).catch(() => "closed")).toBeDefined();
    expect(await settle()).toBe(0);
    // After all of them, the bound of one still takes a body.
    expect(await post("/probe", big)).toBe("-");
    expect(await settle()).toBe(0);
  });

  it("never counts an answer post or an autosave (urlencoded, or multipart under 4 MB)", async () => {
    const counted: number[] = [];
    const probe = (type: string, length: number) =>
      new Promise<void>((resolve) => {
        const req = httpRequest({
          host: "127.0.0.1",
          port,
          path: "/hold",
          method: "POST",
          headers: { "content-type": type, "content-length": String(length) },
        });
        req.on("error", () => undefined);
        req.write("x");
        const check = setInterval(() => {
          if (held.length === 0) return;
          clearInterval(check);
          counted.push(gate.inFlight);
          held.pop()?.socket?.destroy();
          req.destroy();
          resolve();
        }, 10);
      });
    await probe("application/x-www-form-urlencoded", 8000);
    await probe("multipart/form-data; boundary=x", 64 * 1024);
    expect(counted).toEqual([0, 0]);
  });

  it("removes the mark a browser sends itself", async () => {
    expect(await post("/probe", 10, { [UPLOADS_BUSY_HEADER]: "1" })).toBe("-");
  });
});
