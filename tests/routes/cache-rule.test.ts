import { describe, expect, it } from "vitest";

import { applyCacheHeaders, PUBLIC_CACHE, type UpstreamOutcome } from "~/utils/headers.server";

import { pageRequest } from "./helpers";

// The portal's one cache rule (utils/headers.server.ts `applyCacheHeaders`): every page's Cache-Control decided
// from what the request did, never by a route.

const NOTHING: UpstreamOutcome = { unavailable: false, refused: false };
const REFUSED: UpstreamOutcome = { unavailable: false, refused: true };
const DOWN: UpstreamOutcome = { unavailable: true, refused: false };

function sent(path: string, status: number, upstream: UpstreamOutcome, init: { cookie?: string } = {}) {
  const headers = new Headers();
  applyCacheHeaders(pageRequest(path, init), headers, status, upstream);
  return headers.get("cache-control");
}

describe("the one cache rule", () => {
  it("lets a shared cache keep a visitor's public page when every upstream call answered", () => {
    expect(sent("/center/custom/party/list/new", 200, NOTHING)).toBe(PUBLIC_CACHE);
    expect(sent("/center/school/class", 200, NOTHING)).toBe(PUBLIC_CACHE);
  });

  it("keeps a visitor's public page from every cache when an upstream call failed (the page shows a fallback)", () => {
    expect(sent("/center/custom/party/list/new", 200, REFUSED)).toBe("private, no-store");
    expect(sent("/center/100044/custom/clnyy", 200, DOWN)).toBe("private, no-store");
  });

  it("stores no failure answered to a visitor", () => {
    expect(sent("/center/hzvtc/culture", 404, NOTHING)).toBe("no-store");
    expect(sent("/center/hzvtc/culture", 503, DOWN)).toBe("no-store");
  });

  it("keeps everything rendered for a session, or off the public paths, private", () => {
    const session = { cookie: "api_token=valid-token" };
    expect(sent("/center/custom/party/list/new", 200, NOTHING, session)).toBe("private, no-store");
    expect(sent("/center/100001/user/myClass", 200, NOTHING)).toBe("private, no-store");
  });
});
