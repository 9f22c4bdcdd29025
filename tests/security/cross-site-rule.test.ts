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

  it("accepts the portal's own pages", () => {
    expect(isCrossSiteWrite(write("http://localhost:3000", "same-origin"), OWN)).toBe(false);
    expect(isCrossSiteWrite(write("http://localhost:3000", null), OWN)).toBe(false);
    expect(isCrossSiteWrite(write(null, "same-origin"), OWN)).toBe(false);
    expect(isCrossSiteWrite(write(null, "none"), OWN)).toBe(false);
  });

  // A browser that sends neither header (Firefox before 70 sent no Origin on a form's post): its Referer decides
  // (decision 050). Before, such a post was taken, from any page.
  it("takes a post with neither header only with a Referer of the portal's own", () => {
    const old = (referer: string | null) => ({ ...write(null, null), referer });
    expect(isCrossSiteWrite(old("http://localhost:3000/center/100001/user/myNote"), OWN)).toBe(false);
    expect(isCrossSiteWrite(old(null), OWN)).toBe(true);
    expect(isCrossSiteWrite(old("http://evil.example/form"), OWN)).toBe(true);
    expect(isCrossSiteWrite(old("http://localhost:3001/"), OWN)).toBe(true);
    expect(isCrossSiteWrite(old("not a url"), OWN)).toBe(true);
    // The Referer never overrides what the browser said.
    const lying = { ...write("http://evil.example", null), referer: "http://localhost:3000/" };
    expect(isCrossSiteWrite(lying, OWN)).toBe(true);
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
