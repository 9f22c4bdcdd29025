import { describe, expect, it } from "vitest";

import { bodyTooSlow, DEFAULT_BODY_RATE } from "../../server/slow-body";

// Decisions 028 and 045: a request body that drips is cut; a real upload on a weak line is not. The cut itself, over a real
// socket: tests/resilience/connections.test.ts.

describe("the body rate floor", () => {
  it("never cuts during the grace period", () => {
    expect(bodyTooSlow(0, DEFAULT_BODY_RATE.graceMs - 1)).toBe(false);
  });

  it("cuts a drip of one byte every 2 s, not a 30 MB upload at 1 Mbit/s or a 10 KB/s phone", () => {
    expect(bodyTooSlow(15, 30_000)).toBe(true);
    expect(bodyTooSlow(125_000 * 30, 30_000)).toBe(false);
    expect(bodyTooSlow(10_000 * 240, 240_000)).toBe(false);
  });
});
