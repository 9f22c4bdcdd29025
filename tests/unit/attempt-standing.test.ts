import { describe, expect, it } from "vitest";

import { attemptStanding } from "~/domain/attempt-standing";

// The start dialog's attempts used and left, and a closed assessment said before 'Begin' (decision 043).
describe("attemptStanding", () => {
  it("counts a single attempt's use: one left, then none and closed", () => {
    expect(attemptStanding({ limit_type: 1, attempts: 0, can_start: 1 })).toEqual({
      used: 0,
      left: 1,
      closed: null,
    });
    expect(attemptStanding({ limit_type: 1, attempts: 1, can_start: 0 })).toEqual({
      used: 1,
      left: 0,
      closed: "used",
    });
    // The upstream's can_start missing or stale changes nothing: the single attempt is used.
    expect(attemptStanding({ limit_type: 1, attempts: 1 }).closed).toBe("used");
  });

  it("keeps unlimited attempts open, closed only when the upstream says it is not open now", () => {
    expect(attemptStanding({ limit_type: 2, attempts: 3, can_start: 1 })).toEqual({
      used: 3,
      left: null,
      closed: null,
    });
    expect(attemptStanding({ limit_type: 2, attempts: 0, can_start: 0 }).closed).toBe("notOpen");
    expect(attemptStanding({ limit_type: null, attempts: null })).toEqual({
      used: 0,
      left: null,
      closed: null,
    });
  });
});
