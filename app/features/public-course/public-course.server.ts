import { data, redirect } from "@remix-run/node";

import { loginRedirectUrl } from "~/domain/access";
import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";
import { reviewRefusal } from "~/domain/review-rules";
import { getEnv } from "~/env.server";
import { parseForm } from "~/forms/parse-form.server";
import { PublicReviewFormSchema } from "~/forms/review-form.server";
import { getOptionalUser, type User } from "~/services/account.server";
import { getCourseDetail } from "~/services/course.server";
import { createApi, onNotPermitted, settle } from "~/services/http.server";
import { listCourseMaterials, listSiteCourses, mayStudyCourse } from "~/services/site-courses.server";
import { addReview, courseIsHeldBy, listReviews } from "~/services/review.server";
import { hasSessionCookie } from "~/utils/cookies.server";
import { sanitizeUpstreamHtml } from "~/utils/sanitize-html.server";
import { courseShare } from "~/utils/share.server";
import { redirectWithToast } from "~/utils/toast.server";

/** getCourseMaterial's answer to a course it does not hold for the school (docs/contracts/resource-sites.md). */
const COURSE_ELSEWHERE = "1404";

// The public course detail of the college site (public-sites §2.3) and of the party site (§2.4): what a detail
// page loads and how it takes a review. Each site lays the page out its own way.

/**
 * The course of a detail link (`?id=`), or the not-found page. Stricter than an upstream id: a course id is a
 * positive number of at most 12 digits, so a hand-written `0`, `007` or 40-digit id asks nothing.
 */
export function requirePublicCourseId(url: URL): string {
  const courseId = url.searchParams.get("id") ?? "";
  if (!/^[1-9]\d{0,11}$/.test(courseId)) throw data(null, { status: 404 });
  return courseId;
}

/** A public detail's query (§2.3, §2.4): its course (else the not-found page) and the section key, as the site reads it. */
export function readDetailQuery<Key>(
  url: URL,
  parseKey: (value: string | null) => Key | null,
): { courseId: string; key: Key | null } {
  return { courseId: requirePublicCourseId(url), key: parseKey(url.searchParams.get("key")) };
}

export type PublicCourseQuery = {
  school: string;
  courseId: string;
  reviewPage: number;
  materialPage: number;
  materialSize: number;
  /** The category to recommend from, and how many courses to ask (the course itself is left out); null: none. */
  recommend: { categoryId: number; size: number } | null;
};

/**
 * Everything the page shows, asked in one round: the course, a page of its materials, a page of its reviews,
 * the recommendations and, with a session, the learn check (§4.3). Only the course itself is required: a
 * 2004 is the not-found page, any other failure the error page; the rest degrade to their fallbacks (a page
 * showing one is never cached: the one cache rule, utils/headers.server.ts).
 */
export async function loadPublicCourse(request: Request, query: PublicCourseQuery) {
  const api = createApi(request);
  const { school, courseId } = query;
  const [course, materials, reviews, recommended, mayStudy] = await Promise.all([
    // 2004: no such course. Any other failure keeps its own status (503 down, 502 a bad answer).
    onNotPermitted(getCourseDetail(api, courseId), () => {
      throw data(null, { status: 404 });
    }),
    settle(
      listCourseMaterials(api, { school, courseId, page: query.materialPage, size: query.materialSize }),
    ),
    settle(listReviews(api, courseId, query.reviewPage)),
    query.recommend
      ? settle(
          listSiteCourses(api, {
            school,
            categoryId: query.recommend.categoryId,
            size: query.recommend.size,
          }),
        )
      : null,
    // The learn check means something only with a session; a visitor is sent to log in to play.
    hasSessionCookie(request) ? mayStudyCourse(api, courseId) : null,
  ]);
  // The materials call knows the course's school: 1404 there is a course that is not this site's.
  if (!materials.ok && materials.code === COURSE_ELSEWHERE) throw data(null, { status: 404 });
  return {
    page: {
      courseId,
      course: {
        name: course.name,
        photo: course.photo,
        art: course.art,
        category_name: course.category_name,
        total_time: course.total_time,
      },
      intro: sanitizeUpstreamHtml(course.intro),
      share: courseShare(request, course),
      materials: materials.ok
        ? {
            page: query.materialPage,
            total: materials.data.total,
            items: materials.data.items.slice(0, query.materialSize),
          }
        : null,
      reviews: reviews.ok
        ? {
            page: query.reviewPage,
            total: reviews.data.total,
            items: reviews.data.items.slice(0, REVIEWS_PAGE_SIZE),
          }
        : null,
      recommended: recommended?.ok
        ? recommended.data.items.filter((item) => String(Number(item.id)) !== courseId)
        : [],
      studyBan: mayStudy === false,
    },
  };
}

