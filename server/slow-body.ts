// Slow request bodies (docs/decisions/028). Node bounds a request's headers and its whole time,
// but a body dripping one byte every 2 s stays under any idle limit and held a socket for Node's default 300 s:
// a few thousand such requests starve a portal. A body must therefore keep an average rate: after a grace
// period, one that has brought less than `minBytesPerSecond` on average since it began is cut. The floor is far
// below any real line (a 30 MB upload on 1 Mbit/s runs at about 125 KB/s; a weak 2G link at 10 KB/s), so only
// a deliberate drip is cut.

export type BodyRate = { graceMs: number; minBytesPerSecond: number; checkEveryMs: number };

export const DEFAULT_BODY_RATE: BodyRate = { graceMs: 10_000, minBytesPerSecond: 1024, checkEveryMs: 1_000 };

/** True when a body that has brought `bytes` in `elapsedMs` is below the floor (never during the grace). */
export function bodyTooSlow(bytes: number, elapsedMs: number, rate: BodyRate = DEFAULT_BODY_RATE): boolean {
  if (elapsedMs < rate.graceMs) return false;
  return bytes < (elapsedMs / 1000) * rate.minBytesPerSecond;
}

/**
 * The body, passed on as it comes, cut when it falls below the floor: the stream errors (the action's read
 * fails) and `onTooSlow` runs (the server closes the connection).
 */
export function rateLimitedBody(
  body: ReadableStream<Uint8Array>,
  onTooSlow: () => void,
  rate: BodyRate = DEFAULT_BODY_RATE,
  now: () => number = Date.now,
): ReadableStream<Uint8Array> {
  const started = now();
  let bytes = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => clearInterval(timer);
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => {
        if (!bodyTooSlow(bytes, now() - started, rate)) return;
        stop();
        controller.error(new Error("request body too slow"));
        void reader.cancel().catch(() => undefined);
        onTooSlow();
      }, rate.checkEveryMs);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          stop();
          controller.close();
          return;
        }
        bytes += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        stop();
        controller.error(error);
      }
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
}
