// Initials for an avatar drawn in the site's colours (decision 046), when the upstream gives no photo: a
// Chinese name gives its first character (the family name, as 黄 for 黄磊), a Latin one the first letters of its
// first and last words, titles left out ("Dr. Huang Lei" → "HL", "Master Fang Tao" → "FT").

const TITLES = /^(dr|prof|professor|mr|mrs|ms|miss|master|teacher|sir)\.?$/i;
const HAN = /\p{Script=Han}/u;

export function initialsOf(name: string): string {
  const text = name.trim();
  const first = Array.from(text)[0] ?? "";
  if (HAN.test(first)) return first;
  const words = text.split(/\s+/).filter((word) => word && !TITLES.test(word));
  if (words.length === 0) return first.toUpperCase();
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined].map(
    (word) => Array.from(word ?? "")[0] ?? "",
  );
  return letters.join("").toUpperCase();
}
