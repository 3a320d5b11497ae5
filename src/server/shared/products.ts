import { eq, inArray } from "drizzle-orm";
import { paiseToRupees } from "../../core/money";
import { salePrice } from "../../core/pricing";
import type { ProductView } from "../../core/shapes/product";
import type { DbOrTx } from "../db/client";
import { categories, products } from "../db/schema";

/** Reading products as clients see them: the catalog's lists and the cart's lines both go through here. */

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  pricePaise: products.pricePaise,
  discount: products.discount,
  images: products.images,
  category: categories.name,
  stock: products.stock,
  bestSeller: products.bestSeller,
  rating: products.rating,
  reviews: products.reviews,
};

/** Products with their category's name; add where/orderBy/limit. */
export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export function toProductView(row: ProductRow): ProductView {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    discount: row.discount ?? 0,
    salePrice: paiseToRupees(salePrice(row.pricePaise, row.discount)),
    image: row.images ?? [],
    category: row.category,
    stock: row.stock,
    bestSeller: row.bestSeller,
    rating: row.rating,
    reviews: row.reviews,
  };
}

/** Exactly these products, in this order; ids no longer in the catalog are skipped. */
export async function getProductsByIds(db: DbOrTx, ids: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toProductView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
