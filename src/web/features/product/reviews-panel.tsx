import { lazy, Suspense } from "react";
import { Link } from "~/src/web/lib/localized-router";
import type { ReviewList as ReviewListData } from "~/src/core/shapes/reviews";
import { useSession } from "~/src/web/shop/session";
import { ReviewList } from "./review-list";
import { ReviewSummary } from "./review-summary";
import { loginReturningTo } from "./review-text";
import { useMyProductReview } from "./reviews-api";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.reviewsPanel", {
  whoReviews: "Only customers who received this part can review it, and our team reads every review before it appears.",
  howWeCheck: "How we check reviews",
});

interface ReviewsPanelProps {
  productId: string;
  /** The first page in the default order, rendered by the server. */
  initial: ReviewListData;
  /** The tab is open: only then is the customer's own review asked for. */
  active: boolean;
  formRequest: number;
}

// The customer's own part needs their session, so it is never in the server's HTML: its code (the form, the
// status, protected photos) arrives after the page's, keeping the product page's first load as it was.
const WriteReview = lazy(() => import("./write-review").then((module) => ({ default: module.WriteReview })));

/** Verified reviews (issue 31): the summary, the customer's own part, and the published reviews. */
export function ReviewsPanel({ productId, initial, active, formRequest }: ReviewsPanelProps) {
  const t = useT();
  const { token, ready } = useSession();
  const mine = useMyProductReview(productId, active || formRequest > 0);
  const signedIn = ready ? Boolean(token) : null;
  const loginPath = loginReturningTo(`/product/${encodeURIComponent(productId)}#reviews`);

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
      <div className="space-y-6">
        <ReviewSummary summary={initial.summary} />
        <p className="text-sm text-slate-600">
          {t(text.whoReviews)}{" "}
          <Link to="/review-guidelines" className="font-semibold text-brand-700 hover:underline">
            {t(text.howWeCheck)}
          </Link>
        </p>
        <Suspense fallback={null}>
          <WriteReview productId={productId} mine={mine} formRequest={formRequest} />
        </Suspense>
      </div>
      <ReviewList productId={productId} initial={initial} signedIn={signedIn} ownReviewId={mine.data?.review?._id ?? null} loginPath={loginPath} />
    </div>
  );
}
