import { describe, expect, it } from "vitest";

import { byteRange } from "../../upstream/files";

// The reference upstream's one reading of a Range header (upstream/files.ts; decision 047), for its downloads and
// its demo media: what a player's seek and a resumed download get.
describe("byteRange", () => {
  it.each([
    ["bytes=0-99", { status: 206, start: 0, end: 99 }],
    ["bytes=1000-", { status: 206, start: 1000, end: 2999 }],
    ["bytes=2000-9999", { status: 206, start: 2000, end: 2999 }],
    ["bytes=-500", { status: 206, start: 2500, end: 2999 }],
    // A suffix longer than the file is the whole file (RFC 9110 section 14.1.2).
    ["bytes=-5000", { status: 206, start: 0, end: 2999 }],
    [" bytes=0-9 ", { status: 206, start: 0, end: 9 }],
  ])("gives one range for %j", (header, range) => {
    expect(byteRange(3000, header)).toEqual(range);
  });

  it.each([undefined, "", "bytes=-", "bytes=abc", "bytes=0-1,5-9", "items=0-5"])(
    "gives the whole file for %j (none, malformed, several, another unit)",
    (header) => {
      expect(byteRange(3000, header)).toEqual({ status: 200 });
    },
  );

  it.each(["bytes=3000-", "bytes=5-2", "bytes=-0"])("gives nothing it can serve for %j (416)", (header) => {
    expect(byteRange(3000, header)).toEqual({ status: 416 });
  });
});
