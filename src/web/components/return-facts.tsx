import { format } from "date-fns";
import type { RefundMethod, ReturnStatus } from "~/src/core/returns";
import type { CustomerReturn } from "~/src/core/shapes/returns";

/*
 * A return as customers and staff both read it: its status in words, where the refund goes, and what happened
 * when (with the staff's notes: the pickup instructions, the reason for a rejection).
 */

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
};

/** What each status means for the customer, in one line. */
export const RETURN_STATUS_HINTS: Record<ReturnStatus, string> = {
  requested: "The shop will look at your request and tell you how to send the items back.",
  approved: "Approved: send the items back as the pickup instructions say.",
  rejected: "The shop could not accept this return.",
  received: "The items are back at the shop; the refund is on its way.",
  refunded: "The refund has been paid.",
};

const STYLES: Record<ReturnStatus, string> = {
  requested: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-brand-50 text-brand-700 ring-brand-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  received: "bg-violet-50 text-violet-800 ring-violet-200",
  refunded: "bg-green-50 text-green-800 ring-green-200",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/** "UPI as•••@okaxis" or "Bank account ••••1234, SBIN0001234 (Asha Verma)"; masked or in full as the server sent it. */
export function refundMethodText(method: RefundMethod): string {
  if ("upi" in method) return `UPI ${method.upi}`;
  const { holder, account, ifsc } = method.bank;
  return `Bank account ${account}, IFSC ${ifsc} (${holder})`;
}

/** The staff's note of a step, named for what it is. */
const NOTE_LABELS: Partial<Record<ReturnStatus, string>> = { approved: "Pickup instructions", rejected: "Reason" };

export function ReturnHistory({ history }: { history: CustomerReturn["history"] }) {
  return (
    <ol aria-label="Return history" className="space-y-2 text-sm">
      {history.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`}>
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium text-slate-900">{RETURN_STATUS_LABELS[event.status]}</span>
            <time dateTime={event.at} className="text-slate-500">
              {format(new Date(event.at), "d MMM yyyy, h:mm a")}
            </time>
          </div>
          {event.note && (
            <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">
              {NOTE_LABELS[event.status] ?? "Note"}: {event.note}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
