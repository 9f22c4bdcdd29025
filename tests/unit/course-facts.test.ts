import { describe, expect, it } from "vitest";

import { courseFactsOf } from "~/domain/course-facts";

describe("a course's facts for a page (learner-area §3)", () => {
  it("keeps the cover, the name and the two facts, and nothing else the service read", () => {
    const read = {
      id: "7",
      name: "党史",
      photo: "/p.png",
      art: "",
      category_name: "党员标准",
      total_time: "2小时",
      intro: "<p>long html</p>",
      status: 1,
      remaining_day: 30,
    };
    expect(courseFactsOf(read)).toEqual({
      id: "7",
      name: "党史",
      photo: "/p.png",
      art: "",
      category_name: "党员标准",
      total_time: "2小时",
    });
  });
});
