import { paymentMethodLabel } from "~/src/core/payment";
import type { OrderPayment, PaymentStatus } from "~/src/core/shapes/quotes";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  "on-delivery": "Paid on delivery",
  awaiting: "Awaiting payment",
  "part-paid": "Part-paid",
  received: "Paid",
};

const STYLES: Record<PaymentStatus, string> = {
  "on-delivery": "bg-slate-100 text-slate-700 ring-slate-300",
  awaiting: "bg-amber-50 text-amber-800 ring-amber-200",
  "part-paid": "bg-orange-50 text-orange-800 ring-orange-200",
  received: "bg-green-50 text-green-800 ring-green-200",
};

/** A bank-transfer or UPI order whose money is not all in: it cannot be packed yet. */
export const awaitingPayment = (payment: OrderPayment) => payment.status === "awaiting" || payment.status === "part-paid";

/** "Cash on delivery", "Bank transfer (NEFT/RTGS/IMPS)" or "UPI", from the contract's method name. */
export const paymentMethodText = (method: string) => (method === "cod" ? "Cash on delivery" : paymentMethodLabel(method));

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span
      data-payment={status}
      className={`inline-flex shrink-0 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
