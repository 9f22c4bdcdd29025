import { describe, expect, it } from "vitest";

import { takeConsoleErrors } from "../console-guard";
import { useMockUpstream } from "../mocks/server";
import { pageRequest, useBuiltServer } from "../routes/helpers";

// The built server (npm run build first): what a browser gets for a cross-site post on each path Remix takes.
useMockUpstream();
const handle = useBuiltServer();

const HOST = { host: "localhost:3000" };
const EVIL = { ...HOST, origin: "http://evil.example", "sec-fetch-site": "cross-site" };

describe("a cross-site post through the whole server", () => {
  it("to a resource route (logout) is our 403 and the session stays", async () => {
    const response = await handle(
      pageRequest("/center/logout", { loggedIn: true, form: { from: "/center/" }, headers: EVIL }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toBe("该请求来自其他网站，已被拒绝。请回到本站页面后重试。");
  });

  it("as single fetch (.data) is our 403, not Remix's empty 500", async () => {
    const response = await handle(
      pageRequest("/center/100001/user/myNote.data", {
        loggedIn: true,
        form: { intent: "delete", id: "1" },
        headers: EVIL,
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("该请求来自其他网站，已被拒绝。请回到本站页面后重试。");
    // Refused before Remix: its own check (which logs) never runs.
    expect(takeConsoleErrors()).toEqual([]);
  });

  it("to a page whose Origin is the Host but whose browser says cross-site is the 403, in the reader's words", async () => {
    const response = await handle(
      pageRequest("/center/100001/user/myNote", {
        loggedIn: true,
        form: { intent: "delete", id: "1" },
        headers: {
          ...HOST,
          origin: "http://localhost:3000",
          "sec-fetch-site": "cross-site",
          "accept-language": "en",
        },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.statusText).toBe("Cross-site request refused");
    expect(await response.text()).toBe(
      "This request came from another site and was refused. Go back to the page on this site and try again.",
    );
  });

  // Remix's own check (throwIfPotentialCSRFAttack) answered this one with an empty 500 before any action ran,
  // and no hook of ours ran after it; the portal's handler now refuses before Remix (docs/decisions/014, 024).
  it("to a page from another host (a form without JavaScript) is our 403 with the message, not Remix's empty 500", async () => {
    const response = await handle(
      pageRequest("/center/100001/user/myNote", {
        loggedIn: true,
        form: { intent: "delete", id: "1" },
        headers: EVIL,
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await response.text()).toBe("该请求来自其他网站，已被拒绝。请回到本站页面后重试。");
    expect(takeConsoleErrors()).toEqual([]);
  });
});
