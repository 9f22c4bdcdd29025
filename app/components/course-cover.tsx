type Props = {
  name: string;
  photo: string;
  /** The generated cover's classes (domain/course-cover, worked out by the services); "" for a photo of its own. */
  art: string;
  className: string;
  width: number;
  height: number;
  lazy?: boolean;
};

/**
 * A course's cover: its own photo, or, when the upstream has none (nothing, or the category's stock picture), a
 * cover of its name on a colour and motif of its own, in HTML and CSS. Decorative either way: the course's name
 * is printed beside it, so the photo has alt="" and the generated cover is hidden from screen readers.
 */
export function CourseCover({ name, photo, art, className, width, height, lazy = true }: Props) {
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
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
}
