import { z } from "zod";
import { describe, expect, it } from "vitest";

import { optionalNumber } from "~/services/schema";

describe("optionalNumber", () => {
  const Shape = z.object({ value: optionalNumber });

  it("reads a missing, null or empty field as null", () => {
    expect(Shape.parse({})).toEqual({ value: null });
    expect(Shape.parse({ value: null })).toEqual({ value: null });
    expect(Shape.parse({ value: "" })).toEqual({ value: null });
  });

  it("reads numbers sent as numbers or numeric strings, and refuses anything else", () => {
    expect(Shape.parse({ value: 3 })).toEqual({ value: 3 });
    expect(Shape.parse({ value: "7" })).toEqual({ value: 7 });
    expect(Shape.safeParse({ value: "seven" }).success).toBe(false);
  });
});
