import { useId, useRef, useState } from "react";
import type { ReviewSort } from "~/src/core/reviews";
import type { ReviewList as ReviewListData } from "~/src/core/shapes/reviews";
import { LoadError } from "~/src/web/components/load-error";
import { Button } from "~/src/web/components/ui/button";
import { ReviewItem } from "./review-item";
import { starsText } from "./review-text";
import { FIRST_PAGE, useReviewPage, type ReviewQuery } from "./reviews-api";

const SORTS: Array<{ value: ReviewSort; label: string }> = [
  { value: "recent", label: "Newest" },
  { value: "helpful", label: "Most helpful" },
  { value: "high", label: "Highest rating" },
  { value: "low", label: "Lowest rating" },
];

const selectClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 sm:w-44";

interface ReviewListProps {
  productId: string;
  initial: ReviewListData;
  signedIn: boolean | null;
  ownReviewId: string | null;
  loginPath: string;
}

/** The published reviews, 10 a page: newest first, or sorted and filtered by the reader. */
export function ReviewList({ productId, initial, signedIn, ownReviewId, loginPath }: ReviewListProps) {
  const [query, setQuery] = useState<ReviewQuery>(FIRST_PAGE);
  const reviews = useReviewPage(productId, query, initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { heading: useId(), sort: useId(), stars: useId() };

  if (initial.summary.count === 0) return null;
  const change = (next: Partial<ReviewQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const turn = (page: number) => {
    setQuery((current) => ({ ...current, page }));
    headingRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };
  const data = reviews.data;

  return (
    <section aria-labelledby={ids.heading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={ids.heading} ref={headingRef} className="scroll-mt-24 text-lg font-bold text-slate-900">
          What customers say
        </h2>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <div>
            <label htmlFor={ids.sort} className="text-xs font-medium text-slate-600">
              Sort by
            </label>
            <select id={ids.sort} value={query.sort} onChange={(event) => change({ sort: event.target.value as ReviewSort })} className={selectClass}>
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.stars} className="text-xs font-medium text-slate-600">
              Show
            </label>
            <select
              id={ids.stars}
              value={query.stars ?? ""}
              onChange={(event) => change({ stars: event.target.value ? Number(event.target.value) : null })}
              className={selectClass}
            >
              <option value="">All ratings</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {starsText(stars)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {reviews.isError && !data ? (
        <div className="mt-4">
          <LoadError title="We could not load these reviews." message={reviews.error.message} onRetry={() => reviews.refetch()} />
        </div>
      ) : !data ? (
        <p className="mt-4 text-sm text-slate-600" aria-busy="true">
          Loading reviews…
        </p>
      ) : (
        <div aria-busy={reviews.isPlaceholderData || undefined} className={reviews.isPlaceholderData ? "opacity-60" : undefined}>
          {data.reviews.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              No reviews with {query.stars === null ? "this rating" : starsText(query.stars)} yet.
            </p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-200">
              {data.reviews.map((review) => (
                <li key={review._id}>
                  <ReviewItem review={review} signedIn={signedIn} own={review._id === ownReviewId} loginPath={loginPath} />
                </li>
              ))}
            </ol>
          )}
          {data.pages > 1 && (
            <nav aria-label="Review pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <Button size="sm" variant="secondary" disabled={data.page <= 1 || reviews.isFetching} onClick={() => turn(data.page - 1)}>
                Previous
              </Button>
              <p className="text-sm text-slate-600">
                Page {data.page} of {data.pages}
              </p>
              <Button size="sm" variant="secondary" disabled={data.page >= data.pages || reviews.isFetching} onClick={() => turn(data.page + 1)}>
                Next
              </Button>
            </nav>
          )}
          {reviews.isError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {reviews.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
