import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { coverMarkOf, coverPosterPath, withCoverArt } from "~/domain/course-cover";
import { POSTER_PALETTE, posterSvg } from "~/domain/cover-poster.server";
import { initialsOf } from "~/domain/initials";

// Decision 046: a course without a photo of its own has its generated cover as the player's poster, drawn by the
// server in the learning centre's palette; people without a photo get their initials.

describe("the generated cover's poster", () => {
  it("is drawn in the portal's palette as the tokens hold it", () => {
    const tokens = readFileSync(join(process.cwd(), "app/styles/_tokens.scss"), "utf8");
    const portal = /portal: \(\s*accent: (#[0-9a-f]{6}),\s*strong: (#[0-9a-f]{6}),/i.exec(tokens);
    expect(portal?.slice(1, 3)).toEqual([POSTER_PALETTE.accent, POSTER_PALETTE.strong]);
    const svg = posterSvg("t0-m1", "W") ?? "";
    expect(svg).toContain(`stop-color="${POSTER_PALETTE.strong}"`);
    expect(svg).toContain(`stop-color="${POSTER_PALETTE.accent}"`);
    expect(svg).toContain(">W</text>");
  });

  it("has an address for a course without a photo, none for one with a photo", () => {
    const course = withCoverArt({ id: "16", name: "Welding Safety", photo: "/static/covers/skills.svg" });
    const path = coverPosterPath(course);
    expect(path).toMatch(/^\/center\/poster\/t[0-3]-m[0-5]\?mark=W$/);
    const art = /poster\/([^?]+)/.exec(path)?.[1] ?? "";
    expect(posterSvg(art, "W")).toMatch(/^<svg /);
    expect(
      coverPosterPath(withCoverArt({ id: "16", name: "x", photo: "https://cdn.example.edu/16.jpg" })),
    ).toBe("");
  });

  it("draws nothing for an art that is none, and no mark but one letter", () => {
    expect(posterSvg("t9-m1", null)).toBeNull();
    expect(posterSvg("cover", null)).toBeNull();
    expect(posterSvg("t1-m2", "<script>")).not.toContain("<script>");
    expect(posterSvg("t1-m2", "<")).not.toContain("<text");
    expect(coverMarkOf("《论语》与职业人生")).toBe("论");
    expect(coverMarkOf("welding")).toBe("W");
  });
});

describe("initials", () => {
  it("take a Chinese name's first character and a Latin name's first and last initials, titles left out", () => {
    expect(initialsOf("黄磊")).toBe("黄");
    expect(initialsOf("Dr. Huang Lei")).toBe("HL");
    expect(initialsOf("Master Fang Tao")).toBe("FT");
    expect(initialsOf("Chen Yu")).toBe("CY");
    expect(initialsOf("Madonna")).toBe("M");
  });
});
