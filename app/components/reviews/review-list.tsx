import type { ReactNode } from "react";

import { reviewLevel } from "~/domain/review-rules";
import { datePart } from "~/domain/time-format";

import { Stars } from "./review-form";
import { useContentLang } from "~/hooks/use-content-lang";

export type ReviewItem = {
  id: string;
  user_name: string;
  user_photo?: string;
  level: number | null;
  content: string;
  created_at: string;
};

/**
 * The form's key for a list of reviews: a new review (or a deleted one) changes it, which remounts the form
 * with its defaults (5 stars, empty text) after a success.
 */
export function reviewFormKey(reviews: { total: number; items: readonly { id: string }[] } | null): string {
  return `${reviews?.total ?? 0}-${reviews?.items[0]?.id ?? ""}`;
}

/**
 * The one list of reviews (learner-area §4, public-sites §2.3): who, the stars, the text and the day; the
 * learner's photo where the page shows it, and what the reader may do with a review (delete their own).
 */
export function ReviewList<R extends ReviewItem>({
  items,
  photos = false,
  actionOf,
}: {
  items: readonly R[];
  photos?: boolean;
  actionOf?: (review: R) => ReactNode;
}) {
  const lang = useContentLang();
  return (
    <ul className="review-list">
      {items.map((review) => (
        <li key={review.id} className="review">
          {photos && review.user_photo ? (
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
              <strong lang={lang(review.user_name)}>{review.user_name}</strong>{" "}
              <Stars level={reviewLevel(review.level)} />
            </p>
            <p className="review__content" lang={lang(review.content)}>
              {review.content}
            </p>
            <p className="review__foot">
              <time dateTime={datePart(review.created_at)}>{datePart(review.created_at)}</time>
              {actionOf?.(review)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
