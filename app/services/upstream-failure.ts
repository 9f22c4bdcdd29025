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

/**
 * The value, or null when the upstream could not give it: for lists that stay empty with a fallback text and
 * for page parts (a logo) whose absence is not an error page. Redirects and other errors go on.
 */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamFailure) return null;
    throw error;
  }
}
