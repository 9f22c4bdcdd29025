import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/course-kit";
import "~/components/public-site/public-site-kit";
import "~/components/hzvtc/hzvtc-kit";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { CourseCover } from "~/components/course-cover";
import { HzvtcTiles } from "~/components/hzvtc/hzvtc-tiles";
import { SectionHeading } from "~/components/public-site/section-heading";
import { PublicMaterials } from "~/components/public-site/public-materials";
import { PlayNotice, usePlayHref } from "~/components/public-site/public-play";
import { PublicReviews } from "~/components/public-site/public-reviews";
import type { FrameHandle } from "~/components/public-site/frame-state";
import { SectionNav } from "~/components/public-site/section-nav";
import { REVIEW_FIELDS } from "~/components/reviews/review-form";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import {
  hzvtcDetailPath,
  hzvtcHomePath,
  hzvtcPlayPath,
  HZVTC_SCHOOL,
  pickOne,
  readStoredDetail,
  SECTIONS,
  siteTileOf,
  storedDetailValue,
} from "~/domain/hzvtc-site";
import { isSectionKey, SECTION_KEYS, type SectionKey } from "~/domain/hzvtc-keys";
import { HZVTC_IMAGES } from "~/domain/hzvtc-site-images.server";
import { useT } from "~/i18n/i18n";
import {
  loadPublicCourse,
  postDetailReview,
  readDetailQuery,
} from "~/features/public-course/public-course.server";
import { hzvtcDetailCookieHeader, readHzvtcDetailCookie } from "~/utils/cookies.server";
import { publicAction } from "~/guard/guard.server";
import { screenTitle } from "~/utils/page-title";
import { useLoginUrl, useRootData } from "~/utils/root-data";
import { shareable } from "~/utils/share-meta";
import { useContentLang } from "~/hooks/use-content-lang";
import { CONTENT_SLOT, ContentIn } from "~/components/ui/content-text";

// public-sites §2.3: the college site's course detail, /center/hzvtc/detail?id={courseId}&key={section}.

/** The detail's section key (`?key=`): one of the six, else none. */
const parseKey = (value: string | null): SectionKey | null => (isSectionKey(value) ? value : null);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // §2.3: `reload` without an id reopens the last detail this browser opened, else the college's home.
  if (url.searchParams.has("reload") && !url.searchParams.has("id")) {
    const stored = readStoredDetail(readHzvtcDetailCookie(request));
    throw redirect(stored ? hzvtcDetailPath(stored.courseId, stored.key) : hzvtcHomePath());
  }
  const { courseId, key } = readDetailQuery(url, parseKey);
  // §2.3: two recommendations from a random sub-category of the course's section. The sub-categories are
  // fixed (§9), so the pick needs no call and everything is asked in one round.
  const section = SECTIONS[key ?? pickOne(SECTION_KEYS, Math.random()) ?? "culture"];
  const recommendFrom = pickOne(section.subCategoryIds, Math.random()) ?? section.rootId;
  const { page } = await loadPublicCourse(request, {
    school: HZVTC_SCHOOL,
    courseId,
    reviewPage: parsePage(url.searchParams.get("page")),
    materialPage: parsePage(url.searchParams.get("mpage")),
    materialSize: SITE_MATERIALS_PAGE_SIZE,
    recommend: { categoryId: recommendFrom, size: 3 },
  });
  const recommended = page.recommended.slice(0, 2).map(siteTileOf(section.key));
  // Kept only when it changed: the answer then is not stored by a shared cache (it sets a cookie).
  const stored = storedDetailValue(courseId, key);
  const answerHeaders = new Headers();
  if (readHzvtcDetailCookie(request) !== stored)
    answerHeaders.append("Set-Cookie", hzvtcDetailCookieHeader(stored));
  // The covers are the tenant's content: data, not script (decision 011).
  const cover = HZVTC_IMAGES.detailCovers[key ?? "default"];
  return data(
    { ...page, key, recommended, cover, wordCovers: HZVTC_IMAGES.wordCovers },
    { headers: answerHeaders },
  );
}

// The menu marks the course's section.
export const handle: FrameHandle<typeof loader> = { frame: (page) => ({ current: page.key }) };

export const meta: MetaFunction<typeof loader> = shareable(({ matches, data: page }) => [
  // §2.9's generic course title, then the course's name and the school, as the learner's course page (decision
  // 044); its failure pages are the library's (the layout's).
  { title: screenTitle(matches, "title.course", page?.course.name) },
]);

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, ({ request }) =>
    postDetailReview(request, { school: HZVTC_SCHOOL, parseKey, detailPath: hzvtcDetailPath }),
  );

export default function HzvtcDetail() {
  const t = useT();
  const root = useRootData();
  const loginUrl = useLoginUrl();
  const page = useLoaderData<typeof loader>();
  const lang = useContentLang();
  const playHref = usePlayHref(page, {
    school: HZVTC_SCHOOL,
    playPath: (materialId) => hzvtcPlayPath(page.courseId, materialId, page.key),
  });
  // The player without a material (0) opens the one last studied, else the first (learner-area §4).
  const playable = (page.materials?.total ?? 0) > 0;
  const sections = [
    { id: "details", label: t("hzvtc.detail.tabDetails") },
    { id: "content", label: t("hzvtc.detail.tabContent") },
    { id: "reviews", label: t("hzvtc.detail.tabReviews") },
  ];

  return (
    <article className="hz-detail" aria-labelledby="course-title">
      <ErrorSummary fields={REVIEW_FIELDS} />
      <header className="hz-detail__hero" style={{ backgroundImage: `url(${page.cover})` }}>
        <CourseCover className="hz-detail__photo" course={page.course} size="detail" />
        <div className="hz-detail__headline">
          <h1 id="course-title" lang={lang(page.course.name)}>
            {page.course.name}
          </h1>
          {page.course.category_name ? (
            <p>
              <ContentIn
                text={t("courseDetail.category", { name: CONTENT_SLOT })}
                value={page.course.category_name}
              />
            </p>
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
          <DetailSection id="details" title={t("hzvtc.detail.tabDetails")}>
            {page.intro ? (
              <div
                className="rich-text"
                lang={lang(page.intro)}
                dangerouslySetInnerHTML={{ __html: page.intro }}
              />
            ) : (
              <EmptyState>{t("courseDetail.noIntro")}</EmptyState>
            )}
          </DetailSection>
          <DetailSection id="content" title={t("hzvtc.detail.tabContent")}>
            <PlayNotice page={page} school={HZVTC_SCHOOL} />
            <PublicMaterials
              materials={page.materials}
              playHref={playHref}
              wordCovers={page.wordCovers}
              className="site-tiles site-tiles--materials hz-tiles"
            />
          </DetailSection>
          <DetailSection id="reviews" title={t("hzvtc.detail.tabReviews")}>
            <PublicReviews reviews={page.reviews} loginHref={root?.user ? null : loginUrl} />
          </DetailSection>
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
  );
}

/** A part of the detail that the section nav jumps to (focusable, so the jump moves the reading position). */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="hz-detail__section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <SectionHeading id={`${id}-title`} title={title} />
      {children}
    </section>
  );
}
