import { CourseTile } from "~/components/public-site/course-tile";
import { hzvtcDetailPath, type SiteTile } from "~/domain/hzvtc-site";
import { useT } from "~/i18n/i18n";

/**
 * A college course tile: it opens the course's detail with its section key. The home's and the section pages'
 * tiles open it in a new tab (§2.2), and say so; search results and recommendations open it in place.
 */
export function HzvtcTile({
  course,
  large = false,
  newTab = true,
}: {
  course: SiteTile;
  large?: boolean;
  newTab?: boolean;
}) {
  const t = useT();
  return (
    <CourseTile
      name={course.name}
      photo={course.photo}
      art={course.art}
      href={hzvtcDetailPath(course.id, course.key)}
      size={large ? "large" : "normal"}
      newTab={newTab}
      newTabLabel={newTab ? t("site.opensInNewTab") : undefined}
    />
  );
}

/** A grid of college tiles; the first `large` are the lead tiles. */
export function HzvtcTiles({
  courses,
  large = 0,
  newTab = true,
  className = "hz-tiles",
}: {
  courses: readonly SiteTile[];
  large?: number;
  newTab?: boolean;
  className?: string;
}) {
  return (
    <ul className={`site-tiles ${className}`}>
      {courses.map((course, index) => (
        <li key={course.id} className={index < large ? "hz-tiles__lead" : undefined}>
          <HzvtcTile course={course} large={index < large} newTab={newTab} />
        </li>
      ))}
    </ul>
  );
}
