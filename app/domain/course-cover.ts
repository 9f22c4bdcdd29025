// A course's cover when the upstream gives no photo of its own (decisions 038 and 046).
//
// The upstream sends every course of a category the same stock clip-art (its /static/covers/*.svg), or nothing:
// a section of sixteen tiles showed sixteen identical red stars. Such a course gets a generated cover instead: a
// tone of the colours of the site it is shown on and a motif, with the first character of its name as a mark;
// its name is printed once, under the cover (decision 046: printed on the cover too, it was read twice). Tone and
// motif come from the course itself, so neighbours in a section differ and one course looks the same on every page
// and every visit. Worked out on the server (services add it to what they read); the page only prints two class
// names, so no script grows.

/** The upstream's shared stock artwork: one picture per category, not the course's own. */
const STOCK_COVER = /\/static\/covers\/[^/?#]+\.svg(?:[?#].*)?$/i;

/** How many tones and motifs the styles define (app/styles/_covers.scss: .cover--t0… and .cover--m0…). */
export const COVER_TONES = 4;
export const COVER_MOTIFS = 6;

/** The course has a photo of its own (not nothing, not the stock artwork). */
export function hasOwnPhoto(photo: string | null | undefined): boolean {
  return Boolean(photo) && !STOCK_COVER.test(photo ?? "");
}

/**
 * A stable, well-spread number from a text (the same on every server and every run): FNV-1a, then MurmurHash3's
 * final mix, without which texts that differ in one character (第1课, 第2课…) kept their low bits alike.
 */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

type CoverSource = { id: string; name: string; photo?: string | null; category_name?: string | null };

/**
 * The classes of the course's generated cover ("cover--t3 cover--m1"), or "" when it has a photo of its own,
 * which is then shown as it is. The colours are the site's (the styles read its palette); these pick a tone of
 * them and a motif.
 */
export function coverArtOf(course: CoverSource): string {
  if (hasOwnPhoto(course.photo)) return "";
  const hash = hashOf(`${course.id}\u0000${course.name}`);
  const tone = hash % COVER_TONES;
  const motif = Math.floor(hash / COVER_TONES) % COVER_MOTIFS;
  return `cover--t${tone} cover--m${motif}`;
}

/** The mark of a generated cover: the first letter or character of the name (not an opening 《 or a quote). */
export function coverMarkOf(name: string): string {
  return /[\p{L}\p{N}]/u.exec(name)?.[0]?.toUpperCase() ?? "";
}

/**
 * Where the server draws a course's generated cover as an SVG picture (routes/center.poster.$art.tsx), for the
 * places that need an image address rather than markup: the player's poster. "" for a course with a photo.
 */
export function coverPosterPath(course: { name: string; art: string }): string {
  const match = /^cover--t(\d) cover--m(\d)$/.exec(course.art);
  if (!match) return "";
  const mark = coverMarkOf(course.name);
  return `/center/poster/t${match[1]}-m${match[2]}${mark ? `?mark=${encodeURIComponent(mark)}` : ""}`;
}

/** The course as read, with `art`: its generated cover's classes ("" when it has a photo of its own). */
export function withCoverArt<T extends CoverSource>(course: T): T & { art: string } {
  return { ...course, art: coverArtOf(course) };
}
