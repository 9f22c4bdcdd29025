import { coverMarkOf } from "~/domain/course-cover";

/**
 * Where a cover is shown, and so its box (width and height reserve the space, nothing shifts as it arrives) and
 * whether the browser may wait for it: the covers of a page's head are on the first screen.
 */
const COVER_SIZES = {
  card: [240, 135, true],
  tile: [320, 180, true],
  large: [640, 360, true],
  head: [320, 180, false],
  detail: [480, 270, false],
} as const;

type Props = {
  course: {
    name: string;
    photo: string;
    /** The generated cover's classes (domain/course-cover, worked out by the services); "" for a photo of its own. */
    art: string;
  };
  /** A short label on a generated cover (a course's subject or kind, where the place shows it nowhere else). */
  label?: string | null;
  className: string;
  size: keyof typeof COVER_SIZES;
  /** Overrides the size's rule (the first tiles of a public home are on the first screen). */
  lazy?: boolean;
};

/**
 * A course's cover: its own photo, or, when the upstream has none (nothing, or the category's stock picture), a
 * cover in the site's colours with a tone and motif of its own, its subject and the first character of its name,
 * in HTML and CSS (decision 046: never the whole name, which is printed once, beside or under it). Decorative
 * either way: the photo has alt="" and the generated cover is hidden from screen readers.
 */
export function CourseCover({ course: { name, photo, art }, label, className, size, lazy }: Props) {
  const [width, height, lazyBySize] = COVER_SIZES[size];
  return art || !photo ? (
    <span className={`${className} cover ${art}`} aria-hidden="true">
      {label ? <span className="cover__subject">{label}</span> : null}
      <span className="cover__mark">{coverMarkOf(name)}</span>
    </span>
  ) : (
    <img
      className={className}
      src={photo}
      alt=""
      width={width}
      height={height}
      loading={(lazy ?? lazyBySize) ? "lazy" : undefined}
      decoding="async"
    />
  );
}