/**
 * A review of a public course (§2.3, §5, §6): a post from another site is refused by the action's wrapper
 * (`publicAction`); a visitor, or a user of
 * another school, logs in to the site's school and comes back to `reviewsPath` (the detail's reviews); a bad
 * text answers 400 keeping what was typed; the server's refusal is shown as its message.
 */
export async function postPublicReview(
  request: Request,
  { school, courseId, reviewsPath }: { school: string; courseId: string; reviewsPath: string },
) {
  const api = createApi(request);
  const back = new URL(reviewsPath, request.url);
  const login = () => redirect(loginRedirectUrl(getEnv().loginServicePublicUrl, school, back.href));
  // Only a form reaches here: the action's wrapper refused any other body (docs/decisions/028).
  const form = await parseForm(request, PublicReviewFormSchema);
  // Who posts, and whether the course is this site's (the page itself is a 404 for any other), at once.
  const [who, courseHere] = await Promise.all([
    hasSessionCookie(request) ? settle(getOptionalUser(api)) : null,
    courseIsHeldBy(api, school, courseId),
  ]);
  if (courseHere === false) throw data(null, { status: 404 });
  // The login service is down: say so and keep the text; the learner is not sent to log in again.
  if (who && !who.ok) return form.refused({ key: "errors.errorText", text: null }, 503);
  const user: User | null = who?.data ?? null;
  // The one review rule (decision 028), as on the learner area's course page. The login service would send a
  // logged-in browser straight back: a user of another school is told to switch accounts, keeping the text.
  const refusal = reviewRefusal({ userSchool: user?.school_code ?? null, addressSchool: school, courseHere });
  if (refusal === "login") throw login();
  if (refusal) return form.refused({ key: "errors.otherSchool", text: null }, 403);
  if (!form.ok) return form.invalid();
  const posted = await settle(
    addReview(api, { courseId, content: form.value.content.trim(), level: form.value.level }),
  );
  if (!posted.ok) {
    if (posted.kind === "notLoggedIn") throw login();
    // The failure's own status (docs/decisions/028): a refusal 403/404/422, the service down 503.
    return form.refused({ key: "errors.errorText", text: posted.message || null }, posted.status);
  }
  const created = posted.data?.id ?? String(Date.now());
  // The new review's id in the query: the page after the post differs from the one before it even when both
  // end in #reviews, so the browser's router reloads it (a change of the hash alone would not).
  back.searchParams.set("posted", created);
  return redirectWithToast(`${back.pathname}${back.search}${back.hash}`, {
    type: "success",
    key: "toast.reviewSucceeded",
  });
}

/**
 * A public detail's review post (the college's, the party's): the review of the course its query names
 * (`postPublicReview`), leading back to the detail's reviews. The route's `action` runs it behind `publicAction`
 * (`(args) => publicAction(args, ({ request }) => postDetailReview(request, {…}))`), so the origin and session
 * check stays written in the route like every other action's (tests/security/actions.test.ts).
 */
export function postDetailReview<Key>(
  request: Request,
  site: {
    school: string;
    parseKey: (value: string | null) => Key | null;
    detailPath: (courseId: string, key: Key | null, hash: "reviews") => string;
  },
) {
  const { courseId, key } = readDetailQuery(new URL(request.url), site.parseKey);
  const reviewsPath = site.detailPath(courseId, key, "reviews");
  return postPublicReview(request, { school: site.school, courseId, reviewsPath });
}
