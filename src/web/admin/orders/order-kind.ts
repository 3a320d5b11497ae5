import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";

/** Either kind as the staff API sends it; both carry `date`, `subtotal`, `deliveryFee` and `amount`. */
export type AnyAdminOrder = AdminOrder | AdminKitOrder;

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Where the console reads and shows orders of a kind, and what it calls them (src/core/order-kinds.ts). */
export function staffPlaces(kind: OrderKind) {
  const { segment, noun } = ORDER_KINDS[kind];
  return { api: `/api/admin/${segment}`, path: `/admin/${segment}`, title: `${capitalised(noun)}s`, singular: capitalised(noun) };
}

export const unitCount = (order: AnyAdminOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The short number staff say on the phone; the full id is in its title and on the slip. */
export { orderNumber } from "~/src/core/order-rules";

const MOVE_LABELS: Record<string, string> = {
  packing: "Start packing",
  processing: "Start processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};
export const moveLabel = (status: string) => MOVE_LABELS[status] ?? `Set ${status}`;
