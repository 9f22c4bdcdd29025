// A course's generated cover drawn as an SVG picture on the server (decision 046), for the places that need an
// image's address rather than markup: the player's poster, which stood the upstream's stock clip-art (a gear and
// a spanner) on the stage. The same tones and motifs as the covers in the pages (app/styles/_covers.scss), in the
// learning centre's palette (the portal's, app/styles/_tokens.scss: the player is a learning-centre page), a
// little darker for a calm stage, with the name's first character as its mark.

/** The portal's palette, as app/styles/_tokens.scss $site-palettes holds it (a unit test keeps the two equal). */
export const POSTER_PALETTE = { accent: "#1560d0", strong: "#0f4aa8" } as const;

/** `c` mixed with black: `share` of it kept (CSS color-mix(in srgb, c share, #000)). */
function darker(hex: string, share: number): string {
  const channels = [1, 3, 5].map((start) =>
    Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * share),
  );
  return `#${channels.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

const { accent, strong } = POSTER_PALETTE;
const deep = darker(strong, 0.7);
const TONES: readonly (readonly [string, string])[] = [
  [strong, accent],
  [accent, deep],
  [deep, strong],
  [accent, strong],
];

const MOTIFS: readonly string[] = [
  // Rings from a corner.
  `<g fill="none" stroke="#000" stroke-opacity=".16" stroke-width="3">${Array.from(
    { length: 14 },
    (_, i) => `<circle cx="640" cy="0" r="${(i + 1) * 24}"/>`,
  ).join("")}</g>`,
  // A large disc and a small one.
  `<circle cx="563" cy="43" r="180" fill="#000" fill-opacity=".22"/><circle cx="397" cy="122" r="58" fill="#fff" fill-opacity=".1"/>`,
  // A grid of dots.
  `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="1.6" fill="#000" fill-opacity=".22"/></pattern><rect width="640" height="360" fill="url(#p)"/>`,
  // Fine diagonals.
  `<pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="2" height="14" fill="#fff" fill-opacity=".07"/></pattern><rect width="640" height="360" fill="url(#p)"/>`,
  // Waves along the foot.
  `<g fill="none" stroke="#000" stroke-opacity=".14" stroke-width="4">${Array.from(
    { length: 12 },
    (_, i) => `<ellipse cx="320" cy="504" rx="${(i + 1) * 26 * 1.6}" ry="${(i + 1) * 26}"/>`,
  ).join("")}</g>`,
  // A grid of fine lines.
  `<pattern id="p" width="18" height="18" patternUnits="userSpaceOnUse"><path d="M18 0H0V18" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern><rect width="640" height="360" fill="url(#p)"/>`,
];

const ART = /^t(\d)-m(\d)$/;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The poster of the generated cover `art` ("t1-m3", as coverPosterPath writes it) with its `mark` (one letter or
 * character; anything else is left out), or null for an art that is none.
 */
export function posterSvg(art: string, mark: string | null): string | null {
  const match = ART.exec(art);
  const tone = TONES[Number(match?.[1])];
  const motif = MOTIFS[Number(match?.[2])];
  if (!match || !tone || !motif) return null;
  const letter = mark && /^[\p{L}\p{N}]$/u.test(mark) ? mark : "";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone[0]}"/>`,
    `<stop offset="1" stop-color="${tone[1]}"/></linearGradient>`,
    `<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient></defs>`,
    `<rect width="640" height="360" fill="url(#g)"/>`,
    motif,
    `<rect width="640" height="360" fill="url(#v)"/>`,
    letter
      ? `<text x="600" y="330" text-anchor="end" font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif" font-size="150" font-weight="700" fill="#fff" fill-opacity=".9">${escapeXml(letter)}</text>`
      : "",
    `</svg>`,
  ].join("");
}
