import { DELIVERY_FEE_LABEL, KIT_DISCOUNT_PERCENT, KIT_ORDER_STATUSES, ORDER_STATUSES } from "./constants";

/**
 * The two kinds of order the shop takes (§3, §4): a component order from the cart and a custom kit. They are
 * one resource; everything that differs between them is in ORDER_KINDS below, so code asks this table
 * instead of branching on the kind.
 */
export const ORDER_KIND_NAMES = ["component", "kit"] as const;
export type OrderKind = (typeof ORDER_KIND_NAMES)[number];

export interface OrderKindRules {
  /** Statuses of §4, in their order. */
  statuses: readonly string[];
  /** Which status each status may move to (§4: statuses are set by the server or staff). */
  transitions: Readonly<Record<string, readonly string[]>>;
  /** How customers and staff call one: "order", "kit order". */
  noun: string;
  /** The same at the start of a line or heading: "Order", "Kit order". */
  title: string;
  /** The path segment of its calls and pages: /api/admin/{segment}, /admin/{segment}, /api/{segment}/{id}/…. */
  segment: "orders" | "kit-orders";
  /** Where the customer follows it. */
  customerPath: (id: string) => string;
  /** The stock ledger's reason when the order takes its units. */
  stockReason: "order" | "kit-order";
  /** The prefix of its audit-log target (`order:<id>`, `kit-order:<id>`), as the log has always written it. */
  auditName: "order" | "kit-order";
  /** Percent taken off the whole order (the kit's bundle discount, §9). */
  orderDiscountPercent: number;
  /** Whether the delivery fee (§9 'Packaging and Utility Charges') is added. */
  chargesDeliveryFee: boolean;
  /** Whether the order is taken from the customer's cart, which placing it empties (§4). */
  placedFromCart: boolean;
  /** What customers read beside the amounts (§3: a kit has a total, a discount and a final price). */
  labels: { subtotal: string; discount: string; amount: string };
}

export const ORDER_KINDS: Readonly<Record<OrderKind, OrderKindRules>> = {
  component: {
    statuses: ORDER_STATUSES,
    transitions: {
      pending: ["packing", "cancelled"],
      packing: ["shipped", "cancelled"],
      shipped: ["delivered"],
      delivered: [],
      cancelled: [],
    },
    noun: "order",
    title: "Order",
    segment: "orders",
    customerPath: () => "/orders",
    stockReason: "order",
    auditName: "order",
    orderDiscountPercent: 0,
    chargesDeliveryFee: true,
    placedFromCart: true,
    labels: { subtotal: "Subtotal", discount: "Discount", amount: "Total" },
  },
  kit: {
    statuses: KIT_ORDER_STATUSES,
    transitions: {
      pending: ["processing", "cancelled"],
      processing: ["shipped", "cancelled"],
      shipped: ["delivered"],
      delivered: [],
      cancelled: [],
    },
    noun: "kit order",
    title: "Kit order",
    segment: "kit-orders",
    customerPath: (id) => `/kit-orders/${id}`,
    stockReason: "kit-order",
    auditName: "kit-order",
    orderDiscountPercent: KIT_DISCOUNT_PERCENT,
    chargesDeliveryFee: false,
    placedFromCart: false,
    labels: { subtotal: "Total", discount: "Kit discount", amount: "Final price" },
  },
};

/** One entry of an order's history: the status it took, when (ISO-8601), and why when it says (staff's note). */
export interface StatusEvent {
  status: string;
  at: string;
  note?: string;
}

export function allowedMoves(kind: OrderKind, from: string): readonly string[] {
  return ORDER_KINDS[kind].transitions[from] ?? [];
}

export interface StatusChangeRequest {
  status: string;
  courier?: string | null;
  trackingNumber?: string | null;
}

/** The one rule of shipping: the parcel must be traceable. */
export const SHIPPING_NEEDS_TRACKING_MESSAGE = "Shipping needs the courier and the tracking number.";

export const needsTracking = (status: string) => status === "shipped";

/**
 * Whether an order in status `from` may take the requested change; the refusal names the moves that are
 * allowed, so staff know what to do instead.
 */
export function checkStatusChange(kind: OrderKind, from: string, change: StatusChangeRequest): { ok: true } | { ok: false; message: string } {
  const { statuses } = ORDER_KINDS[kind];
  if (!statuses.includes(change.status)) {
    return { ok: false, message: `Unknown status '${change.status}'. Statuses: ${statuses.join(", ")}.` };
  }
  const allowed = allowedMoves(kind, from);
  if (!allowed.includes(change.status)) {
    const options = allowed.length ? `From ${from} it can move to: ${allowed.join(", ")}.` : `A ${from} order does not change any more.`;
    return { ok: false, message: `Cannot move this order from ${from} to ${change.status}. ${options}` };
  }
  if (needsTracking(change.status) && (!change.courier?.trim() || !change.trackingNumber?.trim())) {
    return { ok: false, message: SHIPPING_NEEDS_TRACKING_MESSAGE };
  }
  return { ok: true };
}

/** Shipping issues the tax invoice: it goes with the goods (CGST Act s.31). */
export const issuesInvoice = (status: string) => status === "shipped";

/** Cancelling puts the units back into stock. */
export const returnsStock = (status: string) => status === "cancelled";

/** An order's amounts, in paise or in rupees alike. */
export interface OrderAmounts {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  amount: number;
}

/**
 * An order's amounts as rows of label and value, as its kind names them: a component order's subtotal,
 * fee and total; a kit's total, discount (negative) and final price. `amountLabel` renames the last row
 * where a screen says it differently ("To collect" at the packing table).
 */
export function amountRows(kind: OrderKind, amounts: OrderAmounts, amountLabel?: string): Array<[string, number]> {
  const { labels, orderDiscountPercent, chargesDeliveryFee } = ORDER_KINDS[kind];
  return [
    [labels.subtotal, amounts.subtotal],
    ...(orderDiscountPercent > 0 ? [[labels.discount, -amounts.discount] as [string, number]] : []),
    ...(chargesDeliveryFee ? [[DELIVERY_FEE_LABEL, amounts.deliveryFee] as [string, number]] : []),
    [amountLabel ?? labels.amount, amounts.amount],
  ];
}
