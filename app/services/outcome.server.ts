import { UpstreamFailure } from "./upstream-failure";

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
