import { and, asc, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import {
  BEST_SELLER_LIMIT,
  HOT_SALE_LIMIT,
  PRODUCTS_PAGE_SIZE,
  RELATED_PRODUCTS_LIMIT,
  SUGGEST_MIN_LENGTH,
  SUGGESTED_CATEGORIES_LIMIT,
  SUGGESTED_PRODUCTS_LIMIT,
  type ProductSort,
} from "~/src/core/constants";
import { paiseToRupees } from "~/src/core/money";
import type { FacetFilters } from "~/src/core/facets";
import type { Facet, ProductCardData, ProductPage, ProductSuggestions, ProductView } from "~/src/core/shapes/product";
import type { DbOrTx } from "~/src/server/db/client";
import { categories, products } from "~/src/server/db/schema";
import { notArchived, selectProductCards, selectProducts, toProductCard, toProductView } from "~/src/server/shared/products";
import { countFacets, facetConditions, keptFacetGroups, matchingTotal, type FacetGroupCache } from "./catalog-facets";
import { containsPattern, nameMatches, planSearch, runSearch } from "./catalog-search";

/** The whole catalog in list order: the spec's GET /api/product/list. */
export async function listAllProducts(db: DbOrTx): Promise<ProductView[]> {
  const rows = await selectProducts(db).where(notArchived()).orderBy(asc(products.position));
  return rows.map(toProductView);
}

/** Every product id in list order (the sitemap): ids only, cheap with a large catalog. */
export async function listProductIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: products.id }).from(products).where(notArchived()).orderBy(asc(products.position));
  return rows.map((row) => row.id);
}

/** Every category with its Hindi name ("" when staff gave none), in shelf order: GET /api/category/all. */
export async function listCategories(db: DbOrTx): Promise<Array<{ name: string; nameHi: string }>> {
  return db.select({ name: categories.name, nameHi: categories.nameHi }).from(categories).orderBy(asc(categories.position), asc(categories.name));
}

export async function listCategoryNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => row.name);
}

export interface ProductQuery {
  category?: string;
  q?: string;
  sort?: ProductSort;
  page?: number;
  limit?: number;
  inStockOnly?: boolean;
  /** Attribute filters (src/core/facets.ts). */
  filters?: FacetFilters;
  /** Count the facets too (the catalog pages and the API; the kit builder has no filter panel). */
  withFacets?: boolean;
}

export type ProductPageWithFacets = ProductPage & { facets?: Facet[] };

/**
 * One page of the catalog, filtered, searched and sorted in the database. The page's ids come first
 * from a narrow index of the live catalog (an index-only scan, even 7,000 entries deep), then only
 * those rows are read with their category; the total counts the same index. So page 300 costs about
 * what page 1 costs, and neither joins the categories for every product.
 */
