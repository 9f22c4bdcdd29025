import { describe, expect, it } from "vitest";

import { schoolDisplayName } from "~/domain/school-name";

describe("schoolDisplayName", () => {
  const college = {
    school_name: "杭州职业技术学院",
    school_name_en: "Hangzhou Vocational and Technical College",
  };

  it("shows the school's own name in the Chinese UI, even when an English one is known", () => {
    expect(schoolDisplayName(college, "zh-CN")).toBe("杭州职业技术学院");
  });

  it("shows the English name in the English UI when the data carries it", () => {
    expect(schoolDisplayName(college, "en")).toBe("Hangzhou Vocational and Technical College");
  });

  it.each([undefined, null, "", "  "])("falls back to the school's name when the English one is %j", (en) => {
    expect(schoolDisplayName({ school_name: "示范学校", school_name_en: en }, "en")).toBe("示范学校");
  });
});
