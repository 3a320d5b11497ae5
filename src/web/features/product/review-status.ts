import { defineMessages, type Message, type Translate } from "~/src/core/i18n";
import type { ReviewReason } from "~/src/core/reviews";
import type { OwnReview } from "~/src/core/shapes/reviews";

/** The published moderation reasons as src/core/reviews.ts words them (REVIEW_REASON_LABELS), in the page's language. */
export const REVIEW_REASON_TEXT: Readonly<Record<ReviewReason, Message>> = defineMessages("product.reviewReason", {
  abusive: "Abusive or hateful language",
  "personal-data": "Personal data (a phone number, an address, an e-mail)",
  "off-topic": "Not about the product",
  advertising: "Advertising or links",
  duplicate: "The same text posted again",
});

const text = defineMessages("product.reviewStatus", {
  pending: "Waiting to be checked",
  published: "Published",
  rejectedBecause: "Not published: {reason}",
  rejected: "Not published",
  reported: "Reported by a reader, still shown while we check",
});

/** What the writer is told about their review's state; a refusal names its published criterion. */
export function reviewStatusText({ status, reason }: Pick<OwnReview, "status" | "reason">, t: Translate): string {
  switch (status) {
    case "pending":
      return t(text.pending);
    case "published":
      return t(text.published);
    case "rejected":
      return reason ? t(text.rejectedBecause, { reason: t(REVIEW_REASON_TEXT[reason]) }) : t(text.rejected);
    case "reported":
      return t(text.reported);
  }
}

export const REVIEW_STATUS_STYLES: Record<OwnReview["status"], string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  published: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  reported: "bg-slate-100 text-slate-700 ring-slate-200",
};
