import { hasOwnPersonPhoto, initialsOf } from "~/domain/initials";

/**
 * A person's picture: their photo, or their initials on the site's accent colour (decision 046). Beside the name,
 * so decorative: the photo's alt is given by the caller where it adds something, the initials are hidden.
 */
export function Avatar({
  name,
  photo,
  alt = "",
  size = 64,
  className = "",
}: {
  name: string;
  photo?: string | null;
  alt?: string;
  size?: number;
  className?: string;
}) {
  if (photo && hasOwnPersonPhoto(photo)) {
    return (
      <img
        className={`avatar ${className}`}
        src={photo}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  }
  return (
    <span
      className={`avatar avatar--initials ${className}`}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
