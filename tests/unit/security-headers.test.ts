import { describe, expect, it } from "vitest";

import { applySecurityHeaders } from "~/utils/headers.server";

// The policy is built once per process and only the nonce changes (docs/decisions/034): each answer still gets
// the whole policy, word for word, with its own nonce.
const POLICY = (scripts: string) =>
  [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: https://login.example.edu",
    "media-src 'self' blob: https: https://login.example.edu",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://login.example.edu",
    "frame-ancestors 'self'",
  ].join("; ");

describe("applySecurityHeaders", () => {
  it("gives a page the whole policy with its own nonce, and each page a different one", () => {
    const first = new Headers();
    const second = new Headers();
    applySecurityHeaders(first, "bm9uY2Ux");
    applySecurityHeaders(second, "bm9uY2Uy");
    expect(first.get("Content-Security-Policy")).toBe(POLICY("script-src 'self' 'nonce-bm9uY2Ux'"));
    expect(second.get("Content-Security-Policy")).toBe(POLICY("script-src 'self' 'nonce-bm9uY2Uy'"));
    expect(first.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("X-Frame-Options")).toBe("SAMEORIGIN");
  });

  it("gives an answer without a nonce scripts of its own origin only", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, null);
    expect(headers.get("Content-Security-Policy")).toBe(POLICY("script-src 'self'"));
  });

  it("keeps an answer's own policy when asked to, and replaces it otherwise", () => {
    const kept = new Headers({ "Content-Security-Policy": "sandbox" });
    applySecurityHeaders(kept, null, true);
    expect(kept.get("Content-Security-Policy")).toBe("sandbox");
    expect(kept.get("X-Frame-Options")).toBe("SAMEORIGIN");
    const replaced = new Headers({ "Content-Security-Policy": "sandbox" });
    applySecurityHeaders(replaced, "bm9uY2Ux");
    expect(replaced.get("Content-Security-Policy")).toBe(POLICY("script-src 'self' 'nonce-bm9uY2Ux'"));
  });
});
