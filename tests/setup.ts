import { afterEach, beforeEach, vi } from "vitest";

import { recordConsoleError, resetConsoleErrors, takeConsoleErrors } from "./console-guard";
import "./matchers";

beforeEach(() => {
  resetConsoleErrors();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => recordConsoleError(args));
});

afterEach(() => {
  const left = takeConsoleErrors();
  if (left.length > 0) throw new Error(`console.error was called during the test:\n${left.join("\n")}`);
});
