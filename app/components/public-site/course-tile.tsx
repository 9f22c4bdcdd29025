import { Link } from "@remix-run/react";
import { useContentLang } from "~/hooks/use-content-lang";

import { CourseCover } from "~/components/course-cover";

type Props = {
  name: string;
  photo: string;
  /** The generated cover's classes when the course has no photo of its own (domain/course-cover). */
  art: string;
  href: string;
  /** A larger tile (the first of a feature block, a mosaic's lead). */
  size?: "normal" | "large";
  /** §2.2: a tile opens the detail page in a new tab; the label says so. */
  newTab?: boolean;
  newTabLabel?: string;
  /** Below the fold: let the browser wait. The first screen's covers load at once. */
  lazy?: boolean;
  meta?: string;
};

/**
 * A course or resource tile: a cover with its width and height set (nothing shifts as covers arrive) and the
 * name as the link text. The cover is decorative (CourseCover) because the name beside it already names the link.
 */
export function CourseTile({
  name,
  photo,
  art,
  href,
  size = "normal",
  newTab = false,
  newTabLabel,
  lazy = true,
  meta,
}: Props) {
  const lang = useContentLang();
  const content = (
    <>
      <CourseCover
        className="tile__cover"
        course={{ name, photo, art }}
        size={size === "large" ? "large" : "tile"}
        lazy={lazy}
      />
      <span className="tile__name" lang={lang(name)}>
        {name}
      </span>
      {meta ? (
        <span className="tile__meta" lang={lang(meta)}>
          {meta}
        </span>
      ) : null}
      {newTab && newTabLabel ? <span className="visually-hidden">{newTabLabel}</span> : null}
    </>
  );
  const className = `tile tile--${size}`;
  return newTab ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className={className} to={href}>
      {content}
    </Link>
  );
}
