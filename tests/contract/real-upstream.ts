import { afterAll, beforeAll } from "vitest";

import { parseEnv, type Env } from "~/env.server";

import { startUpstream } from "../../upstream/server";

export type RealUpstream = {
  /** The portal's configuration pointing at this upstream. */
  env: Env;
  /** The upstream's base URL as a browser reaches it (the login pages, logos). */
  publicUrl: string;
  /** Logs `username` in (password = username) and gives the `api_token=…` cookie pair. */
  sessionCookie(username: string): Promise<string>;
};

/**
 * Starts the reference upstream for real, with its own temporary database, for the file's tests: the service
 * schemas are checked against its answers, so the msw mocks and the server cannot drift apart.
 */
export function useRealUpstream(): RealUpstream {
  let handle: Awaited<ReturnType<typeof startUpstream>>;
  let internal = "";
  const real: RealUpstream = {
    env: undefined as unknown as Env,
    publicUrl: "",
    async sessionCookie(username) {
      const response = await fetch(`${internal}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: username }),
      });
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith("api_token="));
      if (!cookie) throw new Error(`no session cookie for ${username}`);
      return cookie.split(";")[0] ?? "";
    },
  };

  beforeAll(async () => {
    handle = await startUpstream({ port: 0 });
    internal = `http://127.0.0.1:${handle.port}`;
    real.publicUrl = handle.url;
    real.env = parseEnv({
      LOGIN_SERVICE_URL: internal,
      LOGIN_SERVICE_PUBLIC_URL: handle.url,
      LEARNING_SERVICE_URL: internal,
      MEDIA_SERVICE_URL: internal,
      NODE_ENV: "test",
    });
  });
  afterAll(() => handle.close());

  return real;
}
