import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { partyCourseOf, PartyTile, PartyTiles } from "~/components/party/party-tiles";
import { ChipLinks } from "~/components/public-site/chip-links";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { SectionHeading } from "~/components/public-site/section-heading";
import { Carousel, carouselLinks } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import { chipLeadsSomewhere, PARTY_CHIP_LIMIT, PARTY_HOME_ORDER, PARTY_SECTIONS } from "~/domain/party-site";
import { PARTY_SCHOOL } from "~/domain/party-keys";
import { partyListPath, partyProjectPath } from "~/domain/party-paths";
import { PARTY_PROJECTS } from "~/domain/party-projects";
import { siteTenantRedirect } from "~/domain/sites.server";
import { requireSchool } from "~/forms/ids.server";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { titleFromRoot } from "~/utils/page-title";
import { shareable } from "~/utils/share-meta";
import { useContentLang } from "~/hooks/use-content-lang";

// public-sites §2.4: the party-building site's home, /center/100004/custom/party — four training projects and the
// six sections (join, edu, new, learn, example, local), each with at most 5 chips and a More link.

export const handle: FrameHandle<typeof loader> = { frame: () => ({ current: "home" }) };

// The join section is a carousel.
export const links = carouselLinks;

/** The join carousel's tiles per view on wide screens (one and a bit on a phone). */
const JOIN_PER_VIEW = 4;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  // §4.1, §6: the site is the party school's; any other school goes to its own 404 page.
  const elsewhere = siteTenantRedirect("party", school);
  if (elsewhere) throw redirect(elsewhere);

  const api = createApi(request);
  // Every section's chips and courses at once: one round of 12 upstream calls, and the local blocks' counts.
  const sections = await Promise.all(
    PARTY_HOME_ORDER.map(async (key) => {
      const section = PARTY_SECTIONS[key];
      // The blocks that appear on the list page only with data (local): their counts, so that no chip leads
      // to a section the list leaves out. Asked in the same round (one course each).
      const gated = section.blocks.filter((block) => block.onlyWithData).map((block) => block.categoryId);
      const [chips, courses, ...counts] = await Promise.all([
        settle(
          listSiteCategories(api, { school: PARTY_SCHOOL, rootId: section.rootId, size: PARTY_CHIP_LIMIT }),
        ),
        settle(
          listSiteCourses(api, { school: PARTY_SCHOOL, categoryId: section.rootId, size: section.home.size }),
        ),
        ...gated.map((categoryId) =>
          settle(listSiteCourses(api, { school: PARTY_SCHOOL, categoryId, size: 1 })),
        ),
      ]);
      const totals = new Map(
        gated.flatMap((categoryId, index) => {
          const count = counts[index];
          return count?.ok ? [[categoryId, count.data.total] as const] : [];
        }),
      );
      return {
        key,
        // The block's layout as data, so that the sections' table stays on the server.
        home: section.home,
        chips: chips.ok
          ? chips.data
              .slice(0, PARTY_CHIP_LIMIT)
              .map((category) => ({ id: Number(category.id), name: category.name }))
              .filter((chip) => chipLeadsSomewhere(chip.id, totals))
          : [],
        courses: courses.ok ? courses.data.items.slice(0, section.home.size).map(partyCourseOf) : null,
        failed: !chips.ok || !courses.ok,
      };
    }),
  );
  // The project tiles as data: the projects' module (with the speakers' bios) stays on the server.
  const projects = PARTY_PROJECTS.map(({ index, name, cover }) => ({ index, name, cover: cover.src }));
  return data({ projects, sections });
}

export const meta: MetaFunction = shareable(({ matches }) => [{ title: titleFromRoot(matches, "home") }]);

type HomeSection = ReturnType<typeof useLoaderData<typeof loader>>["sections"][number];

export default function PartyHome() {
  const t = useT();
  const { projects, sections } = useLoaderData<typeof loader>();
  const lang = useContentLang();
  return (
    <>
      <h1 className="visually-hidden">{t("party.home.heading")}</h1>
      <section className="party-projects" aria-labelledby="home-projects">
        <h2 id="home-projects" className="visually-hidden">
          {t("party.home.projects")}
        </h2>
        <ul>
          {projects.map((project) => (
            <li key={project.index}>
              <Link className="party-project-tile" to={partyProjectPath(project.index)}>
                <img src={project.cover} alt="" width={440} height={248} decoding="async" />
                <span className="party-project-tile__name" lang={lang(project.name)}>
                  {project.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {sections.map((section) => (
        <HomeSectionView key={section.key} section={section} />
      ))}
    </>
  );
}

function HomeSectionView({ section }: { section: HomeSection }) {
  const t = useT();
  const { key, home } = section;
  const title = t(`party.section.${key}`);
  const headingId = `home-${key}`;
  return (
    <section className={`site-block party-block party-block--${key}`} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title}>
        <Link className="site-block__more" to={partyListPath(key)}>
          {t("party.home.more")} <span className="visually-hidden">{title}</span>
        </Link>
      </SectionHeading>
      <ChipLinks
        label={t("party.home.chipsOf", { section: title })}
        chips={section.chips.map((chip) => ({ label: chip.name, to: partyListPath(key, chip.id) }))}
      />
      <ListState items={section.courses} failed="party.list.failed">
        {(courses) =>
          home.layout === "slider" ? (
            <Carousel
              label={title}
              items={courses}
              itemKey={(course) => course.id}
              perView={JOIN_PER_VIEW}
              autoplayMs={home.autoplayMs}
              renderItem={(course) => <PartyTile course={course} section={key} />}
            />
          ) : (
            <PartyTiles
              courses={courses}
              section={key}
              large={home.layout === "feature" ? 1 : 0}
              className={`party-tiles--${home.layout} party-tiles--home-${key}`}
            />
          )
        }
      </ListState>
    </section>
  );
}
