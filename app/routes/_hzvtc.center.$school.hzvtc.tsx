import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import "~/components/hzvtc/hzvtc-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";

import { HzvtcTile } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/public-site/section-heading";
import { ChipLinks } from "~/components/public-site/chip-links";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { ListState } from "~/components/ui/list-state";
import {
  hzvtcDetailPath,
  hzvtcSectionPath,
  HZVTC_SCHOOL,
  SECTIONS,
  siteTileOf,
  type SiteTile,
} from "~/domain/hzvtc-site";
import { SECTION_KEYS, type SectionKey } from "~/domain/hzvtc-keys";
import { siteTenantRedirect } from "~/domain/sites.server";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { libraryTitle } from "~/utils/site-titles";
import { requireSchool } from "~/forms/ids.server";
import { shareable } from "~/utils/share-meta";
import { useContentLang } from "~/hooks/use-content-lang";

// public-sites §2.2: the college site's home, six blocks each with its chips and More link.

export const handle: FrameHandle<typeof loader> = { frame: () => ({ current: "home" }) };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const school = requireSchool(params);
  const elsewhere = siteTenantRedirect("hzvtc", school, "", new URL(request.url).search);
  if (elsewhere) throw redirect(elsewhere);

  const api = createApi(request);
  // Every block's chips and courses at once: one round of upstream calls.
  const blocks = await Promise.all(
    SECTION_KEYS.map(async (key) => {
      const section = SECTIONS[key];
      const [chips, courses] = await Promise.all([
        settle(listSiteCategories(api, { school: HZVTC_SCHOOL, rootId: section.rootId })),
        settle(
          listSiteCourses(api, { school: HZVTC_SCHOOL, categoryId: section.rootId, size: section.home.size }),
        ),
      ]);
      return {
        key,
        layout: section.home.layout,
        chips: chips.ok
          ? chips.data.map((category) => ({ id: Number(category.id), name: category.name }))
          : [],
        courses: courses.ok ? courses.data.items.slice(0, section.home.size).map(siteTileOf(null)) : null,
        failed: !chips.ok || !courses.ok,
      };
    }),
  );
  return data({ blocks });
}

export const meta: MetaFunction = shareable(({ matches }) => [{ title: libraryTitle(matches, "home") }]);

type Block = ReturnType<typeof useLoaderData<typeof loader>>["blocks"][number];

export default function HzvtcHome() {
  const t = useT();
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="visually-hidden">{t("hzvtc.homeTitle")}</h1>
      {blocks.map((block) => (
        <HomeBlock key={block.key} block={block} />
      ))}
    </>
  );
}

function HomeBlock({ block }: { block: Block }) {
  const t = useT();
  const key = block.key;
  const headingId = `home-${key}`;
  return (
    <section className={`site-block hz-block hz-block--${key}`} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        title={t(`hzvtc.section.${key}`)}
        subtitle={t(`hzvtc.sectionIntro.${key}`)}
      >
        <Link className="site-block__more" to={hzvtcSectionPath(key)}>
          {t("hzvtc.more")}
          <span className="visually-hidden">{t(`hzvtc.section.${key}`)}</span>
        </Link>
      </SectionHeading>
      <ChipLinks
        label={t("hzvtc.chipsOf", { section: t(`hzvtc.section.${key}`) })}
        chips={block.chips.map((chip) => ({ label: chip.name, to: hzvtcSectionPath(key, chip.id) }))}
      />
      <ListState items={block.courses} failed="hzvtc.listFailed">
        {(courses) =>
          block.layout === "list-preview" ? (
            <ListWithPreview courses={inSection(courses, key)} />
          ) : (
            <ul className={`site-tiles hz-tiles hz-tiles--${block.layout} hz-tiles--${key}`}>
              {inSection(courses, key).map((course, index) => (
                <li key={course.id}>
                  <HzvtcTile course={course} large={isLarge(block, index)} />
                </li>
              ))}
            </ul>
          )
        }
      </ListState>
    </section>
  );
}

/** A home block's tiles open with their own section's key, else the block's (the data keeps what the path says). */
function inSection(courses: readonly SiteTile[], key: SectionKey): SiteTile[] {
  return courses.map((course) => ({ ...course, key: course.key ?? key }));
}

/** Which tiles of a block are the large ones: the mosaic's first, the feature block's first (§2.2). */
function isLarge(block: Block, index: number): boolean {
  return index === 0 && (block.layout === "mosaic" || block.layout === "feature" || block.key === "vita");
}

/**
 * The profession block (§2.2): a list of up to 100 names with a preview of the active one. Without JavaScript
 * the preview shows the first; with it, the item under the pointer or keyboard focus.
 */
function ListWithPreview({ courses }: { courses: SiteTile[] }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const lang = useContentLang();
  const shown = courses[active] ?? courses[0];
  return (
    <div className="hz-list-preview">
      {shown ? (
        <div className="hz-list-preview__preview">
          <HzvtcTile course={shown} large />
        </div>
      ) : null}
      <ol className="hz-list-preview__list">
        {courses.map((course, index) => (
          <li key={course.id} className={index === active ? "is-active" : undefined}>
            <a
              href={hzvtcDetailPath(course.id, course.key)}
              target="_blank"
              rel="noopener noreferrer"
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
            >
              <span lang={lang(course.name)}>{course.name}</span>
              <span className="visually-hidden">{t("site.opensInNewTab")}</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
