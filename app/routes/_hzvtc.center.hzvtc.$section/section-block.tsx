import { useState } from "react";

import { HzvtcTile, HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/public-site/section-heading";
import { Carousel } from "~/components/ui/carousel";
import { ListState } from "~/components/ui/list-state";
import { hzvtcDetailPath, type BlockLayout, type SiteTile } from "~/domain/hzvtc-site";
import { type SectionKey } from "~/domain/hzvtc-keys";
import { useT } from "~/i18n/i18n";
import { useContentLang } from "~/hooks/use-content-lang";

/** A block of a section page as the loader gives it: its category, name and courses (null: the call failed). */
export type SectionBlockData = {
  categoryId: number;
  name: string | null;
  layout: BlockLayout;
  courses: SiteTile[] | null;
};

/** The section page's promotional banner: a fixed course detail (§2.2), opened in a new tab. */
export function Banner({
  section,
  courseId,
  image,
}: {
  section: SectionKey;
  courseId: number;
  /** The site's content, as the page's loader data. */
  image: string | null;
}) {
  const t = useT();
  return (
    <a
      className="hz-banner"
      href={hzvtcDetailPath(courseId, section)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <img src={image ?? undefined} alt="" width={1200} height={200} loading="lazy" />
      <span className="hz-banner__text">{t(`hzvtc.banner.${section}`)}</span>
      <span className="visually-hidden">{t("site.opensInNewTab")}</span>
    </a>
  );
}

export function SectionBlockView({ block, section }: { block: SectionBlockData; section: SectionKey }) {
  const t = useT();
  const headingId = `heading-${block.categoryId}`;
  const lang = useContentLang();
  const title = block.name ?? t(`hzvtc.section.${section}`);
  return (
    <section id={`block-${block.categoryId}`} className="site-block hz-block" aria-labelledby={headingId}>
      {/* A sub-category's name is the upstream's, in its own language. */}
      <SectionHeading id={headingId} title={<span lang={lang(title)}>{title}</span>} />
      <ListState items={block.courses} failed="hzvtc.listFailed">
        {(courses) =>
          block.layout.kind === "slider" ? (
            <SliderBlock layout={block.layout} courses={courses} title={title} labelledBy={headingId} />
          ) : (
            <HzvtcTiles courses={courses} large={block.layout.kind === "feature" ? 1 : 0} />
          )
        }
      </ListState>
    </section>
  );
}

function SliderBlock({
  layout,
  courses,
  title,
  labelledBy,
}: {
  layout: Extract<BlockLayout, { kind: "slider" }>;
  courses: readonly SiteTile[];
  title: string;
  /** The block's heading, which names the carousel in its own language. */
  labelledBy: string;
}) {
  const [active, setActive] = useState(0);
  const preview = layout.preview ? (courses[active] ?? courses[0]) : null;
  return (
    <div className={preview ? "hz-slider hz-slider--with-preview" : "hz-slider"}>
      {preview ? (
        <div className="hz-slider__preview">
          <HzvtcTile course={preview} large />
        </div>
      ) : null}
      <Carousel
        label={title}
        labelledBy={labelledBy}
        items={courses}
        itemKey={(course) => course.id}
        perView={layout.perView}
        vertical={layout.vertical}
        coverflow={layout.effect === "coverflow"}
        autoplayMs={layout.autoplayMs}
        pagination={layout.pagination}
        onChange={preview ? setActive : undefined}
        renderItem={(course) => <HzvtcTile course={course} />}
      />
      {layout.lastAsTiles ? <HzvtcTiles courses={courses.slice(-layout.lastAsTiles)} /> : null}
    </div>
  );
}
