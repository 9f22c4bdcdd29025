import { initialsOf } from "~/domain/initials";

/**
 * A person's picture: their photo when the upstream gives one, else their initials on the site's accent colour
 * (decision 046; before, nothing, or a stand-in with another person's letters). Beside the name, so the initials
 * are hidden from screen readers; the photo's alt is the caller's.
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
  if (photo) {
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
