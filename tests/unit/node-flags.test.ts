import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env.server";

import { portalNodeFlags } from "../../server/node-flags";

const SERVICES = {
  LOGIN_SERVICE_URL: "http://login.test",
  LEARNING_SERVICE_URL: "http://learning.test",
  MEDIA_SERVICE_URL: "http://media.test",
  COOKIE_SECRET: "a-long-enough-secret",
};

// Decision 034: the portal's processes start with a young generation of SEMI_SPACE_MB per semi-space.
describe("the node options a portal process starts with", () => {
  it("give the young generation 32 MB per semi-space unless SEMI_SPACE_MB says otherwise", () => {
    expect(portalNodeFlags(parseEnv(SERVICES))).toEqual(["--max-semi-space-size=32"]);
    expect(portalNodeFlags(parseEnv({ ...SERVICES, SEMI_SPACE_MB: "64" }))).toEqual([
      "--max-semi-space-size=64",
    ]);
  });

  it("refuse a size that is not a whole number of MB, naming the variable", () => {
    for (const bad of ["abc", "0", "12.5", "4096"]) {
      expect(() => parseEnv({ ...SERVICES, SEMI_SPACE_MB: bad })).toThrow(/SEMI_SPACE_MB/);
    }
  });
});
