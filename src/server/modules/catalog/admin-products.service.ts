import { and, asc, eq, ilike, isNotNull, isNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import { imagePath, RESERVED_PRODUCT_IDS, slugFromName, type ProductCreate, type ProductPatch } from "~/src/core/catalog-input";
import { rupeesToPaise } from "~/src/core/money";
import { productPrice } from "~/src/core/pricing";
import { gstRateToBp } from "~/src/core/product-tax";
import type { ProductSpecs } from "~/src/core/specs";
import type { AdminProduct, AdminProductPage } from "~/src/core/shapes/admin-catalog";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { categories, products } from "~/src/server/db/schema";
import { stockAlerts } from "~/src/server/db/schema-files";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { productColumns, toProductView } from "~/src/server/shared/products";
import { changeStock } from "~/src/server/shared/stock";
import { categoryIdByName } from "./admin-categories.service";
import { escapeLike } from "~/src/server/db/like-pattern";

const adminColumns = {
  ...productColumns,
  lowStockThreshold: products.lowStockThreshold,
  archivedAt: products.archivedAt,
  // Confirmed back-in-stock alerts still to be sent: what customers are waiting for tells staff what to reorder.
  waitingAlerts: sql<number>`(select count(*)::int from ${stockAlerts} where ${stockAlerts.productId} = ${products.id} and ${stockAlerts.confirmedAt} is not null and ${stockAlerts.notifiedAt} is null)`,
};

/** Every product, archived ones included, with its category's name. */
export function selectAdminProducts(db: DbOrTx) {
  return db.select(adminColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type AdminRow = Awaited<ReturnType<typeof selectAdminProducts>>[number];

export function toAdminProduct(row: AdminRow): AdminProduct {
  return { ...toProductView(row), archived: row.archivedAt !== null, lowStockThreshold: row.lowStockThreshold, waitingAlerts: row.waitingAlerts };
}

/** The fields staff edit, as the audit log records them (money in rupees). */
export function editableFields(product: AdminProduct) {
  const { name, description, price, discount, category, bestSeller, image, lowStockThreshold, hsn, gstRate, specs, nameHi, descriptionHi } = product;
  return { name, description, price, discount, category, bestSeller, image, lowStockThreshold, hsn, gstRate, specs, nameHi, descriptionHi };
}

export async function getAdminProduct(db: DbOrTx, id: string, lock = false): Promise<AdminProduct> {
  const query = selectAdminProducts(db).where(eq(products.id, id)).limit(1);
  const [row] = lock ? await query.for("update", { of: products }) : await query;
  if (!row) throw refuse.notFound(`No product with id '${id}'.`);
  return toAdminProduct(row);
}

interface AdminProductQuery {
  q?: string;
  category?: string;
  archived?: boolean;
  lowStock?: boolean;
  page: number;
  limit: number;
}

export async function listAdminProducts(db: Db, query: AdminProductQuery): Promise<Omit<AdminProductPage, "success">> {
  const conditions: SQL[] = [];
  const search = query.q?.trim();
  if (search) conditions.push(or(ilike(products.name, `%${escapeLike(search)}%`), ilike(products.id, `%${escapeLike(search)}%`))!);
  if (query.category) conditions.push(eq(categories.name, query.category));
  if (query.archived !== undefined) conditions.push(query.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt));
  if (query.lowStock) conditions.push(lte(products.stock, products.lowStockThreshold));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectAdminProducts(db)
      .where(where)
      .orderBy(asc(products.position))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  return { products: rows.map(toAdminProduct), total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/** The name's slug, or the slug with the first free "-2", "-3"… suffix (also for a name whose slug is reserved). */
export async function freeIdFor(db: DbOrTx, name: string, taken: Set<string> = new Set()): Promise<string> {
  const base = slugFromName(name);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.id, base), like(products.id, `${escapeLike(base)}-%`)));
  const used = new Set([...rows.map((row) => row.id), ...taken, ...RESERVED_PRODUCT_IDS]);
  if (!used.has(base)) return base;
  let suffix = 2;
  while (used.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

/**
 * Inserts a product with stock 0, then adds its opening stock through the ledger, so the stock is the
 * ledger's sum from its first unit. Runs inside the caller's transaction.
 */
export async function insertProduct(tx: DbOrTx, actor: Actor, id: string, input: ProductCreate, reason: "initial" | "import"): Promise<boolean> {
  const categoryId = await categoryIdByName(tx, input.category);
  const inserted = await tx
    .insert(products)
    .values({
      id,
      name: input.name,
      description: input.description,
      nameHi: input.nameHi ?? "",
      descriptionHi: input.descriptionHi ?? "",
      ...productPrice(rupeesToPaise(input.price), input.discount),
      images: input.image.map(imagePath),
      hsn: input.hsn,
      gstRateBp: gstRateToBp(input.gstRate),
      categoryId,
      stock: 0,
      bestSeller: input.bestSeller,
      lowStockThreshold: input.lowStockThreshold,
      specs: input.specs ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: products.id });
  if (inserted.length === 0) return false;
  if (input.stock > 0) await changeStock(tx, { productId: id, change: input.stock, reason, actorId: actor.id });
  return true;
}

export async function createProduct(db: Db, actor: Actor, input: ProductCreate): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const id = input._id ?? (await freeIdFor(tx, input.name));
    if (!(await insertProduct(tx, actor, id, input, "initial"))) throw refuse.conflict(`A product with id '${id}' already exists.`);
    const product = await getAdminProduct(tx, id);
    await recordAudit(tx, actor, "product.create", `product:${id}`, null, { ...editableFields(product), stock: product.stock });
    return product;
  });
}

