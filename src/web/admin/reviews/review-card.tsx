import { format } from "date-fns";
import { REVIEW_REASON_LABELS } from "~/src/core/reviews";
import type { StaffReview } from "~/src/core/shapes/reviews";
import { ProtectedImage } from "~/src/web/components/protected-image";
import { RatingStars } from "~/src/web/components/rating-stars";
import { FormAlert } from "~/src/web/admin/common/form-field";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { ReviewDecisionActions } from "./review-decision";
import { ReviewReply } from "./review-reply";
import { ReviewStatusBadge } from "./review-status";
import { useReviewDecision } from "./reviews-api";

const when = (iso: string) => format(new Date(iso), "d MMM yyyy, HH:mm");

function Reports({ reports }: { reports: StaffReview["reports"] }) {
  return (
    <section aria-label="Reports" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <h3 className="font-semibold text-red-900">
        {reports.length === 1 ? "Reported once by a reader" : `Reported ${reports.length} times by readers`}
      </h3>
      <ul className="mt-1 space-y-0.5 text-red-900">
        {reports.map((report, index) => (
          <li key={index}>
            {REVIEW_REASON_LABELS[report.reason]} · <time dateTime={report.at}>{when(report.at)}</time>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-red-800">Keeping the review published clears the reports.</p>
    </section>
  );
}

/**
 * One review as staff check it: what readers would see (text as plain text, never as HTML), who wrote it, the
 * readers' reports, the decision and the shop's reply.
 */
export function ReviewCard({ review }: { review: StaffReview }) {
  const token = useAdminToken();
  const decide = useReviewDecision(review);
  const edited = review.updatedAt !== review.createdAt;

  return (
    <li>
      <article
        aria-label={`Review of ${review.productName} by ${review.customer.name}`}
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold">
              <a
                href={`/product/${encodeURIComponent(review.productId)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="block text-brand-700 hover:underline"
              >
                {review.productName}
              </a>
            </h2>
            <span className="break-all font-mono text-xs text-slate-500">{review.productId}</span>
          </div>
          <ReviewStatusBadge status={review.status} />
        </div>

        <div className="flex items-center gap-2">
          <RatingStars rating={review.stars} />
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {review.stars} of 5 stars
          </span>
        </div>
        <div>
          {review.title && <h3 className="break-words font-semibold text-slate-900">{review.title}</h3>}
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{review.text}</p>
        </div>
        {review.photos.length > 0 && (
          <div className="grid max-w-xs grid-cols-3 gap-2">
            {review.photos.map((path, index) => (
              <ProtectedImage key={path} path={path} token={token} alt={`Customer's photo ${index + 1}`} />
            ))}
          </div>
        )}

        <div className="text-sm text-slate-600">
          <p>
            <span className="font-medium text-slate-900">{review.customer.name}</span> · <span className="break-all">{review.customer.email}</span>
            {review.city && ` · ${review.city}`}
          </p>
          <p className="text-xs text-slate-500">
            Written <time dateTime={review.createdAt}>{when(review.createdAt)}</time>
            {edited && (
              <>
                {" "}
                · edited <time dateTime={review.updatedAt}>{when(review.updatedAt)}</time>
              </>
            )}
            {review.helpful > 0 && ` · ${review.helpful} found it helpful`}
          </p>
        </div>

        {review.status === "rejected" && review.reason && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">Rejected:</span> {REVIEW_REASON_LABELS[review.reason]}
          </p>
        )}
        {review.reports.length > 0 && <Reports reports={review.reports} />}

        <ReviewReply review={review} />

        <div className="space-y-2 border-t border-slate-100 pt-3">
          <FormAlert message={decide.error?.message ?? null} />
          <ReviewDecisionActions
            key={`${review.status}-${review.version}`}
            review={review}
            pending={decide.isPending}
            onDecide={(decision) => decide.mutate(decision)}
          />
        </div>
      </article>
    </li>
  );
}
