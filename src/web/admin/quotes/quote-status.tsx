import type { QuoteStatus } from "~/src/core/shapes/quotes";

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: "Requested",
  sent: "Sent",
  expired: "Expired",
  accepted: "Accepted",
  superseded: "Superseded",
  withdrawn: "Withdrawn",
};

// Amber for what waits on staff, brand for what waits on the buyer, green once it became an order.
const STYLES: Record<QuoteStatus, string> = {
  requested: "bg-amber-50 text-amber-800 ring-amber-200",
  sent: "bg-brand-50 text-brand-700 ring-brand-200",
  expired: "bg-slate-100 text-slate-700 ring-slate-300",
  accepted: "bg-green-50 text-green-800 ring-green-200",
  superseded: "bg-slate-100 text-slate-700 ring-slate-300",
  withdrawn: "bg-red-50 text-red-800 ring-red-200",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span data-status={status} className={`inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
