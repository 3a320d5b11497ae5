import { useState } from "react";
import { Link } from "react-router";
import { LoadError } from "~/src/web/components/load-error";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useSession } from "~/src/web/shop/session";
import { OwnReview } from "./own-review";
import { writeReviewPath } from "./review-text";
import { useDeleteReview, useMyReviews } from "./reviews-api";

/** Every review the customer wrote, newest first, with its status, to edit or delete. */
export function MyReviews() {
  const { token } = useSession();
  const reviews = useMyReviews();
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState<string | null>(null);

  if (reviews.isPending) return <SkeletonStack label="Loading your reviews" count={2} itemClassName="h-40 rounded-2xl" />;
  if (reviews.isError) return <LoadError title="We could not load your reviews." message={reviews.error.message} onRetry={() => reviews.refetch()} />;
  if (reviews.data.length === 0) {
    return (
      <EmptyState title="No reviews yet" message="You have not reviewed anything yet. Parts you have received can be reviewed from My Orders.">
        <Link to="/orders" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          My orders
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
                <p className="text-sm font-medium text-red-800">Delete this review? It cannot be brought back.</p>
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
                    {remove.isPending ? "Deleting…" : "Yes, delete"}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </div>
              </div>
            ) : (
              <>
                <Link to={writeReviewPath(review.productId)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  Edit<span className="sr-only"> your review of {review.productName}</span>
                </Link>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => {
                    remove.reset();
                    setConfirming(review._id);
                  }}
                >
                  Delete<span className="sr-only"> your review of {review.productName}</span>
                </Button>
              </>
            )}
          </OwnReview>
        </li>
      ))}
    </ul>
  );
}
