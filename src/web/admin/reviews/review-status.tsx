import type { ReviewStatus } from "~/src/core/reviews";

/** Staff's words: a pending review is what waits on them. */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Waiting",
  reported: "Reported",
  published: "Published",
  rejected: "Rejected",
};

// Amber for what waits on staff, red for what a reader flagged, green once readers see it.
const STYLES: Record<ReviewStatus, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  reported: "bg-red-50 text-red-800 ring-red-200",
  published: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span data-status={status} className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}
