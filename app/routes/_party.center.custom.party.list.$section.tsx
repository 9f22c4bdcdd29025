import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { partyCourseOf, PartyTile, PartyTiles, type PartyCourse } from "~/components/party/party-tiles";
import { ChipLinks } from "~/components/public-site/chip-links";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { SectionHeading } from "~/components/public-site/section-heading";
import { useContentLang } from "~/hooks/use-content-lang";
import { Carousel, carouselLinks } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import {
  parsePartySection,
  PARTY_SECTIONS,
  showsPartyBlock,
  type PartyBlockLayout,
} from "~/domain/party-site";
import { PARTY_SCHOOL, type PartyKey } from "~/domain/party-keys";
import { partyListPath } from "~/domain/party-paths";
import { blockAnchorRedirect } from "~/domain/block-anchor";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { titleFromRoot } from "~/utils/page-title";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.4: the party site's six list pages, /center/custom/party/list/{new|edu|learn|join|example|local}:
// the blocks of PARTY_SECTIONS with exactly their category ids, sizes and layouts; `id` leads to a block's anchor.

export const links = carouselLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = parsePartySection(params.section);
  if (!key) throw data(null, { status: 404 });
  const section = PARTY_SECTIONS[key];
  // `?id=` scrolls to a block: the same page at the block's anchor, which works without JavaScript.
  const anchored = blockAnchorRedirect(
    new URL(request.url),
    section.blocks.map((block) => block.categoryId),
  );
  if (anchored) throw redirect(anchored);
  const api = createApi(request);
  const school = PARTY_SCHOOL;

  // The block names (the root's children) and every block's courses at once: one round.
  const [categories, ...lists] = await Promise.all([
    settle(listSiteCategories(api, { school, rootId: section.rootId })),
    ...section.blocks.map((block) =>
      settle(listSiteCourses(api, { school, categoryId: block.categoryId, size: block.size })),
    ),
  ]);
  const names = new Map(categories.ok ? categories.data.map((c) => [Number(c.id), c.name]) : []);
  const blocks = section.blocks.flatMap((block, index) => {
    const list = lists[index];
    // A local block appears only when it has data (§2.4); one whose call failed says so instead.
    if (list?.ok && !showsPartyBlock(block, list.data.total)) return [];
    return [
      {
        categoryId: block.categoryId,
        name: names.get(block.categoryId) ?? null,
        layout: block.layout,
        size: block.size,
        courses: list?.ok ? list.data.items.slice(0, block.size).map(partyCourseOf) : null,
      },
    ];
  });
  return data({ key, blocks });
}

export const handle: FrameHandle<typeof loader> = { frame: (page) => ({ current: page.key }) };

// §2.9: "{section} - {school}".
export const meta: MetaFunction<typeof loader> = shareable(({ matches, data: page }) => [
  {
    title: titleFromRoot(matches, page ? `party.section.${page.key}` : "title.default"),
  },
  ...pageDescription(matches, page ? `party.section.${page.key}` : "title.default"),
]);

type Block = ReturnType<typeof useLoaderData<typeof loader>>["blocks"][number];

export default function PartyList() {
  const t = useT();
  const { key, blocks } = useLoaderData<typeof loader>();
  const title = t(`party.section.${key}`);
  return (
    <div className={`party-list party-list--${key}`}>
      <header className="party-list__hero">
        <h1>{title}</h1>
      </header>
      <ChipLinks
        label={t("party.list.sections")}
        chips={blocks.map((block) => ({
          label: block.name ?? title,
          to: partyListPath(key, block.categoryId),
        }))}
      />
      {blocks.map((block) => (
        <ListBlock key={block.categoryId} block={block} section={key} />
      ))}
    </div>
  );
}

function ListBlock({ block, section }: { block: Block; section: PartyKey }) {
  const t = useT();
  const headingId = `heading-${block.categoryId}`;
  const lang = useContentLang();
  const title = block.name ?? t(`party.section.${section}`);
  return (
    <section id={`block-${block.categoryId}`} className="site-block party-block" aria-labelledby={headingId}>
      {/* A sub-category's name is the upstream's, in its own language. */}
      <SectionHeading id={headingId} title={<span lang={lang(title)}>{title}</span>} />
      <ListState items={block.courses} failed="party.list.failed">
        {(courses) => (
          <BlockCourses
            layout={block.layout}
            size={block.size}
            courses={courses}
            section={section}
            title={title}
            labelledBy={headingId}
          />
        )}
      </ListState>
    </section>
  );
}

/** A short slider (learn 226's first 4) shows 2 at a time, a whole category's 3, so that both move. */
const perViewOf = (size: number) => (size <= 4 ? 2 : 3);

function BlockCourses({
  layout,
  size,
  courses,
  section,
  title,
  labelledBy,
}: {
  layout: PartyBlockLayout;
  size: number;
  courses: readonly PartyCourse[];
  section: PartyKey;
  title: string;
  /** The block's heading, which names the carousel in its own language (decision 051). */
  labelledBy: string;
}) {
  if (layout.kind === "grid")
    return <PartyTiles courses={courses} section={section} className="party-tiles--grid" />;
  if (layout.kind === "tiles")
    return (
      <PartyTiles
        courses={courses}
        section={section}
        large={layout.count === 1 ? 1 : 0}
        className={`party-tiles--row party-tiles--row-${layout.count}`}
      />
    );
  return (
    <div className="party-slider">
      <Carousel
        label={title}
        labelledBy={labelledBy}
        items={courses}
        itemKey={(course) => course.id}
        perView={perViewOf(size)}
        autoplayMs={layout.autoplayMs}
        pagination
        renderItem={(course) => <PartyTile course={course} section={section} />}
      />
      {layout.lastAsTiles ? (
        <PartyTiles
          courses={courses.slice(-layout.lastAsTiles)}
          section={section}
          className="party-tiles--row party-tiles--row-3"
        />
      ) : null}
    </div>
  );
}
