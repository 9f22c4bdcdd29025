import { describe, expect, it } from "vitest";

import { believedForwardedHost, parseTrustedProxies } from "../../server/forwarded-host";

// Decision 028: X-Forwarded-Host is believed only from a proxy named in TRUSTED_PROXIES.

describe("TRUSTED_PROXIES", () => {
  it("is a comma-separated list of addresses, IPv4-mapped IPv6 read as IPv4; unset trusts nobody", () => {
    expect([...parseTrustedProxies("127.0.0.1, ::1,::ffff:10.0.0.5")]).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.5",
    ]);
    expect(parseTrustedProxies(undefined).size).toBe(0);
    expect(parseTrustedProxies("").size).toBe(0);
  });

  it("refuses a value that is not an address list", () => {
    expect(() => parseTrustedProxies("nginx.local")).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("the forwarded host", () => {
  const trusted = parseTrustedProxies("127.0.0.1");

  it("is believed from a trusted proxy, the first of a list", () => {
    expect(believedForwardedHost("portal.school.edu", "127.0.0.1", trusted)).toBe("portal.school.edu");
    expect(believedForwardedHost("portal.school.edu:8443, other", "::ffff:127.0.0.1", trusted)).toBe(
      "portal.school.edu:8443",
    );
  });

  it("is ignored from anyone else, or when it is not a host", () => {
    expect(believedForwardedHost("evil.example", "203.0.113.9", trusted)).toBeNull();
    expect(believedForwardedHost("evil.example", undefined, trusted)).toBeNull();
    expect(believedForwardedHost("evil.example", "127.0.0.1", new Set())).toBeNull();
    expect(believedForwardedHost("evil.example/path", "127.0.0.1", trusted)).toBeNull();
    expect(believedForwardedHost("a b", "127.0.0.1", trusted)).toBeNull();
  });
});
