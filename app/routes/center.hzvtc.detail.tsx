import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";

import { HzvtcErrorBoundary, HzvtcLayout } from "~/components/hzvtc/hzvtc-layout";
import { HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/hzvtc/section-heading";
import { PublicReviews } from "~/components/public-site/public-reviews";
import { SwitchAccountForm } from "~/components/public-site/public-header";
import { publicSiteHandle } from "~/components/public-site/public-site-shell";
import { SectionNav } from "~/components/public-site/section-nav";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import {
  detailPath,
  hzvtcPlayPath,
  HZVTC_SCHOOL,
  isSectionKey,
  pickOne,
  SECTION_KEYS,
  SECTIONS,
  siteTileOf,
  type SectionKey,
} from "~/domain/resource-site";
import { HZVTC_CONTENT } from "~/domain/resource-site-content";
import { useT } from "~/i18n/i18n";
import { loadPublicCourse, postPublicReview } from "~/services/public-course.server";
import { cacheControlOf } from "~/utils/headers.server";
import { errorTitleKey, titleFromRoot } from "~/utils/page-title";
import { useRootData } from "~/utils/root-data";

// public-sites §2.3: the college site's course detail, /center/hzvtc/detail?id={courseId}&key={section}.

export const handle = publicSiteHandle;

function readQuery(url: URL): { courseId: string; key: SectionKey | null } {
  const courseId = url.searchParams.get("id") ?? "";
  if (!/^[1-9]\d{0,11}$/.test(courseId)) throw data(null, { status: 404 });
  const key = url.searchParams.get("key");
  return { courseId, key: isSectionKey(key) ? key : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { courseId, key } = readQuery(url);
  // §2.3: two recommendations from a random sub-category of the course's section. The sub-categories are
  // fixed (§9), so the pick needs no call and everything is asked in one round.
  const section = SECTIONS[key ?? pickOne(SECTION_KEYS, Math.random()) ?? "culture"];
  const recommendFrom = pickOne(section.subCategoryIds, Math.random()) ?? section.rootId;
  const { page, headers } = await loadPublicCourse(request, {
    school: HZVTC_SCHOOL,
    courseId,
    reviewPage: parsePage(url.searchParams.get("page")),
    materialPage: parsePage(url.searchParams.get("mpage")),
    materialSize: SITE_MATERIALS_PAGE_SIZE,
    recommend: { categoryId: recommendFrom, size: 3 },
  });
  const recommended = page.recommended.slice(0, 2).map(siteTileOf(section.key));
  return data({ ...page, key, recommended }, { headers });
}

export const headers = cacheControlOf;

export const ErrorBoundary = HzvtcErrorBoundary;

export const meta: MetaFunction = ({ matches, error }) => [
  { title: titleFromRoot(matches, error ? errorTitleKey(error) : "course") },
];

export async function action({ request }: ActionFunctionArgs) {
  const { courseId, key } = readQuery(new URL(request.url));
  return postPublicReview(request, {
    school: HZVTC_SCHOOL,
    courseId,
    reviewsPath: detailPath(courseId, key, "reviews"),
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** What a play attempt does (§2.3, §4.3, §6): log in, show the study ban, or open the player. */
function usePlayHref(page: LoaderData): (materialId: string) => string {
  const root = useRootData();
  const location = useLocation();
  const notice = (name: "denied" | "other") => {
    const params = new URLSearchParams(location.search);
    params.set(name, "1");
    return () => `?${params.toString()}#content`;
  };
  if (!root?.user) return () => root?.loginUrl ?? "/center/";
  // A user of another school would be sent straight back by the login service: they are told to switch.
  if (root.user.school_code !== HZVTC_SCHOOL) return notice("other");
  if (page.studyBan) return notice("denied");
  return (materialId) => hzvtcPlayPath(page.courseId, materialId, page.key);
}

/** What a play attempt that cannot play says, at the top of the course content it was made from. */
function PlayNotice({ page }: { page: LoaderData }) {
  const t = useT();
  const root = useRootData();
  const query = new URLSearchParams(useLocation().search);
  const otherSchool = Boolean(root?.user) && root?.user?.school_code !== HZVTC_SCHOOL;
  if (otherSchool && query.get("other") === "1") {
    return (
      <div className="notice notice--error hz-detail__notice" role="alert">
        <p>{t("errors.otherSchool")}</p>
        <SwitchAccountForm />
      </div>
    );
  }
  if (page.studyBan && query.get("denied") === "1") {
    return (
      <p className="notice notice--error hz-detail__notice" role="alert">
        {t("errors.studyBan")}
      </p>
    );
  }
  return null;
}

export default function HzvtcDetail() {
  const t = useT();
  const root = useRootData();
  const page = useLoaderData<typeof loader>();
  const playHref = usePlayHref(page);
  // The player without a material (0) opens the one last studied, else the first (learner-area §4).
  const playable = (page.materials?.total ?? 0) > 0;
  const cover = HZVTC_CONTENT.detailCovers[page.key ?? "default"];
  const sections = [
    { id: "details", label: t("hzvtc.detail.tabDetails") },
    { id: "content", label: t("hzvtc.detail.tabContent") },
    { id: "reviews", label: t("hzvtc.detail.tabReviews") },
  ];

  return (
    <HzvtcLayout current={page.key}>
      <article className="hz-detail" aria-labelledby="course-title">
        <header className="hz-detail__hero" style={{ backgroundImage: `url(${cover})` }}>
          <img className="hz-detail__photo" src={page.course.photo} alt="" width={480} height={270} />
          <div className="hz-detail__headline">
            <h1 id="course-title">{page.course.name}</h1>
            {page.course.category_name ? (
              <p>{t("courseDetail.category", { name: page.course.category_name })}</p>
            ) : null}
            {page.course.total_time ? (
              <p>{t("courseDetail.totalTime", { time: page.course.total_time })}</p>
            ) : null}
            {playable ? (
              <a className="button button--primary" href={playHref("0")}>
                {t("courseDetail.startLearning")}
              </a>
            ) : null}
          </div>
        </header>
        <div className="hz-detail__body">
          <SectionNav label={t("hzvtc.detail.sections")} sections={sections} fixedAfter="viewport-40" />
          <div className="hz-detail__main">
            <section
              id="details"
              className="hz-detail__section"
              aria-labelledby="details-title"
              tabIndex={-1}
            >
              <SectionHeading id="details-title" title={t("hzvtc.detail.tabDetails")} />
              {page.intro ? (
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.intro }} />
              ) : (
                <EmptyState>{t("courseDetail.noIntro")}</EmptyState>
              )}
            </section>
            <section
              id="content"
              className="hz-detail__section"
              aria-labelledby="content-title"
              tabIndex={-1}
            >
              <SectionHeading id="content-title" title={t("hzvtc.detail.tabContent")} />
              <PlayNotice page={page} />
              <Materials page={page} playHref={playHref} />
            </section>
            <section
              id="reviews"
              className="hz-detail__section"
              aria-labelledby="reviews-title"
              tabIndex={-1}
            >
              <SectionHeading id="reviews-title" title={t("hzvtc.detail.tabReviews")} />
              <PublicReviews
                reviews={page.reviews}
                loginHref={root?.user ? null : (root?.loginUrl ?? null)}
              />
            </section>
          </div>
          <aside className="hz-detail__recommended" aria-labelledby="recommended-title">
            <h2 id="recommended-title">{t("hzvtc.detail.recommended")}</h2>
            {page.recommended.length === 0 ? (
              <EmptyState>{t("common.noContent")}</EmptyState>
            ) : (
              <HzvtcTiles courses={page.recommended} newTab={false} className="hz-tiles hz-tiles--stack" />
            )}
          </aside>
        </div>
      </article>
    </HzvtcLayout>
  );
}

/** Placeholder covers for word materials, taken in turn (public-sites §2.4). */
const WORD_COVERS = 8;

function Materials({ page, playHref }: { page: LoaderData; playHref: (id: string) => string }) {
  const t = useT();
  if (page.materials === null)
    return (
      <p className="notice notice--error" role="alert">
        {t("hzvtc.detail.materialsFailed")}
      </p>
    );
  if (page.materials.total === 0) return <EmptyState>{t("courseDetail.underConstruction")}</EmptyState>;
  return (
    <>
      <ul className="hz-tiles hz-tiles--materials">
        {page.materials.items.map((material, index) => {
          const photo =
            material.type === 1 && material.photo
              ? material.photo
              : `/center/sites/hzvtc/word-${(index % WORD_COVERS) + 1}.svg`;
          return (
            <li key={material.id}>
              <a className="tile" href={playHref(material.id)}>
                <img className="tile__cover" src={photo} alt="" width={320} height={180} loading="lazy" />
                <span className="tile__name">{material.name}</span>
                <span className="tile__meta">
                  {material.type === 1 ? t("hzvtc.detail.video") : t("hzvtc.detail.document")}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page.materials.page}
        total={page.materials.total}
        size={SITE_MATERIALS_PAGE_SIZE}
        param="mpage"
        hash="content"
      />
    </>
  );
}
