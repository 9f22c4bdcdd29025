import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { HzvtcErrorBoundary, HzvtcLayout } from "~/components/hzvtc/hzvtc-layout";
import { HzvtcTile, HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/hzvtc/section-heading";
import { ChipLinks } from "~/components/public-site/chip-links";
import { publicSiteHandle } from "~/components/public-site/public-site-shell";
import { Carousel } from "~/components/ui/carousel";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { parsePage } from "~/domain/pagination";
import {
  detailPath,
  FEELINGS,
  HZVTC_SCHOOL,
  isSectionKey,
  SECTIONS,
  siteTileOf,
  showsPager,
  type SectionBlock,
  type SectionKey,
  type SiteTile,
} from "~/domain/resource-site";
import { useT } from "~/i18n/i18n";
import carouselStyles from "~/styles/carousel.css";
import { createApi, settle, type Outcome } from "~/services/http.server";
import { listSiteCategories, listSiteCourses } from "~/services/resource-site.server";
import { cacheControlOf, degradedHeaders } from "~/utils/headers.server";
import { errorTitleKey, titleFromRoot } from "~/utils/page-title";

// public-sites §2.2: the six section pages of the college site, /center/hzvtc/{section}.

export const handle = publicSiteHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: carouselStyles }];

/** How many courses a block asks for: its tiles, or a slider's whole category (the spec's "up to 100", §9). */
const SLIDER_SIZE = 100;

function blockSize(block: SectionBlock): number {
  return block.layout.kind === "slider" ? SLIDER_SIZE : block.layout.count;
}

function readId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function pageOrNull<T>(outcome: Outcome<{ items: T[]; total: number }>) {
  return outcome.ok ? outcome.data : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.section;
  if (!isSectionKey(key)) throw data(null, { status: 404 });
  const section = SECTIONS[key];
  const url = new URL(request.url);
  const api = createApi(request);
  const school = HZVTC_SCHOOL;
  const toTile = siteTileOf(key);

  if (key === "feelings") return feelingsLoader(api, url);

  const [categories, ...lists] = await Promise.all([
    settle(listSiteCategories(api, { school, rootId: section.rootId })),
    ...section.blocks.map((block) =>
      settle(listSiteCourses(api, { school, categoryId: block.categoryId, size: blockSize(block) })),
    ),
  ]);
  const names = new Map(categories.ok ? categories.data.map((c) => [Number(c.id), c.name]) : []);
  const blocks = section.blocks.map((block, index) => {
    const list = lists[index];
    return {
      categoryId: block.categoryId,
      name: names.get(block.categoryId) ?? null,
      layout: block.layout,
      courses: list?.ok ? list.data.items.slice(0, blockSize(block)).map(toTile) : null,
    };
  });
  const failed = !categories.ok || lists.some((list) => !list.ok);
  return data(
    { key, blocks, bannerCourseId: section.bannerCourseId, feelings: null },
    { headers: degradedHeaders(failed) },
  );
}

/**
 * The feelings page (§2.2): the power-building tabs are fixed, so their list is asked at once with the
 * beautiful-China tabs; that block's default tab is the first of its categories, so its list comes after.
 */
async function feelingsLoader(api: ReturnType<typeof createApi>, url: URL) {
  const school = HZVTC_SCHOOL;
  const toTile = siteTileOf("feelings");
  const powerTabs = FEELINGS.power.tabs.map((tab) => tab.id) as readonly number[];
  const askedPower = readId(url.searchParams.get("power"));
  const power = askedPower && powerTabs.includes(askedPower) ? askedPower : FEELINGS.power.tabs[0].id;
  const powerPage = parsePage(url.searchParams.get("powerPage"));
  const askedChina = readId(url.searchParams.get("china"));

  const chinaList = (categoryId: number) =>
    settle(listSiteCourses(api, { school, categoryId, size: FEELINGS.china.size }));
  const [powerList, chinaTabs, earlyChina] = await Promise.all([
    settle(
      listSiteCourses(api, { school, categoryId: power, page: powerPage, size: FEELINGS.power.pageSize }),
    ),
    settle(listSiteCategories(api, { school, rootId: FEELINGS.china.rootId })),
    askedChina ? chinaList(askedChina) : null,
  ]);
  const tabs = chinaTabs.ok ? chinaTabs.data.map((c) => ({ id: Number(c.id), name: c.name })) : [];
  const china = askedChina && tabs.some((tab) => tab.id === askedChina) ? askedChina : (tabs[0]?.id ?? null);
  const chinaCourses = china === null ? null : china === askedChina ? earlyChina : await chinaList(china);

  const powerPageData = pageOrNull(powerList);
  const chinaData = chinaCourses ? pageOrNull(chinaCourses) : null;
  const failed = !powerList.ok || !chinaTabs.ok || (chinaCourses !== null && !chinaCourses.ok);
  return data(
    {
      key: "feelings" as const,
      blocks: [],
      bannerCourseId: null,
      feelings: {
        power: {
          tab: power,
          page: powerPage,
          total: powerPageData?.total ?? 0,
          courses: powerPageData ? powerPageData.items.slice(0, FEELINGS.power.pageSize).map(toTile) : null,
        },
        china: {
          tab: china,
          tabs,
          courses: chinaData ? chinaData.items.map(toTile) : chinaTabs.ok && china === null ? [] : null,
        },
      },
    },
    { headers: degradedHeaders(failed) },
  );
}

