import { KIT_ORDER_STATUSES, ORDER_STATUSES, type KitOrderStatus, type OrderStatus } from "./constants";

/** Every sign-up is a customer; the owner invites staff and may make them owners. */
export const ROLES = ["customer", "staff", "owner"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["staff", "owner"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaff(role: string | null | undefined): role is StaffRole {
  return role === "staff" || role === "owner";
}

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** One entry of an order's history: the status it took and when (ISO-8601). */
export interface StatusEvent {
  status: string;
  at: string;
}

/** Which statuses each status may move to (§4: statuses are set by the server or staff). */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["packing", "cancelled"],
  packing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export const KIT_ORDER_TRANSITIONS: Record<KitOrderStatus, readonly KitOrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export type OrderKind = "order" | "kit-order";

function transitionsOf(kind: OrderKind): Record<string, readonly string[]> {
  return kind === "order" ? ORDER_TRANSITIONS : KIT_ORDER_TRANSITIONS;
}

export function statusesOf(kind: OrderKind): readonly string[] {
  return kind === "order" ? ORDER_STATUSES : KIT_ORDER_STATUSES;
}

export function allowedMoves(kind: OrderKind, from: string): readonly string[] {
  return transitionsOf(kind)[from] ?? [];
}

export interface StatusChangeRequest {
  status: string;
  courier?: string | null;
  trackingNumber?: string | null;
}

/**
 * Whether an order in status `from` may take the requested change; the refusal names the moves that are
 * allowed, so staff know what to do instead. Shipping needs a courier and a tracking number.
 */
export function checkStatusChange(kind: OrderKind, from: string, change: StatusChangeRequest): { ok: true } | { ok: false; message: string } {
  if (!statusesOf(kind).includes(change.status)) {
    return { ok: false, message: `Unknown status '${change.status}'. Statuses: ${statusesOf(kind).join(", ")}.` };
  }
  const allowed = allowedMoves(kind, from);
  if (!allowed.includes(change.status)) {
    const options = allowed.length ? `From ${from} it can move to: ${allowed.join(", ")}.` : `A ${from} order does not change any more.`;
    return { ok: false, message: `Cannot move this order from ${from} to ${change.status}. ${options}` };
  }
  if (change.status === "shipped" && (!change.courier?.trim() || !change.trackingNumber?.trim())) {
    return { ok: false, message: "Shipping needs the courier and the tracking number." };
  }
  return { ok: true };
}

/** Cancelling puts the units back into stock. */
export const returnsStock = (status: string) => status === "cancelled";

/** Why a product's stock changed; every change is one row of the stock ledger. */
export const STOCK_REASONS = ["initial", "order", "kit-order", "cancelled", "received", "damaged", "correction", "import"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons staff choose when they adjust stock by hand. */
export const MANUAL_STOCK_REASONS = ["received", "damaged", "correction"] as const satisfies readonly StockReason[];
