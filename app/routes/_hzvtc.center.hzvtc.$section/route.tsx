import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import "~/components/hzvtc/hzvtc-kit";
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { carouselLinks } from "~/components/ui/carousel";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { blockAnchorRedirect } from "~/domain/block-anchor";
import { HZVTC_SCHOOL, SECTIONS, siteTileOf, type SectionBlock } from "~/domain/hzvtc-site";
import { isSectionKey } from "~/domain/hzvtc-keys";
import { useT } from "~/i18n/i18n";
import { createApi, settle } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/site-courses.server";
import { HZVTC_IMAGES } from "~/domain/hzvtc-site-images.server";
import { libraryTitle } from "~/utils/site-titles";

import { FeelingsBlocks } from "./feelings-blocks";
import { loadFeelings } from "./feelings.server";
import { Banner, SectionBlockView, type SectionBlockData } from "./section-block";
import { pageDescription } from "~/utils/page-description";
import { shareable } from "~/utils/share-meta";

// public-sites §2.2: the six section pages of the college site, /center/hzvtc/{section}.

export const links = carouselLinks;

/** How many courses a block asks for: its tiles, or a slider's whole category (the spec's "up to 100", §9). */
const SLIDER_SIZE = 100;

function blockSize(block: SectionBlock): number {
  return block.layout.kind === "slider" ? SLIDER_SIZE : block.layout.count;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.section;
  if (!isSectionKey(key)) throw data(null, { status: 404 });
  const section = SECTIONS[key];
  // `?id=` scrolls to a block: the same page at the block's anchor, which works without JavaScript.
  // (the feelings page's two tabbed blocks are its sub-categories).
  const blockIds = [...section.subCategoryIds, ...section.blocks.map((block) => block.categoryId)];
  const anchored = blockAnchorRedirect(new URL(request.url), blockIds);
  if (anchored) throw redirect(anchored);
  const api = createApi(request);
  const school = HZVTC_SCHOOL;
  const toTile = siteTileOf(key);

  if (key === "feelings") return loadFeelings(api, new URL(request.url));

  const [categories, ...lists] = await Promise.all([
    settle(listSiteCategories(api, { school, rootId: section.rootId })),
    ...section.blocks.map((block) =>
      settle(listSiteCourses(api, { school, categoryId: block.categoryId, size: blockSize(block) })),
    ),
  ]);
  const names = new Map(categories.ok ? categories.data.map((c) => [Number(c.id), c.name]) : []);
  const blocks = section.blocks.map((block, index): SectionBlockData => {
    const list = lists[index];
    return {
      categoryId: block.categoryId,
      name: names.get(block.categoryId) ?? null,
      layout: block.layout,
      courses: list?.ok ? list.data.items.slice(0, blockSize(block)).map(toTile) : null,
    };
  });
  // The banner's image is the tenant's content: data, not script (decision 011).
  const bannerImage = HZVTC_IMAGES.banners[key];
  return data({ key, blocks, bannerCourseId: section.bannerCourseId, bannerImage, feelings: null });
}

export const handle: FrameHandle<typeof loader> = { frame: (page) => ({ current: page.key }) };

export const meta: MetaFunction<typeof loader> = shareable(({ matches, data: page }) => [
  {
    title: libraryTitle(matches, page ? `hzvtc.section.${page.key}` : "title.default"),
  },
  ...pageDescription(matches, page ? `hzvtc.section.${page.key}` : "title.default"),
]);

export default function HzvtcSection() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  return (
    <div className={`hz-section hz-section--${page.key}`}>
      <header className="hz-section__hero">
        <h1>{t(`hzvtc.section.${page.key}`)}</h1>
        <p>{t(`hzvtc.sectionIntro.${page.key}`)}</p>
      </header>
      {page.feelings ? (
        <FeelingsBlocks feelings={page.feelings} />
      ) : (
        page.blocks.map((block, index) => (
          <div key={block.categoryId}>
            <SectionBlockView block={block} section={page.key} />
            {index === 0 && page.bannerCourseId ? (
              <Banner section={page.key} courseId={page.bannerCourseId} image={page.bannerImage} />
            ) : null}
          </div>
        ))
      )}
    </div>
  );
}
