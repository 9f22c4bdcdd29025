// Importable from components (no server code): the error boundary reads `reason` from a thrown failure.

export type FailureReason = "unreachable" | "timeout" | "invalid" | "code";

export type UpstreamFailureBody = {
  reason: FailureReason;
  code: string | null;
  message: string;
};

const STATUS: Record<FailureReason, number> = { unreachable: 503, timeout: 503, invalid: 502, code: 502 };

const CODE_STATUS: Record<string, number> = { "2001": 401, "2004": 403 };

/**
 * An upstream call that did not give the data asked for. It is a Response, so that a loader that does not
 * catch it still ends in the error boundary with a meaningful status (503 down, 502 bad answer, 403 study
 * not permitted), never a bare 500 or a stack trace; screens that have a fallback text catch it.
 */
export class UpstreamFailure extends Response {
  readonly reason: FailureReason;
  readonly code: string | null;
  readonly upstreamMessage: string;

  constructor(reason: FailureReason, message: string, code: string | null = null) {
    const status = (code ? CODE_STATUS[code] : undefined) ?? STATUS[reason];
    const body: UpstreamFailureBody = { reason, code, message };
    super(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
    this.reason = reason;
    this.code = code;
    this.upstreamMessage = message;
  }
}

export function isUpstreamFailureBody(value: unknown): value is UpstreamFailureBody {
  return typeof value === "object" && value !== null && "reason" in value && "message" in value;
}

/** A call that may fail without taking the page down: the screen shows its fallback for that section. */
export type Outcome<T> = { ok: true; data: T } | { ok: false; code: string | null; message: string };

/**
 * Settles an upstream call into an Outcome. Only an UpstreamFailure becomes a failed outcome; a redirect
 * (2001 → login) or any other error still propagates. `message` is the server's own text for a failure code,
 * empty when the service was down or answered garbage (our internal wording is not for the learner).
 */
export async function settle<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    return { ok: false, code: error.code, message: error.reason === "code" ? error.upstreamMessage : "" };
  }
}

/** The value, or null when the upstream could not give it (a list with a fallback text, a logo). */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  const outcome = await settle(call);
  return outcome.ok ? outcome.data : null;
}
