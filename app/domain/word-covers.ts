// The placeholder covers of word materials on the public sites' course details (public-sites §2.3, §2.4), used by
// their one materials list (components/public-site/public-materials.tsx).

/** The placeholder cover of the n-th word material of a page (§2.4: 8 covers, taken in turn). */
export function rotatingCover<T>(covers: readonly T[], index: number): T | null {
  if (covers.length === 0) return null;
  const at = ((Math.trunc(index) % covers.length) + covers.length) % covers.length;
  return covers[at] ?? null;
}
