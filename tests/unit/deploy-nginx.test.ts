import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { PUBLIC_CACHE } from "~/utils/headers.server";

import { DEFAULTS, PUBLIC_CACHE_CONTROL, siteConfig, standaloneConfig } from "../../deploy/nginx-config";

// The production recipe's nginx configuration (deploy/, docs/decisions/019): its micro-cache rules, read from
// the generated text, and the committed deploy/portal.conf being the generator's output.
const config = siteConfig(DEFAULTS);
const directive = (name: string) =>
  [...config.matchAll(new RegExp(`^\\s*${name} ([^;]+);`, "gm"))].map((match) => match[1]);

describe("the recipe's nginx configuration", () => {
  it("is committed as deploy/portal.conf exactly as the generator prints it", () => {
    expect(readFileSync(new URL("../../deploy/portal.conf", import.meta.url), "utf8")).toBe(config);
  });

  it("sets the host headers itself, never passing on the client's X-Forwarded-Host (decision 028)", () => {
    const set = directive("proxy_set_header");
    // With the port nginx was reached on and the scheme: the portal's origin is the browser's (decision 045).
    expect(set).toContain("Host $host:$server_port");
    expect(set).toContain("X-Forwarded-Host $host:$server_port");
    expect(set).toContain("X-Forwarded-Proto $scheme");
    expect(directive("proxy_cache_key")[0]).toContain("$scheme$host:$server_port");
  });

  it("takes the largest body the portal takes, and bounds header and body times (docs/decisions/028)", () => {
    expect(directive("client_max_body_size")).toEqual(["100m"]);
    expect(directive("client_header_timeout")).toEqual(["20s"]);
    expect(directive("client_body_timeout")).toEqual(["20s"]);
    // A 2,000-character search address (about 18 KB) is the portal's to answer, not an empty 414/431.
    expect(directive("large_client_header_buffers")).toEqual(["4 32k"]);
  });

  it("lets idle connections go before the portal's keep-alive time-out closes them (decision 045)", () => {
    expect(directive("keepalive_timeout")).toEqual(["4s"]);
  });

  it("keeps the metrics and readiness off the public site, and passes its request id on", () => {
    expect(config).toMatch(/location = \/center\/metrics \{\s*return 404;\s*\}/);
    expect(config).toMatch(/location = \/center\/readyz \{\s*return 404;\s*\}/);
    expect(directive("proxy_set_header")).toContain("X-Request-Id $request_id");
    expect(directive("add_header")).toContain("X-Request-Id $request_id always");
  });

  it("never serves from the micro-cache nor stores into it for a request with a cookie", () => {
    expect(directive("proxy_cache_bypass")).toEqual(["$portal_has_cookie"]);
    expect(directive("proxy_no_cache")[0]?.split(" ")).toEqual(
      expect.arrayContaining(["$portal_has_cookie", "$portal_sets_cookie", "$portal_not_public"]),
    );
    expect(config).toMatch(/map \$http_cookie \$portal_has_cookie \{\s*default 1;\s*"" 0;\s*\}/);
    expect(config).toMatch(
      /map \$upstream_http_set_cookie \$portal_sets_cookie \{\s*default 1;\s*"" 0;\s*\}/,
    );
    expect(config).toMatch(/map \$upstream_http_cache_control \$portal_not_public \{\s*default 1;/);
  });

  it("stores only what the portal marks public, and keeps it a few seconds", () => {
    const isPublic = (value: string) => new RegExp(PUBLIC_CACHE_CONTROL, "i").test(value);
    expect(isPublic(PUBLIC_CACHE)).toBe(true);
    expect(isPublic("Public")).toBe(true);
    for (const value of ["private, no-store", "no-store", "no-cache", "max-age=60", "", "notpublic"]) {
      expect(isPublic(value)).toBe(false);
    }
    expect(directive("proxy_cache_valid")).toEqual([`200 301 302 404 ${DEFAULTS.microCacheSeconds}s`]);
    expect(DEFAULTS.microCacheSeconds).toBeLessThanOrEqual(5);
    // Set-Cookie stays among the headers nginx reads: it then refuses to store such a response by itself too.
    expect(directive("proxy_ignore_headers")).toEqual(["Cache-Control Expires"]);
  });

  it("serves the build's files itself, cached for good", () => {
    expect(config).toMatch(
      /location \/center\/build\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable";/,
    );
  });

  it("runs on its own folder when standalone (bench:scale), not on /var", () => {
    const standalone = standaloneConfig({ ...DEFAULTS, prefix: "/tmp/x", cacheDir: "/tmp/x/cache" });
    expect(standalone).toContain("pid /tmp/x/nginx.pid;");
    expect(standalone).not.toMatch(/\/var\//);
  });
});
