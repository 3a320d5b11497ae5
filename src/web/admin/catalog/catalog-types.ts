import type { ImportDryRun, ImportError } from "~/src/core/shapes/admin-catalog";
import type { ProductSpecs } from "~/src/core/specs";
import type { MANUAL_STOCK_REASONS } from "~/src/core/staff";

export type { AdminCategory, AdminProduct, AdminProductPage, LedgerEntry, UploadResponse } from "~/src/core/shapes/admin-catalog";
export type { ImportError };

export type ManualStockReason = (typeof MANUAL_STOCK_REASONS)[number];

/** The body of POST /api/admin/products and PATCH /api/admin/products/{id}: rupees and percent. */
export interface ProductBody {
  name: string;
  description: string;
  price: number;
  discount: number;
  category: string;
  bestSeller: boolean;
  lowStockThreshold: number;
  image: string[];
  /** 4, 6 or 8 digits (src/core/product-tax.ts). */
  hsn: string;
  /** One of GST_RATES, in percent. */
  gstRate: number;
  /** The whole specifications object: an edit replaces it (src/core/specs.ts). */
  specs: ProductSpecs;
  /** Opening stock, on create only; later changes go through the stock ledger. */
  stock?: number;
  /** Hindi pages' name and description (issue 33); empty shows the English ones there. */
  nameHi: string;
  descriptionHi: string;
}

export type CsvDryRun = Omit<ImportDryRun, "success">;
