import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestUpstream, login, type TestUpstream } from "./helpers";

// Decision 027 (what the acceptance test found): the demo data shows every rule the spec gives. learner100004 (the party tenant, whose cards
// say 'expert', learner-area §2) has courses in my courses.
let up: TestUpstream;
beforeAll(async () => {
  up = await createTestUpstream();
});
afterAll(() => up.close());

describe("demo data", () => {
  it("gives learner100004 party courses with a teacher in my courses", async () => {
    const cookie = await login(up.app, "learner100004");
    const res = await up.app.request("/api/my/course?page=1&size=12&is_learn=0", { headers: { cookie } });
    const body = (await res.json()) as { code: string; data: { items: { id: unknown; teacher?: string }[] } };
    expect(body.code).toBe("0000");
    expect(body.data.items.length).toBeGreaterThanOrEqual(3);
    for (const course of body.data.items) expect(course.teacher).toBeTruthy();
  });
});
