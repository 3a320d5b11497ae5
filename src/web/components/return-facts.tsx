import { format } from "date-fns";
import { defineMessages } from "~/src/core/i18n";
import type { RefundMethod, ReturnStatus } from "~/src/core/returns";
import type { CustomerReturn } from "~/src/core/shapes/returns";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

/*
 * A return as customers and staff both read it: its status in words, where the refund goes, and what happened
 * when (with the staff's notes: the pickup instructions, the reason for a rejection).
 */

/** The statuses as staff pages (English only) use them in sentences and filters. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
};

const statusText = defineMessages("returns.status", {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  received: "Received",
  refunded: "Refunded",
});

/** What each status means for the customer, in one line. */
export const returnStatusHints = defineMessages("returns.statusHint", {
  requested: "The shop will look at your request and tell you how to send the items back.",
  approved: "Approved: send the items back as the pickup instructions say.",
  rejected: "The shop could not accept this return.",
  received: "The items are back at the shop; the refund is on its way.",
  refunded: "The refund has been paid.",
});

const text = defineMessages("returns.facts", {
  bankAccount: "Bank account {account}, IFSC {ifsc} ({holder})",
  history: "Return history",
  pickupInstructions: "Pickup instructions",
  reason: "Reason",
  note: "Note",
  noteLine: "{label}: {note}",
});

const STYLES: Record<ReturnStatus, string> = {
  requested: "bg-amber-50 text-amber-800 ring-amber-200",
  approved: "bg-brand-50 text-brand-700 ring-brand-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  received: "bg-violet-50 text-violet-800 ring-violet-200",
  refunded: "bg-green-50 text-green-800 ring-green-200",
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return (
    <span data-status={status} className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      {t(statusText[status])}
    </span>
  );
}

/** "UPI as•••@okaxis" or "Bank account ••••1234, SBIN0001234 (Asha Verma)"; masked or in full as the server sent it. */
export function RefundMethodText({ method }: { method: RefundMethod }) {
  const t = useT();
  if ("upi" in method) return `UPI ${method.upi}`;
  const { holder, account, ifsc } = method.bank;
  return t(text.bankAccount, { account, ifsc, holder });
}

/** The staff's note of a step, named for what it is. */
const NOTE_LABELS: Partial<Record<ReturnStatus, keyof typeof text>> = { approved: "pickupInstructions", rejected: "reason" };

export function ReturnHistory({ history }: { history: CustomerReturn["history"] }) {
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  return (
    <ol aria-label={t(text.history)} className="space-y-2 text-sm">
      {history.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`}>
          <div className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium text-slate-900">{t(statusText[event.status])}</span>
            <time dateTime={event.at} className="text-slate-500">
              {english
                ? format(new Date(event.at), "d MMM yyyy, h:mm a")
                : longDate(event.at, { month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}
            </time>
          </div>
          {event.note && (
            <p className="mt-0.5 whitespace-pre-line break-words text-slate-700">
              {t(text.noteLine, { label: t(text[NOTE_LABELS[event.status] ?? "note"]), note: event.note })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
