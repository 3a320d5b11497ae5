import { z } from "zod";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { addressFieldsSchema } from "./address";
import { apiSchemas, successSchema } from "./api";
import { paymentShape, statusEventSchema } from "./order";
import { returnToOriginSchema } from "./returns";
import { blankIsAbsent, dateParam, wholeParam } from "./query-params";

/*
 * The staff's view of orders and kit orders (/api/admin/orders, /api/admin/kit-orders, /api/admin/dashboard).
 * Money in rupees. `version` goes back with a status change, so a change made meanwhile by someone else is refused.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;

/** A line as staff pack it; for kit orders `price` is the unit price after the product's own discount, before the kit's 5%. */
export const adminOrderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  price: z.number(),
  quantity: z.number(),
});

export const orderCustomerSchema = z.object({ name: z.string(), email: z.string() });

const staffFields = {
  status: z.string(),
  paymentMethod: z.string(),
  customer: orderCustomerSchema,
  address: addressFieldsSchema,
  /**
   * Whether the address's PIN is one the shop knows (India Post's directory or the owner's list). An order to a PIN
   * not confirmed was taken because its first digits are its state's; staff check it before shipping.
   */
  pinConfirmed: z.boolean(),
  items: z.array(adminOrderItemSchema),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  history: z.array(statusEventSchema),
  returnWindowClosesOn: z.string().nullable(),
  estimatedDelivery: z.string(),
  version: z.number(),
  /** Set once staff mark the parcel returned to origin (refused at the door, address not found). */
  returnToOrigin: returnToOriginSchema.nullable(),
  ...paymentShape,
  /** The quotation the order came from, if any. */
  quoteNumber: z.string().nullable(),
};

/** What every order has, under one set of names: placed at `date`; `amount` is what is charged on delivery, fee included. */
const amountFields = { subtotal: z.number(), deliveryFee: z.number(), amount: z.number() };

/** A component order for staff. */
export const adminOrderSchema = z
  .object({ _id: z.string(), date: z.string(), ...staffFields, ...amountFields })
  .register(apiSchemas, { id: "AdminOrder" });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * A kit order for staff: the kit's own names (`createdAt`, `totalAmount`, the 5 % `discount`, `finalAmount`),
 * and the names every order has (`date`, `subtotal`, `deliveryFee`, `amount`), so one screen reads both kinds.
 */
export const adminKitOrderSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string(),
    ...staffFields,
    totalAmount: z.number(),
    discount: z.number(),
    finalAmount: z.number(),
    date: z.string(),
    ...amountFields,
  })
  .register(apiSchemas, { id: "AdminKitOrder" });
export type AdminKitOrder = z.infer<typeof adminKitOrderSchema>;

const pageFields = { total: z.number(), page: z.number(), pages: z.number() };

/** GET /api/admin/orders: newest first. */
export const adminOrderPageSchema = successSchema({ orders: z.array(adminOrderSchema), ...pageFields });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;
/** GET /api/admin/kit-orders: newest first. */
export const adminKitOrderPageSchema = successSchema({ orders: z.array(adminKitOrderSchema), ...pageFields });
export type AdminKitOrderPage = z.infer<typeof adminKitOrderPageSchema>;

/** GET /api/admin/orders/{id}, and the answer to a status change. */
export const adminOrderDetailSchema = successSchema({ order: adminOrderSchema });
export const adminKitOrderDetailSchema = successSchema({ order: adminKitOrderSchema });

/** POST /api/admin/(kit-)orders/{id}/status. The transition rules run in the service (409 naming the allowed moves). */
export const statusChangeBodySchema = z.object({
  status: z.string().max(40),
  courier: z.string().max(100, "courier must be at most 100 characters").nullish(),
  trackingNumber: z.string().max(100, "trackingNumber must be at most 100 characters").nullish(),
  version: z.number().int().min(1).optional(),
});
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

/** The list's filters; `from`/`to` are days in India (IST), both included. */
function orderQuerySchema(statuses: readonly string[]) {
  return z.object({
    status: blankIsAbsent(z.enum(statuses as [string, ...string[]], { message: `status must be one of ${statuses.join(", ")}` }).optional()),
    q: z.string().max(100, "q must be at most 100 characters").optional(),
    from: dateParam("from"),
    to: dateParam("to"),
    /** `waiting`: bank-transfer or UPI orders not yet paid in full; `overdue`: those waiting longer than the settings' days. */
    payment: blankIsAbsent(z.enum(["waiting", "overdue"], { message: "payment must be waiting or overdue" }).optional()),
    page: wholeParam("page", 100_000, 1),
    limit: wholeParam("limit", ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE),
  });
}
export const adminOrderQuerySchema = orderQuerySchema(ORDER_KINDS.component.statuses);
export const adminKitOrderQuerySchema = orderQuerySchema(ORDER_KINDS.kit.statuses);
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

const countsSchema = z.object({ orders: z.number(), kitOrders: z.number() });

/** GET /api/admin/dashboard: what needs doing today. */
export const dashboardSchema = successSchema({
  /** Component orders pending or packing, kit orders pending or processing. */
  toPack: countsSchema,
  /** Orders whose history has `shipped` today (India time). */
  shippedToday: countsSchema,
  /**
   * Up to 20 products on sale at or below their low-stock threshold, fewest first (then most awaited), with the
   * customers waiting for a back-in-stock mail (confirmed alerts not yet sent).
   */
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number(), lowStockThreshold: z.number(), waitingAlerts: z.number() })),
  /** Enquiries not yet marked answered. */
  newEnquiries: z.number(),
  /** Parcels marked returned to origin and not yet received back. */
  parcelsReturning: countsSchema,
  /** Customers' returns waiting for staff: requested (to approve or reject) and approved (to receive). */
  returnsToHandle: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
