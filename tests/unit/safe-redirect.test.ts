import { describe, expect, it } from "vitest";

import { safeLocalPath, sameOriginUrl } from "~/domain/safe-redirect";

const PORTAL = "http://localhost:3000";

describe("sameOriginUrl", () => {
  it("accepts absolute and relative URLs on an allowed origin", () => {
    expect(sameOriginUrl("http://localhost:3000/center/x?a=1", [PORTAL])).toBe(
      "http://localhost:3000/center/x?a=1",
    );
    expect(sameOriginUrl("/center/x", [PORTAL])).toBe("http://localhost:3000/center/x");
  });

  it.each([
    "https://evil.example/center/",
    "//evil.example/center/",
    "/\\evil.example/center/",
    "javascript:alert(1)",
    "http://localhost:3001/",
  ])("refuses %s", (target) => expect(sameOriginUrl(target, [PORTAL])).toBeNull());

  it("refuses nothing and garbage", () => {
    expect(sameOriginUrl(null, [PORTAL])).toBeNull();
    expect(sameOriginUrl("http://[::1", [PORTAL])).toBeNull();
  });
});

describe("safeLocalPath", () => {
  it("keeps the path, query and hash of a local target", () => {
    expect(safeLocalPath("/center/1/user/myNote?page=2#n", PORTAL, "/center/")).toBe(
      "/center/1/user/myNote?page=2#n",
    );
  });
  it("falls back for a foreign target", () => {
    expect(safeLocalPath("https://evil.example/", PORTAL, "/center/")).toBe("/center/");
  });
});
