import { addDays } from "date-fns";
import { ESTIMATED_DELIVERY_DAYS } from "../../../core/constants";
import { paiseToRupees, rupeesToPaise } from "../../../core/money";

/** A component order as POST /api/order/userorders returns it. */
export interface OrderItem {
  _id: string;
  name: string;
  image: string[];
  price: number;
  quantity: number;
}

export interface UserOrder {
  _id: string;
  date: string;
  status: string;
  paymentMethod: string;
  address: { firstName: string; lastName: string; email: string; street: string; city: string; state: string; zipcode: string; country: string; phone: string };
  subtotal: number;
  deliveryFee: number;
  amount: number;
  items: OrderItem[];
}

/** Estimated delivery = order date + 4 days (§9). */
export function estimatedDelivery(orderDate: string | Date): Date {
  return addDays(new Date(orderDate), ESTIMATED_DELIVERY_DAYS);
}

/** The order total in the history is the sum of price × quantity, without the fee (§9). */
export function itemsTotal(items: OrderItem[]): number {
  return paiseToRupees(items.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.quantity, 0));
}

const normal = (status: string) => status.trim().toLowerCase();

/** 'Track Package' appears when the status is shipped (§4). */
export const canTrack = (status: string) => normal(status) === "shipped";

/**
 * 'Return Item' appears when the status is exactly 'Delivered' (§4). Our server stores statuses in
 * lower case, so 'delivered' is the same status: compared without regard to case.
 */
export const canReturn = (status: string) => normal(status) === "delivered";

/** Newest first, whatever order the server sent. */
export function newestFirst(orders: UserOrder[]): UserOrder[] {
  return [...orders].sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
}

export function paymentLabel(method: string): string {
  const value = normal(method);
  if (value === "cod") return "Cash on Delivery";
  if (value === "razorpay") return "Razorpay";
  return method;
}
