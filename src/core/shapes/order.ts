import { z } from "zod";
import { addressFieldsSchema } from "./address";
import { apiSchemas, successSchema } from "./api";
import { orderPaymentSchema } from "./quotes";

/** One step of an order's history: the status it took, when (ISO-8601), and why when staff said so. */
export const statusEventSchema = z
  .object({ status: z.string(), at: z.string(), note: z.string().optional() })
  .register(apiSchemas, { id: "StatusEvent" });
export type StatusEventView = z.infer<typeof statusEventSchema>;

/** How an order travels, as customers and staff see it: courier and tracking number (null until shipped), every status it has had. */
export const fulfilmentShape = {
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  history: z.array(statusEventSchema),
  /**
   * The last day (YYYY-MM-DD, India) a return may be asked for: 7 days after delivery (src/core/returns.ts).
   * Null until the order is delivered.
   */
  returnWindowClosesOn: z.string().nullable(),
  /** When the parcel should arrive (YYYY-MM-DD, India): order date + 4 days + the delivery zone's extra days (§9, issue 24). */
  estimatedDelivery: z.string(),
};

/** Our fields on every order (issue 30): the buyer's purchase-order number and how the money comes in. */
export const paymentShape = {
  poNumber: z.string().nullable(),
  payment: orderPaymentSchema,
};

/** A line of a component order: the unit `price` charged, in rupees. */
export const orderItemSchema = z.object({ _id: z.string(), name: z.string(), image: z.array(z.string()), price: z.number(), quantity: z.number() });

/** A component order as POST /api/order/userorders returns it; `amount` is what was charged, with the fee. */
export const orderSchema = z
  .object({
    _id: z.string(),
    date: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    address: addressFieldsSchema,
    subtotal: z.number(),
    deliveryFee: z.number(),
    amount: z.number(),
    items: z.array(orderItemSchema),
    ...fulfilmentShape,
    ...paymentShape,
  })
  .register(apiSchemas, { id: "Order" });
export type UserOrder = z.infer<typeof orderSchema>;

/** POST /api/order/userorders: newest first. */
export const orderListSchema = successSchema({ orders: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

/** The optional business purchase of both order calls: types only, the rules run in the service. */
export const businessPurchaseFields = {
  gstin: z.string().max(40, "gstin must be at most 40 characters").nullish(),
  businessName: z.string().max(200, "businessName must be at most 200 characters").nullish(),
};

/**
 * POST /api/order/place, types only (a wrong type is 400; the rules run in the service and refuse with 200).
 * The spec's client sends whole product objects as items; only `_id` and `quantity` are read. `address` is the
 * nine fields, or a saved address as `{ _id }` or its id.
 */
export const placeOrderBodySchema = z.object({
  items: z
    .array(z.looseObject({ _id: z.string().optional(), quantity: z.number().optional() }))
    .max(500)
    .optional(),
  amount: z.number({ message: "amount must be a number" }).optional(),
  address: z.union([z.looseObject({}), z.string()]).optional(),
  paymentMethod: z.string().optional(),
  /** Ours: a business purchase's GSTIN and legal name (both or neither), printed on the tax invoice. */
  ...businessPurchaseFields,
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** POST /api/order/place, when the order is taken. */
export const placedOrderSchema = successSchema({ message: z.string(), orderId: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;
