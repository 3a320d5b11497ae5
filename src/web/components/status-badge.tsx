import type { KitOrderStatus, OrderStatus } from "~/src/core/constants";
import { defineMessages, type Message } from "~/src/core/i18n";
import type { QuoteStatus } from "~/src/core/shapes/quotes";
import { useT } from "~/src/web/lib/i18n";

type KnownStatus = OrderStatus | KitOrderStatus;

/**
 * An order status with its own colour (§4): one for every status of component orders (ORDER_STATUSES)
 * and kit orders (KIT_ORDER_STATUSES) in src/core/constants. Unknown statuses show in grey.
 * Usage: <StatusBadge status={order.status} />
 */
const STATUS_STYLES: Record<KnownStatus, { badge: string; dot: string }> = {
  pending: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  packing: { badge: "bg-violet-50 text-violet-800 ring-violet-200", dot: "bg-violet-500" },
  processing: { badge: "bg-violet-50 text-violet-800 ring-violet-200", dot: "bg-violet-500" },
  shipped: { badge: "bg-brand-50 text-brand-700 ring-brand-200", dot: "bg-brand-500" },
  delivered: { badge: "bg-green-50 text-green-800 ring-green-200", dot: "bg-green-600" },
  cancelled: { badge: "bg-red-50 text-red-800 ring-red-200", dot: "bg-red-500" },
};
const FALLBACK = { badge: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-400" };

/** The English name of a status, as the staff console shows it ("pending" → "Pending"). */
export function statusLabel(status: string): string {
  const text = status.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : "Unknown";
}

// The names customers read, in the page's language (issue 33); the English ones are statusLabel's.
const text = defineMessages("statusBadge", {
  pending: "Pending",
  packing: "Packing",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  requested: "Requested",
  sent: "Sent",
  accepted: "Accepted",
  expired: "Expired",
  superseded: "Superseded",
  withdrawn: "Withdrawn",
  unknown: "Unknown",
});

const STATUS_NAMES: Record<KnownStatus | QuoteStatus, Message> = text;

/** statusLabel in the page's language: a known order, kit order or quote status by name, any other as it is. */
export function useStatusLabel(): (status: string) => string {
  const t = useT();
  return (status: string) => {
    const key = status.trim().toLowerCase();
    if (!key) return t(text.unknown);
    return Object.hasOwn(STATUS_NAMES, key) ? t(STATUS_NAMES[key as KnownStatus | QuoteStatus]) : statusLabel(status);
  };
}

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  const label = useStatusLabel();
  const style = STATUS_STYLES[status.trim().toLowerCase() as KnownStatus] ?? FALLBACK;
  return (
    <span
      data-status={status.trim().toLowerCase()}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${style.badge} ${className}`}
    >
      <span className={`h-1.5 w-1.5 rounded-full ${style.dot}`} aria-hidden="true" />
      {label(status)}
    </span>
  );
}
