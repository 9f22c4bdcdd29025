import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";

import { HzvtcLayout } from "~/components/hzvtc/hzvtc-layout";
import { SectionHeading } from "~/components/hzvtc/section-heading";
import { SectionNav } from "~/components/public-site/section-nav";
import { CourseTile } from "~/components/public-site/course-tile";
import { publicSiteHandle } from "~/components/public-site/public-site-shell";
import { ReviewForm, Stars } from "~/components/reviews/review-form";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { loginRedirectUrl } from "~/domain/access";
import { REVIEWS_PAGE_SIZE, SITE_MATERIALS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import {
  detailPath,
  hzvtcPlayPath,
  HZVTC_SCHOOL,
  isSectionKey,
  pickOne,
  SECTION_KEYS,
  SECTIONS,
  sectionKeyOf,
  type SectionKey,
} from "~/domain/resource-site";
import { HZVTC_CONTENT } from "~/domain/resource-site-content";
import { reviewLevel } from "~/domain/review-rules";
import { datePart } from "~/domain/time-format";
import { getEnv } from "~/env.server";
import { useT } from "~/i18n/i18n";
import { getOptionalUser } from "~/services/account.server";
import { getCourseDetail } from "~/services/course.server";
import { requireSameOrigin } from "~/services/guard.server";
import { createApi, NOT_LOGGED_IN, NOT_PERMITTED, settle, UpstreamFailure } from "~/services/http.server";
import { listCourseMaterials, listSiteCourses, mayStudyCourse } from "~/services/resource-site.server";
import { parseReviewForm } from "~/services/review-form.server";
import { addReview, listReviews } from "~/services/review.server";
import { hasSessionCookie } from "~/utils/cookies.server";
import { cacheControlOf, degradedHeaders } from "~/utils/headers.server";
import { titleFromRoot } from "~/utils/page-title";
import { useRootData } from "~/utils/root-data";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";
import { redirectWithToast } from "~/utils/toast.server";

// public-sites §2.3: the college site's course detail, /center/hzvtc/detail?id={courseId}&key={section}.

export const handle = publicSiteHandle;

function readQuery(url: URL): { courseId: string; key: SectionKey | null } {
  const courseId = url.searchParams.get("id") ?? "";
  if (!/^\d{1,12}$/.test(courseId)) throw data(null, { status: 404 });
  const key = url.searchParams.get("key");
  return { courseId, key: isSectionKey(key) ? key : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { courseId, key } = readQuery(url);
  const reviewPage = parsePage(url.searchParams.get("page"));
  const materialPage = parsePage(url.searchParams.get("mpage"));
  const api = createApi(request);
  const school = HZVTC_SCHOOL;
  // §2.3: two recommendations from a random sub-category of the course's section. The sub-categories are
  // fixed (§9), so the pick needs no call and everything is asked in one round.
  const section = SECTIONS[key ?? pickOne(SECTION_KEYS, Math.random()) ?? "culture"];
  const recommendFrom = pickOne(section.subCategoryIds, Math.random()) ?? section.rootId;

  const [course, materials, reviews, recommended, mayStudy] = await Promise.all([
    settle(getCourseDetail(api, courseId)),
    settle(
      listCourseMaterials(api, { school, courseId, page: materialPage, size: SITE_MATERIALS_PAGE_SIZE }),
    ),
    settle(listReviews(api, courseId, reviewPage)),
    settle(listSiteCourses(api, { school, categoryId: recommendFrom, size: 3 })),
    // The learn check (§4.3) means something only with a session; a visitor is sent to log in to play.
    hasSessionCookie(request) ? mayStudyCourse(api, courseId) : null,
  ]);
  if (!course.ok) {
    if (course.code === NOT_PERMITTED) throw data(null, { status: 404 });
    throw new UpstreamFailure("unreachable", "course detail unavailable");
  }
  const failed = !materials.ok || !reviews.ok || !recommended.ok;
  return data(
    {
      courseId,
      key,
      course: {
        name: course.data.name,
        photo: course.data.photo,
        category_name: course.data.category_name,
        total_time: course.data.total_time,
      },
      intro: sanitizeUpstreamHtml(course.data.intro),
      materials: materials.ok
        ? {
            page: materialPage,
            total: materials.data.total,
            items: materials.data.items.slice(0, SITE_MATERIALS_PAGE_SIZE),
          }
        : null,
      reviews: reviews.ok
        ? {
            page: reviewPage,
            total: reviews.data.total,
            items: reviews.data.items.slice(0, REVIEWS_PAGE_SIZE),
          }
        : null,
      recommended: recommended.ok
        ? recommended.data.items
            .filter((item) => item.id !== courseId)
            .slice(0, 2)
            .map((item) => ({
              id: item.id,
              name: item.name,
              photo: item.photo,
              key: sectionKeyOf(item.category_name) ?? section.key,
            }))
        : [],
      studyBan: mayStudy === false,
    },
    { headers: degradedHeaders(failed) },
  );
}

export const headers = cacheControlOf;

export const meta: MetaFunction = ({ matches }) => [{ title: titleFromRoot(matches, "course") }];

/** The login page of the college, coming back to the reviews of this course (§6: 'with the return address'). */
function loginToReviews(request: Request, courseId: string, key: SectionKey | null): string {
  const back = new URL(detailPath(courseId, key, "reviews"), request.url).href;
  return loginRedirectUrl(getEnv().loginServicePublicUrl, HZVTC_SCHOOL, back);
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const { courseId, key } = readQuery(new URL(request.url));
  const api = createApi(request);
  const login = () => redirect(loginToReviews(request, courseId, key));
  // Reviewing needs a user of the college (§6, §4.1): a visitor, or a user of another school, logs in first.
  const user = hasSessionCookie(request) ? await getOptionalUser(api).catch(() => null) : null;
  if (!user || user.school_code !== HZVTC_SCHOOL) throw login();

  const submission = parseReviewForm(await request.formData());
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let created: string;
  try {
    const answer = await addReview(api, {
      courseId,
      content: submission.value.content.trim(),
      level: submission.value.level,
    });
    created = answer?.id ?? String(Date.now());
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    if (error.code === NOT_LOGGED_IN) throw login();
    return data(submission.reply({ formErrors: [error.upstreamMessage || "errors.errorText"] }), {
      status: 400,
    });
  }
  // The new review's id in the query: the page after the post differs from the one before it even when both
  // end in #reviews, so the browser's router reloads it (a change of the hash alone would not).
  const back = new URL(detailPath(courseId, key, "reviews"), request.url);
  back.searchParams.set("posted", created);
  return redirectWithToast(`${back.pathname}${back.search}${back.hash}`, {
    type: "success",
    key: "toast.reviewSucceeded",
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** What a play attempt does (§2.3, §4.3, §6): log in, show the study ban, or open the player. */
function usePlayHref(page: LoaderData): (materialId: string) => string {
  const root = useRootData();
  const location = useLocation();
  const isCollegeUser = root?.user?.school_code === HZVTC_SCHOOL;
  if (!isCollegeUser) return () => root?.loginUrl ?? "/center/";
  if (page.studyBan) {
    const params = new URLSearchParams(location.search);
    params.set("denied", "1");
    return () => `?${params.toString()}#content`;
  }
  return (materialId) => hzvtcPlayPath(page.courseId, materialId, page.key);
}

export default function HzvtcDetail() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const denied = page.studyBan && new URLSearchParams(location.search).get("denied") === "1";
  const playHref = usePlayHref(page);
  const first = page.materials?.items[0];
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
            {first ? (
              <a className="button button--primary" href={playHref(first.id)}>
                {t("courseDetail.startLearning")}
              </a>
            ) : null}
          </div>
        </header>
        {denied ? (
          <p className="notice notice--error hz-detail__ban" role="alert">
            {t("errors.studyBan")}
          </p>
        ) : null}
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
              <Materials page={page} playHref={playHref} />
            </section>
            <section
              id="reviews"
              className="hz-detail__section"
              aria-labelledby="reviews-title"
              tabIndex={-1}
            >
              <SectionHeading id="reviews-title" title={t("hzvtc.detail.tabReviews")} />
              <Reviews page={page} />
            </section>
          </div>
          <aside className="hz-detail__recommended" aria-labelledby="recommended-title">
            <h2 id="recommended-title">{t("hzvtc.detail.recommended")}</h2>
            {page.recommended.length === 0 ? (
              <EmptyState>{t("common.noContent")}</EmptyState>
            ) : (
              <ul className="hz-tiles hz-tiles--stack">
                {page.recommended.map((course) => (
                  <li key={course.id}>
                    <CourseTile
                      name={course.name}
                      photo={course.photo}
                      href={detailPath(course.id, course.key)}
                    />
                  </li>
                ))}
              </ul>
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
              : `/center/hzvtc/word-${(index % WORD_COVERS) + 1}.svg`;
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

function Reviews({ page }: { page: LoaderData }) {
  const t = useT();
  const root = useRootData();
  const collegeUser = root?.user?.school_code === HZVTC_SCHOOL;
  const items = page.reviews?.items ?? [];
  // A new review changes this, which remounts the form with its defaults (5 stars, empty text).
  const formKey = `${page.reviews?.total ?? 0}-${items[0]?.id ?? ""}`;
  return (
    <>
      <ReviewForm key={formKey} loginHref={collegeUser ? null : (root?.loginUrl ?? null)} />
      {page.reviews === null ? (
        <p className="notice notice--error" role="alert">
          {t("courseDetail.reviewsFailed")}
        </p>
      ) : items.length === 0 ? (
        <EmptyState>{t("courseDetail.noReviews")}</EmptyState>
      ) : (
        <>
          <ul className="review-list">
            {items.map((review) => (
              <li key={review.id} className="review">
                <div className="review__body">
                  <p className="review__head">
                    <strong>{review.user_name}</strong> <Stars level={reviewLevel(review.level)} />
                  </p>
                  <p className="review__content">{review.content}</p>
                  <p className="review__foot">
                    <time dateTime={datePart(review.created_at)}>{datePart(review.created_at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page.reviews.page}
            total={page.reviews.total}
            size={REVIEWS_PAGE_SIZE}
            hash="reviews"
          />
        </>
      )}
    </>
  );
}
