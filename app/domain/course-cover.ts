// A course's cover when the upstream gives no photo of its own (decision 038).
//
// The upstream sends every course of a category the same stock clip-art (its /static/covers/*.svg), or nothing:
// a section of sixteen tiles showed sixteen identical red stars. Such a course gets a generated cover instead:
// its name printed large on a colour and a motif. The motif comes from the category (courses of one subject share
// it, as a subject's colour does on 学堂在线), the colour from the course itself, so neighbours in a section
// differ and one course looks the same on every page and every visit. Worked out on the server (services add it
// to what they read); the page only prints two class names, so no script grows.

/** The upstream's shared stock artwork: one picture per category, not the course's own. */
const STOCK_COVER = /\/static\/covers\/[^/?#]+\.svg(?:[?#].*)?$/i;

/** How many colours and motifs the styles define (app/styles/_covers.scss: .cover--c0… and .cover--m0…). */
export const COVER_COLOURS = 8;
export const COVER_MOTIFS = 4;

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
 * The classes of the course's generated cover ("cover--c3 cover--m1"), or "" when it has a photo of its own,
 * which is then shown as it is.
 */
export function coverArtOf(course: CoverSource): string {
  if (hasOwnPhoto(course.photo)) return "";
  const colour = hashOf(`${course.id}\u0000${course.name}`) % COVER_COLOURS;
  const motif = hashOf(course.category_name || course.name) % COVER_MOTIFS;
  return `cover--c${colour} cover--m${motif}`;
}

/** The course as read, with `art`: its generated cover's classes ("" when it has a photo of its own). */
export function withCoverArt<T extends CoverSource>(course: T): T & { art: string } {
  return { ...course, art: coverArtOf(course) };
}
