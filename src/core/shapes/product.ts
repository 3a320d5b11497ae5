import { z } from "zod";
import { FACET_NAMES } from "~/src/core/facets";
import { productSpecsSchema } from "~/src/core/specs";
import { apiSchemas, successSchema } from "./api";

/** A datasheet or manual of a product: a PDF in the file store, downloaded from `url`. */
export const productDocumentSchema = z.object({ name: z.string(), url: z.string(), bytes: z.number() });
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** The product as every client sees it (§3): money in rupees, `salePrice` worked out by the server. */
export const productSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    discount: z.number(),
    salePrice: z.number(),
    image: z.array(z.string()),
    category: z.string(),
    stock: z.number(),
    bestSeller: z.boolean(),
    rating: z.number(),
    reviews: z.number(),
    /** Ours: its tax data, as invoices print it: HSN code and GST rate in percent (prices include GST). */
    hsn: z.string(),
    gstRate: z.number(),
    /** Ours (issue 32): structured specifications (src/core/specs.ts); `{}` when none are known. */
    specs: productSpecsSchema,
    documents: z.array(productDocumentSchema),
    /** Ours (issue 33): the Hindi name and description staff entered, shown on Hindi pages; "" when none. */
    nameHi: z.string(),
    descriptionHi: z.string(),
  })
  .register(apiSchemas, { id: "Product" });
export type ProductView = z.infer<typeof productSchema>;

/**
 * A product as cards and lists show it: everything but the long description, which only the product's
 * own page shows. Pages of products and related products come in this shape, so a phone is not sent
 * 24 descriptions it never displays.
 */
export const productCardSchema = productSchema.omit({ description: true, descriptionHi: true }).register(apiSchemas, { id: "ProductCard" });
export type ProductCardData = z.infer<typeof productCardSchema>;

/** GET /api/product/list: the whole catalog in list order. */
export const productListSchema = successSchema({ products: z.array(productSchema) });

export const categorySchema = z.object({
  name: z.string(),
  /** Ours (issue 33): the name on Hindi pages; "" when staff gave none (the English name shows there). */
  nameHi: z.string(),
});

/** GET /api/category/all */
export const categoryListSchema = successSchema({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** One page of the catalog, filtered, searched and sorted. */
export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
  limit: z.number(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
/** A page of product cards, as list pages show it. */
export type ProductCardPage = ProductPage;

/**
 * One attribute filter of a catalog page (src/core/facets.ts) with, per value, how many products the page
 * would list if that value were chosen too: counted with the category, search and the other facets' choices,
 * not this facet's own (its values are alternatives). Values no product has are left out unless chosen.
 */
export const facetSchema = z
  .object({
    name: z.enum(FACET_NAMES),
    label: z.string(),
    values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number(), selected: z.boolean() })),
  })
  .register(apiSchemas, { id: "Facet" });
export type Facet = z.infer<typeof facetSchema>;

/** GET /api/products: a page and its facets (none for `ids`, nor where no product has a value of them). */
export const productPageResponseSchema = successSchema({ ...productPageSchema.shape, facets: z.array(facetSchema) });
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** GET /api/products/{id}: the product and at most 5 others of its category. */
export const productDetailSchema = successSchema({ product: productSchema, related: z.array(productCardSchema) });

/** A product as the header search suggests it: enough for one line with a picture and a price. */
export const productSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Ours (issue 33): the Hindi name staff entered; "" when none. */
  nameHi: z.string(),
  salePrice: z.number(),
  /** The first picture, or null when the product has none. */
  image: z.string().nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** GET /api/products/suggest: the best few matches of the text typed so far, and matching categories. */
export const productSuggestionsSchema = successSchema({ products: z.array(productSuggestionSchema), categories: z.array(categorySchema) });
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;