export async function queryProducts(db: DbOrTx, query: ProductQuery, cache?: FacetGroupCache): Promise<ProductPageWithFacets> {
  const limit = query.limit ?? PRODUCTS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const search = await planSearch(db, query.q, cache);
  const conditions: SQL[] = [notArchived()];
  if (query.category) {
    conditions.push(sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.name} = ${query.category})`);
  }
  if (search) conditions.push(...search.conditions);
  if (query.inStockOnly) conditions.push(gt(products.stock, 0));
  // Facet counts see every condition but the facets' own choices (catalog-facets.ts).
  const unfiltered = and(...conditions);
  const where = and(...conditions, ...facetConditions(query.filters ?? {}));

  // The catalog order (position, then id) breaks every tie, as the indexes products_live_* are sorted.
  const order: SQL[] =
    query.sort === "price-asc"
      ? [asc(products.salePricePaise), asc(products.position), asc(products.id)]
      : query.sort === "price-desc"
        ? [desc(products.salePricePaise), asc(products.position), asc(products.id)]
        : [...(search?.relevance ?? []), asc(products.position), asc(products.id)];

  const [rows, total, groups] = await runSearch(db, search, (run) => {
    const pageIds = run
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit);
    const groups = query.withFacets ? keptFacetGroups(run, unfiltered, query, cache) : undefined;
    return Promise.all([
      selectProductCards(run)
        .where(inArray(products.id, pageIds))
        .orderBy(...order),
      // The facets' groups hold the total already: no second pass over the products for it.
      groups?.then((kept) => matchingTotal(kept, query.filters ?? {})) ??
        run
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where)
          .then(([row]) => row.total),
      groups,
    ]);
  });
  const result = { products: rows.map(toProductCard), total, page, pages: Math.max(1, Math.ceil(total / limit)), limit };
  return groups ? { ...result, facets: countFacets(groups, query.filters ?? {}) } : result;
}

export async function getProduct(db: DbOrTx, id: string): Promise<ProductView | null> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), notArchived()))
    .limit(1);
  return row ? toProductView(row) : null;
}

/** At most 5 other products of the same category (§2, §9); in-stock ones first. */
export async function relatedProducts(db: DbOrTx, product: Pick<ProductView, "_id" | "category">): Promise<ProductCardData[]> {
  const rows = await selectProductCards(db)
    .where(and(eq(categories.name, product.category), ne(products.id, product._id), notArchived()))
    .orderBy(sql`${products.stock} = 0`, asc(products.position))
    .limit(RELATED_PRODUCTS_LIMIT);
  return rows.map(toProductCard);
}

/** Hot sale: discounted products, at most 20 (§9). */
export async function hotSaleProducts(db: DbOrTx): Promise<ProductCardData[]> {
  const rows = await selectProductCards(db)
    .where(and(gt(products.discount, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(HOT_SALE_LIMIT);
  return rows.map(toProductCard);
}

/** Best sellers on the home page: in-stock best sellers, or else the first 10 in-stock products (§9). */
export async function bestSellerProducts(db: DbOrTx): Promise<ProductCardData[]> {
  const marked = await selectProductCards(db)
    .where(and(eq(products.bestSeller, true), gt(products.stock, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(BEST_SELLER_LIMIT);
  if (marked.length > 0) return marked.map(toProductCard);
  const inStock = await selectProductCards(db)
    .where(and(gt(products.stock, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(BEST_SELLER_LIMIT);
  return inStock.map(toProductCard);
}

/** Featured on the home page: the best-rated products in stock (a different set from the best sellers). */
export async function featuredProducts(db: DbOrTx, limit = 8): Promise<ProductCardData[]> {
  const rows = await selectProductCards(db)
    .where(and(gt(products.stock, 0), notArchived()))
    .orderBy(desc(products.rating), desc(products.reviews), asc(products.position))
    .limit(limit);
  return rows.map(toProductCard);
}

/** The header search's suggestions: the best few products for the text typed so far, and matching categories. */
export async function suggestProducts(db: DbOrTx, text: string, cache?: FacetGroupCache): Promise<Omit<ProductSuggestions, "success">> {
  const search = text.trim().length >= SUGGEST_MIN_LENGTH ? await planSearch(db, text, cache) : null;
  if (!search) return { products: [], categories: [] };
  const [rows, categoryRows] = await runSearch(db, search, (run) =>
    Promise.all([
      run
        .select({ id: products.id, name: products.name, nameHi: products.nameHi, salePricePaise: products.salePricePaise, images: products.images })
        .from(products)
        .where(and(notArchived(), ...search.conditions))
        .orderBy(...search.relevance, asc(products.position), asc(products.id))
        .limit(SUGGESTED_PRODUCTS_LIMIT),
      run
        .select({ name: categories.name, nameHi: categories.nameHi })
        .from(categories)
        .where(or(nameMatches(categories.name, text), ilike(categories.nameHi, containsPattern(text.trim().replace(/\s+/g, " ")))))
        .orderBy(asc(categories.position), asc(categories.name))
        .limit(SUGGESTED_CATEGORIES_LIMIT),
    ]),
  );
  return {
    products: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      salePrice: paiseToRupees(row.salePricePaise),
      image: row.images[0] ?? null,
    })),
    categories: categoryRows,
  };
}
