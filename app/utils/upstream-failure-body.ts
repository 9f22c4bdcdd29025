// The body of a thrown upstream failure as the error boundary reads it (docs/decisions/024). A module of its own
// so that the pages' JavaScript takes this check without the failure model (upstream-failure.ts).

export type FailureReason = "unreachable" | "timeout" | "invalid" | "code";

export type UpstreamFailureBody = {
  reason: FailureReason;
  code: string | null;
  message: string;
};

export function isUpstreamFailureBody(value: unknown): value is UpstreamFailureBody {
  return typeof value === "object" && value !== null && "reason" in value && "message" in value;
}