type EditableFields = ReturnType<typeof editableFields>;

/** Equal as JSON whatever the key order: jsonb gives an object's keys back in its own order, not the order sent. */
export function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** Writes the changed editable fields of a locked product; returns what changed, as [before, after] records. */
export async function applyEdits(tx: DbOrTx, current: AdminProduct, wanted: Partial<EditableFields>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const old = editableFields(current) as Record<string, unknown>;
  for (const [field, value] of Object.entries(wanted)) {
    if (value === undefined) continue;
    const next = field === "image" ? (value as string[]).map(imagePath) : value;
    if (sameJson(old[field], next)) continue;
    before[field] = old[field];
    after[field] = next;
  }
  if (Object.keys(after).length === 0) return null;
  const set: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
  if ("name" in after) set.name = after.name as string;
  if ("description" in after) set.description = after.description as string;
  if ("nameHi" in after) set.nameHi = after.nameHi as string;
  if ("descriptionHi" in after) set.descriptionHi = after.descriptionHi as string;
  if ("price" in after || "discount" in after) {
    const price = "price" in after ? (after.price as number) : current.price;
    Object.assign(set, productPrice(rupeesToPaise(price), "discount" in after ? (after.discount as number) : current.discount));
  }
  if ("category" in after) set.categoryId = await categoryIdByName(tx, after.category as string);
  if ("bestSeller" in after) set.bestSeller = after.bestSeller as boolean;
  if ("image" in after) set.images = after.image as string[];
  if ("lowStockThreshold" in after) set.lowStockThreshold = after.lowStockThreshold as number;
  if ("hsn" in after) set.hsn = after.hsn as string;
  if ("gstRate" in after) set.gstRateBp = gstRateToBp(after.gstRate as number);
  // The whole specifications object is replaced: a fact left out of the edit is a fact removed.
  if ("specs" in after) set.specs = after.specs as ProductSpecs;
  await tx.update(products).set(set).where(eq(products.id, current._id));
  return { before, after };
}

export async function updateProduct(db: Db, actor: Actor, id: string, patch: ProductPatch): Promise<AdminProduct> {
  if (patch.stock !== undefined) {
    throw refuse.invalid(`Stock is not changed by editing: use POST /api/admin/products/${id}/stock with the change and a reason.`);
  }
  if (patch._id !== undefined && patch._id !== id) throw refuse.invalid("A product's id cannot be changed.");
  const {
    _id: _sameId,
    stock: _stock,
    salePrice: _salePrice,
    rating: _rating,
    reviews: _reviews,
    archived: _archived,
    documents: _documents,
    ...wanted
  } = patch;
  return db.transaction(async (tx) => {
    const current = await getAdminProduct(tx, id, true);
    const changed = await applyEdits(tx, current, wanted);
    if (!changed) return current;
    await recordAudit(tx, actor, "product.update", `product:${id}`, changed.before, changed.after);
    return getAdminProduct(tx, id);
  });
}

/** Archive (leaves the catalog, carts and kit builder; orders keep their copies) or restore a product. */
export async function setArchived(db: Db, actor: Actor, id: string, archive: boolean): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await getAdminProduct(tx, id, true);
    if (current.archived === archive) return current;
    await tx
      .update(products)
      .set({ archivedAt: archive ? new Date() : null, updatedAt: new Date() })
      .where(eq(products.id, id));
    await recordAudit(tx, actor, archive ? "product.archive" : "product.restore", `product:${id}`, { archived: !archive }, { archived: archive });
    return getAdminProduct(tx, id);
  });
}
