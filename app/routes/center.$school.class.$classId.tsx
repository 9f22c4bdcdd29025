import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";

import { EmptyState } from "~/components/ui/empty-state";
import { ReviewForm, Stars } from "~/components/reviews/review-form";
import { ConfirmDialog } from "~/components/ui/modal";
import { Pagination } from "~/components/ui/pagination";
import { TabLinks } from "~/components/ui/tab-links";
import { isSchoolCode } from "~/domain/access";
import { detailTabQuery, readDetailTab, type DetailTab } from "~/domain/course-detail-tabs";
import { canEnterCourse } from "~/domain/course-rules";
import { materialExtent, materialKind } from "~/domain/material-format";
import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";
import { parsePage } from "~/domain/pagination";
import { canDeleteReview, cutIntro, reviewLevel } from "~/domain/review-rules";
import { datePart } from "~/domain/time-format";
import { formErrorsOf } from "~/forms/form-message";
import { createTranslator, useT, type CompiledMessages } from "~/i18n/i18n";
import { getOptionalUser } from "~/services/account.server";
import { getChapterTree, getCourseDetail, listTeachers, type Chapter } from "~/services/course.server";
import { loginUrlFor, requireUser } from "~/services/guard.server";
import { createApi, onNotPermitted, orNull, settle, UpstreamFailure } from "~/services/http.server";
import { parseReviewForm } from "~/services/review-form.server";
import { addReview, deleteReview, listReviews } from "~/services/review.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";
import { useRootData } from "~/utils/root-data";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";
import { redirectWithToast } from "~/utils/toast.server";
import { courseDetailPath, playerPath } from "~/domain/paths";

// learner-area §2 Course detail, §4 Course and Reviews, §5 Course review; public-sites §4.3 Study ban.

function courseIdOf(value: string | undefined): string {
  if (!value || !/^\d+$/.test(value)) throw data(null, { status: 404 });
  return value;
}

/** /center/school/class/{id} (no school known when the catalogue was opened) has no school in the URL. */
function schoolOf(value: string | undefined): string | null {
  return isSchoolCode(value) ? value : null;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const courseId = courseIdOf(params.classId);
  const school = schoolOf(params.school);
  const loggedIn = hasSessionCookie(request);
  const tab = readDetailTab(url.searchParams);
  const reviewPage = parsePage(url.searchParams.get("page"));
  const api = createApi(request);

  // Everything the page shows depends only on the URL: asked at once, then the rules decide. 2004 on the
  // detail is this page's not-found; any other failure of it is thrown once the school is settled.
  const detail = onNotPermitted(getCourseDetail(api, courseId), () => null);
  detail.catch(() => undefined);
  const [tree, teachers, reviews, user] = await Promise.all([
    settle(getChapterTree(api, courseId, loggedIn)),
    orNull(listTeachers(api, courseId)),
    orNull(listReviews(api, courseId, reviewPage)),
    loggedIn ? orNull(getOptionalUser(api)) : null,
  ]);

  const home = school ?? readSchoolCookie(request) ?? user?.school_code ?? null;
  if (!school && home) throw redirect(courseDetailPath(home, courseId, url.searchParams.toString()));

  const course = await detail;
  if (!course) {
    if (school) throw redirect(`/center/${school}/class/notfound`);
    throw new UpstreamFailure("code", "", "2004");
  }
  // learner-area §4, §6: an expired (remaining_day 0) or disabled (status 3) course is not for this learner.
  if (user && school && !canEnterCourse(course)) throw redirect(`/center/${school}/class/nopermission`);

  // public-sites §4.3: 2004 on the learner's chapter check bans study; the page still shows the public tree.
  let chapters: Chapter[] | null = tree.ok ? tree.data : null;
  let studyBan = false;
  if (!tree.ok && loggedIn && tree.kind === "notPermitted") studyBan = true;
  if (!tree.ok && loggedIn && (studyBan || tree.kind === "notLoggedIn"))
    chapters = await orNull(getChapterTree(api, courseId, false));

  return {
    school,
    courseId,
    tab,
    cmid: url.searchParams.get("cmid")?.match(/^\d+$/)?.[0] ?? null,
    course: {
      id: course.id,
      name: course.name,
      photo: course.photo,
      category_name: course.category_name,
      total_time: course.total_time,
    },
    intro: tab === "intro" ? sanitizeUpstreamHtml(course.intro) : "",
    chapters,
    studyBan,
    teachers,
    reviews,
    reviewPage,
    userId: user?.id ?? null,
  };
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
});

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as
    { locale: "zh-CN" | "en"; messages: unknown } | undefined;
  if (!root) return [{ title: "Course" }];
  const t = createTranslator(root.locale, root.messages as CompiledMessages);
  return [{ title: t("title.course") }];
};

