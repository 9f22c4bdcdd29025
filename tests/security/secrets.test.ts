import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { parseEnv } from "~/env.server";
import { takeToast } from "~/utils/toast.server";

// Decision 015: no secret written in the repository signs anything in production.
const SERVICES = {
  LOGIN_SERVICE_URL: "http://login.test",
  LEARNING_SERVICE_URL: "http://learning.test",
  MEDIA_SERVICE_URL: "http://media.test",
};

describe("the cookie secret", () => {
  it("is required in production: the portal refuses to start without one, naming it", () => {
    expect(() => parseEnv({ ...SERVICES, NODE_ENV: "production" })).toThrow(
      /COOKIE_SECRET: required in production/,
    );
    // NODE_ENV defaults to production.
    expect(() => parseEnv(SERVICES)).toThrow(/COOKIE_SECRET/);
    expect(
      parseEnv({ ...SERVICES, NODE_ENV: "production", COOKIE_SECRET: "a-long-enough-secret" }).cookieSecret,
    ).toBe("a-long-enough-secret");
  });

  it("outside production without a setting is a random one of the process, never a fixed value", () => {
    const one = parseEnv({ ...SERVICES, NODE_ENV: "development" }).cookieSecret;
    const two = parseEnv({ ...SERVICES, NODE_ENV: "development" }).cookieSecret;
    expect(one).not.toBe(two);
    expect(one.length).toBeGreaterThanOrEqual(32);
  });

  it("signs the flash cookie: one forged with the secret that used to ship in the repository shows nothing", async () => {
    const forged = createCookie("__flash", { secrets: ["learning-portal-flash-cookie"] });
    const cookie = (
      await forged.serialize({ type: "error", key: "errors.errorText", text: "attacker text" })
    ).split(";")[0];
    const { toast } = await takeToast(
      new Request("http://localhost:3000/center/", { headers: { cookie: cookie ?? "" } }),
    );
    expect(toast).toBeNull();
  });
});
