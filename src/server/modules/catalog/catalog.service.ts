import { and, asc, desc, eq, gt, ilike, ne, sql, type SQL } from "drizzle-orm";
import { BEST_SELLER_LIMIT, HOT_SALE_LIMIT, PRODUCTS_PAGE_SIZE, RELATED_PRODUCTS_LIMIT, type ProductSort } from "../../../core/constants";
import type { ProductPage, ProductView } from "../../../core/shapes/product";
import type { DbOrTx } from "../../db/client";
import { categories, products } from "../../db/schema";
import { notArchived, selectProducts, toProductView } from "../../shared/products";

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
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of the catalog, filtered, searched and sorted in the database. */
export async function queryProducts(db: DbOrTx, query: ProductQuery): Promise<ProductPage> {
  const limit = query.limit ?? PRODUCTS_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  const search = query.q?.trim();
  const conditions: SQL[] = [notArchived()];
  if (query.category) conditions.push(eq(categories.name, query.category));
  if (search) conditions.push(ilike(products.name, `%${escapeLike(search)}%`));
  if (query.inStockOnly) conditions.push(gt(products.stock, 0));
  const where = and(...conditions);

  const sale = sql`round(${products.pricePaise} * (100 - ${products.discount}) / 100.0)`;
  const order: SQL[] =
    query.sort === "price-asc"
      ? [asc(sale), asc(products.position)]
      : query.sort === "price-desc"
        ? [desc(sale), asc(products.position)]
        : search
          ? // Relevance: names that start with the search text first, then list order.
            [sql`case when ${products.name} ilike ${`${escapeLike(search)}%`} then 0 else 1 end`, asc(products.position)]
          : [asc(products.position)];

  const [rows, [{ total }]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { products: rows.map(toProductView), total, page, pages: Math.max(1, Math.ceil(total / limit)), limit };
}

export async function getProduct(db: DbOrTx, id: string): Promise<ProductView | null> {
  const [row] = await selectProducts(db)
    .where(and(eq(products.id, id), notArchived()))
    .limit(1);
  return row ? toProductView(row) : null;
}

/** At most 5 other products of the same category (§2, §9); in-stock ones first. */
export async function relatedProducts(db: DbOrTx, product: ProductView): Promise<ProductView[]> {
  const rows = await selectProducts(db)
    .where(and(eq(categories.name, product.category), ne(products.id, product._id), notArchived()))
    .orderBy(sql`${products.stock} = 0`, asc(products.position))
    .limit(RELATED_PRODUCTS_LIMIT);
  return rows.map(toProductView);
}

/** Hot sale: discounted products, at most 20 (§9). */
export async function hotSaleProducts(db: DbOrTx): Promise<ProductView[]> {
  const rows = await selectProducts(db)
    .where(and(gt(products.discount, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(HOT_SALE_LIMIT);
  return rows.map(toProductView);
}

/** Best sellers on the home page: in-stock best sellers, or else the first 10 in-stock products (§9). */
export async function bestSellerProducts(db: DbOrTx): Promise<ProductView[]> {
  const marked = await selectProducts(db)
    .where(and(eq(products.bestSeller, true), gt(products.stock, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(BEST_SELLER_LIMIT);
  if (marked.length > 0) return marked.map(toProductView);
  const inStock = await selectProducts(db)
    .where(and(gt(products.stock, 0), notArchived()))
    .orderBy(asc(products.position))
    .limit(BEST_SELLER_LIMIT);
  return inStock.map(toProductView);
}

/** Featured on the home page: the best-rated products in stock (a different set from the best sellers). */
export async function featuredProducts(db: DbOrTx, limit = 8): Promise<ProductView[]> {
  const rows = await selectProducts(db)
    .where(and(gt(products.stock, 0), notArchived()))
    .orderBy(desc(products.rating), desc(products.reviews), asc(products.position))
    .limit(limit);
  return rows.map(toProductView);
}
