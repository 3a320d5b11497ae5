import { z } from "zod";
import { apiSchemas, successSchema } from "./api";
import { productSchema } from "./product";

/** The server's cart (§3): `cartData` as the spec reads it, the lines with their products, totals by the server. */
export const cartShape = {
  cartData: z.record(z.string(), z.number()),
  items: z.array(z.object({ _id: z.string(), quantity: z.number(), product: productSchema })),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
};
export const cartSchema = z.object(cartShape);
export type Cart = z.infer<typeof cartSchema>;

const itemId = z.string({ message: "itemId is required" }).min(1, "itemId is required").max(200);

/** POST /api/cart/add: one more unit of this product. */
export const cartAddBodySchema = z.object({ itemId });
export type CartAddBody = z.input<typeof cartAddBodySchema>;

/** POST /api/cart/update: types only; a negative or fractional quantity is refused by the service (200). */
export const cartUpdateBodySchema = z.object({ itemId, quantity: z.number({ message: "quantity must be a number" }) });
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>;

/** POST /api/cart/get */
export const cartResponseSchema = successSchema(cartShape).register(apiSchemas, { id: "Cart" });
export type CartResponse = z.infer<typeof cartResponseSchema>;
