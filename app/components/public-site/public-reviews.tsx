import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";
import { reviewLevel } from "~/domain/review-rules";
import { datePart } from "~/domain/time-format";
import { useT } from "~/i18n/i18n";

import { ReviewForm, Stars } from "../reviews/review-form";

type Review = {
  id: string;
  user_name: string;
  level: number | null;
  content: string;
  created_at: string;
};

type Props = {
  reviews: { page: number; total: number; items: readonly Review[] } | null;
  /** The login page for a visitor (reviewing needs a login); null for a user who may review. */
  loginHref: string | null;
};

/**
 * The reviews of a public course (public-sites §2.3, §2.4, §5, §8): the form, then the reviews 10 a page with
 * '暂无评价~' when there are none; the pager lands back on the reviews (`#reviews`).
 */
export function PublicReviews({ reviews, loginHref }: Props) {
  const t = useT();
  const items = reviews?.items ?? [];
  // A new review changes this, which remounts the form with its defaults (5 stars, empty text).
  const formKey = `${reviews?.total ?? 0}-${items[0]?.id ?? ""}`;
  return (
    <>
      <ReviewForm key={formKey} loginHref={loginHref} />
      {reviews === null ? (
        <p className="notice notice--error" role="alert">
          {t("courseDetail.reviewsFailed")}
        </p>
      ) : reviews.total === 0 ? (
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
          <Pagination page={reviews.page} total={reviews.total} size={REVIEWS_PAGE_SIZE} hash="reviews" />
        </>
      )}
    </>
  );
}
