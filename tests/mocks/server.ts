import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

import { loginServiceHandlers } from "./login-service";

export const server = setupServer(...loginServiceHandlers);

/** Route tests call this once: any request no handler answers fails the test. */
export function useMockUpstream() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
