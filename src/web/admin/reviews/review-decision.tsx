import { useState, type FormEvent } from "react";
import { isReviewReason, REVIEW_REASON_LABELS, REVIEW_REASONS } from "~/src/core/reviews";
import type { StaffReview } from "~/src/core/shapes/reviews";
import { Button } from "~/src/web/components/ui/button";
import { inputClasses } from "~/src/web/admin/common/form-field";
import type { ReviewDecision } from "./reviews-api";

interface ReviewDecisionProps {
  review: Pick<StaffReview, "_id" | "status">;
  pending: boolean;
  onDecide(decision: ReviewDecision): void;
}

/** What publishes a review from each status; a published one has nothing to publish. */
const PUBLISH_LABELS = { pending: "Publish", reported: "Keep published", rejected: "Publish", published: null } as const;

/**
 * Publish or reject. A refusal must name one of the published criteria (IS 19000), so the reject button waits
 * for one; the note keeps in view that a bad rating is never a reason.
 */
export function ReviewDecisionActions({ review, pending, onDecide }: ReviewDecisionProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const publishLabel = PUBLISH_LABELS[review.status];
  const reasonId = `reason-${review._id}`;

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (isReviewReason(reason)) onDecide({ status: "rejected", reason });
  };

  return (
    <div className="space-y-2">
      {review.status !== "rejected" && (
        <p className="text-xs text-slate-600">
          Reject only for one of the{" "}
          <a href="/review-guidelines" target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 hover:underline">
            published reasons
          </a>{" "}
          — never because a review is negative.
        </p>
      )}
      {rejecting ? (
        <form onSubmit={reject} aria-label="Reject the review" className="flex flex-wrap items-end gap-2">
          <label htmlFor={reasonId} className="w-full text-sm font-semibold text-slate-800 sm:w-auto sm:flex-1">
            Reason for rejecting
            <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} className={`${inputClasses} mt-1 font-normal`}>
              <option value="">Choose a reason</option>
              {REVIEW_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="danger" disabled={!reason || pending}>
            {pending ? "Saving…" : "Reject the review"}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {publishLabel && (
            <Button disabled={pending} onClick={() => onDecide({ status: "published" })}>
              {publishLabel}
            </Button>
          )}
          {review.status !== "rejected" && (
            <Button variant="danger" disabled={pending} onClick={() => setRejecting(true)}>
              Reject
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
