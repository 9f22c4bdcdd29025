// Importable from components (no server code): the error boundary reads `reason` from a thrown failure.
// docs/design.md §4: the upstream's codes are read here and in the fetch wrapper, nowhere else.

export const SUCCESS = "0000";
export const NOT_LOGGED_IN = "2001";
export const NOT_PERMITTED = "2004";

/**
 * Words that mark a message as written for developers, not learners: a database error, an exception, a stack
 * frame, a source path, a query.
 */
const INTERNAL_TEXT =
  /sqlstate|exception|traceback|stack ?trace|errno|syntax error|undefined (index|offset|variable|method)|null ?pointer|segmentation|\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b|\bat [\w$.<>]+ ?\(|(^|[\s(])(\/[\w.@-]+){2,}|[a-z]:\\|\.(php|py|java|js|ts|go|rb|cs|cpp)\b|:\d+:\d+|line \d+|\{\s*"|<\/?[a-z]+[\s>]/i;

/** The longest server message shown to a learner; anything longer is a dump, not a sentence for them. */
const LEARNER_MESSAGE_MAX = 120;

/**
 * The server's message when it is meant for the learner, else null (docs/decisions/024): a business refusal
 * (a four-digit code 1xxx–4xxx on an HTTP 2xx answer) with a short message free of internal text. A 5xxx code,
 * an HTTP error status, an unknown code shape or a message that reads like a log line is logged, never shown:
 * the screen shows its own fallback text instead.
 */
export function learnerMessage(code: string, message: string, httpStatus = 200): string | null {
  const text = message.trim();
  if (!text || httpStatus < 200 || httpStatus > 299) return null;
  if (!/^[1-4]\d{3}$/.test(code)) return null;
  if (text.length > LEARNER_MESSAGE_MAX || INTERNAL_TEXT.test(text)) return null;
  return text;
}

import type { FailureReason, UpstreamFailureBody } from "~/utils/upstream-failure-body";

export type { FailureReason } from "~/utils/upstream-failure-body";

/**
 * What a screen decides on: the session is gone (2001 where it does not redirect), the learner may not
 * (2004), the service could not answer (down, too slow, garbage), or the service refused with another code.
 */
export type FailureKind = "notLoggedIn" | "notPermitted" | "unavailable" | "refused";

const STATUS: Record<FailureReason, number> = { unreachable: 503, timeout: 503, invalid: 502, code: 502 };

const CODE_STATUS: Record<string, number> = { [NOT_LOGGED_IN]: 401, [NOT_PERMITTED]: 403 };

/** A refusal code whose last three digits name an HTTP status answers with that status (1403 → 403). */
const REFUSAL_STATUSES = new Set([400, 403, 404, 409, 410, 413, 422, 429]);

/**
 * The one mapping from an upstream answer to the portal's HTTP status (docs/design.md §11, docs/decisions/028):
 * 2001 → 401 (where it does not redirect to the login), 2004 → 403, a business refusal 1xxx–4xxx → the status
 * its last three digits name when that is a 4xx status a refusal can be (1403 → 403, 1404 → 404, 1409 → 409,
 * 1422 → 422, 1429 → 429), any other refusal 422; a code naming a server error (x5xx: 1500) or a 5xxx code or
 * an unknown shape → 502 (the service's own fault); down or too slow → 503; an answer we cannot read → 502.
 */
export function failureStatus(reason: FailureReason, code: string | null): number {
  if (reason !== "code" || code === null) return STATUS[reason];
  const fixed = CODE_STATUS[code];
  if (fixed !== undefined) return fixed;
  if (!/^[1-4]\d{3}$/.test(code)) return STATUS.code;
  const named = Number(code.slice(1));
  // 1500, 3503…: the service names its own failure, not a refusal of what was asked.
  if (named >= 500) return STATUS.code;
  return REFUSAL_STATUSES.has(named) ? named : 422;
}

function kindOf(reason: FailureReason, code: string | null): FailureKind {
  if (reason !== "code") return "unavailable";
  if (code === NOT_LOGGED_IN) return "notLoggedIn";
  if (code === NOT_PERMITTED) return "notPermitted";
  return "refused";
}

/**
 * An upstream call that did not give the data asked for. It is a Response, so that a loader that does not
 * catch it still ends in the error boundary with a meaningful status (`failureStatus`: 503 down, 502 bad answer,
 * 403 study not permitted, 403/404/409/422 a refusal), never a bare 500 or a stack trace; screens that have a fallback text catch it.
 */
export class UpstreamFailure extends Response {
  readonly reason: FailureReason;
  readonly kind: FailureKind;
  readonly code: string | null;
  readonly upstreamMessage: string;
  /**
   * The request may have reached the service and been carried out: it timed out, the connection broke after it
   * was sent, or the answer could not be read. A write that fails so is not known to have failed (decision 024).
   */
  readonly uncertain: boolean;

  constructor(
    reason: FailureReason,
    message: string,
    code: string | null = null,
    options: { uncertain?: boolean; httpStatus?: number } = {},
  ) {
    const status = failureStatus(reason, code);
    // What reaches the page (the error boundary's data) is only ever words meant for the learner, or ours.
    // Our own wording of a failure ('upstream service unavailable') is for the log, not the page either.
    const shown = reason === "code" ? (learnerMessage(code ?? "", message, options.httpStatus) ?? "") : "";
    const body: UpstreamFailureBody = { reason, code, message: shown };
    super(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
    this.reason = reason;
    this.kind = kindOf(reason, code);
    this.code = code;
    this.upstreamMessage = message;
    this.uncertain = options.uncertain ?? (reason === "timeout" || reason === "invalid");
    this.learnerText = reason === "code" && shown ? shown : null;
  }

  private readonly learnerText: string | null;

  /**
   * The server's own words for a code, for the learner; null when the service was down or answered garbage
   * (our internal wording is not for the learner), said nothing, or said something not meant for learners
   * (`learnerMessage`: a 5xxx code, an HTTP error, an unknown code, a log line). `upstreamMessage` keeps the
   * raw text for the log.
   */
  get serverMessage(): string | null {
    return this.learnerText;
  }

  /** Worth trying again: the service was down or too slow (not a refusal, not an answer we cannot read). */
  get retryable(): boolean {
    return this.reason === "unreachable" || this.reason === "timeout";
  }
}

/** True for an upstream failure of that kind (a programming error or a redirect is never one). */
export function failedWith(error: unknown, kind: FailureKind): error is UpstreamFailure {
  return error instanceof UpstreamFailure && error.kind === kind;
}

/**
 * A failed call as a screen sees it: what kind, the code, the server's words ('' when it has none) and the HTTP
 * status a reply that answers the failure itself carries (`failureStatus`: 401, 403 for 2004, 403/404/409/422 a
 * refusal, 502 garbage or a server error code, 503 down).
 */
export type Failure = {
  kind: FailureKind;
  code: string | null;
  message: string;
  status: number;
  /** The call may have been carried out (a time-out, a broken connection, an unreadable answer). */
  uncertain?: boolean;
};

/** A call that may fail without taking the page down: the screen shows its fallback for that section. */
export type Outcome<T> = { ok: true; data: T } | ({ ok: false } & Failure);

/**
 * Settles an upstream call into an Outcome. Only an UpstreamFailure becomes a failed outcome; a redirect
 * (2001 → login), a programming error or anything else still propagates, so a TypeError is never shown as
 * "the service failed".
 */
export async function settle<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    return {
      ok: false,
      kind: error.kind,
      code: error.code,
      message: error.serverMessage ?? "",
      status: error.status,
      ...(error.uncertain ? { uncertain: true } : {}),
    };
  }
}

/** The value, or null when the upstream could not give it (a list with a fallback text, a logo). */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  const outcome = await settle(call);
  return outcome.ok ? outcome.data : null;
}

/**
 * A route's 2004 policy: the value of `answer` when the upstream says 'not permitted' (a not-found page, a
 * study ban, a taken-down course), every other failure unchanged.
 */
export async function onNotPermitted<T, A>(call: Promise<T>, answer: () => A): Promise<T | A> {
  try {
    return await call;
  } catch (error) {
    if (failedWith(error, "notPermitted")) return answer();
    throw error;
  }
}
