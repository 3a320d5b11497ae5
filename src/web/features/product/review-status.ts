import { REVIEW_REASON_LABELS } from "~/src/core/reviews";
import type { OwnReview } from "~/src/core/shapes/reviews";

/** What the writer is told about their review's state; a refusal names its published criterion. */
export function reviewStatusText({ status, reason }: Pick<OwnReview, "status" | "reason">): string {
  switch (status) {
    case "pending":
      return "Waiting to be checked";
    case "published":
      return "Published";
    case "rejected":
      return reason ? `Not published: ${REVIEW_REASON_LABELS[reason]}` : "Not published";
    case "reported":
      return "Reported by a reader, still shown while we check";
  }
}

export const REVIEW_STATUS_STYLES: Record<OwnReview["status"], string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  published: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  reported: "bg-slate-100 text-slate-700 ring-slate-200",
};
