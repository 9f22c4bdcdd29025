import { describe, expect, it } from "vitest";

import { charCount, withoutControlChars } from "~/domain/text-length";

describe("withoutControlChars", () => {
  it("drops C0 controls but tab, line feed and carriage return, DEL and C1", () => {
    expect(withoutControlChars("a\u0000b\u0001c\u001Bd\u007Fe\u0085f")).toBe("abcdef");
    expect(withoutControlChars("一\t二\n三\r\n四")).toBe("一\t二\n三\r\n四");
  });

  it("leaves other text alone, Chinese and emoji included", () => {
    expect(withoutControlChars("党课讲得很透彻 👍")).toBe("党课讲得很透彻 👍");
    expect(charCount(withoutControlChars("ab\u0000\u0000\u0000cdef"))).toBe(6);
  });
});
