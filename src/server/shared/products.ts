import { and, eq, inArray, isNull } from "drizzle-orm";
import { paiseToRupees } from "~/src/core/money";
import { bpToGstRate } from "~/src/core/product-tax";
import type { ProductCardData, ProductView } from "~/src/core/shapes/product";
import type { DbOrTx } from "~/src/server/db/client";
import { categories, products } from "~/src/server/db/schema";

/** Reading products as clients see them: the catalog's lists and the cart's lines both go through here. */

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
  pricePaise: products.pricePaise,
  discount: products.discount,
  salePricePaise: products.salePricePaise,
  images: products.images,
  category: categories.name,
  stock: products.stock,
  bestSeller: products.bestSeller,
  rating: products.rating,
  reviews: products.reviews,
  hsn: products.hsn,
  gstRateBp: products.gstRateBp,
  specs: products.specs,
  documents: products.documents,
};

/**
 * Archived products have left the catalog, carts and the kit builder (old orders keep their copies): every
 * query clients see adds this to its conditions, because a second `.where()` would replace the first.
 */
export const notArchived = () => isNull(products.archivedAt);

const { description: _description, descriptionHi: _descriptionHi, ...cardColumns } = productColumns;

/** Products with their category's name, archived ones included; add where (with `notArchived()`), orderBy, limit. */
export function selectProducts(db: DbOrTx) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

/** The same for lists and cards: without the description, the largest column, which they never show. */
export function selectProductCards(db: DbOrTx) {
  return db.select(cardColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
type ProductCardRow = Awaited<ReturnType<typeof selectProductCards>>[number];

export function toProductView(row: ProductRow): ProductView {
  const { _id, name, ...card } = toProductCard(row);
  return { _id, name, description: row.description, descriptionHi: row.descriptionHi, ...card };
}

export function toProductCard(row: ProductCardRow): ProductCardData {
  return {
    _id: row.id,
    name: row.name,
    price: paiseToRupees(row.pricePaise),
    discount: row.discount ?? 0,
    salePrice: paiseToRupees(row.salePricePaise),
    image: row.images ?? [],
    category: row.category,
    stock: row.stock,
    bestSeller: row.bestSeller,
    rating: row.rating,
    reviews: row.reviews,
    hsn: row.hsn,
    gstRate: bpToGstRate(row.gstRateBp),
    specs: row.specs,
    documents: row.documents,
    nameHi: row.nameHi,
  };
}

/** Exactly these products, in this order; ids no longer in the catalog (or archived) are skipped. */
export async function getProductsByIds(db: DbOrTx, ids: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(and(inArray(products.id, ids), notArchived()));
  const byId = new Map(rows.map((row) => [row.id, toProductView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
