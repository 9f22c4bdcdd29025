import type { MiddlewareHandler } from "hono";

/** What the reference upstream logs of one request (decision 030): the portal's request id finds both halves. */
export type UpstreamLogLine = {
  requestId: string | null;
  method: string;
  /** The path only: a query can carry what a learner typed. */
  path: string;
  status: number;
  ms: number;
};

/** An id as the portal sends it (a UUID, or its proxy's), nothing longer or stranger. */
const GOOD_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** One line per request, after its answer, with the `X-Request-Id` the portal sent (docs/operations.md). */
export function requestLog(log: (line: UpstreamLogLine) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const id = c.req.header("x-request-id");
    log({
      requestId: id && GOOD_ID.test(id) ? id : null,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
