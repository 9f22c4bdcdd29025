import { Agent, createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { startFaultProxy, type FaultProxy } from "./fault-proxy";

// The fault proxy's reset between two tests (docs/decisions/041): the answers in progress are cut, a connection
// with nothing in progress stays, so the next test's first call meets the next fault and not a socket closed
// under the client's pool (which the portal rightly calls an outage, 503, where a garbage answer is a 502).

let upstream: Server;
let proxy: FaultProxy;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  upstream = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  proxy = await startFaultProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterEach(() => proxy.clear());

afterAll(async () => {
  agent.destroy();
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function ask(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(`${proxy.url}/anything`, { agent }, resolve).on("error", reject);
  });
}

async function bodyOf(response: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response) text += String(chunk);
  return text;
}

describe("the fault proxy's reset", () => {
  it("keeps a connection with no answer in progress: the next call goes over it and meets the next fault", async () => {
    const first = await ask();
    const socket: Socket = first.socket;
    expect(await bodyOf(first)).toBe("ok");

    await proxy.reset();
    proxy.inject({ kind: "garbage" });
    const second = await ask();

    expect(second.socket).toBe(socket);
    expect(second.statusCode).toBe(200);
    expect(await bodyOf(second)).toContain("502 Bad Gateway");
  });

  it("cuts an answer in progress (headers and no body)", async () => {
    proxy.inject({ kind: "hang" });
    const hanging = await ask();
    const closed = new Promise<void>((resolve) => hanging.on("close", resolve));
    hanging.on("error", () => undefined);
    hanging.resume();

    await proxy.reset();
    await closed;

    expect(hanging.complete).toBe(false);
    const next = await ask();
    expect(await bodyOf(next)).toBe("ok");
  });
});
