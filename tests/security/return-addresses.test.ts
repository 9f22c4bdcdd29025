import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { safeLocalPath } from "~/domain/safe-redirect";
import { loader as downloadLoader } from "~/routes/center.$school.user.answerFiles.download";
import { action as localeAction } from "~/routes/center.locale";
import { action as logoutAction } from "~/routes/center.logout";

import { createUrls } from "../../upstream/urls";
import { useMockUpstream } from "../mocks/server";
import { PORTAL, pageRequest } from "../routes/helpers";

import { KNOWN_VECTORS, hostileAddress, staysOnPortal } from "./hostile-addresses";

useMockUpstream();

// Every parser of a return address, fed hostile values: none may lead a browser off the portal (decision 014).
const RUNS = 1_000;
// A thousand actions through msw take seconds; on a loaded machine more than the default 15 s.
const PROPERTY_TIMEOUT = 120_000;
const LOGIN_ORIGIN = "https://login.example.edu";
const args = (request: Request) => ({ request, params: { school: "100001" }, context: {} });

async function answerOf(run: () => unknown): Promise<Response> {
  try {
    const outcome = await run();
    expect(outcome).toBeInstanceOf(Response);
    return outcome as Response;
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return error as Response;
  }
}

const locationOf = (response: Response) => response.headers.get("location");

/** A logout may end on the login service: then the address it is to come back to must stay on the portal. */
function logoutStays(location: string | null): boolean {
  if (location === null) return false;
  const url = new URL(location, PORTAL);
  if (url.origin === LOGIN_ORIGIN) {
    const from = url.searchParams.get("from");
    return from === null || staysOnPortal(from, PORTAL);
  }
  return staysOnPortal(location, PORTAL);
}

describe("safeLocalPath, the one return-address parser", () => {
  it.each(KNOWN_VECTORS)("keeps %j on the portal", (value) => {
    expect(staysOnPortal(safeLocalPath(value, PORTAL, "/center/"), PORTAL)).toBe(true);
  });

  it("keeps every one of thousands of hostile values on the portal", () => {
    fc.assert(
      fc.property(hostileAddress, (value) => staysOnPortal(safeLocalPath(value, PORTAL, "/center/"), PORTAL)),
      { numRuns: RUNS * 5 },
    );
  });

  it("still keeps a good address as it came", () => {
    expect(safeLocalPath("/center/100001/user/myNote?page=2#n", PORTAL, "/center/")).toBe(
      "/center/100001/user/myNote?page=2#n",
    );
    expect(safeLocalPath(`${PORTAL}/center/100028/hzvtc?x=1`, PORTAL, "/center/")).toBe(
      "/center/100028/hzvtc?x=1",
    );
    expect(safeLocalPath("/elsewhere", PORTAL, "/center/")).toBe("/center/");
  });
});

describe("the routes that read a return address", () => {
  it(
    "locale (from): every hostile value redirects on the portal",
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileAddress, async (from) => {
          const request = pageRequest("/center/locale", { form: { locale: "en", from } });
          const response = await answerOf(() => localeAction(args(request)));
          return response.status === 302 && staysOnPortal(locationOf(response), PORTAL);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "logout (from): every hostile value redirects on the portal or to its login, and ends the session",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileAddress, fc.constantFrom(...KNOWN_VECTORS)), async (from) => {
          const request = pageRequest("/center/logout", { loggedIn: true, form: { from } });
          const response = await answerOf(() => logoutAction(args(request)));
          return (
            response.status === 302 &&
            logoutStays(locationOf(response)) &&
            /api_token=;/.test(response.headers.get("set-cookie") ?? "")
          );
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "answer-file download (back): every hostile value redirects on the portal",
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileAddress, async (back) => {
          const query = new URLSearchParams({ back });
          const request = pageRequest(`/center/100001/user/answerFiles/download?${query}`, {
            loggedIn: true,
          });
          const response = await answerOf(() => downloadLoader(args(request)));
          return response.status === 302 && staysOnPortal(locationOf(response), PORTAL);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it.each(KNOWN_VECTORS)("download, locale and logout keep %j on the portal", async (value) => {
    const download = await answerOf(() =>
      downloadLoader(
        args(pageRequest(`/center/100001/user/answerFiles/download?${new URLSearchParams({ back: value })}`)),
      ),
    );
    expect(
      staysOnPortal(locationOf(download), PORTAL) || locationOf(download)?.startsWith(LOGIN_ORIGIN),
    ).toBe(true);
    const locale = await answerOf(() =>
      localeAction(args(pageRequest("/center/locale", { form: { locale: "en", from: value } }))),
    );
    expect(staysOnPortal(locationOf(locale), PORTAL)).toBe(true);
    const logout = await answerOf(() =>
      logoutAction(args(pageRequest("/center/logout", { loggedIn: true, form: { from: value } }))),
    );
    expect(logout.status).toBe(302);
    expect(logoutStays(locationOf(logout))).toBe(true);
  });
});

describe("the reference login service's return address", () => {
  const portalOrigins = ["http://localhost:3000", "http://127.0.0.1:3000"];
  const urls = createUrls({
    publicUrl: "http://localhost:3001",
    portalOrigins,
    sessionCookieName: "api_token",
    sessionTtlHours: 8,
  } as Parameters<typeof createUrls>[0]);
  const allowed = new Set([...portalOrigins, "http://localhost:3001"]);
  const stays = (address: string) => allowed.has(new URL(address).origin);

  it(
    "sends a browser back only to the portal or to itself, whatever `from` says",
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileAddress, fc.constantFrom(...KNOWN_VECTORS)), (from) => {
          const login = new URL(urls.loginUrl({ schoolCode: "100001", from }));
          const kept = login.searchParams.get("from");
          return stays(urls.afterLogin(from, "100001")) && (kept === null || stays(kept));
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
