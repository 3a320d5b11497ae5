import { z } from "zod";
import { KIT_MAX_ITEMS } from "~/src/core/constants";
import { KIT_HINT_CODES } from "~/src/core/kit-hints";
import { apiSchemas, successSchema } from "./api";
import { productCardSchema } from "./product";

/** POST /api/kit/check: the kit's product ids, as many as a kit may hold; ids the shop does not know are ignored. */
export const kitCheckBodySchema = z.object({
  productIds: z
    .array(z.string({ message: "Each product id must be text" }).max(100, "A product id must be at most 100 characters"), {
      message: "productIds must be a list of product ids",
    })
    .max(KIT_MAX_ITEMS, `productIds may list at most ${KIT_MAX_ITEMS} products (a kit's most)`),
});

/** One piece of advice: what to add and up to 3 in-stock products that would answer it, best first. */
export const kitHintSchema = z
  .object({ code: z.enum(KIT_HINT_CODES), message: z.string(), suggestions: z.array(productCardSchema) })
  .register(apiSchemas, { id: "KitHint" });
export type KitHintView = z.infer<typeof kitHintSchema>;

/** POST /api/kit/check */
export const kitCheckResponseSchema = successSchema({ hints: z.array(kitHintSchema) });
export type KitCheckResponse = z.infer<typeof kitCheckResponseSchema>;
