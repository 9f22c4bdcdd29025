import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// Every text colour of the design tokens reads at 4.5:1 or more (WCAG 1.4.3 AA) on every
// background the portal's own screens put behind text: the background tokens and the light tints of the styles.

const SCSS = join(process.cwd(), "app/styles");

function tokens(): Map<string, string> {
  const source = readFileSync(join(SCSS, "_tokens.scss"), "utf8");
  return new Map(
    [...source.matchAll(/^\$(color-[\w-]+):\s*(#[0-9a-f]{6});/gim)].map(([, name, hex]) => [name!, hex!]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT = [
  "color-primary",
  "color-primary-dark",
  "color-text",
  "color-muted",
  "color-success",
  "color-danger",
  "color-warning",
  "color-partial",
];
const BACKGROUNDS = ["color-surface", "color-page"];
// The tints behind text in the learner screens' styles (badges, answer states, the study charts, the header).
const TINTS = ["#eaeef2", "#dafbe1", "#fdecea", "#e7f0fe", "#e8f5ec", "#eaf2fe", "#fdecec"];

describe("design tokens", () => {
  it("compute contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#1f6feb", "#f4f6f8")).toBeCloseTo(4.28, 2);
  });

  it("give every text colour 4.5:1 on every background token and tint", () => {
    const colours = tokens();
    const backgrounds = [...BACKGROUNDS.map((name) => colours.get(name)), ...TINTS];
    const failing = TEXT.flatMap((name) => {
      const text = colours.get(name);
      expect(text, name).toMatch(/^#[0-9a-f]{6}$/i);
      return backgrounds
        .filter((background) => contrast(text!, background!) < 4.5)
        .map((background) => `${name} ${text} on ${background}: ${contrast(text!, background!).toFixed(2)}`);
    });
    expect(failing).toEqual([]);
  });

  it("give white text 4.5:1 on the filled buttons", () => {
    const colours = tokens();
    for (const name of [
      "color-primary",
      "color-primary-dark",
      "color-success",
      "color-danger",
      "color-partial",
    ]) {
      expect(contrast("#ffffff", colours.get(name)!), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  // Decision 038: each site's palette and the generated covers' colours.
  const source = readFileSync(join(SCSS, "_tokens.scss"), "utf8");
  const block = (name: string) =>
    source.slice(source.indexOf(`$${name}: (`), source.indexOf(");", source.indexOf(`$${name}: (`)));

  it("give each site's palette white on its accent and strong colours, and its accent on its tint and the page", () => {
    const palettes = [
      ...block("site-palettes").matchAll(
        /([\w-]+): \(\s*accent: (#[0-9a-f]{6}),\s*strong: (#[0-9a-f]{6}),\s*tint: (#[0-9a-f]{6}),?\s*\)/gi,
      ),
    ];
    // Every palette a stylesheet uses is read here (a site's palette in another shape would be left unchecked).
    const used = readdirSync(SCSS)
      .filter((name) => name.endsWith(".scss"))
      .flatMap((name) => [
        ...readFileSync(join(SCSS, name), "utf8").matchAll(/@include site-palette\(([\w-]+)\)/g),
      ])
      .map(([, site]) => site);
    expect(used).toContain("portal");
    expect(new Set(palettes.map(([, site]) => site))).toEqual(new Set(used));
    const page = tokens().get("color-page")!;
    const failing = palettes.flatMap(([, site, accent, strong, tint]) =>
      [
        ["white on accent", "#ffffff", accent!],
        ["white on strong", "#ffffff", strong!],
        ["accent on tint", accent!, tint!],
        ["strong on tint", strong!, tint!],
        ["accent on page", accent!, page],
      ]
        .filter(([, text, ground]) => contrast(text!, ground!) < 4.5)
        .map(([what, text, ground]) => `${site}: ${what} ${contrast(text!, ground!).toFixed(2)}`),
    );
    expect(failing).toEqual([]);
  });

  it("draw the generated covers in the site's palette only, never a colour of their own (decision 046)", () => {
    const covers = readFileSync(join(SCSS, "_covers.scss"), "utf8").replace(/\/\/.*$/gm, "");
    // Its tones are the palette's accent and strong (white on both is held above) or these mixed with black;
    // its text is white, its motifs black or white at low opacity.
    expect([...new Set(covers.match(/#[0-9a-f]{3,8}\b/gi))].sort()).toEqual(["#000", "#fff"]);
    expect(covers).toContain("$accent");
    expect(covers).toContain("$accent-strong");
    expect(covers).not.toMatch(/color-mix\([^)]*#fff/);
  });
});
