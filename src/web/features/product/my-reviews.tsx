import { useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { LoadError } from "~/src/web/components/load-error";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { OwnReview } from "./own-review";
import { writeReviewPath } from "./review-text";
import { useDeleteReview, useMyReviews } from "./reviews-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.myReviews", {
  loading: "Loading your reviews",
  loadError: "We could not load your reviews.",
  emptyTitle: "No reviews yet",
  emptyMessage: "You have not reviewed anything yet. Parts you have received can be reviewed from My Orders.",
  myOrders: "My orders",
  confirmDelete: "Delete this review? It cannot be brought back.",
  deleting: "Deleting…",
  yesDelete: "Yes, delete",
  keep: "Keep it",
  edit: "Edit",
  delete: "Delete",
  reviewOf: " your review of {product}",
});

/** Every review the customer wrote, newest first, with its status, to edit or delete. */
export function MyReviews() {
  const t = useT();
  const { token } = useSession();
  const reviews = useMyReviews();
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState<string | null>(null);

  if (reviews.isPending) return <SkeletonStack label={t(text.loading)} count={2} itemClassName="h-40 rounded-2xl" />;
  if (reviews.isError) return <LoadError title={t(text.loadError)} message={reviews.error.message} onRetry={() => reviews.refetch()} />;
  if (reviews.data.length === 0) {
    return (
      <EmptyState title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <Link to="/orders" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          {t(text.myOrders)}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {reviews.data.map((review) => (
        <li key={review._id}>
          <OwnReview
            review={review}
            token={token}
            heading={
              <h2 className="mb-2 text-base font-semibold">
                <Link to={writeReviewPath(review.productId)} className="text-slate-900 hover:text-brand-700 hover:underline">
                  {review.productName}
                </Link>
              </h2>
            }
          >
            {confirming === review._id ? (
              <div className="w-full rounded-lg border border-red-200 bg-red-50 p-3">
                <p className="text-sm font-medium text-red-800">{t(text.confirmDelete)}</p>
                {remove.isError && (
                  <p role="alert" className="mt-1 text-sm text-red-800">
                    {remove.error.message}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(review._id, { onSuccess: () => setConfirming(null) })}
                  >
                    {remove.isPending ? t(text.deleting) : t(text.yesDelete)}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                    {t(text.keep)}
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <Link to={writeReviewPath(review.productId)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  {t(text.edit)}
                  <span className="sr-only">{t(text.reviewOf, { product: review.productName })}</span>
                </Link>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => {
                    remove.reset();
                    setConfirming(review._id);
                  }}
                >
                  {t(text.delete)}
                  <span className="sr-only">{t(text.reviewOf, { product: review.productName })}</span>
                </Button>
              </>
            )}
          </OwnReview>
        </li>
      ))}
    </ul>
  );
}
