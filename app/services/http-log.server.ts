import { callTemplate, noteFailure, type CallOutcome, type RequestTrace } from "~/utils/request-trace.server";

import { UpstreamFailure } from "./upstream-failure";

// What the fetch wrapper tells the operator: one log line per failed call (with the request id, through the
// server's log) and the failure's cause in the request's trace, which the metrics and the log line count
// (decision 030).

/** How a call that threw ended, for the operator's metrics: a failure's reason, or the browser going away. */
export function outcomeOf(error: unknown, request: Request): CallOutcome {
  if (error instanceof UpstreamFailure) return error.reason === "code" ? "refused" : error.reason;
  // The login redirect of a 2001.
  if (error instanceof Response) return "refused";
  return request.signal.aborted ? "aborted" : "unreachable";
}

/** `GET learning/api/course/16` → `GET learning/api/course/:id`: a failure cause for the log, without ids. */
function templateOf(where: string): string {
  const [method = "", path = ""] = where.split(" ");
  return callTemplate(method, path);
}

/**
 * A call that failed on the service's side: logged as an error, and its cause (`what: GET learning/api/…/:id`)
 * noted in the request's trace when `cause` is given.
 */
export function logFailure(
  trace: RequestTrace | undefined,
  where: string,
  said: string,
  cause: string | null,
  ...details: unknown[]
): void {
  if (cause !== null) noteFailure(trace, `${cause}: ${templateOf(where)}`);
  console.error(`[upstream] ${where} ${said}`, ...details);
}

/** A call the service refused in a way worth a look but not an alarm (a warning line, nothing in the metrics). */
export function logRefusal(where: string, said: string, ...details: unknown[]): void {
  console.warn(`[upstream] ${where} ${said}`, ...details);
}
