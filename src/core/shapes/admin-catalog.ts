import { z } from "zod";
import { MANUAL_STOCK_REASONS } from "~/src/core/staff";
import { apiSchemas, successSchema } from "./api";
import { productSchema } from "./product";

/** Shapes of the staff's catalog calls (/api/admin/products, /categories, /uploads). */

/** A product as staff see it: the public shape plus whether it is archived and its low-stock threshold. */
export const adminProductSchema = productSchema
  .extend({
    archived: z.boolean(),
    lowStockThreshold: z.number(),
    /** Customers waiting for a back-in-stock mail (confirmed alerts not yet sent). */
    waitingAlerts: z.number(),
  })
  .register(apiSchemas, { id: "AdminProduct" });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** GET /api/admin/products */
export const adminProductPageSchema = successSchema({
  products: z.array(adminProductSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** POST/PATCH/DELETE /api/admin/products…, restore, GET /api/admin/products/{id} */
export const adminProductResponseSchema = successSchema({ product: adminProductSchema });

/** POST /api/admin/products/{id}/stock */
export const stockChangeBodySchema = z.strictObject({
  change: z
    .number({ message: "Change must be a number of units." })
    .int("Change must be a whole number of units.")
    .min(-1_000_000, "Change must be at least -1000000.")
    .max(1_000_000, "Change must be at most 1000000.")
    .refine((change) => change !== 0, "Change must not be 0."),
  reason: z.enum(MANUAL_STOCK_REASONS, { message: `Reason must be one of ${MANUAL_STOCK_REASONS.join(", ")}.` }),
  note: z.string({ message: "Note must be text." }).max(500, "Note must be at most 500 characters.").optional(),
});
export const stockChangeResponseSchema = successSchema({ stock: z.number() });

/** One row of a product's stock ledger; `stockAfter` is the stock right after this change. */
export const ledgerEntrySchema = z.object({
  at: z.string(),
  change: z.number(),
  stockAfter: z.number(),
  reason: z.string(),
  note: z.string(),
  orderId: z.string().nullable(),
  kitOrderId: z.string().nullable(),
  /** The staff member's e-mail; null for orders and the opening stock. */
  actor: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerResponseSchema = successSchema({ entries: z.array(ledgerEntrySchema) });

/** A category with how many products use it (`products`: all; `activeProducts`: not archived). */
export const adminCategorySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    /** Ours (issue 33): the name on Hindi pages; "" when staff gave none (the English name shows there). */
    nameHi: z.string(),
    position: z.number(),
    products: z.number(),
    activeProducts: z.number(),
  })
  .register(apiSchemas, { id: "AdminCategory" });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = successSchema({ categories: z.array(adminCategorySchema) });
export const adminCategoryResponseSchema = successSchema({ category: adminCategorySchema });

/** POST /api/admin/uploads: the resized WebP for pages and a JPEG for link previews. */
export const uploadResponseSchema = successSchema({ image: z.string(), fallback: z.string(), width: z.number(), height: z.number() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A bad CSV row; line 1 is the header. */
export const importErrorSchema = z.object({ line: z.number(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** What an import would change on one product: field → [old, new]. */
export const importUpdateSchema = z.object({ id: z.string(), changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])) });
export type ImportUpdate = z.infer<typeof importUpdateSchema>;

/** POST /api/admin/products/import?dryRun=1 */
export const importDryRunSchema = successSchema({
  dryRun: z.literal(true),
  creates: z.array(z.string()),
  updates: z.array(importUpdateSchema),
  errors: z.array(importErrorSchema),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

/** POST /api/admin/products/import: the ids created and updated. */
export const importResultSchema = successSchema({ dryRun: z.literal(false), created: z.array(z.string()), updated: z.array(z.string()) });

/** A refused import: every bad row, nothing changed (`errors` is absent when the request itself is malformed). */
export const importRefusalSchema = z.object({ success: z.literal(false), message: z.string(), errors: z.array(importErrorSchema).optional() });
