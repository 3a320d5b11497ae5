// The function's own module: date-fns' index loads all of its ~250 functions (100 ms of a server start).
import { addDays } from "date-fns/addDays";
import { ESTIMATED_DELIVERY_DAYS, ORDER_STATUSES, type OrderStatus } from "./constants";
import { paiseToRupees, rupeesToPaise } from "./money";

/** How people name an order: the first 8 characters of its id, in capitals (#1A2B3C4D). */
export const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** Estimated delivery = order date + 4 days (§9). */
export function estimatedDelivery(orderDate: string | Date): Date {
  return addDays(new Date(orderDate), ESTIMATED_DELIVERY_DAYS);
}

/**
 * When an order should arrive: the date the server fixed when it was placed (order date + 4 days + its delivery
 * zone's extra days, src/core/delivery.ts), at noon local time so any time zone shows that day.
 */
export function expectedDelivery(order: { estimatedDelivery: string }): Date {
  return new Date(`${order.estimatedDelivery}T12:00:00`);
}

/** The order total in the history is the sum of price × quantity, without the fee (§9). */
export function itemsTotal(items: Array<{ price: number; quantity: number }>): number {
  return paiseToRupees(items.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.quantity, 0));
}

const normal = (status: string) => status.trim().toLowerCase();
const SHIPPED: OrderStatus = "shipped";
const DELIVERED: OrderStatus = "delivered";

/** 'Track Package' appears when the status is shipped (§4). */
export const canTrack = (status: string) => normal(status) === SHIPPED;

/**
 * 'Return Item' appears when the status is exactly 'Delivered' (§4). Our server stores statuses in
 * lower case, so 'delivered' is the same status: compared without regard to case.
 */
export const canReturn = (status: string) => normal(status) === DELIVERED;

type ProgressStep = Exclude<OrderStatus, "cancelled">;

/** The steps a component order goes through on its way to the customer: every status but cancelled, in order. */
export const ORDER_PROGRESS_STEPS: readonly ProgressStep[] = ORDER_STATUSES.filter((status): status is ProgressStep => status !== "cancelled");

/** How far along the steps an order is (0 = placed), or -1 when its status is none of them (cancelled, unknown). */
export function progressStepIndex(status: string): number {
  return ORDER_PROGRESS_STEPS.indexOf(normal(status) as ProgressStep);
}
