import { redirect } from "@remix-run/node";
import { z } from "zod";

import { loginRedirectUrl, loginSchool } from "~/domain/access";
import { readSchoolCookie } from "~/utils/cookies.server";
import { noteUpstreamRefused, noteUpstreamUnavailable } from "~/utils/request-scope.server";

import type { Caller } from "./http-request.server";
import { logFailure, logRefusal } from "./http-log.server";
import { learnerMessage, NOT_LOGGED_IN, UpstreamFailure } from "./upstream-failure";

// The failure model of the fetch wrapper (http.server.ts; docs/decisions/009): how an answer, or the lack of
// one, becomes the `{code, message, data}` envelope, an `UpstreamFailure`, or the login redirect of a 2001.
// Each failure is recorded in the request scope (never cached) and told to the operator (http-log.server.ts).

/** A connection that broke once the request was on its way: the upstream may have carried it out. */
const BROKEN_AFTER_SENDING = /ECONNRESET|EPIPE|UND_ERR_SOCKET|other side closed|socket hang up/i;

/** HTTP statuses that, without an envelope, are a refusal of the request rather than a failure of the service. */
const REFUSED_HTTP = new Set([400, 403, 404, 405, 409, 410, 413, 414, 422]);

const EnvelopeSchema = z.object({
  // Real services answer the code as a string or a number; both mean the same.
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
  data: z.unknown(),
});

export type Envelope = z.output<typeof EnvelopeSchema>;

/** The code of a fetch error's cause (`fetch failed` wraps the socket's error), or its text. */
function causeOf(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return `${cause?.code ?? ""} ${cause?.message ?? ""} ${String(error)}`;
}

/** Whether an error is the time-out of a call (the wrapper's own, or the request's deadline passed). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}

/**
 * A call that got no answer: down, refused at the socket, or too slow. Returns the error to throw: the browser's
 * own abort as it is (nothing to answer), else an `UpstreamFailure` that says whether the call may have been
 * carried out.
 */
export function unavailable(caller: Caller, error: unknown, timedOut: boolean, where: string): unknown {
  // The browser went away: nothing to answer, let Remix drop the request.
  if (caller.request.signal.aborted) return error;
  noteUpstreamUnavailable();
  const cause = `upstream ${timedOut ? "timeout" : "unreachable"}`;
  logFailure(caller.trace, where, `${timedOut ? "timed out" : "unreachable"}:`, cause, String(error));
  return new UpstreamFailure(timedOut ? "timeout" : "unreachable", "upstream service unavailable", null, {
    // Refused or unknown host: nothing was sent. Anything else (a reset, a closed socket) may come after it was.
    uncertain: timedOut || BROKEN_AFTER_SENDING.test(causeOf(error)),
  });
}

/** The envelope of an answer, or the failure its lack is. */
export async function readEnvelope(caller: Caller, response: Response, where: string): Promise<Envelope> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw unavailable(caller, error, isTimeout(error), where);
  }
  try {
    return EnvelopeSchema.parse(JSON.parse(text));
  } catch {
    // A 4xx without an envelope is the service refusing what was asked (an id its router does not take, a
    // path it does not know): the refusal its status names, not an outage (docs/decisions/028).
    if (REFUSED_HTTP.has(response.status)) {
      logRefusal(where, `answered HTTP ${response.status} without an envelope (refused)`);
      noteUpstreamRefused();
      throw new UpstreamFailure("code", "", `1${response.status}`, { httpStatus: response.status });
    }
    noteUpstreamUnavailable();
    const said = `answered HTTP ${response.status} without an envelope`;
    logFailure(caller.trace, where, said, `upstream ${said}`);
    throw new UpstreamFailure(response.ok ? "invalid" : "unreachable", "upstream service answered garbage");
  }
}

/**
 * The guard's answer to a failure code: 2001 on a protected page logs in, anything else is a failure. Only a
 * message meant for learners is kept (docs/decisions/024); the rest is logged and never reaches a page.
 */
export function failureFor(caller: Caller, envelope: Envelope, httpStatus: number, where: string): Response {
  if (envelope.code === NOT_LOGGED_IN && caller.redirectWhenLoggedOut) {
    const pageUrl = new URL(caller.request.url);
    const school = loginSchool(pageUrl.pathname, null, readSchoolCookie(caller.request));
    return redirect(loginRedirectUrl(caller.env.loginServicePublicUrl, school, pageUrl.href));
  }
  noteUpstreamRefused();
  const said = envelope.message ?? "";
  if (said && learnerMessage(envelope.code, said, httpStatus) === null) {
    logRefusal(where, `HTTP ${httpStatus} code ${envelope.code} (not shown):`, said.slice(0, 500));
  }
  return new UpstreamFailure("code", said, envelope.code, { httpStatus });
}

/** `data` of a successful envelope, read by the caller's schema, or the failure of a broken contract. */
export function dataOf<S extends z.ZodType>(
  caller: Caller,
  envelope: Envelope,
  schema: S,
  where: string,
): z.output<S> {
  const data = schema.safeParse(envelope.data);
  if (data.success) return data.data;
  noteUpstreamUnavailable();
  const said = "data does not match the contract";
  logFailure(caller.trace, where, `${said}:`, `upstream ${said}`, z.prettifyError(data.error));
  throw new UpstreamFailure("invalid", "upstream service answered an unexpected shape");
}

/** A file call answered with a status that is not a file: the screen's 'resource does not exist' or a failure. */
export function notAFile(caller: Caller, response: Response, where: string): UpstreamFailure {
  const { status } = response;
  logFailure(
    caller.trace,
    where,
    `answered HTTP ${status} instead of a file`,
    status >= 500 ? `upstream HTTP ${status}` : null,
  );
  // A 404 keeps its number as the code, so a screen can say 'resource does not exist' (learner-area §8).
  const missing = status === 404 ? "404" : null;
  return new UpstreamFailure(status >= 500 ? "unreachable" : "invalid", "file not available", missing);
}