export async function action({ request, params }: ActionFunctionArgs) {
  const courseId = courseIdOf(params.classId);
  const school = schoolOf(params.school);
  const reviewsHref = courseDetailPath(school, courseId, "tab=reviews");
  const api = createApi(request);
  // Reviewing needs a login (learner-area §5): an anonymous post logs in and comes back to the reviews tab.
  const back = new Request(new URL(reviewsHref, request.url), { headers: request.headers });
  await requireUser(back, api);

  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const reviewId = String(formData.get("reviewId") ?? "");
    if (!/^\d+$/.test(reviewId)) throw data(null, { status: 400 });
    try {
      await deleteReview(api, reviewId);
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      return redirectWithToast(reviewsHref, {
        type: "error",
        key: "errors.errorText",
        text: error.upstreamMessage || undefined,
      });
    }
    return redirectWithToast(reviewsHref, { type: "success", key: "toast.reviewDeleted" });
  }

  const submission = parseReviewForm(formData);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await addReview(api, {
      courseId,
      content: submission.value.content.trim(),
      level: submission.value.level,
    });
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    // The session ended between the guard and the post: log in and come back.
    if (error.kind === "notLoggedIn") throw redirect(loginUrlFor(back));
    const message = { key: "errors.errorText", text: error.serverMessage } as const;
    return data(submission.reply({ formErrors: formErrorsOf(message) }), {
      status: 400,
    });
  }
  return redirectWithToast(reviewsHref, { type: "success", key: "toast.reviewSucceeded" });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function CourseDetail() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const tabHref = (tab: DetailTab) => {
    const query = detailTabQuery(params, tab);
    return query ? `?${query}` : location.pathname;
  };
  const tabs: { tab: DetailTab; label: string }[] = [
    { tab: "directory", label: t("courseDetail.tabDirectory") },
    { tab: "intro", label: t("courseDetail.tabIntro") },
    { tab: "reviews", label: t("courseDetail.tabReviews") },
  ];

  return (
    <article className="course-detail" aria-labelledby="course-title">
      <CourseHeader data={data} />
      <div className="course-detail__body">
        <div className="course-detail__main">
          <TabLinks
            label={t("courseDetail.tabs")}
            tabs={tabs.map(({ tab, label }) => ({ label, to: tabHref(tab), current: data.tab === tab }))}
          />
          {data.tab === "directory" ? <Directory data={data} /> : null}
          {data.tab === "intro" ? (
            data.intro ? (
              <div className="course-detail__intro" dangerouslySetInnerHTML={{ __html: data.intro }} />
            ) : (
              <EmptyState>{t("courseDetail.noIntro")}</EmptyState>
            )
          ) : null}
          {data.tab === "reviews" ? <Reviews data={data} /> : null}
        </div>
        <Teachers teachers={data.teachers ?? []} />
      </div>
    </article>
  );
}

function CourseHeader({ data }: { data: LoaderData }) {
  const t = useT();
  const root = useRootData();
  const start = data.school
    ? playerPath(data.school, data.courseId, data.cmid ?? 0)
    : (root?.loginUrl ?? "#");
  return (
    <header className="course-header">
      <img className="course-header__cover" src={data.course.photo} alt="" width={320} height={180} />
      <div className="course-header__text">
        <h1 id="course-title">{data.course.name}</h1>
        <p className="course-header__meta">
          {data.course.category_name ? (
            <span>{t("courseDetail.category", { name: data.course.category_name })}</span>
          ) : null}
          {data.course.total_time ? (
            <span>{t("courseDetail.totalTime", { time: data.course.total_time })}</span>
          ) : null}
        </p>
        {data.studyBan ? null : (
          <Link className="button button--primary" to={start} reloadDocument={!data.school}>
            {t("courseDetail.startLearning")}
          </Link>
        )}
      </div>
    </header>
  );
}

