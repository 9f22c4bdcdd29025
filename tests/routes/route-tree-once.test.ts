import { createRequire } from "node:module";

import { describe, expect, it, vi } from "vitest";

import { useMockUpstream } from "../mocks/server";

import { pageRequest, useBuiltServer } from "./helpers";

// RemixServer makes a build's route tree once, not on every render (patches/@remix-run+react+2.17.5.patch,
// docs/decisions/019 and 026): three documents of the built server, at most one tree made. Unpatched, each render
// makes its own and this fails. Needs `npm run build`.
useMockUpstream();

const handle = useBuiltServer();

// The module RemixServer calls `createServerRoutes` through (a property of its exports, read at each call), the one
// the built server loads: Node's CommonJS copy of @remix-run/react.
const routes = createRequire(import.meta.url)("@remix-run/react/dist/routes.js") as {
  createServerRoutes: (...args: unknown[]) => unknown;
};

describe("the server's route tree for rendering", () => {
  it("is made once for the build, not on each document", async () => {
    const made = vi.spyOn(routes, "createServerRoutes");
    for (const path of ["/center/school/class", "/center/100001/class/501", "/center/school/class"]) {
      const response = await handle(pageRequest(path, { loggedIn: true, cookie: "schoolCode=100001" }));
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    // Called through the spy, or the count would prove nothing: the documents were rendered by RemixServer.
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    expect(made).toHaveBeenCalled();
  });
});
