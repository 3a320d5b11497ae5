import type { ReactNode } from "react";
import type { OwnReview as OwnReviewData } from "~/src/core/shapes/reviews";
import { ProtectedImage } from "~/src/web/components/protected-image";
import { RatingStars } from "~/src/web/components/rating-stars";
import { ReviewDate, ReviewPhotos, ReviewReply, ReviewText } from "./review-parts";
import { REVIEW_STATUS_STYLES, reviewStatusText } from "./review-status";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("product.ownReview", { edited: "Edited ", written: "Written " });

interface OwnReviewProps {
  review: OwnReviewData;
  token: string | null;
  /** A heading naming the product (the "My reviews" list); none on the product's own page. */
  heading?: ReactNode;
  children?: ReactNode;
}

/** The writer's own review with where it stands: waiting, published, refused (and why) or reported. */
export function OwnReview({ review, token, heading, children }: OwnReviewProps) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {heading}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <RatingStars rating={review.stars} />
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${REVIEW_STATUS_STYLES[review.status]}`}>
          {reviewStatusText(review, t)}
        </span>
        <span className="text-sm text-slate-500">
          {review.updatedAt !== review.createdAt ? t(text.edited) : t(text.written)}
          <ReviewDate at={review.updatedAt} />
        </span>
      </div>
      {review.title && <p className="mt-2 font-bold text-slate-900">{review.title}</p>}
      <ReviewText text={review.text} className="mt-1" />
      {/* A review not yet published has photos only its writer may see: they are fetched with the session. */}
      <ReviewPhotos photos={review.photos} author={review.author} render={(src, alt) => <ProtectedImage path={src} token={token} alt={alt} />} />
      {review.reply && <ReviewReply reply={review.reply} />}
      {children && <div className="mt-4 flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
