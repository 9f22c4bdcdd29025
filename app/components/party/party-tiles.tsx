import { CourseTile } from "~/components/public-site/course-tile";
import { type PartyKey } from "~/domain/party-keys";
import { partyDetailPath } from "~/domain/party-paths";
import { useT } from "~/i18n/i18n";

/** A listed party course as a tile shows it: what getCourseList gives, no more. */
export type PartyCourse = { id: string; name: string; photo: string; art: string };

/** A listed course of the resource-site calls, reduced to its tile. */
export const partyCourseOf = (course: PartyCourse): PartyCourse => ({
  id: course.id,
  name: course.name,
  photo: course.photo,
  art: course.art,
});

/**
 * A party course tile (public-sites §2.4): it opens the party detail in a new tab, with the key of the section it
 * is shown in (the local page's and the home's local block: key=local), and says so.
 */
export function PartyTile({
  course,
  section,
  large = false,
  lazy = true,
}: {
  course: PartyCourse;
  section: PartyKey;
  large?: boolean;
  lazy?: boolean;
}) {
  const t = useT();
  return (
    <CourseTile
      name={course.name}
      photo={course.photo}
      art={course.art}
      href={partyDetailPath(course.id, section)}
      size={large ? "large" : "normal"}
      newTab
      newTabLabel={t("site.opensInNewTab")}
      lazy={lazy}
    />
  );
}

/** A grid of party tiles; the first `large` are the lead tiles. */
export function PartyTiles({
  courses,
  section,
  large = 0,
  className = "",
}: {
  courses: readonly PartyCourse[];
  section: PartyKey;
  large?: number;
  className?: string;
}) {
  return (
    <ul className={`site-tiles party-tiles ${className}`.trim()}>
      {courses.map((course, index) => (
        <li key={course.id} className={index < large ? "party-tiles__lead" : undefined}>
          <PartyTile course={course} section={section} large={index < large} />
        </li>
      ))}
    </ul>
  );
}

/** A party course listed outside its section, with the key of the section its category belongs to (or none). */
export type KeyedPartyCourse = PartyCourse & { key: PartyKey | null };

/**
 * Cards of party courses found outside a section (search results, a training project's courses): each opens the
 * party detail in the same tab, with its own category's key.
 */
export function PartyCourseCards({ courses }: { courses: readonly KeyedPartyCourse[] }) {
  return (
    <ul className="site-tiles party-cards">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseTile
            name={course.name}
            photo={course.photo}
            art={course.art}
            href={partyDetailPath(course.id, course.key)}
          />
        </li>
      ))}
    </ul>
  );
}
