import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Clock } from "./deps";

// Login throttling (decision 021): failed logins are counted per account name and per client
// address in a sliding window; at the limit, every login of that name or from that address is refused with 429
// and a Retry-After, the right password included, until enough failures have left the window. In memory: the
// reference upstream is one process, and a restart forgetting the counts costs an attacker a restart he cannot
// cause.

export type ThrottleRule = { limit: number; windowSeconds: number };
export type LoginThrottleConfig = { account: ThrottleRule; address: ThrottleRule };

export const defaultLoginThrottle: LoginThrottleConfig = {
  /** 5 wrong passwords for one name in 15 minutes. */
  account: { limit: 5, windowSeconds: 15 * 60 },
  /** 30 failures from one address in 15 minutes (a classroom behind one NAT shares an address). */
  address: { limit: 30, windowSeconds: 15 * 60 },
};

/** The wait a refusal names, in whole minutes (at least one). */
export function retryMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** Keys kept before stale ones are dropped (a flood of made-up names must not grow memory without end). */
const MAX_KEYS = 10_000;

/** The client's address as the socket gives it ("unknown" when there is none, e.g. app.request in tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(now: Clock, config: LoginThrottleConfig = defaultLoginThrottle) {
  const failures = { account: new Map<string, number[]>(), address: new Map<string, number[]>() };
  type Kind = keyof typeof failures;

  /** The failures of a key still in the window (older ones are dropped). */
  function recent(kind: Kind, key: string, t: number): number[] {
    const windowMs = config[kind].windowSeconds * 1000;
    const list = (failures[kind].get(key) ?? []).filter((at) => at > t - windowMs);
    if (list.length > 0) failures[kind].set(key, list);
    else failures[kind].delete(key);
    return list;
  }

  /** Milliseconds until the key is below its limit again, 0 when it is already. */
  function wait(kind: Kind, key: string, t: number): number {
    const { limit, windowSeconds } = config[kind];
    const list = recent(kind, key, t);
    if (list.length < limit) return 0;
    // One more try once the failure that keeps the count at the limit has left the window.
    const deciding = list[list.length - limit] ?? t;
    return Math.max(0, deciding + windowSeconds * 1000 - t);
  }

  function sweep(kind: Kind, t: number) {
    const map = failures[kind];
    if (map.size < MAX_KEYS) return;
    for (const key of [...map.keys()]) recent(kind, key, t);
    // Still full of fresh keys: forget the oldest ones (a Map iterates in insertion order).
    for (const key of map.keys()) {
      if (map.size < MAX_KEYS) break;
      map.delete(key);
    }
  }

  const accountKey = (username: string) => username.trim().toLowerCase();

  return {
    /** Seconds to wait before this name may try from this address (0: go ahead). */
    retryAfter(username: string, address: string): number {
      const t = now();
      const ms = Math.max(wait("account", accountKey(username), t), wait("address", address, t));
      return ms === 0 ? 0 : Math.ceil(ms / 1000);
    },
    failed(username: string, address: string): void {
      const t = now();
      for (const [kind, key] of [
        ["account", accountKey(username)],
        ["address", address],
      ] as const) {
        sweep(kind, t);
        failures[kind].set(key, [...recent(kind, key, t), t]);
      }
    },
    /** A successful login clears the account's failures (not the address's: one known password must not reset it). */
    succeeded(username: string): void {
      failures.account.delete(accountKey(username));
    },
  };
}
