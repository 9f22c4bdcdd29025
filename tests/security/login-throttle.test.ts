import bcrypt from "bcryptjs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { DUMMY_PASSWORD_HASH, PASSWORD_COST } from "../../upstream/accounts";
import { TEXT } from "../../upstream/i18n";
import { defaultLoginThrottle, retryMinutes } from "../../upstream/login-throttle";
import { createUpstreamApp } from "../../upstream/app";
import {
  config,
  createTestUpstream,
  envelope,
  formPost,
  jsonPost,
  login,
  type TestUpstream,
} from "../upstream/helpers";

// Decision 021, the login service: failed logins are throttled per account and per address (429 + Retry-After,
// the right password refused too while locked), and an unknown name costs the same bcrypt round as a known one.

let clock = Date.parse("2026-11-23T08:00:00Z");
let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream({ now: () => clock });
});
afterAll(() => up.close());
afterEach(() => vi.restoreAllMocks());

/** A request from one client address (the node server's socket, as getConnInfo reads it). */
const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe("per account", () => {
  it("refuses the right password with 429 and a Retry-After after 20+ wrong ones, until the window passes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await up.app.request(
        "/api/login",
        jsonPost({ username: "learner", password: `wrong-${i}` }),
        fromAddress(`198.51.100.${i}`), // a new address each time: the account's own limit must hold
      );
      statuses.push(res.status);
    }
    // 5 wrong passwords are checked (HTTP 200, code 1001), the next 20 are refused without a check.
    expect(statuses.filter((s) => s === 200)).toHaveLength(defaultLoginThrottle.account.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);

    const compare = vi.spyOn(bcrypt, "compare");
    const right = await up.app.request(
      "/api/login",
      jsonPost({ username: "learner", password: "learner" }),
      fromAddress("198.51.100.99"),
    );
    expect(right.status).toBe(429);
    expect(compare).not.toHaveBeenCalled();
    expect(right.headers.getSetCookie()).toEqual([]);
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaultLoginThrottle.account.windowSeconds);
    expect(await envelope(right)).toEqual({
      code: "1429",
      message: "Too many failed logins. Try again in 15 minutes.",
      data: null,
    });

    // The login form says so too, with the same status and header (another spelling of the name is the same account).
    const form = await up.app.request("/api/login", formPost({ username: "Learner ", password: "learner" }));
    expect(form.status).toBe(429);
    expect(form.headers.get("retry-after")).toBe(String(retryAfter));
    // The login page speaks the portal's language (zh-CN unless told), the message tied to the fields.
    const page = await form.text();
    expect(page).toContain(`登录失败次数过多，请${Math.ceil(retryAfter / 60)}分钟后再试`);
    expect(page).toMatch(/aria-describedby="login-error"/);
    const english = await up.app.request(
      "/api/login",
      formPost({ username: "learner", password: "learner" }, { "accept-language": "en" }),
    );
    expect(await english.text()).toContain("Too many failed logins. Try again in");

    clock += retryAfter * 1000;
    const later = await up.app.request("/api/login", formPost({ username: "learner", password: "learner" }));
    expect(later.status).toBe(303);
  });

  it("locks an unknown name exactly as a known one (the lock tells nothing about who exists)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await up.app.request(
        "/api/login",
        jsonPost({ username: "nobody-here", password: "x" }),
        fromAddress(`192.0.2.${i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("a successful login clears the account's failures", async () => {
    for (let i = 0; i < 4; i += 1) {
      await up.app.request(
        "/api/login",
        jsonPost({ username: "manager", password: "no" }),
        fromAddress("192.0.2.50"),
      );
    }
    expect(
      (await up.app.request("/api/login", jsonPost({ username: "manager", password: "manager" }))).status,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const res = await up.app.request("/api/login", jsonPost({ username: "manager", password: "no" }));
      expect(await envelope(res)).toMatchObject({ code: "1001" });
    }
  });

  it("words the refusal in each language of the login host's table, naming whole minutes", () => {
    expect(TEXT["zh-CN"].login.tooMany(retryMinutes(61))).toBe("登录失败次数过多，请2分钟后再试");
    expect(TEXT.en.login.tooMany(retryMinutes(1))).toBe("Too many failed logins. Try again in 1 minute.");
  });
});

describe("per address", () => {
  let small: TestUpstream;
  beforeAll(async () => {
    small = await createTestUpstream({
      config: {
        loginThrottle: {
          account: { limit: 100, windowSeconds: 900 },
          address: { limit: 3, windowSeconds: 900 },
        },
      },
    });
  });
  afterAll(() => small.close());

  it("refuses every name from an address after its failures, and not other addresses", async () => {
    for (const name of ["a1", "a2", "a3"]) {
      const res = await small.app.request(
        "/api/login",
        jsonPost({ username: name, password: "x" }),
        fromAddress("203.0.113.7"),
      );
      expect(await envelope(res)).toMatchObject({ code: "1001" });
    }
    const locked = await small.app.request(
      "/api/login",
      jsonPost({ username: "learner", password: "learner" }),
      fromAddress("203.0.113.7"),
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await small.app.request(
      "/api/login",
      jsonPost({ username: "learner", password: "learner" }),
      fromAddress("203.0.113.8"),
    );
    expect(await envelope(other)).toMatchObject({ code: "0000" });
  });
});

describe("unknown names cost a bcrypt round (no enumeration by timing)", () => {
  it("runs bcrypt.compare against a dummy hash of the real cost for an unknown name", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    const res = await up.app.request(
      "/api/login",
      jsonPost({ username: "no-such-user-4711", password: "guess" }),
      fromAddress("192.0.2.200"),
    );
    expect(await envelope(res)).toMatchObject({ code: "1001" });
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare).toHaveBeenCalledWith("guess", DUMMY_PASSWORD_HASH);
  });

  it("runs it once for a known name too, against the user's hash", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    await up.app.request(
      "/api/login",
      jsonPost({ username: "learner3", password: "guess" }),
      fromAddress("192.0.2.201"),
    );
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare.mock.calls[0]?.[1]).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(compare.mock.calls[0]?.[1]).not.toBe(DUMMY_PASSWORD_HASH);
  });

  it("the dummy hash has the cost of real passwords and opens nothing", async () => {
    expect(bcrypt.getRounds(DUMMY_PASSWORD_HASH)).toBe(PASSWORD_COST);
    expect(await bcrypt.compare("", DUMMY_PASSWORD_HASH)).toBe(false);
  });
});

describe("Cache-Control of the login service's personal JSON (decision 021)", () => {
  it("sends private, no-store on the user info, a JSON login and the logout", async () => {
    const login = await up.app.request(
      "/api/login",
      jsonPost({ username: "learner4", password: "learner4" }),
    );
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const info = await up.app.request("/api/user/info", { headers: { cookie } });
    expect(await envelope(info)).toMatchObject({ code: "0000" });
    expect(info.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await up.app.request("/api/user/info");
    expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
    const logout = await up.app.request("/api/logout", formPost({ from: "" }, { cookie }));
    expect(logout.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the change-password form (decision 028)", () => {
  it("throttles guesses of the current password like logins: 429 and Retry-After, the right one refused too", async () => {
    const cookie = await login(up.app, "learner100044");
    const change = (current: string) =>
      up.app.request(
        "/account/password",
        formPost(
          { current_password: current, new_password: "new-secret", confirm_password: "new-secret" },
          { cookie, "accept-language": "en" },
        ),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await change(`guess-${i}`)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(defaultLoginThrottle.account.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - defaultLoginThrottle.account.limit);

    const right = await change("learner100044");
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await right.text()).toContain(TEXT.en.login.tooMany(15));
    // The same lock holds for the login: a guess through either form counts towards it.
    const loginNow = await up.app.request(
      "/api/login",
      jsonPost({ username: "learner100044", password: "learner100044" }),
    );
    expect(loginNow.status).toBe(429);
  });
});

describe("several processes of the login service (decision 045)", () => {
  it("share one count: two apps over one database give an attacker no more tries than one", async () => {
    // A second process of the same service: its own app, the same database.
    const second = createUpstreamApp({
      db: up.db,
      config: { ...config, dataDir: up.dataDir },
      now: () => clock,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? up.app : second;
      const res = await app.request(
        "/api/login",
        jsonPost({ username: "learner100046", password: `wrong-${i}` }),
        fromAddress(`203.0.113.${i}`),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(defaultLoginThrottle.account.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - defaultLoginThrottle.account.limit);
  });
});
