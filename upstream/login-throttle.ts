import type { Client } from "@libsql/client";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Clock } from "./deps";

// Login throttling (decision 021): failed logins are counted per account name and per client
// address in a sliding window; at the limit, every login of that name or from that address is refused with 429
// and a Retry-After, the right password included, until enough failures have left the window. The count is kept
// in the service's database (decision 045): every process over it counts the same failures, and a restart
// forgets nothing.

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

/** The client's address as the socket gives it ("unknown" when there is none, e.g. app.request in tests). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * The throttle over the service's database (table login_failures): every process of the login service that shares
 * the database counts the same failures, so running two gives an attacker no more tries (decision 045). Rows are
 * pruned to the longest window as failures come in.
 */
export function createLoginThrottle(
  db: Client,
  now: Clock,
  config: LoginThrottleConfig = defaultLoginThrottle,
) {
  type Kind = keyof LoginThrottleConfig;
  const longestWindowMs = Math.max(config.account.windowSeconds, config.address.windowSeconds) * 1000;

  /** The failures of a key still in the window, oldest first. */
  async function recent(kind: Kind, key: string, t: number): Promise<number[]> {
    const result = await db.execute({
      sql: "SELECT at FROM login_failures WHERE kind = ? AND key = ? AND at > ? ORDER BY at",
      args: [kind, key, t - config[kind].windowSeconds * 1000],
    });
    return result.rows.map((row) => Number(row.at));
  }

  /** Milliseconds until the key is below its limit again, 0 when it is already. */
  async function wait(kind: Kind, key: string, t: number): Promise<number> {
    const { limit, windowSeconds } = config[kind];
    const list = await recent(kind, key, t);
    if (list.length < limit) return 0;
    // One more try once the failure that keeps the count at the limit has left the window.
    const deciding = list[list.length - limit] ?? t;
    return Math.max(0, deciding + windowSeconds * 1000 - t);
  }

  const accountKey = (username: string) => username.trim().toLowerCase();

  return {
    /** Seconds to wait before this name may try from this address (0: go ahead). */
    async retryAfter(username: string, address: string): Promise<number> {
      const t = now();
      const ms = Math.max(await wait("account", accountKey(username), t), await wait("address", address, t));
      return ms === 0 ? 0 : Math.ceil(ms / 1000);
    },
    async failed(username: string, address: string): Promise<void> {
      const t = now();
      await db.batch(
        [
          { sql: "DELETE FROM login_failures WHERE at <= ?", args: [t - longestWindowMs] },
          {
            sql: "INSERT INTO login_failures (kind, key, at) VALUES ('account', ?, ?), ('address', ?, ?)",
            args: [accountKey(username), t, address, t],
          },
        ],
        "write",
      );
    },
    /** A successful login clears the account's failures (not the address's: one known password must not reset it). */
    async succeeded(username: string): Promise<void> {
      await db.execute({
        sql: "DELETE FROM login_failures WHERE kind = 'account' AND key = ?",
        args: [accountKey(username)],
      });
    },
  };
}
