import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import type { OrderKind } from "~/src/core/staff";

export type AnyAdminOrder = AdminOrder | AdminKitOrder;

interface KindInfo {
  kind: OrderKind;
  api: string;
  path: string;
  title: string;
  singular: string;
}

/** Component orders and kit orders share every staff screen; only these differ. */
export const KINDS: Record<OrderKind, KindInfo> = {
  order: { kind: "order", api: "/api/admin/orders", path: "/admin/orders", title: "Orders", singular: "Order" },
  "kit-order": { kind: "kit-order", api: "/api/admin/kit-orders", path: "/admin/kit-orders", title: "Kit orders", singular: "Kit order" },
};

export const placedAt = (order: AnyAdminOrder) => ("date" in order ? order.date : order.createdAt);
export const chargedAmount = (order: AnyAdminOrder) => ("amount" in order ? order.amount : order.finalAmount);
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