export const headers = cacheControlOf;

export const ErrorBoundary = HzvtcErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page, error }) => [
  {
    title: titleFromRoot(
      matches,
      error ? errorTitleKey(error) : page ? `hzvtc.section.${page.key}` : "title.default",
    ),
  },
];

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Block = LoaderData["blocks"][number];

/** The spec's `id` query scrolls to a block; links carry the block's anchor too, for pages without JS. */
function useScrollToBlock() {
  const location = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(location.search).get("id");
    if (!id || location.hash) return;
    document.getElementById(`block-${id}`)?.scrollIntoView();
  }, [location.search, location.hash]);
}

export default function HzvtcSection() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  useScrollToBlock();
  return (
    <HzvtcLayout current={page.key}>
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
                <Banner section={page.key} courseId={page.bannerCourseId} />
              ) : null}
            </div>
          ))
        )}
      </div>
    </HzvtcLayout>
  );
}

function Banner({ section, courseId }: { section: SectionKey; courseId: number }) {
  const t = useT();
  return (
    <a className="hz-banner" href={detailPath(courseId, section)} target="_blank" rel="noopener noreferrer">
      <img
        src={`/center/sites/hzvtc/banner-${section}.svg`}
        alt=""
        width={1200}
        height={200}
        loading="lazy"
      />
      <span className="hz-banner__text">{t(`hzvtc.banner.${section}`)}</span>
      <span className="visually-hidden">{t("site.opensInNewTab")}</span>
    </a>
  );
}

function SectionBlockView({ block, section }: { block: Block; section: SectionKey }) {
  const t = useT();
  const headingId = `heading-${block.categoryId}`;
  const title = block.name ?? t(`hzvtc.section.${section}`);
  return (
    <section id={`block-${block.categoryId}`} className="hz-block" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} />
      {block.courses === null ? (
        <p className="notice notice--error" role="alert">
          {t("hzvtc.listFailed")}
        </p>
      ) : block.courses.length === 0 ? (
        <EmptyState>{t("common.noContent")}</EmptyState>
      ) : block.layout.kind === "slider" ? (
        <SliderBlock block={block} courses={block.courses} title={title} />
      ) : (
        <HzvtcTiles courses={block.courses} large={block.layout.kind === "feature" ? 1 : 0} />
      )}
    </section>
  );
}

function SliderBlock({ block, courses, title }: { block: Block; courses: SiteTile[]; title: string }) {
  const [active, setActive] = useState(0);
  const layout = block.layout;
  if (layout.kind !== "slider") return null;
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

function FeelingsBlocks({ feelings }: { feelings: NonNullable<LoaderData["feelings"]> }) {
  const t = useT();
  const location = useLocation();
  const withQuery = (changes: Record<string, string | null>, anchor: string) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    params.delete("id");
    return `?${params.toString()}#${anchor}`;
  };
  const { power, china } = feelings;
  return (
    <>
      <section id="block-193" className="hz-block" aria-labelledby="heading-power">
        <SectionHeading id="heading-power" title={t("hzvtc.feelings.power")} />
        <ChipLinks
          label={t("hzvtc.feelings.powerTabs")}
          replace
          chips={FEELINGS.power.tabs.map((tab) => ({
            label: t(`hzvtc.feelings.tab.${tab.label}`),
            to: withQuery({ power: String(tab.id), powerPage: null }, "block-193"),
            current: tab.id === power.tab,
          }))}
        />
        {power.courses === null ? (
          <p className="notice notice--error" role="alert">
            {t("hzvtc.listFailed")}
          </p>
        ) : power.courses.length === 0 ? (
          <EmptyState>{t("common.noContent")}</EmptyState>
        ) : (
          <div className="hz-grid-3x2">
            <HzvtcTiles courses={power.courses} />
          </div>
        )}
        {showsPager(power.total, FEELINGS.power.pageSize) ? (
          <Pagination
            page={power.page}
            total={power.total}
            size={FEELINGS.power.pageSize}
            param="powerPage"
            hash="block-193"
          />
        ) : null}
      </section>
      <section id="block-194" className="hz-block" aria-labelledby="heading-china">
        <SectionHeading id="heading-china" title={t("hzvtc.feelings.china")} />
        <ChipLinks
          label={t("hzvtc.feelings.chinaTabs")}
          replace
          chips={china.tabs.map((tab) => ({
            label: tab.name,
            to: withQuery({ china: String(tab.id) }, "block-194"),
            current: tab.id === china.tab,
          }))}
        />
        {china.courses === null ? (
          <p className="notice notice--error" role="alert">
            {t("hzvtc.listFailed")}
          </p>
        ) : china.courses.length === 0 ? (
          <EmptyState>{t("common.noContent")}</EmptyState>
        ) : (
          <Carousel
            key={china.tab ?? "none"}
            label={t("hzvtc.feelings.china")}
            items={china.courses}
            itemKey={(course) => course.id}
            perView={FEELINGS.china.perView}
            autoplayMs={FEELINGS.china.autoplayMs}
            pagination={showsPager(china.courses.length, FEELINGS.china.perView)}
            renderItem={(course) => <HzvtcTile course={course} />}
          />
        )}
      </section>
    </>
  );
}
