import { z } from "zod";

import { createApi, UpstreamFailure, type Service } from "./http.server";
import { withRequestScope } from "~/utils/request-scope.server";
import type { RequestTrace } from "~/utils/request-trace.server";

/**
 * One cheap call per upstream service (docs/operations.md): each needs no session and reads next to nothing.
 * Any envelope answers, a refusal too (2001 without a session is the expected one): the service is up and
 * speaks the contract. Down, too slow or garbage is not ready.
 */
const PROBES: Record<Service, { path: string; query?: Record<string, string> }> = {
  login: { path: "/api/user/info" },
  learning: { path: "/api/my/course/category", query: { root_id: "0", level: "1" } },
  media: { path: "/api/site/news", query: { type: "notice", page: "1", size: "1" } },
};

export type ServiceCheck = { service: Service; ready: boolean; ms: number; cause?: string };

/**
 * Asks each upstream service its cheap call at once, all within `boundMs`, through the one fetch wrapper (so the
 * probe carries a request id and is counted in the metrics like any call).
 */
export async function checkUpstreams(boundMs: number, trace?: RequestTrace): Promise<ServiceCheck[]> {
  const request = new Request("http://portal.internal/center/readyz");
  return withRequestScope(
    boundMs,
    () => {
      const api = createApi(request, { redirectWhenLoggedOut: false });
      return Promise.all(
        (Object.keys(PROBES) as Service[]).map(async (service): Promise<ServiceCheck> => {
          const started = performance.now();
          const probe = PROBES[service];
          const ms = () => Math.round(performance.now() - started);
          try {
            await api.get(service, probe.path, { schema: z.unknown(), query: probe.query });
            return { service, ready: true, ms: ms() };
          } catch (error) {
            if (error instanceof UpstreamFailure && error.reason === "code") {
              return { service, ready: true, ms: ms() };
            }
            const cause = error instanceof UpstreamFailure ? error.reason : "error";
            return { service, ready: false, ms: ms(), cause };
          }
        }),
      );
    },
    trace,
  );
}
