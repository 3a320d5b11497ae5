import { lazy, Suspense, useId, useRef, useState } from "react";
import type { ReviewSort } from "~/src/core/reviews";
import type { ReviewList as ReviewListData } from "~/src/core/shapes/reviews";
import { Button } from "~/src/web/components/ui/button";
import { ReviewItem } from "./review-item";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useReviewWords } from "./review-text";
import { FIRST_PAGE, useReviewPage, type ReviewQuery } from "./reviews-api";

// Shown only when the reviews could not be loaded: its code comes then, not with the product page's first load.
const LoadError = lazy(() => import("~/src/web/components/load-error").then((module) => ({ default: module.LoadError })));

const text = defineMessages("product.reviewList", {
  newest: "Newest",
  helpful: "Most helpful",
  high: "Highest rating",
  low: "Lowest rating",
  heading: "What customers say",
  sortBy: "Sort by",
  show: "Show",
  allRatings: "All ratings",
  loadError: "We could not load these reviews.",
  loading: "Loading reviews…",
  noneWithRating: "No reviews with this rating yet.",
  noneWithStars: "No reviews with {stars} yet.",
  pages: "Review pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {page} of {pages}",
});

const SORTS: Array<{ value: ReviewSort; label: Message }> = [
  { value: "recent", label: text.newest },
  { value: "helpful", label: text.helpful },
  { value: "high", label: text.high },
  { value: "low", label: text.low },
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
  const t = useT();
  const words = useReviewWords();

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
          {t(text.heading)}
        </h2>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <div>
            <label htmlFor={ids.sort} className="text-xs font-medium text-slate-600">
              {t(text.sortBy)}
            </label>
            <select id={ids.sort} value={query.sort} onChange={(event) => change({ sort: event.target.value as ReviewSort })} className={selectClass}>
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {t(sort.label)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.stars} className="text-xs font-medium text-slate-600">
              {t(text.show)}
            </label>
            <select
              id={ids.stars}
              value={query.stars ?? ""}
              onChange={(event) => change({ stars: event.target.value ? Number(event.target.value) : null })}
              className={selectClass}
            >
              <option value="">{t(text.allRatings)}</option>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>
                  {words.stars(stars)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {reviews.isError && !data ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <LoadError title={t(text.loadError)} message={reviews.error.message} onRetry={() => reviews.refetch()} />
          </Suspense>
        </div>
      ) : !data ? (
        <p className="mt-4 text-sm text-slate-600" aria-busy="true">
          {t(text.loading)}
        </p>
      ) : (
        <div aria-busy={reviews.isPlaceholderData || undefined} className={reviews.isPlaceholderData ? "opacity-60" : undefined}>
          {data.reviews.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              {query.stars === null ? t(text.noneWithRating) : t(text.noneWithStars, { stars: words.stars(query.stars) })}
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
            <nav aria-label={t(text.pages)} className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <Button size="sm" variant="secondary" disabled={data.page <= 1 || reviews.isFetching} onClick={() => turn(data.page - 1)}>
                {t(text.previous)}
              </Button>
              <p className="text-sm text-slate-600">{t(text.pageOf, { page: data.page, pages: data.pages })}</p>
              <Button size="sm" variant="secondary" disabled={data.page >= data.pages || reviews.isFetching} onClick={() => turn(data.page + 1)}>
                {t(text.next)}
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
