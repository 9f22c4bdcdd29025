import { describe, expect, it } from "vitest";

import { newNonce } from "~/entry.server";

// Decision 034: the nonces' random bytes are drawn 4 KB (256 pages) at a time; every page still gets 16 bytes no
// other page had, across refills.
describe("a page's CSP nonce", () => {
  it("is 16 bytes in base64, and no two of 1,000 pages share one", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
