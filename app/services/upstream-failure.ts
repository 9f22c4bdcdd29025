// Importable from components (no server code): the error boundary reads `reason` from a thrown failure.
// DESIGN.md §4: the upstream's codes are read here and in the fetch wrapper, nowhere else.

export const SUCCESS = "0000";
export const NOT_LOGGED_IN = "2001";
export const NOT_PERMITTED = "2004";

export type FailureReason = "unreachable" | "timeout" | "invalid" | "code";

/**
 * What a screen decides on: the session is gone (2001 where it does not redirect), the learner may not
 * (2004), the service could not answer (down, too slow, garbage), or the service refused with another code.
 */
export type FailureKind = "notLoggedIn" | "notPermitted" | "unavailable" | "refused";

export type UpstreamFailureBody = {
  reason: FailureReason;
  code: string | null;
  message: string;
};

const STATUS: Record<FailureReason, number> = { unreachable: 503, timeout: 503, invalid: 502, code: 502 };

const CODE_STATUS: Record<string, number> = { [NOT_LOGGED_IN]: 401, [NOT_PERMITTED]: 403 };

function kindOf(reason: FailureReason, code: string | null): FailureKind {
  if (reason !== "code") return "unavailable";
  if (code === NOT_LOGGED_IN) return "notLoggedIn";
  if (code === NOT_PERMITTED) return "notPermitted";
  return "refused";
}

/**
 * An upstream call that did not give the data asked for. It is a Response, so that a loader that does not
 * catch it still ends in the error boundary with a meaningful status (503 down, 502 bad answer, 403 study
 * not permitted), never a bare 500 or a stack trace; screens that have a fallback text catch it.
 */
export class UpstreamFailure extends Response {
  readonly reason: FailureReason;
  readonly kind: FailureKind;
  readonly code: string | null;
  readonly upstreamMessage: string;

  constructor(reason: FailureReason, message: string, code: string | null = null) {
    const status = (code ? CODE_STATUS[code] : undefined) ?? STATUS[reason];
    const body: UpstreamFailureBody = { reason, code, message };
    super(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
    this.reason = reason;
    this.kind = kindOf(reason, code);
    this.code = code;
    this.upstreamMessage = message;
  }

  /**
   * The server's own words for a code, for the learner; null when the service was down or answered garbage
   * (our internal wording is not for the learner) or said nothing.
   */
  get serverMessage(): string | null {
    return this.reason === "code" && this.upstreamMessage ? this.upstreamMessage : null;
  }

  /** Worth trying again: the service was down or too slow (not a refusal, not an answer we cannot read). */
  get retryable(): boolean {
    return this.reason === "unreachable" || this.reason === "timeout";
  }
}

export function isUpstreamFailureBody(value: unknown): value is UpstreamFailureBody {
  return typeof value === "object" && value !== null && "reason" in value && "message" in value;
}

/** True for an upstream failure of that kind (a programming error or a redirect is never one). */
export function failedWith(error: unknown, kind: FailureKind): error is UpstreamFailure {
  return error instanceof UpstreamFailure && error.kind === kind;
}

/**
 * A failed call as a screen sees it: what kind, the code, the server's words ('' when it has none) and the HTTP
 * status a reply that answers the failure itself carries (401, 403 for 2004, 502 a refusal or garbage, 503 down).
 */
export type Failure = { kind: FailureKind; code: string | null; message: string; status: number };

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