function Directory({ data }: { data: LoaderData }) {
  const t = useT();
  const kindLabel = {
    video: "courseDetail.video",
    slides: "courseDetail.slides",
    document: "courseDetail.document",
  } as const;
  return (
    <section className="course-directory" aria-label={t("courseDetail.tabDirectory")}>
      {data.studyBan ? (
        <p className="notice notice--error" role="alert">
          {t("errors.studyBan")}
        </p>
      ) : null}
      {data.chapters === null ? (
        <p className="notice notice--error" role="alert">
          {t("courseDetail.directoryFailed")}
        </p>
      ) : data.chapters.length === 0 ? (
        <EmptyState>{t("courseDetail.underConstruction")}</EmptyState>
      ) : (
        <ol className="chapter-tree">
          {data.chapters.map((chapter, index) => (
            <li key={chapter.chapter_id ?? index}>
              <h2 className="chapter-tree__title">{chapter.name}</h2>
              <ol className="chapter-tree__materials">
                {chapter.children.map((material, position) => {
                  const extent = materialExtent(material);
                  const gone = material.status === 2;
                  return (
                    <li key={material.cm_id ?? position} className="material">
                      <span className={`material__kind material__kind--${materialKind(material.type)}`}>
                        {t(kindLabel[materialKind(material.type)])}
                      </span>
                      {data.school && material.cm_id && !gone && !data.studyBan ? (
                        <Link
                          className="material__name"
                          to={playerPath(data.school, data.courseId, material.cm_id)}
                        >
                          {material.name}
                        </Link>
                      ) : (
                        <span className="material__name">{material.name}</span>
                      )}
                      {extent ? <span className="material__extent">{extent}</span> : null}
                      {gone ? <span className="material__gone">{t("courseDetail.unavailable")}</span> : null}
                      {material.is_finish === 1 ? (
                        <span className="material__finished">✓ {t("courseDetail.finished")}</span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Teachers({ teachers }: { teachers: NonNullable<LoaderData["teachers"]> }) {
  const t = useT();
  if (teachers.length === 0) return null;
  return (
    <aside className="teachers" aria-labelledby="teachers-title">
      <h2 id="teachers-title">{t("courseDetail.teachers")}</h2>
      <ul>
        {teachers.map((teacher, index) => {
          const intro = cutIntro(teacher.intro);
          return (
            <li key={index} className="teacher">
              {teacher.photo ? (
                <img
                  className="teacher__photo"
                  src={teacher.photo}
                  alt={t("courseDetail.teacherPhoto", { name: teacher.name })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : null}
              <div>
                <h3 className="teacher__name">{teacher.name}</h3>
                {intro.cut ? (
                  // 'view more' and 'collapse' without JavaScript: a <details> whose summary swaps its label.
                  <details className="teacher__intro">
                    <summary>
                      <span className="teacher__short">{intro.short}</span>{" "}
                      <span className="teacher__more">{t("courseDetail.viewMore")}</span>
                      <span className="teacher__less">{t("courseDetail.collapse")}</span>
                    </summary>
                    <p>{teacher.intro}</p>
                  </details>
                ) : teacher.intro ? (
                  <p className="teacher__intro">{teacher.intro}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function Reviews({ data }: { data: LoaderData }) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const confirm = /^delete-(\d+)$/.exec(params.get("confirm") ?? "")?.[1] ?? null;
  const hrefWith = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set("confirm", value);
    else next.delete("confirm");
    return `?${next.toString()}`;
  };
  const items = data.reviews?.items ?? [];
  const confirming = items.find((review) => review.id === confirm && canDeleteReview(review, data.userId));
  // A new review (or a deleted one) changes this, which resets the form to its defaults after success.
  const formKey = `${data.reviews?.total ?? 0}-${items[0]?.id ?? ""}`;

  return (
    <section className="reviews" aria-label={t("courseDetail.tabReviews")}>
      <ReviewForm key={formKey} loginHref={root?.user ? null : (root?.loginUrl ?? null)} />
      {data.reviews === null ? (
        <p className="notice notice--error" role="alert">
          {t("courseDetail.reviewsFailed")}
        </p>
      ) : items.length === 0 ? (
        <EmptyState>{t("courseDetail.noReviews")}</EmptyState>
      ) : (
        <>
          <ul className="review-list">
            {items.slice(0, REVIEWS_PAGE_SIZE).map((review) => (
              <li key={review.id} className="review">
                {review.user_photo ? (
                  <img
                    className="review__photo"
                    src={review.user_photo}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                ) : null}
                <div className="review__body">
                  <p className="review__head">
                    <strong>{review.user_name}</strong> <Stars level={reviewLevel(review.level)} />
                  </p>
                  <p className="review__content">{review.content}</p>
                  <p className="review__foot">
                    <time dateTime={datePart(review.created_at)}>{datePart(review.created_at)}</time>
                    {canDeleteReview(review, data.userId) ? (
                      <Link
                        className="review__delete"
                        to={hrefWith(`delete-${review.id}`)}
                        preventScrollReset
                        aria-label={t("courseDetail.deleteReviewLabel", { name: review.user_name })}
                      >
                        {t("courseDetail.delete")}
                      </Link>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={data.reviewPage} total={data.reviews.total} size={REVIEWS_PAGE_SIZE} />
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t("courseDetail.confirmDeleteTitle")}
          message={t("courseDetail.confirmDelete")}
          closeHref={hrefWith(null)}
          fields={{ intent: "delete", reviewId: confirming.id }}
        />
      ) : null}
    </section>
  );
}
