import { describe, expect, it } from "vitest";

import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// Search engines (issue 28): a page rendered for a person, or a failure, says `X-Robots-Tag: noindex`; a public
// page rendered for a visitor is left to be indexed. Needs `npm run build`.
useMockUpstream();

const handle = useBuiltServer();

describe("X-Robots-Tag", () => {
  it("keeps a learner's own pages out of search engines", async () => {
    const response = await handle(pageRequest("/center/100001/user/myNote", { loggedIn: true }));
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("keeps a public page rendered for a session out too: it shows the learner's name", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party", { loggedIn: true }));
    await response.text();
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("leaves a public page rendered for a visitor to be indexed", async () => {
    const response = await handle(pageRequest("/center/100004/custom/party"));
    await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/\bpublic\b/);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });

  it("keeps the 404 page out", async () => {
    const response = await handle(pageRequest("/center/100001/no-such-page"));
    await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });
});
