import { useLocation, useSearchParams } from "react-router";
import type { ReviewStatus } from "~/src/core/reviews";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { ReviewCard } from "./review-card";
import { ReviewFilters, statusOf } from "./review-filters";
import { useAdminReviews } from "./reviews-api";

const EMPTY: Record<ReviewStatus, string> = {
  pending: "No review waits for a check. New and edited reviews appear here.",
  reported: "No published review is reported by a reader now.",
  published: "No published review matches these filters.",
  rejected: "No rejected review matches these filters.",
};

/** The API's query: always with a status (the waiting queue unless the URL names another), then the other filters. */
function apiSearch(params: URLSearchParams): string {
  const query = new URLSearchParams({ status: statusOf(params) });
  for (const key of ["productId", "stars", "page"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

const countText = (total: number, status: ReviewStatus) => `${total} ${total === 1 ? "review" : "reviews"}${status === "pending" ? " waiting" : ""}`;

/** Reviews to check, 20 a page: what waits oldest first, the rest newest first; filters and page live in the URL. */
export function ReviewsList() {
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const status = statusOf(params);
  const reviews = useAdminReviews(apiSearch(params));

  let body;
  if (reviews.isPending) body = <SkeletonStack label="Loading reviews" count={3} itemClassName="h-48 rounded-xl" />;
  else if (reviews.isError)
    body = <LoadError title="We could not load the reviews." message={reviews.error.message} onRetry={() => reviews.refetch()} />;
  else if (reviews.data.reviews.length === 0) body = <EmptyState title="No reviews here" message={EMPTY[status]} />;
  else
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{countText(reviews.data.total, status)}</p>
        <ul className="space-y-3">
          {reviews.data.reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
        <Pagination page={reviews.data.page} pages={reviews.data.pages} search={search.replace(/^\?/, "")} pathname={pathname} />
      </>
    );

  return (
    <div className="space-y-4">
      {/* Keyed by the URL, so the fields follow a link to another filter (the menu's plain Reviews). */}
      <ReviewFilters key={search} />
      {body}
    </div>
  );
}
