import { afterEach, describe, expect, it, vi } from "vitest";

import { isCrossSiteWrite } from "~/domain/cross-site";

const OWN = ["http://localhost:3000"];
const write = (origin: string | null, fetchSite: string | null, method = "POST") => ({
  method,
  origin,
  fetchSite,
});

describe("isCrossSiteWrite (docs/decisions/014)", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("checks %s", (method) => {
    expect(isCrossSiteWrite(write("http://evil.example", null, method), OWN)).toBe(true);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("lets %s through: it changes nothing", (method) => {
    expect(isCrossSiteWrite(write("http://evil.example", "cross-site", method), OWN)).toBe(false);
  });

  it("refuses another origin, another port, `null`, and a browser that says cross-site or same-site", () => {
    expect(isCrossSiteWrite(write("http://evil.example", null), OWN)).toBe(true);
    expect(isCrossSiteWrite(write("http://localhost:3001", null), OWN)).toBe(true);
    expect(isCrossSiteWrite(write("https://localhost:3000", null), OWN)).toBe(true);
    expect(isCrossSiteWrite(write("null", null), OWN)).toBe(true);
    expect(isCrossSiteWrite(write(null, "cross-site"), OWN)).toBe(true);
    expect(isCrossSiteWrite(write(null, "same-site"), OWN)).toBe(true);
    expect(isCrossSiteWrite(write("http://localhost:3000", "same-site"), OWN)).toBe(true);
  });

  it("accepts the portal's own pages, and a request with neither header (not a browser page)", () => {
    expect(isCrossSiteWrite(write("http://localhost:3000", "same-origin"), OWN)).toBe(false);
    expect(isCrossSiteWrite(write("http://localhost:3000", null), OWN)).toBe(false);
    expect(isCrossSiteWrite(write(null, "same-origin"), OWN)).toBe(false);
    expect(isCrossSiteWrite(write(null, "none"), OWN)).toBe(false);
    expect(isCrossSiteWrite(write(null, null), OWN)).toBe(false);
  });
});

describe("the portal's origin behind a proxy (PORTAL_PUBLIC_URL)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("accepts posts from the public origin the proxy serves, as well as from the Host seen", async () => {
    vi.stubEnv("PORTAL_PUBLIC_URL", "https://learn.example.edu/");
    vi.resetModules();
    const { crossSiteRefusal } = await import("~/guard/guard.server");
    const post = (origin: string) =>
      new Request("http://10.0.0.5:3000/center/locale", { method: "POST", headers: { origin } });
    expect(crossSiteRefusal(post("https://learn.example.edu"))).toBeNull();
    expect(crossSiteRefusal(post("http://10.0.0.5:3000"))).toBeNull();
    expect(crossSiteRefusal(post("https://evil.example"))?.status).toBe(403);
  });
});
