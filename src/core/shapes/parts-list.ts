import { z } from "zod";
import { PARTS_LIST_MAX_BYTES } from "~/src/core/constants";
import { apiSchemas, successSchema } from "./api";
import { productCardSchema } from "./product";
import { PARTS_LIST_MAX_LINES } from "./quotes";

/** The calls of "a parts list in" (issue 30): match a pasted list or a CSV file to the catalog, then add it to the cart. */

export const PARTS_LINE_STATUSES = ["matched", "ambiguous", "not-found", "unreadable"] as const;

/** POST /api/parts-list/match as JSON; the same call takes multipart/form-data with the CSV in a field `file`. */
export const partsListMatchBodySchema = z.object({
  text: z
    .string({ message: "text is required: paste the parts list, one item per line" })
    .max(PARTS_LIST_MAX_BYTES, `text must be at most ${PARTS_LIST_MAX_BYTES} characters`),
});

/**
 * One line of the list as read and matched. `line` is its number in the text (1-based), `input` the text as sent.
 * `name` and `quantity` are what was read (null on an unreadable line). `product` is set when matched; `suggestions`
 * (at most 3) are the choices of an ambiguous line and the nearest products to a line not found. `shortBy` is how
 * many units the matched product lacks in stock. `message` says why a line is unreadable, not found or short.
 */
export const partsListLineSchema = z
  .object({
    line: z.number(),
    input: z.string(),
    name: z.string().nullable(),
    quantity: z.number().nullable(),
    status: z.enum(PARTS_LINE_STATUSES),
    product: productCardSchema.optional(),
    suggestions: z.array(productCardSchema),
    shortBy: z.number().optional(),
    message: z.string().optional(),
  })
  .register(apiSchemas, { id: "PartsListLine" });
export type PartsListMatchLine = z.infer<typeof partsListLineSchema>;

export const partsListMatchResponseSchema = successSchema({ lines: z.array(partsListLineSchema) });
export type PartsListMatchResponse = z.infer<typeof partsListMatchResponseSchema>;

/** POST /api/cart/add-many: types only; quantities and products are checked by the service, all or nothing. */
export const cartAddManyBodySchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.string({ message: "itemId is required" }).min(1, "itemId is required").max(200),
        quantity: z.number({ message: "quantity must be a number" }),
      }),
    )
    .min(1, "items must hold at least one product")
    .max(PARTS_LIST_MAX_LINES, `items may hold at most ${PARTS_LIST_MAX_LINES} products`),
});
export type CartAddManyBody = z.input<typeof cartAddManyBodySchema>;
