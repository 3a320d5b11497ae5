import { defineMessages, type Translate } from "~/src/core/i18n";
import { paymentMethodLabel } from "~/src/core/payment";
import type { UserOrder } from "~/src/core/shapes/order";

/*
 * How the orders page lists and words orders. The order rules themselves (estimated delivery,
 * 'Track Package', 'Return Item', the items total) are in src/core/order-rules.ts.
 */

/** Newest first, whatever order the server sent. */
export function newestFirst(orders: UserOrder[]): UserOrder[] {
  return [...orders].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
}

const text = defineMessages("myOrders.payment", {
  cod: "Cash on Delivery",
  razorpay: "Razorpay",
  // paymentMethodLabel of src/core/payment.
  bankTransfer: "Bank transfer (NEFT/RTGS/IMPS)",
  upi: "UPI",
});

/** How the order was (or is to be) paid, in the page's language (`t` from useT). */
export function paymentLabel(method: string, t: Translate): string {
  const value = method.trim().toLowerCase();
  if (value === "cod") return t(text.cod);
  if (value === "razorpay") return t(text.razorpay);
  if (method === "bank-transfer") return t(text.bankTransfer);
  if (method === "upi") return t(text.upi);
  return paymentMethodLabel(method);
}
