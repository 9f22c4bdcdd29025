import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// Decision 046: a site's own artwork (its banners, detail grounds and material covers) is drawn in its palette's
// hues: the college's course page put a green cover on a red-orange ground, its material covers were purple,
// brown and navy.

const SITES = join(process.cwd(), "public/center/sites");

/** Hue in degrees and saturation (HSL) of a #rrggbb colour. */
function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

/** The colours of a site's SVGs whose hue is outside [from, to] degrees (greys and near-greys pass). */
function offPalette(site: string, from: number, to: number): string[] {
  const folder = join(SITES, site);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".svg"))
    .flatMap((file) =>
      [...readFileSync(join(folder, file), "utf8").matchAll(/#[0-9a-f]{6}\b/gi)]
        .map(([hex]) => hex)
        .filter((hex) => {
          const { hue, saturation } = hueOf(hex);
          return saturation > 0.15 && (hue < from || hue > to);
        })
        .map((hex) => `${file} ${hex}`),
    );
}

describe("a site's artwork", () => {
  it("reads hue and saturation as HSL does", () => {
    expect(Math.round(hueOf("#047857").hue)).toBe(163);
    expect(Math.round(hueOf("#c2410c").hue)).toBe(17);
    expect(hueOf("#808080").saturation).toBe(0);
  });

  it("is in the college's greens and teals", () => {
    expect(offPalette("hzvtc", 90, 200)).toEqual([]);
  });
});
