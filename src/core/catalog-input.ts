import { z } from "zod";
import { DEFAULT_GST_RATE, DEFAULT_HSN, GST_RATE_MESSAGE, HSN_MESSAGE, HSN_PATTERN, isGstRate } from "./product-tax";
import { slugify } from "./slug";
import { productSpecsSchema } from "./specs";

/**
 * A product as staff or the demo seed write it: money in rupees, images as written by hand.
 * The seed's data files are checked against this, and a staff product editor can reuse it.
 * Every message names the field.
 */

export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids the API's own addresses take: `GET /api/products/suggest` is the header search, not a product. */
export const RESERVED_PRODUCT_IDS: readonly string[] = ["suggest"];
/**
 * A file name in public/images/catalog, a site path ("/images/…") or an http(s) URL. A path never starts
 * with "//" or "/\": browsers read both as another host ("//host/x").
 */
const IMAGE_PATTERN = /^(?:https?:\/\/[^\s]+|\/(?![/\\])[^\s]*|[A-Za-z0-9][A-Za-z0-9._-]*)$/;
const IMAGE_MESSAGE = "Each image must be a file name, a path starting with / or an http(s) URL.";
const PRODUCT_MAX_PRICE_RUPEES = 1_000_000;
const PRODUCT_MAX_IMAGES = 10;

/** "Price is required." when the field is missing, "Price must be a number." when it has the wrong type. */
export const typeMessage = (label: string, kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be ${kind}.`),
});

const text = (label: string, max: number) =>
  z
    .string(typeMessage(label, "text"))
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => value.trim() === value, `${label} must not start or end with spaces.`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(typeMessage(label, "a number"))
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** Has at most two decimals (paise), allowing for binary floating point. */
const hasPaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

export const categoryNameSchema = text("Category", 80);
/** Issue 33: a category's name on Hindi pages; "" means the English name shows there. */
export const categoryNameHiSchema = z
  .string(typeMessage("Hindi name", "text"))
  .trim()
  .normalize("NFC")
  .max(80, "Hindi name must be at most 80 characters.");

export const productInputSchema = z.strictObject({
  id: z
    .string(typeMessage("Id", "text"))
    .min(1, "Id is required.")
    .max(100, "Id must be at most 100 characters.")
    .regex(PRODUCT_ID_PATTERN, "Id must be lowercase letters and digits joined by single hyphens, for example arduino-uno-r3.")
    .refine((id) => !RESERVED_PRODUCT_IDS.includes(id), {
      error: (issue) => `Id '${String(issue.input)}' is taken by the shop's search address; choose another.`,
    }),
  name: text("Name", 200),
  category: categoryNameSchema,
  description: text("Description", 10_000),
  price: z
    .number(typeMessage("Price", "a number of rupees"))
    .gt(0, "Price must be greater than 0.")
    .max(PRODUCT_MAX_PRICE_RUPEES, `Price must be at most ${PRODUCT_MAX_PRICE_RUPEES} rupees.`)
    .refine(hasPaise, "Price must have at most 2 decimals."),
  discount: wholeNumber("Discount", 0, 100),
  stock: wholeNumber("Stock", 0, 1_000_000),
  bestSeller: z.boolean(typeMessage("Best seller", "true or false")),
  images: z
    .array(z.string({ message: IMAGE_MESSAGE }).regex(IMAGE_PATTERN, IMAGE_MESSAGE), typeMessage("Images", "a list"))
    .min(1, "Images must list at least one image.")
    .max(PRODUCT_MAX_IMAGES, `Images must list at most ${PRODUCT_MAX_IMAGES} images.`),
  /** Tax data for invoices (src/core/product-tax.ts). */
  hsn: z.string(typeMessage("HSN", "text")).trim().regex(HSN_PATTERN, HSN_MESSAGE),
  gstRate: z.number(typeMessage("GST rate", "a number")).refine(isGstRate, GST_RATE_MESSAGE),
  /** Structured specifications (src/core/specs.ts); none known when left out. */
  specs: productSpecsSchema.optional(),
  /** Issue 33: the Hindi name and description for Hindi pages; empty means the English text shows there. */
  nameHi: z.string(typeMessage("Hindi name", "text")).trim().normalize("NFC").max(200, "Hindi name must be at most 200 characters.").optional(),
  descriptionHi: z
    .string(typeMessage("Hindi description", "text"))
    .trim()
    .normalize("NFC")
    .max(10_000, "Hindi description must be at most 10000 characters.")
    .optional(),
});

export type ProductInput = z.output<typeof productInputSchema>;

/** Stock at or below this puts a product on the staff's low-stock list (the column's default). */
const DEFAULT_LOW_STOCK_THRESHOLD = 5;
const lowStockThresholdSchema = wholeNumber("Low-stock threshold", 0, 1_000_000);

/**
 * A product as the staff editor sends it: the fields as GET /api/product/list shows them (`_id`, `image`),
 * without what the server works out (`salePrice`) or customers' reviews give (`rating`, `reviews`).
 * Without `_id` the server makes one from the name.
 */
/**
 * Fields the server decides (the sale price, ratings, archived): a client may send a product back as
 * `GET /api/product/list` shows it, and these are accepted and ignored rather than refused.
 */
const serverDecidedFields = {
  salePrice: z.number().optional(),
  rating: z.number().optional(),
  reviews: z.number().optional(),
  archived: z.boolean().optional(),
  waitingAlerts: z.number().optional(),
  /** Datasheets are attached and removed by their own calls (they are files), never by the product's fields. */
  documents: z.array(z.unknown()).optional(),
};

export const productCreateSchema = productInputSchema.omit({ id: true, images: true }).extend({
  ...serverDecidedFields,
  _id: productInputSchema.shape.id.optional(),
  image: productInputSchema.shape.images,
  discount: productInputSchema.shape.discount.default(0),
  stock: productInputSchema.shape.stock.default(0),
  bestSeller: productInputSchema.shape.bestSeller.default(false),
  lowStockThreshold: lowStockThresholdSchema.default(DEFAULT_LOW_STOCK_THRESHOLD),
  hsn: productInputSchema.shape.hsn.default(DEFAULT_HSN),
  gstRate: productInputSchema.shape.gstRate.default(DEFAULT_GST_RATE),
});
export type ProductCreate = z.output<typeof productCreateSchema>;

/**
 * An edit: any subset of the fields. `_id` may be sent back unchanged; `stock` is accepted here only so the
 * server can say where stock changes go (the stock call, with a reason for the ledger).
 */
export const productPatchSchema = productCreateSchema
  .omit({ _id: true, stock: true, discount: true, bestSeller: true, lowStockThreshold: true, hsn: true, gstRate: true })
  .extend({
    discount: productInputSchema.shape.discount,
    bestSeller: productInputSchema.shape.bestSeller,
    lowStockThreshold: lowStockThresholdSchema,
    hsn: productInputSchema.shape.hsn,
    gstRate: productInputSchema.shape.gstRate,
  })
  .partial()
  .extend({ _id: z.string().optional(), stock: z.unknown().optional() });
export type ProductPatch = z.output<typeof productPatchSchema>;

/** "Arduino Uno R3 (CH340)" → "arduino-uno-r3-ch340": a readable id made from a product's name. */
export function slugFromName(name: string): string {
  return slugify(name, "product");
}

/** A catalog image as the storefront links it: bare file names live in public/images/catalog. */
export function imagePath(image: string): string {
  return /^(?:\/|https?:\/\/)/.test(image) ? image : `/images/catalog/${image}`;
}
