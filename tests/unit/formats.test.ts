import { describe, expect, it } from "vitest";

import { notePosition } from "~/domain/note-rules";
import { cutText } from "~/domain/text-length";
import { pageCount, pageWindow, parsePage } from "~/domain/pagination";
import { datePart, formatHms } from "~/domain/time-format";

describe("formatHms", () => {
  it("pads and does not wrap hours", () => {
    expect(formatHms(0)).toBe("00:00:00");
    expect(formatHms(3725)).toBe("01:02:05");
    expect(formatHms(90061)).toBe("25:01:01");
    expect(formatHms(-5)).toBe("00:00:00");
    expect(formatHms(59.9)).toBe("00:00:59");
  });

  it("takes the date part of a time", () => {
    expect(datePart("2026-03-01 12:30:00")).toBe("2026-03-01");
    expect(datePart("2026-03-01T12:30:00Z")).toBe("2026-03-01");
    expect(datePart("n/a")).toBe("n/a");
  });
});

describe("pagination", () => {
  it("reads only whole page numbers from 1", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "", "0", "-1", "2.5", "x"]) expect(parsePage(bad)).toBe(1);
    // Not plain digits, or past the last page anyone may ask for: page 1.
    for (const bad of ["1e300", "9007199254740993", "0x10", " 2", "2 ", "+2", "1000000", "100001"])
      expect(parsePage(bad)).toBe(1);
    expect(parsePage("100000")).toBe(100000);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(23, 10)).toBe(3);
  });

  it("links the ends and two either side, with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    // A page past the end (or one where n + 1 === n) never loops: only the list's own pages are linked.
    expect(pageWindow(2 ** 53, 3)).toEqual([1, null, 3]);
    expect(pageWindow(99_999, 4)).toEqual([1, null, 4]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, null, 9]);
  });
});

describe("notes", () => {
  it("cuts at the limit with an ellipsis, by character", () => {
    expect(cutText("short", 1000)).toEqual({ text: "short", cut: false });
    expect(cutText("😀".repeat(6), 5)).toEqual({ text: `${"😀".repeat(5)}…`, cut: true });
  });

  it("places a video note by time and any other by page", () => {
    expect(notePosition(1, 75)).toEqual({ kind: "time", seconds: 75 });
    expect(notePosition(2, 3)).toEqual({ kind: "page", page: 3 });
  });
});
