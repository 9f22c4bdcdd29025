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
  className: string;
  size: keyof typeof COVER_SIZES;
  /** Overrides the size's rule (the first tiles of a public home are on the first screen). */
  lazy?: boolean;
};

/**
 * A course's cover: its own photo, or, when the upstream has none (nothing, or the category's stock picture), a
 * cover of its name on a colour and motif of its own, in HTML and CSS. Decorative either way: the course's name
 * is printed beside it, so the photo has alt="" and the generated cover is hidden from screen readers.
 */
export function CourseCover({ course: { name, photo, art }, className, size, lazy }: Props) {
  const [width, height, lazyBySize] = COVER_SIZES[size];
  return art || !photo ? (
    <span className={`${className} cover ${art}`} aria-hidden="true">
      <span className="cover__name">{name}</span>
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
