import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/course-kit";
import { data, redirect, type LoaderFunctionArgs, type ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";

import { REVIEW_FIELDS } from "~/components/reviews/review-form";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { TabLinks } from "~/components/ui/tab-links";
import { isSchoolCode } from "~/domain/access";
import { parseNumericId } from "~/domain/ids";
import { detailTabQuery, readDetailTab, type DetailTab } from "~/domain/course-detail-tabs";
import { courseFactsOf } from "~/domain/course-facts";
import { reviewRefusal } from "~/domain/review-rules";
import { parsePage } from "~/domain/pagination";
import { classNoPermissionPath, classNotFoundPath, courseDetailPath } from "~/domain/paths";
import { requireNumericId } from "~/forms/ids.server";
import { parseFormData } from "~/forms/parse-form.server";
import { DeleteReviewFormSchema, ReviewFormSchema } from "~/forms/review-form.server";
import { useT } from "~/i18n/i18n";
import { getOptionalUser } from "~/services/account.server";
import { getChapterTree, getCourseDetail, listTeachers, type Chapter } from "~/services/course.server";
import { loginUrlFor, requireUser, publicAction } from "~/guard/guard.server";
import { createApi, onNotPermitted, orNull, settle } from "~/services/http.server";
import { addReview, courseIsHeldBy, deleteReview, listReviews } from "~/services/review.server";
import { hasSessionCookie, readSchoolCookie } from "~/utils/cookies.server";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";
import { courseShare } from "~/utils/share.server";
import { screenMeta } from "~/utils/page-title";
import { shareable } from "~/utils/share-meta";
import { redirectWithToast } from "~/utils/toast.server";

import { CourseHeader } from "./course-header";
import { canEnterCourse } from "./entry-rule.server";
import { Directory } from "./directory";
import { Reviews } from "./reviews";
import { Teachers } from "./teachers";
import { useContentLang } from "~/hooks/use-content-lang";

// learner-area §2 Course detail, §4 Course and Reviews, §5 Course review; public-sites §4.3 Study ban.

/**
 * The page's params: the course id (not digits: a 404) and the school, null for /center/school/class/{id}
 * (no school known when the catalogue was opened).
 */
function readParams(params: LoaderFunctionArgs["params"]) {
  const courseId = requireNumericId(params.classId);
  return { courseId, school: isSchoolCode(params.school) ? params.school : null };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { courseId, school } = readParams(params);
  const loggedIn = hasSessionCookie(request);
  const tab = readDetailTab(url.searchParams);
  const reviewPage = parsePage(url.searchParams.get("page"));
  const api = createApi(request);

  // Everything the page shows depends only on the URL: asked at once, then the rules decide. The detail's
  // failure is read once the school is settled.
  const detail = getCourseDetail(api, courseId);
  detail.catch(() => undefined);
  const [tree, teachers, reviews, user] = await Promise.all([
    settle(getChapterTree(api, courseId, loggedIn)),
    orNull(listTeachers(api, courseId)),
    orNull(listReviews(api, courseId, reviewPage)),
    loggedIn ? orNull(getOptionalUser(api)) : null,
  ]);

  const home = school ?? readSchoolCookie(request) ?? user?.school_code ?? null;
  if (!school && home) throw redirect(courseDetailPath(home, courseId, url.searchParams.toString()));

  // 2004 on the detail is the school's course-not-found page; without a school it is the error page as it is.
  const course = await (school
    ? onNotPermitted(detail, () => {
        throw redirect(classNotFoundPath(school));
      })
    : detail);
  // learner-area §4, §6: an expired (remaining_day 0) or disabled (status 3) course is not for this learner.
  if (user && school && !canEnterCourse(course)) throw redirect(classNoPermissionPath(school));

  // public-sites §4.3: 2004 on the learner's chapter check bans study; the page still shows the public tree.
  let chapters: Chapter[] | null = tree.ok ? tree.data : null;
  const studyBan = !tree.ok && loggedIn && tree.kind === "notPermitted";
  if (!tree.ok && loggedIn && (studyBan || tree.kind === "notLoggedIn"))
    chapters = await orNull(getChapterTree(api, courseId, false));

  return {
    school,
    courseId,
    tab,
    cmid: parseNumericId(url.searchParams.get("cmid")),
    course: courseFactsOf(course),
    intro: tab === "intro" ? sanitizeUpstreamHtml(course.intro) : "",
    share: courseShare(request, course),
    chapters,
    studyBan,
    teachers,
    reviews,
    reviewPage,
    userId: user?.id ?? null,
  };
}

/** The spec's generic course title (public-sites §2.9), the course's name, then the school (decision 022). */
export const meta = shareable(
  screenMeta<{ course: { name: string } }>("title.course", (loaded) => loaded.course.name),
);

export const action = (args: ActionFunctionArgs) =>
  publicAction(args, async ({ request, params }) => {
    const { courseId, school } = readParams(params);
    const reviewsHref = courseDetailPath(school, courseId, "tab=reviews");
    const api = createApi(request);
    // Reviewing needs a login (learner-area §5): an anonymous post logs in and comes back to the reviews tab.
    const back = new Request(new URL(reviewsHref, request.url), { headers: request.headers });
    const user = await requireUser(back, api);

    const formData = await request.formData();
    const deleting = parseFormData(formData, DeleteReviewFormSchema);
    if (deleting.ok) {
      // An id that cannot be one: the post is not a form of this page.
      const reviewId = parseNumericId(deleting.value.reviewId);
      if (!reviewId) throw data(null, { status: 400 });
      const deleted = await settle(deleteReview(api, reviewId));
      if (!deleted.ok) {
        const text = deleted.message || undefined;
        return redirectWithToast(reviewsHref, { type: "error", key: "errors.errorText", text });
      }
      return redirectWithToast(reviewsHref, { type: "success", key: "toast.reviewDeleted" });
    }

    const form = parseFormData(formData, ReviewFormSchema);
    if (!form.ok) return form.invalid();
    // Only a course the learner may see in the school of the address (decision 028): the public sites' rule.
    const addressSchool = school ?? user.school_code;
    const refusal = reviewRefusal({
      userSchool: user.school_code,
      addressSchool,
      courseHere: await courseIsHeldBy(api, addressSchool, courseId),
    });
    if (refusal === "notHere") throw data(null, { status: 404 });
    if (refusal) return form.refused({ key: "errors.otherSchool", text: null }, 403);
    const { content, level } = form.value;
    const added = await settle(addReview(api, { courseId, content: content.trim(), level }));
    if (!added.ok) {
      // The session ended between the guard and the post: log in and come back.
      if (added.kind === "notLoggedIn") throw redirect(loginUrlFor(back));
      // The failure's own status (docs/decisions/028): a refusal 403/404/422, the service down 503.
      return form.refused({ key: "errors.errorText", text: added.message || null }, added.status);
    }
    return redirectWithToast(reviewsHref, { type: "success", key: "toast.reviewSucceeded" });
  });

export default function CourseDetail() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const lang = useContentLang();
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
      <ErrorSummary fields={REVIEW_FIELDS} />
      <CourseHeader
        school={page.school}
        courseId={page.courseId}
        materialId={page.cmid}
        chapterId={
          (page.cmid &&
            page.chapters?.flatMap((chapter) => chapter.children).find((one) => one.cm_id === page.cmid)
              ?.chapter_id) ??
          null
        }
        course={page.course}
        studyBan={page.studyBan}
        teacher={page.teachers?.[0] ?? null}
        materials={page.chapters?.reduce((sum, chapter) => sum + chapter.children.length, 0) ?? null}
      />
      <div className="course-detail__body">
        <div className="course-detail__main">
          <TabLinks
            label={t("courseDetail.tabs")}
            tabs={tabs.map(({ tab, label }) => ({ label, to: tabHref(tab), current: page.tab === tab }))}
          />
          {page.tab === "directory" ? (
            <Directory
              school={page.school}
              courseId={page.courseId}
              chapters={page.chapters}
              studyBan={page.studyBan}
            />
          ) : null}
          {page.tab === "intro" ? (
            page.intro ? (
              <div
                className="course-detail__intro"
                lang={lang(page.intro)}
                dangerouslySetInnerHTML={{ __html: page.intro }}
              />
            ) : (
              <EmptyState>{t("courseDetail.noIntro")}</EmptyState>
            )
          ) : null}
          {page.tab === "reviews" ? (
            <Reviews reviews={page.reviews} page={page.reviewPage} userId={page.userId} />
          ) : null}
        </div>
        <Teachers teachers={page.teachers ?? []} />
      </div>
    </article>
  );
}
