import { z } from "zod";

import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";

import { settle, type Api } from "./http.server";
import { listCourseMaterials } from "./site-courses.server";
import { idString, optionalNumber, optionalText, pageOf } from "./schema";

// Course reviews: learner-area §3 (Course review), §7 (Reviews, Add review, Delete review).

export const ReviewSchema = z.object({
  id: idString,
  user_id: idString.nullish(),
  user_name: optionalText,
  user_photo: optionalText,
  level: optionalNumber,
  content: optionalText,
  created_at: optionalText,
});
export type Review = z.output<typeof ReviewSchema>;

const ReviewPageSchema = pageOf(ReviewSchema);

const CreatedSchema = z.object({ id: idString.nullish() }).passthrough().nullish();
const AnySchema = z.unknown();

export function listReviews(api: Api, courseId: string, page: number) {
  return api.get("learning", "/api/course/comment", {
    schema: ReviewPageSchema,
    query: { course_id: courseId, page, size: REVIEWS_PAGE_SIZE },
  });
}

export function addReview(api: Api, review: { courseId: string; content: string; level: number }) {
  return api.post("learning", "/api/course/comment", {
    schema: CreatedSchema,
    body: { course_id: review.courseId, content: review.content, level: review.level },
  });
}

/** Only the author may delete; the upstream answers 1403 to anyone else. */
export function deleteReview(api: Api, reviewId: string) {
  return api.post("learning", `/api/course/comment/${encodeURIComponent(reviewId)}`, {
    schema: AnySchema,
    method: "delete",
  });
}

/** getCourseMaterial's answer to a course the school does not hold (docs/contracts/resource-sites.md). */
const COURSE_ELSEWHERE = "1404";

/**
 * Whether the school holds the course (getCourseMaterial, one item): false on its 1404, null when the service
 * could not say (the review call is then the one that decides).
 */
export async function courseIsHeldBy(api: Api, school: string, courseId: string): Promise<boolean | null> {
  const held = await settle(listCourseMaterials(api, { school, courseId, page: 1, size: 1 }));
  if (held.ok) return true;
  return held.code === COURSE_ELSEWHERE ? false : null;
}
