// Slow request bodies (docs/decisions/028). Node bounds a request's headers and its whole time,
// but a body dripping one byte every 2 s stays under any idle limit and held a socket for Node's default 300 s:
// a few thousand such requests starve a portal. A body must therefore keep an average rate: after a grace
// period, one that has brought less than `minBytesPerSecond` on average since it began is cut. The floor is far
// below any real line (a 30 MB upload on 1 Mbit/s runs at about 125 KB/s; a weak 2G link at 10 KB/s), so only
// a deliberate drip is cut. The server applies it to a request's body until the body has all come, whoever reads
// it (server/node-request.ts).

export type BodyRate = { graceMs: number; minBytesPerSecond: number; checkEveryMs: number };

export const DEFAULT_BODY_RATE: BodyRate = { graceMs: 10_000, minBytesPerSecond: 1024, checkEveryMs: 1_000 };

/** True when a body that has brought `bytes` in `elapsedMs` is below the floor (never during the grace). */
export function bodyTooSlow(bytes: number, elapsedMs: number, rate: BodyRate = DEFAULT_BODY_RATE): boolean {
  if (elapsedMs < rate.graceMs) return false;
  return bytes < (elapsedMs / 1000) * rate.minBytesPerSecond;
}
