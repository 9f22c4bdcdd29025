import { expect } from "vitest";

// Custom matchers for Responses (after the Epic Stack's `toHaveRedirect`), registered by tests/setup.ts:
//   expect(response).toHaveRedirect("/center/100001/user/myNote?page=2");
//   expect(response).toHaveRedirect("https://login.example.edu/api/redirect?school_code=100001&from=…", 302);
//   expect(response).toHaveStatus(404);

/** The statuses that send a browser elsewhere with a Location header. */
export const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

// A base no real Location shares: a relative Location only equals a relative expectation, an absolute one
// only an absolute one with the same origin.
const RELATIVE_BASE = "http://relative.invalid";

/** A Location resolved for comparison: origin, path, query and fragment, nothing else normalised away. */
function resolved(location: string): string | null {
  try {
    const url = new URL(location, RELATIVE_BASE);
    return `${url.origin}${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** What a failure message says about the received value. */
function describeResponse(response: Response): string {
  const location = response.headers.get("location");
  return `a Response with status ${response.status}${location === null ? " and no Location" : ` to ${JSON.stringify(location)}`}`;
}

function shown(received: unknown): string {
  return received instanceof Response ? describeResponse(received) : `${String(received)} (not a Response)`;
}

expect.extend({
  /**
   * A Response that redirects: a 301, 302, 303, 307 or 308 status with a Location header; given `location`,
   * to that address (path and query, and the fragment, compared as parsed; a relative expectation wants a
   * relative Location, an absolute one the same origin); given `status`, with exactly that status.
   */
  toHaveRedirect(received: unknown, location?: string, status?: number) {
    const wanted = [
      "a redirect",
      location === undefined ? "" : ` to ${JSON.stringify(location)}`,
      status === undefined ? "" : ` with status ${status}`,
    ].join("");
    const message = () => `expected ${shown(received)} ${this.isNot ? "not " : ""}to be ${wanted}`;
    if (!(received instanceof Response)) return { pass: false, message };
    const actual = received.headers.get("location");
    const pass =
      REDIRECT_STATUSES.includes(received.status) &&
      (status === undefined || received.status === status) &&
      actual !== null &&
      (location === undefined || (resolved(actual) !== null && resolved(actual) === resolved(location)));
    return { pass, message, actual: actual ?? undefined, expected: location };
  },

  /** A Response (an UpstreamFailure is one too) with exactly this status. */
  toHaveStatus(received: unknown, status: number) {
    const pass = received instanceof Response && received.status === status;
    return {
      pass,
      message: () => `expected ${shown(received)} ${this.isNot ? "not " : ""}to have status ${status}`,
      actual: received instanceof Response ? received.status : received,
      expected: status,
    };
  },
});

interface ResponseMatchers<R = unknown> {
  /**
   * A redirect (301, 302, 303, 307, 308 with a Location); given `location`, to that address (path, query and
   * fragment compared; relative wants relative, absolute wants the same origin); given `status`, that status.
   */
  toHaveRedirect(location?: string, status?: number): R;
  /** A Response with exactly this status. */
  toHaveStatus(status: number): R;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends ResponseMatchers<T> {}
}
