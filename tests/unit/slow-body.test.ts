import { describe, expect, it } from "vitest";

import { bodyTooSlow, DEFAULT_BODY_RATE, rateLimitedBody } from "../../server/slow-body";

// Issue 24 §4: a request body that drips is cut; a real upload on a weak line is not.

describe("the body rate floor", () => {
  it("never cuts during the grace period", () => {
    expect(bodyTooSlow(0, DEFAULT_BODY_RATE.graceMs - 1)).toBe(false);
  });

  it("cuts a drip of one byte every 2 s, not a 30 MB upload at 1 Mbit/s or a 10 KB/s phone", () => {
    expect(bodyTooSlow(15, 30_000)).toBe(true);
    expect(bodyTooSlow(125_000 * 30, 30_000)).toBe(false);
    expect(bodyTooSlow(10_000 * 240, 240_000)).toBe(false);
  });

  it("errors a stream that falls below the floor and tells the server to close the connection", async () => {
    let closed = 0;
    const drip = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        controller.enqueue(new Uint8Array([1]));
      },
    });
    const body = rateLimitedBody(drip, () => (closed += 1), {
      graceMs: 50,
      minBytesPerSecond: 1000,
      checkEveryMs: 20,
    });
    await expect(new Response(body).arrayBuffer()).rejects.toThrow();
    expect(closed).toBe(1);
  });

  it("passes a body that keeps the rate on unchanged", async () => {
    const bytes = new TextEncoder().encode("intent=save&content=hello");
    const body = rateLimitedBody(new Response(bytes).body!, () => {
      throw new Error("cut");
    });
    expect(new Uint8Array(await new Response(body).arrayBuffer())).toEqual(bytes);
  });
});
