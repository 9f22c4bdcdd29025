import { Link, useLocation } from "@remix-run/react";

import { ReviewForm } from "~/components/reviews/review-form";
import { ReviewList, reviewFormKey } from "~/components/reviews/review-list";
import { EmptyState } from "~/components/ui/empty-state";
import { FailedNotice } from "~/components/ui/list-state";
import { ConfirmDialog } from "~/components/ui/modal";
import { Pagination } from "~/components/ui/pagination";
import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";
import { canDeleteReview } from "~/domain/review-rules";
import { useT } from "~/i18n/i18n";
import type { Review } from "~/services/review.server";
import { useLoginUrl, useRootData } from "~/utils/root-data";

type Props = {
  /** null: the reviews could not be loaded. */
  reviews: { total: number; items: readonly Review[] } | null;
  page: number;
  userId: string | null;
};

/**
 * The reviews tab (learner-area §4, §5): the form, the reviews 10 a page, and the author's delete, confirmed in a
 * dialog that is URL state (`?confirm=delete-ID`), so it works without JavaScript.
 */
export function Reviews({ reviews, page, userId }: Props) {
  const t = useT();
  const root = useRootData();
  const loginUrl = useLoginUrl();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const confirm = /^delete-(\d+)$/.exec(params.get("confirm") ?? "")?.[1] ?? null;
  const hrefWith = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set("confirm", value);
    else next.delete("confirm");
    return `?${next.toString()}`;
  };
  const items = reviews?.items ?? [];
  const confirming = items.find((review) => review.id === confirm && canDeleteReview(review, userId));

  return (
    <section id="course-reviews" className="reviews" aria-label={t("courseDetail.tabReviews")}>
      <ReviewForm key={reviewFormKey(reviews)} loginHref={root?.user ? null : loginUrl} />
      {reviews === null ? (
        <FailedNotice>{t("courseDetail.reviewsFailed")}</FailedNotice>
      ) : items.length === 0 ? (
        <EmptyState>{t("courseDetail.noReviews")}</EmptyState>
      ) : (
        <>
          <ReviewList
            items={items.slice(0, REVIEWS_PAGE_SIZE)}
            photos
            actionOf={(review) =>
              canDeleteReview(review, userId) ? (
                <Link
                  className="review__delete"
                  to={hrefWith(`delete-${review.id}`)}
                  preventScrollReset
                  aria-label={t("courseDetail.deleteReviewLabel", { name: review.user_name })}
                >
                  {t("courseDetail.delete")}
                </Link>
              ) : null
            }
          />
          <Pagination page={page} total={reviews.total} size={REVIEWS_PAGE_SIZE} target="course-reviews" />
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
