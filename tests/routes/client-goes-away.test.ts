import { describe, expect, it } from "vitest";

import { takeConsoleErrors } from "../console-guard";
import { useMockUpstream } from "../mocks/server";
import { pageRequest, useBuiltServer } from "./helpers";

// A browser that leaves while its page streams (a phone losing its network, a closed tab) is not an error of the
// portal: nothing is logged for it. Before, every such page logged React's 'The destination stream closed early'
// with a stack (the bench's load printed hundreds), burying real errors.
useMockUpstream();
const handle = useBuiltServer();

describe("a page whose browser goes away while it streams", () => {
  it("logs nothing", async () => {
    const abort = new AbortController();
    const response = await handle(
      new Request(pageRequest("/center/100001/user/myNote", { loggedIn: true }), { signal: abort.signal }),
    );
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await reader?.read();
    abort.abort();
    await reader?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(takeConsoleErrors()).toEqual([]);
  });
});
