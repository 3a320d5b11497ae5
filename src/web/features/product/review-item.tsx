import { RatingStars } from "~/src/web/components/rating-stars";
import type { PublicReview } from "~/src/core/shapes/reviews";
import { HelpfulButton, ReportControl } from "./review-actions";
import { ReviewDate, ReviewPhotos, ReviewReply, ReviewText, VerifiedBadge } from "./review-parts";

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
            Your review
          </span>
        )}
      </p>
      <ReviewText text={review.text} className="mt-3" />
      <ReviewPhotos photos={review.photos} author={review.author} />
      {review.reply && <ReviewReply reply={review.reply} />}
      {!own && (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <HelpfulButton reviewId={review._id} helpful={review.helpful} signedIn={signedIn} loginPath={loginPath} />
          {signedIn && <ReportControl reviewId={review._id} />}
        </div>
      )}
    </article>
  );
}
