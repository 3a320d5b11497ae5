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

export function paymentLabel(method: string): string {
  const value = method.trim().toLowerCase();
  if (value === "cod") return "Cash on Delivery";
  if (value === "razorpay") return "Razorpay";
  return paymentMethodLabel(method);
}
