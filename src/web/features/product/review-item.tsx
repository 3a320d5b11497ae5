import { lazy, Suspense } from "react";
import { RatingStars } from "~/src/web/components/rating-stars";
import type { PublicReview } from "~/src/core/shapes/reviews";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { ReviewDate, ReviewPhotos, ReviewReply, ReviewText, VerifiedBadge } from "./review-parts";

// A review's buttons work after its text shows: their code (voting, the report form) loads on its own, and the
// server-rendered buttons stay as they are until it has (React hydrates a lazy part when it arrives).
const HelpfulButton = lazy(() => import("./review-actions").then(({ HelpfulButton }) => ({ default: HelpfulButton })));
const ReportControl = lazy(() => import("./review-actions").then(({ ReportControl }) => ({ default: ReportControl })));

const text = defineMessages("product.reviewItem", { yours: "Your review" });

interface ReviewItemProps {
  review: PublicReview;
  /** null until the browser has read the session. */
  signedIn: boolean | null;
  /** The reader wrote it: no vote or report on one's own words. */
  own: boolean;
  loginPath: string;
}

/** One published review as readers see it. */
export function ReviewItem({ review, signedIn, own, loginPath }: ReviewItemProps) {
  const t = useT();
  return (
    <article className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.stars} />
        {review.title && <h3 className="font-bold text-slate-900">{review.title}</h3>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>
          {review.author}
          {review.city && `, ${review.city}`}
        </span>
        <span aria-hidden="true">·</span>
        <ReviewDate at={review.createdAt} />
        <VerifiedBadge />
        {own && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
            {t(text.yours)}
          </span>
        )}
      </p>
      <ReviewText text={review.text} className="mt-3" />
      <ReviewPhotos photos={review.photos} author={review.author} />
      {review.reply && <ReviewReply reply={review.reply} />}
      {!own && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Suspense fallback={null}>
            <HelpfulButton reviewId={review._id} helpful={review.helpful} signedIn={signedIn} loginPath={loginPath} />
            {signedIn && <ReportControl reviewId={review._id} />}
          </Suspense>
        </div>
      )}
    </article>
  );
}
