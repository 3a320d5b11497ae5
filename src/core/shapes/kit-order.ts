import { z } from "zod";
import { addressFieldsSchema } from "./address";
import { apiSchemas, successSchema } from "./api";
import { businessPurchaseFields, fulfilmentShape, paymentShape } from "./order";

/** A product of a kit order as it was ordered: price in rupees before the product's own discount (§3). */
export const kitOrderProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  price: z.number(),
  discount: z.number(),
});

/**
 * Ours: what each product of the kit was charged, as stored with the order (in the order of `products`): its
 * price after its own discount, its share of the kit's 5 %, and what the customer pays for it.
 */
export const kitOrderChargeSchema = z.object({ _id: z.string(), salePrice: z.number(), kitDiscount: z.number(), charged: z.number() });

/** A kit order (§7): `totalAmount`, the 5% `discount` and `finalAmount`, in rupees. */
export const kitOrderSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    address: addressFieldsSchema,
    totalAmount: z.number(),
    discount: z.number(),
    finalAmount: z.number(),
    products: z.array(z.object({ product: kitOrderProductSchema, quantity: z.number() })),
    ...fulfilmentShape,
    ...paymentShape,
    charges: z.array(kitOrderChargeSchema),
  })
  .register(apiSchemas, { id: "KitOrder" });
export type KitOrder = z.infer<typeof kitOrderSchema>;

/** GET /api/kit-orders: the user's own, newest first. */
export const kitOrderListSchema = successSchema({ orders: z.array(kitOrderSchema) });
export type KitOrderList = z.infer<typeof kitOrderListSchema>;

/** GET /api/kit-orders/{id} */
export const kitOrderDetailSchema = successSchema({ order: kitOrderSchema });
export type KitOrderDetail = z.infer<typeof kitOrderDetailSchema>;

/** POST /api/kit-orders, types only (the kit rules and the amounts are checked in the service). */
export const placeKitOrderBodySchema = z.object({
  products: z
    .array(z.looseObject({ _id: z.string().optional(), quantity: z.number().optional() }))
    .max(100)
    .optional(),
  totalAmount: z.number({ message: "totalAmount must be a number" }).optional(),
  discount: z.number({ message: "discount must be a number" }).optional(),
  finalAmount: z.number({ message: "finalAmount must be a number" }).optional(),
  paymentMethod: z.string().optional(),
  address: z.union([z.looseObject({}), z.string()]).optional(),
  ...businessPurchaseFields,
});
export type PlaceKitOrderBody = z.input<typeof placeKitOrderBodySchema>;

/** POST /api/kit-orders, when the order is taken. */
export const placedKitOrderSchema = successSchema({ message: z.string(), order: kitOrderSchema });
export type PlacedKitOrder = z.infer<typeof placedKitOrderSchema>;
