import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/ui/pagination";
import { REVIEWS_PAGE_SIZE } from "~/domain/page-sizes";
import { FailedNotice } from "~/components/ui/list-state";
import { useT } from "~/i18n/i18n";

import { ReviewForm } from "../reviews/review-form";
import { ReviewList, reviewFormKey, type ReviewItem } from "../reviews/review-list";

type Props = {
  reviews: { page: number; total: number; items: readonly ReviewItem[] } | null;
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
  return (
    <>
      <ReviewForm key={reviewFormKey(reviews)} loginHref={loginHref} />
      {reviews === null ? (
        <FailedNotice>{t("courseDetail.reviewsFailed")}</FailedNotice>
      ) : reviews.total === 0 ? (
        <EmptyState>{t("courseDetail.noReviews")}</EmptyState>
      ) : (
        <>
          <ReviewList items={items} />
          <Pagination page={reviews.page} total={reviews.total} size={REVIEWS_PAGE_SIZE} target="reviews" />
        </>
      )}
    </>
  );
}
