import { z } from "zod";
import { categoryNameHiSchema, categoryNameSchema } from "~/src/core/catalog-input";

/** Request schemas of the staff's catalog calls (answers are in src/core/shapes/admin-catalog.ts). */

const yesNo = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${name} must be true or false` })
    .transform((value) => value === "true" || value === "1")
    .optional();

const ADMIN_PRODUCTS_PAGE_SIZE = 50;
const ADMIN_PRODUCTS_MAX_PAGE_SIZE = 200;

/** `archived`: true only archived, false only on sale, absent both. `lowStock`: stock at or below the threshold. */
export const adminProductQuerySchema = z.object({
  q: z.string().max(100, "q must be at most 100 characters").optional(),
  category: z.string().trim().max(100).optional(),
  archived: yesNo("archived"),
  lowStock: yesNo("lowStock"),
  page: z.coerce
    .number({ message: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(ADMIN_PRODUCTS_MAX_PAGE_SIZE, `limit must be at most ${ADMIN_PRODUCTS_MAX_PAGE_SIZE}`)
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
});

export const categoryParams = z.object({ id: z.coerce.number({ message: "id must be a number" }).int().min(1).max(2_147_483_647) });
const position = z
  .number({ message: "Position must be a number." })
  .int("Position must be a whole number.")
  .min(0, "Position must be at least 0.")
  .max(100_000);
export const categoryCreateBody = z.strictObject({ name: categoryNameSchema, nameHi: categoryNameHiSchema.optional() });
export const categoryPatchBody = z.strictObject({
  name: categoryNameSchema.optional(),
  nameHi: categoryNameHiSchema.optional(),
  position: position.optional(),
});

export const importQuerySchema = z.object({ dryRun: yesNo("dryRun") });
